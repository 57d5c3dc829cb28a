import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { token } from '@vitrine/core';
import { useServices } from '../../shared/service-context';
import { connectCardFrame, type CardFrameClient, type CardFrameHost } from './card-frame-client';
import styles from './card-frame.module.css';

/** The card frame page's path on this origin (decision 0460). */
export const CARD_FRAME_PATH = '/card-frame';

/** What a connector is given: the iframe, the name to prefill and where the frame's height goes. */
export interface CardFrameConnection {
  readonly iframe: HTMLIFrameElement;
  readonly nameOnCard: string;
  readonly onHeight: (px: number) => void;
}

/**
 * Connects the page to a mounted card frame. The browser's ({@link connectBrowserCardFrame}) talks
 * to the iframe's window over postMessage; tests bind one that mounts the frame in jsdom.
 */
export type CardFrameConnector = (connection: CardFrameConnection) => CardFrameClient;
export const CardFrameConnector = token<CardFrameConnector>('CardFrameConnector');

/**
 * The browser's connector: {@link connectCardFrame} bound to the iframe's contentWindow and this
 * window's `message` events; its `focus` focuses the iframe element before asking the frame.
 */
export const connectBrowserCardFrame: CardFrameConnector = ({ iframe, nameOnCard, onHeight }) => {
  const frame = iframe.contentWindow as CardFrameHost['frame'] | null;
  if (!frame) throw new Error('The card frame is not in a document');
  const client = connectCardFrame({
    frame,
    listen: (handler) => {
      window.addEventListener('message', handler);
      return () => window.removeEventListener('message', handler);
    },
    nameOnCard,
    onHeight,
  });
  return {
    ...client,
    // The page focuses the iframe first (it holds the click's user activation), so the frame's own
    // focus() on its field is not a cross-origin frame taking the focus on its own.
    async focus() {
      iframe.focus();
      await client.focus();
    },
  };
};

/**
 * The card fields in their isolated frame (decision 0460; shell-and-account.md §7): an
 * `<iframe sandbox="allow-scripts allow-forms" title="Card details">` of /card-frame in the page's
 * locale, an opaque origin whose document no script of this page can read. `clientRef` holds the
 * page's handle on it (validate, sealer, focus) while it is mounted. Its height follows its content.
 */
export function CardFrame({ nameOnCard, clientRef }: { nameOnCard: string; clientRef: RefObject<CardFrameClient | null> }) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const initialName = useRef(nameOnCard);

  useEffect(() => {
    const iframe = iframeRef.current;
    if (!iframe) return;
    const connect = services.has(CardFrameConnector) ? services.get(CardFrameConnector) : connectBrowserCardFrame;
    const client = connect({ iframe, nameOnCard: initialName.current, onHeight: setHeight });
    clientRef.current = client;
    return () => {
      client.close();
      if (clientRef.current === client) clientRef.current = null;
    };
  }, [services, clientRef]);

  return (
    <iframe
      ref={iframeRef}
      src={`${CARD_FRAME_PATH}?locale=${encodeURIComponent(i18n.locale)}`}
      sandbox="allow-scripts allow-forms"
      title={t`Card details`}
      className={styles.frame}
      style={height ? { height: `${height}px` } : undefined}
      data-testid="card-frame"
    />
  );
}
