import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FakeCardEncryptor } from '@vitrine/adapters/in-memory';
import type { CardEncryptor } from '@vitrine/core';
import { CardFrameDocument } from '../../../../ui/src/card-frame/card-frame-document';
import { mountCardFrame } from '../../../../ui/src/card-frame/card-frame-mount';
import { connectCardFrame } from '../../../../ui/src/components/card/card-frame-client';
import type { CardFrameConnector } from '../../../../ui/src/components/card/card-frame';

/**
 * A CardFrameConnector for jsdom (decision 0460): jsdom neither loads /card-frame nor gives
 * postMessage a `source` or ports, so this writes the frame's server-rendered document into the
 * iframe, mounts the frame's own behaviour on it (mountCardFrame, with `encryptor`) and joins the
 * two ends through a pair of windows in miniature whose messages carry their sender as `source`.
 * Tests then type into the fields inside the iframe's document, as a shopper does.
 */
export function jsdomCardFrame(encryptor: CardEncryptor = new FakeCardEncryptor()): CardFrameConnector {
  return ({ iframe, mode, nameOnCard, onHeight }) => {
    const doc = iframe.contentDocument!;
    const html = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <CardFrameDocument lang={i18n.locale} script={null} mode={mode} />
      </I18nProvider>,
    );
    doc.open();
    doc.write(`<!DOCTYPE html>${html}`);
    doc.close();
    type Handler = (event: MessageEvent) => void;
    const pageHandlers = new Set<Handler>();
    const frameHandlers = new Set<Handler>();
    const deliver = (handlers: Set<Handler>, data: unknown, source: unknown, ports: readonly Transferable[] = []) => {
      for (const handler of [...handlers]) handler({ data, source, ports } as unknown as MessageEvent);
    };
    const frameWindow = { postMessage: (message: unknown, _target: string, transfer: Transferable[] = []) => deliver(frameHandlers, message, parentWindow, transfer) };
    const parentWindow = { postMessage: (message: unknown) => deliver(pageHandlers, message, frameWindow) };
    const listenOn = (handlers: Set<Handler>) => (handler: Handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    };
    const endpoint = mountCardFrame(doc, { parent: parentWindow as never, listen: listenOn(frameHandlers), encryptor });
    const client = connectCardFrame({ frame: frameWindow as never, listen: listenOn(pageHandlers), nameOnCard, onHeight });
    return {
      ...client,
      close() {
        client.close();
        endpoint.close();
      },
    };
  };
}
