import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HASH_MODALS, hashModalToOpen, modalIdOfHash } from '@vitrine/core';

const on = { siteSelect: true, smsOptIn: true };

describe('hash modals (shell §2)', () => {
  it('modal ids are the hash name plus -modal', () => {
    expect(modalIdOfHash('#sign-in')).toBe('sign-in-modal');
    expect(modalIdOfHash('quickshop')).toBe('quickshop-modal');
  });
  it('opens known hashes, ignoring query parameters', () => {
    expect(hashModalToOpen('#quickshop?slug=x', on)).toEqual({ hash: 'quickshop', modalId: 'quickshop-modal' });
  });
  it('opens nothing for unknown hashes', () => {
    expect(hashModalToOpen('#main', on)).toBeNull();
  });
  it('site-select only with the feature, sms-sign-up only with SMS opt-in', () => {
    expect(hashModalToOpen('#site-select', { ...on, siteSelect: false })).toBeNull();
    expect(hashModalToOpen('#site-select', on)?.modalId).toBe('site-select-modal');
    expect(hashModalToOpen('#sms-sign-up', { ...on, smsOptIn: false })).toBeNull();
    expect(hashModalToOpen('#sms-sign-up', on)?.modalId).toBe('sms-sign-up-modal');
  });
  it('property: every listed hash opens its -modal id when features are on', () => {
    fc.assert(
      fc.property(fc.constantFrom(...HASH_MODALS), (h) => {
        expect(hashModalToOpen(`#${h}`, on)).toEqual({ hash: h, modalId: `${h}-modal` });
      }),
    );
  });
});
