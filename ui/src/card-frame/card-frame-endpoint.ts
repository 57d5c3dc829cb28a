import type { CardEncryptor } from '@vitrine/core';
import type { CardDraft, CardDraftErrors } from '../components/card/card-rules';
import { answerCardFrameRequest, answerSecurityCodeRequest, CARD_FRAME_CONNECT, CARD_FRAME_HELLO, CARD_FRAME_READY, isCardFrameRequest, type CardFrameConnect, type CardFrameHeight, type CardFrameMode } from '../components/card/card-frame-protocol';

/**
 * The card frame's end of the messaging (decision 0460): it posts READY to its parent, accepts
 * CONNECT only from that very window (event.source) with a MessagePort, and answers the requests
 * that come over the port with {@link answerCardFrameRequest}. The fields' problems are shown in the
 * frame; only summaries and ciphertexts go out.
 */

/** The card fields as the endpoint reads and marks them. */
export interface CardFrameFields {
  /** What the frame holds: a whole card, or a saved card's security code only (decision 0436). */
  readonly mode: CardFrameMode;
  /** The fields as typed now. */
  draft(): CardDraft;
  /** Shows these problems (none: clears them). */
  showErrors(errors: CardDraftErrors): void;
  /** Focuses the first field with a problem, else the first field. */
  focus(): void;
  /** Fills the name on card when it is still empty. */
  prefillName(nameOnCard: string): void;
}

/** What the endpoint talks through. */
export interface CardFrameEndpointOptions {
  /** `window.parent`: READY goes to it, CONNECT is accepted from it only. */
  readonly parent: MessageEventSource & { postMessage(message: unknown, targetOrigin: string): void };
  /** Subscribes to the frame's `message` events; returns the unsubscribe. */
  readonly listen: (handler: (event: MessageEvent) => void) => () => void;
  readonly fields: CardFrameFields;
  readonly encryptor: CardEncryptor;
}

/** The frame's handle: tells the parent the content height (px); stops listening. */
export interface CardFrameEndpoint {
  postHeight(px: number): void;
  close(): void;
}

/** Starts the frame's end: posts READY at once (and on the parent's HELLO) and serves the port the parent connects. */
export function serveCardFrame(options: CardFrameEndpointOptions): CardFrameEndpoint {
  const { parent, fields, encryptor } = options;
  let port: MessagePort | null = null;
  let lastHeight = 0;
  const stop = options.listen((event) => {
    const data = event.data as Partial<CardFrameConnect> | null;
    if (event.source === parent && (data as { type?: unknown } | null)?.type === CARD_FRAME_HELLO) return parent.postMessage({ type: CARD_FRAME_READY }, '*');
    if (event.source !== parent || data?.type !== CARD_FRAME_CONNECT || !event.ports[0]) return;
    port?.close();
    port = event.ports[0];
    fields.prefillName(typeof data.nameOnCard === 'string' ? data.nameOnCard : '');
    const own = port;
    own.onmessage = async (message: MessageEvent) => {
      if (!isCardFrameRequest(message.data)) return;
      const request = message.data;
      if (request.type === 'focus') fields.focus();
      const { mode } = fields;
      const answer = mode.kind === 'card' ? await answerCardFrameRequest(request, fields.draft(), encryptor) : await answerSecurityCodeRequest(request, fields.draft().securityCode, mode.cardType, encryptor);
      if (answer.type === 'invalid') fields.showErrors(answer.errors);
      else if (answer.type !== 'focused') fields.showErrors({});
      own.postMessage(answer);
    };
    if (lastHeight > 0) own.postMessage({ type: 'height', px: lastHeight } satisfies CardFrameHeight);
  });
  // The parent's origin is not known to a sandboxed frame; READY carries nothing.
  parent.postMessage({ type: CARD_FRAME_READY }, '*');
  return {
    postHeight(px) {
      lastHeight = px;
      port?.postMessage({ type: 'height', px } satisfies CardFrameHeight);
    },
    close() {
      stop();
      port?.close();
    },
  };
}
