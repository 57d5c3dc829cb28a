import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToast, createToast, DEFAULT_MESSAGE_TYPE, dismissToast, isMessageType, MESSAGE_TYPES, serverErrorToast, TOAST_KEYS, type Toast } from '@vitrine/core';

describe('toasts (shell §3, shopping §8)', () => {
  it('defaults the message type to error, also for unknown types', () => {
    expect(DEFAULT_MESSAGE_TYPE).toBe('error');
    expect(createToast({ message: 'k' })).toEqual({ message: 'k', messageType: 'error' });
    expect(createToast({ message: 'k', messageType: 'shout' }).messageType).toBe('error');
    expect(createToast({ message: 'k', messageType: null }).messageType).toBe('error');
  });
  it('keeps a valid type and the dismiss button', () => {
    for (const t of MESSAGE_TYPES) expect(createToast({ message: 'k', messageType: t }).messageType).toBe(t);
    expect(createToast({ message: 'k', dismissButton: { styleType: 'link', message: 'close' } }).dismissButton).toEqual({ styleType: 'link', message: 'close' });
  });
  it('knows message types', () => {
    expect(isMessageType('alert')).toBe(true);
    expect(isMessageType(3)).toBe(false);
  });
  it('does not duplicate a toast by message', () => {
    const a = createToast({ message: 'saved', messageType: 'affirmative' });
    const list = addToast([], a);
    expect(addToast(list, createToast({ message: 'saved', messageType: 'error' }))).toBe(list);
    expect(addToast(list, createToast({ message: 'other' }))).toHaveLength(2);
  });
  it('dismisses by message', () => {
    const list = [createToast({ message: 'a' }), createToast({ message: 'b' })];
    expect(dismissToast(list, 'a').map((t) => t.message)).toEqual(['b']);
    expect(dismissToast(list, 'z')).toBe(list);
  });
  it('has the spec toast keys and a 500 toast with a close button', () => {
    expect(TOAST_KEYS.loyaltyExistingMember).toBe('loyalty_sign_up_modal-existing-member');
    expect(TOAST_KEYS.giveawaysRequireLoyalty).toBe('giveaways-require-loyalty');
    expect(TOAST_KEYS.rewardsAccountRequired).toBe('rewards-account-required');
    expect(serverErrorToast()).toEqual({ message: 'server-error-500', messageType: 'error', dismissButton: { styleType: 'close', message: 'server-error-500-close' } });
  });
  it('property: messages on the list are always unique', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c')), (messages) => {
        let list: readonly Toast[] = [];
        for (const m of messages) list = addToast(list, createToast({ message: m }));
        expect(list.map((t) => t.message)).toEqual([...new Set(messages)]);
      }),
    );
  });
});
