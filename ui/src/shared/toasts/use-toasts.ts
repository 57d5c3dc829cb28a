import { useSyncExternalStore } from 'react';
import { useServices } from '../service-context';
import { toastsOf, type ShownToast, type ToastStore } from './toast-store';

const NONE: readonly ShownToast[] = [];

/**
 * The app's toasts for components (decision 0200):
 * `const toasts = useToasts(); toasts.show({ message: t\`Address saved\`, messageType: 'affirmative' })`
 * or `toasts.show({ messageKey: TOAST_KEYS.loyaltyExistingMember })` (type 'error' by default;
 * `dismissible: true` adds a close button). Same message twice shows one toast; route start
 * clears them. The store's functions are stable; reading `useToastList()` re-renders on change.
 */
export function useToasts(): ToastStore {
  return toastsOf(useServices());
}

/** The shown toasts, oldest first; re-renders when they change (none on the server). */
export function useToastList(): readonly ShownToast[] {
  const store = useToasts();
  return useSyncExternalStore(store.subscribe, store.list, () => NONE);
}
