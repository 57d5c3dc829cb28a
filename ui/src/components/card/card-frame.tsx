import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { token } from '@vitrine/core';
import { useServices } from '../../shared/service-context';
import { connectCardFrame, type CardFrameClient, type CardFrameHost } from './card-frame-client';
import type { CardFrameMode } from './card-frame-protocol';
import styles from './card-frame.module.css';

/** The card frame page's path on this origin (decision 0460). */
export const CARD_FRAME_PATH = '/card-frame';

/** What a connector is given: the iframe, what it holds, the name to prefill and where the frame's height goes. */
export interface CardFrameConnection {
  readonly iframe: HTMLIFrameElement;
  readonly mode: CardFrameMode;
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

const WHOLE_CARD: CardFrameMode = { kind: 'card' };

/** The frame page's URL for `locale` and `mode` (a security-code frame names the saved card's brand). */
function frameSrc(locale: string, mode: CardFrameMode): string {
  const query = new URLSearchParams({ locale });
  if (mode.kind === 'security-code') {
    query.set('mode', 'security-code');
    query.set('brand', mode.cardType);
  }
  return `${CARD_FRAME_PATH}?${query.toString()}`;
}

/**
 * The card fields in their isolated frame (decision 0460; shell-and-account.md §7): an
 * `<iframe sandbox="allow-scripts allow-forms" title="Card details">` of /card-frame in the page's
 * locale, an opaque origin whose document no script of this page can read. `clientRef` holds the
 * page's handle on it (validate, sealer, focus; validateCode, codeSealer) while it is mounted. Its
 * height follows its content. `mode` 'security-code' (decision 0436) holds only a saved card's
 * security code: the iframe is titled "Security code" and is shorter.
 */
export function CardFrame({ nameOnCard, clientRef, mode = WHOLE_CARD }: { nameOnCard: string; clientRef: RefObject<CardFrameClient | null>; mode?: CardFrameMode }) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const initialName = useRef(nameOnCard);
  const initialMode = useRef(mode);

  useEffect(() => {
    const iframe = iframeRef.current;
    if (!iframe) return;
    const connect = services.has(CardFrameConnector) ? services.get(CardFrameConnector) : connectBrowserCardFrame;
    const client = connect({ iframe, mode: initialMode.current, nameOnCard: initialName.current, onHeight: setHeight });
    clientRef.current = client;
    return () => {
      client.close();
      if (clientRef.current === client) clientRef.current = null;
    };
  }, [services, clientRef]);

  return (
    <iframe
      ref={iframeRef}
      src={frameSrc(i18n.locale, mode)}
      sandbox="allow-scripts allow-forms"
      title={mode.kind === 'security-code' ? t`Security code` : t`Card details`}
      className={mode.kind === 'security-code' ? styles.codeFrame : styles.frame}
      style={height ? { height: `${height}px` } : undefined}
      data-testid="card-frame"
    />
  );
}
