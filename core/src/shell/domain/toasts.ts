/**
 * Toast messages (shell-and-account.md §3 "Toast message"; shopping.md §3, §8 "Toasts are not
 * duplicated by message"; decision 0028).
 */

/** Message types, verbatim. */
export const MESSAGE_TYPES = ['affirmative', 'alert', 'error', 'informational'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** The default message type. */
export const DEFAULT_MESSAGE_TYPE: MessageType = 'error';

/** Toast keys the spec names (shopping.md §8), verbatim. */
export const TOAST_KEYS = {
  loyaltyExistingMember: 'loyalty_sign_up_modal-existing-member',
  giveawaysRequireLoyalty: 'giveaways-require-loyalty',
  rewardsAccountRequired: 'rewards-account-required',
  /** The global 500 toast and its close button (the spec names the keys but not their text; decision 0028). */
  serverError: 'server-error-500',
  serverErrorClose: 'server-error-500-close',
} as const;

/** A toast: a message key (translated by the UI), a type and an optional dismiss button. */
export interface Toast {
  readonly message: string;
  readonly messageType: MessageType;
  readonly dismissButton?: { readonly styleType: string; readonly message: string };
}

/** True for one of {@link MESSAGE_TYPES}. */
export function isMessageType(value: unknown): value is MessageType {
  return (MESSAGE_TYPES as readonly unknown[]).includes(value);
}

/**
 * Builds a toast; a missing or unknown messageType becomes 'error' (the default). The dismiss
 * button is kept only when given.
 */
export function createToast(input: { message: string; messageType?: string | null; dismissButton?: Toast['dismissButton'] }): Toast {
  const messageType = isMessageType(input.messageType) ? input.messageType : DEFAULT_MESSAGE_TYPE;
  return input.dismissButton ? { message: input.message, messageType, dismissButton: input.dismissButton } : { message: input.message, messageType };
}

/** Adds a toast at the end unless one with the same message is already shown (then the list is returned unchanged). */
export function addToast(toasts: readonly Toast[], toast: Toast): readonly Toast[] {
  return toasts.some((t) => t.message === toast.message) ? toasts : [...toasts, toast];
}

/** Removes the toast with this message (dismiss); unchanged when absent. */
export function dismissToast(toasts: readonly Toast[], message: string): readonly Toast[] {
  return toasts.some((t) => t.message === message) ? toasts.filter((t) => t.message !== message) : toasts;
}

/** The global 500 toast (shopping.md §8): error type, with a close button. */
export function serverErrorToast(): Toast {
  return createToast({ message: TOAST_KEYS.serverError, messageType: 'error', dismissButton: { styleType: 'close', message: TOAST_KEYS.serverErrorClose } });
}
