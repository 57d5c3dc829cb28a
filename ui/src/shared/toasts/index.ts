/** Toasts for every feature (decision 0200): `useToasts().show({ message | messageKey, messageType, dismissible })`. */
export { useToasts, useToastList } from './use-toasts';
export { toastsOf, createToastStore, DISMISS_KEY, type ShowToast, type ShownToast, type ToastStore } from './toast-store';
