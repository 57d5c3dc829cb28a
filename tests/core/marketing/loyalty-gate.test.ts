import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideGiveaway, decideLoyaltySignUp, decideStoreRewards } from '@vitrine/core';

const guest = { loggedIn: false, loyaltyId: null };
const member = { loggedIn: true, loyaltyId: 'L-1' };
const nonMember = { loggedIn: true, loyaltyId: '' };

describe('loyalty flows (shell §4, shopping §8)', () => {
  it('sign-up: guest logs in, member gets the existing-member toast, others get the modal', () => {
    expect(decideLoyaltySignUp(guest)).toEqual({ kind: 'login' });
    expect(decideLoyaltySignUp(member)).toEqual({ kind: 'toast', message: 'loyalty_sign_up_modal-existing-member', messageType: 'error' });
    expect(decideLoyaltySignUp(nonMember)).toEqual({ kind: 'open-modal', modalId: 'loyalty-signup-modal' });
  });
  it('giveaways: behind a flag, then login, then loyalty', () => {
    expect(decideGiveaway(member, false)).toEqual({ kind: 'unavailable' });
    expect(decideGiveaway(guest, true)).toEqual({ kind: 'login' });
    expect(decideGiveaway(nonMember, true)).toEqual({ kind: 'toast', message: 'giveaways-require-loyalty', messageType: 'error' });
    expect(decideGiveaway(member, true)).toEqual({ kind: 'open-modal', modalId: 'giveaway-modal' });
  });
  it('store rewards require a loyalty account', () => {
    expect(decideStoreRewards(guest)).toEqual({ kind: 'login' });
    expect(decideStoreRewards(nonMember)).toEqual({ kind: 'toast', message: 'rewards-account-required', messageType: 'error' });
    expect(decideStoreRewards(member)).toEqual({ kind: 'proceed' });
  });
  it('property: a guest is always asked to log in first, and a member never sees a loyalty-required toast', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.constantFrom('', 'L-9'), { nil: null }), (loggedIn, loyaltyId) => {
        const s = { loggedIn, loyaltyId };
        const all = [decideLoyaltySignUp(s), decideGiveaway(s, true), decideStoreRewards(s)];
        if (!loggedIn) expect(all.every((d) => d.kind === 'login')).toBe(true);
        if (loggedIn && loyaltyId) expect(all.slice(1).every((d) => d.kind !== 'toast')).toBe(true);
      }),
    );
  });
});
