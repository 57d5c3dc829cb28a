import { addToast, createToast, dismissToast, serverErrorToast, type MessageType, type Toast } from '@vitrine/core';
import type { Services } from '../services';

/**
 * What a feature asks the shell to show (shell-and-account.md §3 "Toast message", §4 "Route start";
 * shopping.md §8; decision 0028, 0200):
 * - `messageKey`: one of core's TOAST_KEYS ('loyalty_sign_up_modal-existing-member', ...) —
 *   the toast host translates it; or
 * - `message`: a text already translated by the caller (`t\`Address saved\``).
 * Exactly one of the two; `messageType` defaults to 'error' (core's createToast);
 * `dismissible` adds a close button.
 */
export type ShowToast =
  | { readonly messageKey: string; readonly message?: never; readonly messageType?: MessageType; readonly dismissible?: boolean }
  | { readonly message: string; readonly messageKey?: never; readonly messageType?: MessageType; readonly dismissible?: boolean };

/** The dismiss button's style and message key (the 500 toast uses 'server-error-500-close'). */
export const DISMISS_KEY = 'toast-dismiss';

/** A shown toast: core's Toast, and whether its message is a key for the host to translate. */
export interface ShownToast extends Toast {
  readonly translated: boolean;
}

/** The app's toasts: a tiny external store (no library: a list, four operations, listeners). */
export interface ToastStore {
  /** The toasts shown, oldest first. */
  list(): readonly ShownToast[];
  /** Shows a toast unless one with the same message is shown (core's addToast). */
  show(toast: ShowToast): void;
  /** Shows core's global 500 toast (keys server-error-500 / server-error-500-close). */
  showServerError(): void;
  /** Removes the toast with this message (core's dismissToast). */
  dismiss(message: string): void;
  /** Removes every toast (route start). */
  clear(): void;
  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: () => void): () => void;
}

/** Creates an empty {@link ToastStore}. */
export function createToastStore(): ToastStore {
  let toasts: readonly ShownToast[] = [];
  const listeners = new Set<() => void>();
  const set = (next: readonly ShownToast[]) => {
    if (next === toasts) return;
    toasts = next;
    listeners.forEach((listener) => listener());
  };
  const add = (toast: Toast, translated: boolean) => {
    const next = addToast(toasts, { ...toast, translated } as ShownToast);
    set(next as readonly ShownToast[]);
  };
  return {
    list: () => toasts,
    show: (input) => {
      const message = input.messageKey ?? input.message;
      const toast = createToast({
        message,
        messageType: input.messageType ?? null,
        ...(input.dismissible ? { dismissButton: { styleType: 'close', message: DISMISS_KEY } } : {}),
      });
      add(toast, input.message !== undefined);
    },
    showServerError: () => add(serverErrorToast(), false),
    dismiss: (message) => set(dismissToast(toasts, message) as readonly ShownToast[]),
    clear: () => set(toasts.length === 0 ? toasts : []),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const stores = new WeakMap<Services, ToastStore>();

/**
 * The one toast store of an app, keyed by its service container (like the modal stack, decision
 * 0140): components, route loaders and the composition root's HTTP hooks reach the same store; each
 * server-rendered request has its own.
 */
export function toastsOf(services: Services): ToastStore {
  let store = stores.get(services);
  if (!store) {
    store = createToastStore();
    stores.set(services, store);
  }
  return store;
}
