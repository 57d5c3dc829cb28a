import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_MODES,
  consentEffects,
  EVENTS_WITHOUT_MARKETING_CONSENT,
  isAnalyticsEventAllowed,
  isPersonalizationAllowed,
  isPrivacyOptedOut,
  optOutLocationsToSync,
  PRIVACY_OPT_OUT_COOKIE_MAX_AGE_S,
} from '@vitrine/core';

describe('privacy opt-out (shell §4)', () => {
  it('is opted out when the country has privacy locations and an opt-out exists for one', () => {
    expect(isPrivacyOptedOut(['US-CA', 'US-CO'], ['us-ca'])).toBe(true);
    expect(isPrivacyOptedOut([], ['US-CA'])).toBe(false);
    expect(isPrivacyOptedOut(['US-CA'], [])).toBe(false);
    expect(isPrivacyOptedOut(['US-CA'], ['US-VA'])).toBe(false);
    expect(PRIVACY_OPT_OUT_COOKIE_MAX_AGE_S).toBe(31_536_000);
  });
  it('syncs missing opt-out locations to the profile, de-duplicated', () => {
    expect(optOutLocationsToSync(['US-CA'], ['us-ca', ' US-CO ', 'US-CO'])).toEqual(['US-CO']);
    expect(optOutLocationsToSync([], [])).toEqual([]);
  });
  it('property: after syncing, the profile holds every local location exactly once', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('A', 'B', 'C')), fc.array(fc.constantFrom('A', 'B', 'C', 'D')), (profile, local) => {
        const merged = [...profile, ...optOutLocationsToSync(profile, local)];
        for (const l of local) expect(merged).toContain(l);
        expect(optOutLocationsToSync(merged, local)).toEqual([]);
      }),
    );
  });
});

describe('consent (shell §6)', () => {
  it('has five modes with their effects', () => {
    expect(CONSENT_MODES.map((m) => [m, consentEffects(m)])).toEqual([
      ['enable-all', { tagManager: true, personalization: true, chat: true }],
      ['disable-all', { tagManager: false, personalization: false, chat: false }],
      ['disable-tag-manager', { tagManager: false, personalization: true, chat: true }],
      ['disable-personalization', { tagManager: true, personalization: false, chat: true }],
      ['disable-chat', { tagManager: true, personalization: true, chat: false }],
    ]);
  });
  it('without marketing consent only product-tray impression and click events are sent', () => {
    expect(EVENTS_WITHOUT_MARKETING_CONSENT).toEqual(['product-tray-impression', 'product-tray-click']);
    expect(isAnalyticsEventAllowed('product-tray-click', { marketing: false })).toBe(true);
    expect(isAnalyticsEventAllowed('page-view', { marketing: false })).toBe(false);
    expect(isAnalyticsEventAllowed('page-view', { marketing: true })).toBe(true);
  });
  it('personalization needs marketing consent and a mode that allows it', () => {
    expect(isPersonalizationAllowed({ marketing: true })).toBe(true);
    expect(isPersonalizationAllowed({ marketing: false })).toBe(false);
    expect(isPersonalizationAllowed({ marketing: true }, 'disable-personalization')).toBe(false);
  });
  it('property: each single-disable mode turns off exactly one thing', () => {
    fc.assert(
      fc.property(fc.constantFrom('disable-tag-manager', 'disable-personalization', 'disable-chat' as const), (mode) => {
        expect(Object.values(consentEffects(mode)).filter((v) => !v)).toHaveLength(1);
      }),
    );
  });
});
