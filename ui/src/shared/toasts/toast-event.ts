import { DEFAULT_MESSAGE_TYPE, isMessageType, MESSAGE_TYPES, type Logger, type MessageType } from '@vitrine/core';
import type { ToastStore } from './toast-store';

/**
 * The app event that shows a toast (shell-and-account.md §2 "Toast messages", §3 "Toast message:
 * message key, messageType (affirmative, alert, error, informational; default error), optional
 * dismissButton"; decision 0434): a `CustomEvent` named {@link TOAST_EVENT} on `window`, for a native
 * app hosting the site in a webview, like the page loader's event (decision 0333).
 */
export const TOAST_EVENT = 'vitrine:toast';

/** The event's detail: the message already in the shopper's language, its type and whether it has a close button. */
export interface ToastEventDetail {
  readonly message: string;
  readonly messageType?: string;
  readonly dismissible?: boolean;
}

/** Dispatches the toast event on `target` (the window). */
export function dispatchToast(target: EventTarget, detail: ToastEventDetail): void {
  target.dispatchEvent(new CustomEvent<ToastEventDetail>(TOAST_EVENT, { detail }));
}

/**
 * Listens on `target` for {@link TOAST_EVENT} and shows each toast in `toasts` (not duplicated by
 * message, core's addToast): a messageType outside core's MESSAGE_TYPES (isMessageType) is logged
 * and shown as the DEFAULT_MESSAGE_TYPE ('error'); a detail without a text message is logged and
 * ignored. Returns the function that stops listening.
 */
export function listenForToastEvents(target: EventTarget, toasts: ToastStore, logger: Pick<Logger, 'warn'>): () => void {
  const onToast = (event: Event) => {
    const detail = (event as CustomEvent<ToastEventDetail | null>).detail;
    if (typeof detail?.message !== 'string' || detail.message.trim() === '') {
      logger.warn('Toast event without a message');
      return;
    }
    let messageType: MessageType = DEFAULT_MESSAGE_TYPE;
    if (isMessageType(detail.messageType)) messageType = detail.messageType;
    else if (detail.messageType !== undefined) logger.warn(`Toast messageType must be one of ${MESSAGE_TYPES.join(', ')}; shown as ${DEFAULT_MESSAGE_TYPE}`, { messageType: String(detail.messageType) });
    toasts.show({ message: detail.message, messageType, dismissible: detail.dismissible === true });
  };
  target.addEventListener(TOAST_EVENT, onToast);
  return () => target.removeEventListener(TOAST_EVENT, onToast);
}
