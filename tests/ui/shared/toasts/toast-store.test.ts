import { describe, expect, it, vi } from 'vitest';
import { TOAST_KEYS } from '@vitrine/core';
import { createToastStore, DISMISS_KEY, toastsOf } from '../../../../ui/src/shared/toasts';
import type { Services } from '../../../../ui/src/shared/services';

describe('toast store (shell-and-account.md §3, shopping.md §8; decisions 0028, 0200)', () => {
  it('shows a key with the default type error, and a translated text with its type and a dismiss button', () => {
    const store = createToastStore();
    store.show({ messageKey: TOAST_KEYS.loyaltyExistingMember });
    store.show({ message: 'Address saved', messageType: 'affirmative', dismissible: true });
    expect(store.list()).toEqual([
      { message: TOAST_KEYS.loyaltyExistingMember, messageType: 'error', translated: false },
      { message: 'Address saved', messageType: 'affirmative', translated: true, dismissButton: { styleType: 'close', message: DISMISS_KEY } },
    ]);
  });

  it('does not duplicate a message and notifies only on change', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.show({ message: 'Saved', messageType: 'affirmative' });
    store.show({ message: 'Saved', messageType: 'alert' });
    expect(store.list()).toHaveLength(1);
    expect(store.list()[0]?.messageType).toBe('affirmative');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('dismisses by message, clears all, and shows the 500 toast with its close button', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.showServerError();
    store.show({ message: 'Other' });
    expect(store.list()[0]).toEqual({ message: 'server-error-500', messageType: 'error', translated: false, dismissButton: { styleType: 'close', message: 'server-error-500-close' } });
    store.dismiss('Other');
    expect(store.list()).toHaveLength(1);
    store.clear();
    expect(store.list()).toEqual([]);
    const calls = listener.mock.calls.length;
    store.clear();
    store.dismiss('absent');
    expect(listener.mock.calls.length).toBe(calls);
    unsubscribe();
    store.show({ message: 'after' });
    expect(listener.mock.calls.length).toBe(calls);
  });

  it('keeps one store per service container', () => {
    const a = {} as Services;
    const b = {} as Services;
    expect(toastsOf(a)).toBe(toastsOf(a));
    expect(toastsOf(a)).not.toBe(toastsOf(b));
  });
});
