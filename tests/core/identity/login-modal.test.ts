import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialLoginModalState, isLoginModalClosable, LOGIN_MODAL_STATES, TOKEN_SCOPES, type TokenScope } from '@vitrine/core';

describe('initialLoginModalState (shell §4 "Login modal variants")', () => {
  it('maps hashes to their states', () => {
    expect(initialLoginModalState({ trigger: 'forgot-password', scope: null })).toBe('forgot-password');
    expect(initialLoginModalState({ trigger: 'sign-up', scope: 'GUEST' })).toBe('create-account');
    expect(initialLoginModalState({ trigger: 'sign-in', scope: 'GUEST' })).toBe('sign-in');
  });
  it('recognizes a registered user', () => {
    expect(initialLoginModalState({ trigger: 'sign-in', scope: 'REGISTERED' })).toBe('recognized');
    expect(initialLoginModalState({ trigger: 'access-guard', scope: 'REGISTERED' })).toBe('recognized');
  });
  it('a guest can upgrade, required or optional', () => {
    expect(initialLoginModalState({ trigger: 'upgrade', scope: 'GUEST', upgradeRequired: true })).toBe('upgrade-required');
    expect(initialLoginModalState({ trigger: 'upgrade', scope: null })).toBe('upgrade-optional');
    expect(initialLoginModalState({ trigger: 'upgrade', scope: 'AUTHORIZED' })).toBe('sign-in');
  });
  it('upgrade optional cannot be closed', () => {
    expect(LOGIN_MODAL_STATES.filter((s) => !isLoginModalClosable(s))).toEqual(['upgrade-optional']);
  });
  it('property: upgrade states only ever go to guests', () => {
    fc.assert(
      fc.property(fc.constantFrom('sign-in', 'sign-up', 'forgot-password', 'access-guard', 'upgrade') as fc.Arbitrary<'upgrade'>, fc.constantFrom<TokenScope | null>(...TOKEN_SCOPES, null), fc.boolean(), (trigger, scope, upgradeRequired) => {
        const s = initialLoginModalState({ trigger, scope, upgradeRequired });
        if (s.startsWith('upgrade')) expect(scope === 'GUEST' || scope === null).toBe(true);
        expect(LOGIN_MODAL_STATES).toContain(s);
      }),
    );
  });
});
