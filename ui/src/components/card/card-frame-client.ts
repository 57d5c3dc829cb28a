import { err, ok, type CalendarMonth, type CardSealer, type Result, type SecurityCodeSealer } from '@vitrine/core';
import type { CardDraftErrors } from './card-rules';
import { CARD_FRAME_CONNECT, CARD_FRAME_HELLO, CARD_FRAME_READY, frameUnavailable, type CardFrameAnswer, type CardFrameConnect, type CardFrameRequest, type CardSummary } from './card-frame-protocol';

/**
 * The page's end of the card frame (decision 0460): it waits for the frame's READY from the
 * iframe's own window (event.source, since a sandboxed frame's origin is 'null'), hands it one port
 * of a fresh MessageChannel, and asks over the other. It never receives the clear number.
 */

/** How long a request waits for the frame's answer (ms): the card number field is local, so 10 s means it is gone. */
export const CARD_FRAME_TIMEOUT_MS = 10_000;

/** What the page gives the client. */
export interface CardFrameHost {
  /** The iframe's window (`iframe.contentWindow`): READY is accepted from it only, CONNECT goes to it only. */
  readonly frame: MessageEventSource & { postMessage(message: unknown, targetOrigin: string, transfer: Transferable[]): void };
  /** Subscribes to the page's `message` events; returns the unsubscribe. */
  readonly listen: (handler: (event: MessageEvent) => void) => () => void;
  /** The name the card fields start with (the customer's). */
  readonly nameOnCard: string;
  /** Told the frame's content height (px) whenever it changes. */
  readonly onHeight?: (px: number) => void;
  /** Default {@link CARD_FRAME_TIMEOUT_MS}. */
  readonly timeoutMs?: number;
}

/** The page's handle on one card frame. */
export interface CardFrameClient {
  /**
   * Checks the fields against `today` (their problems are shown in the frame): the card's summary,
   * or the fields' problem codes, or 'unavailable' when the frame did not answer in time.
   */
  validate(today: CalendarMonth): Promise<Result<CardSummary, CardDraftErrors | 'unavailable'>>;
  /** The sealer the checkout's prepareCardPayment calls: the frame checks against `today` and encrypts with the key. */
  sealer(today: CalendarMonth): CardSealer;
  /**
   * A security-code frame's check (decision 0436): ok, or `{ securityCode }` with its problem code
   * (shown in the frame), or 'unavailable' when the frame did not answer in time.
   */
  validateCode(): Promise<Result<void, CardDraftErrors | 'unavailable'>>;
  /** The sealer verifySavedCard calls: a security-code frame checks its code and encrypts it with the key. */
  codeSealer(): SecurityCodeSealer;
  /** Moves the focus into the frame, to the first field with a problem (else the first field). */
  focus(): Promise<void>;
  /** Stops listening and closes the port. */
  close(): void;
}

/** Connects to the card frame of `host` (see {@link CardFrameHost}): listens for READY, then posts HELLO; requests made before READY wait for it. */
export function connectCardFrame(host: CardFrameHost): CardFrameClient {
  const timeoutMs = host.timeoutMs ?? CARD_FRAME_TIMEOUT_MS;
  let port: MessagePort | null = null;
  let nextId = 1;
  const pending = new Map<number, (answer: CardFrameAnswer | null) => void>();
  let announce: (() => void) | null = null;
  let connected = new Promise<void>((resolve) => (announce = resolve));

  const onAnswer = (event: MessageEvent) => {
    const data = event.data as CardFrameAnswer | { type: 'height'; px: number };
    if (data.type === 'height') return host.onHeight?.(data.px);
    const settle = pending.get(data.id);
    pending.delete(data.id);
    settle?.(data);
  };

  const stop = host.listen((event) => {
    if (event.source !== host.frame || (event.data as { type?: unknown } | null)?.type !== CARD_FRAME_READY) return;
    port?.close();
    const channel = new MessageChannel();
    port = channel.port1;
    port.onmessage = onAnswer;
    const connect: CardFrameConnect = { type: CARD_FRAME_CONNECT, nameOnCard: host.nameOnCard };
    // The sandboxed frame's origin is opaque: '*' is the only target it matches; the message goes to that one window.
    host.frame.postMessage(connect, '*', [channel.port2]);
    announce?.();
    announce = null;
    connected = Promise.resolve();
  });
  // The frame may have posted READY before this listener existed: ask for it again (harmless before it loads).
  host.frame.postMessage({ type: CARD_FRAME_HELLO }, '*', []);

  const ask = (request: CardFrameRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never): Promise<CardFrameAnswer | null> => {
    const id = nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        resolve(null);
      }, timeoutMs);
      pending.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      void connected.then(() => port?.postMessage({ ...request, id }));
    });
  };

  return {
    async validate(today) {
      const answer = await ask({ type: 'validate', today });
      if (answer?.type === 'valid') return ok(answer.summary);
      return err(answer?.type === 'invalid' ? answer.errors : 'unavailable');
    },
    sealer(today) {
      return {
        async seal(key) {
          const answer = await ask({ type: 'seal', today, key });
          if (answer?.type === 'sealed') return ok(answer.sealed);
          if (answer?.type === 'refused') return err(answer.error);
          if (answer?.type === 'invalid') return err({ code: 'CARD_ENCRYPTION.INPUT_INVALID', message: 'The card fields do not pass their checks', details: { fields: Object.keys(answer.errors) } });
          return err(frameUnavailable());
        },
      };
    },
    async validateCode() {
      const answer = await ask({ type: 'validate-code' });
      if (answer?.type === 'valid-code') return ok(undefined);
      return err(answer?.type === 'invalid' ? answer.errors : 'unavailable');
    },
    codeSealer() {
      return {
        async seal(key) {
          const answer = await ask({ type: 'seal-code', key });
          if (answer?.type === 'sealed-code') return ok(answer.sealed);
          if (answer?.type === 'refused') return err(answer.error);
          if (answer?.type === 'invalid') return err({ code: 'CARD_ENCRYPTION.INPUT_INVALID', message: 'The security code does not pass its check', details: { fields: Object.keys(answer.errors) } });
          return err(frameUnavailable());
        },
      };
    },
    async focus() {
      await ask({ type: 'focus' });
    },
    close() {
      stop();
      port?.close();
      for (const settle of pending.values()) settle(null);
      pending.clear();
    },
  };
}
