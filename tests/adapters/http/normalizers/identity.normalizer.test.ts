import { describe, expect, it } from 'vitest';
import { effectiveScope, normalizePreferences, normalizeRecognition, parseAuthPayload } from '../../../../adapters/src/http/normalizers/identity.normalizer.js';

/** The auth payload cookie and identity DTOs (decision 0072). */

const NOW = Date.UTC(2026, 0, 15);

describe('parseAuthPayload and effectiveScope', () => {
  it('reads the full payload and a guest payload', () => {
    expect(parseAuthPayload(JSON.stringify({ scope: 'AUTHORIZED', expiresAt: NOW + 10, authorizedUntil: NOW + 5, profileId: 'cust-1', firstName: 'V' }))).toEqual({
      scope: 'AUTHORIZED',
      expiresAt: NOW + 10,
      authorizedUntil: NOW + 5,
      profileId: 'cust-1',
      firstName: 'V',
    });
    expect(parseAuthPayload(JSON.stringify({ scope: 'GUEST', expiresAt: NOW }))).toEqual({ scope: 'GUEST', expiresAt: NOW, authorizedUntil: null, profileId: null, firstName: null });
  });

  it.each([undefined, 'not json', 'null', JSON.stringify({ scope: 'ADMIN', expiresAt: 1 }), JSON.stringify({ scope: 'GUEST' })])('gives undefined for %j', (raw) => {
    expect(parseAuthPayload(raw)).toBeUndefined();
  });

  it('AUTHORIZED lapses to REGISTERED at authorizedUntil; an expired token has no scope', () => {
    const p = parseAuthPayload(JSON.stringify({ scope: 'AUTHORIZED', expiresAt: NOW + 100, authorizedUntil: NOW + 10 }));
    expect(effectiveScope(p, NOW + 9)).toBe('AUTHORIZED');
    expect(effectiveScope(p, NOW + 10)).toBe('REGISTERED');
    expect(effectiveScope(p, NOW + 100)).toBeNull();
    expect(effectiveScope(parseAuthPayload(JSON.stringify({ scope: 'AUTHORIZED', expiresAt: NOW + 100 })), NOW)).toBe('REGISTERED');
    expect(effectiveScope(parseAuthPayload(JSON.stringify({ scope: 'CALL_CENTER', expiresAt: NOW + 100 })), NOW)).toBe('CALL_CENTER');
    expect(effectiveScope(undefined, NOW)).toBeNull();
  });
});

describe('recognition and preferences', () => {
  it('normalizes recognition', () => {
    expect(normalizeRecognition({ recognized: true, firstName: 'V', emailMasked: 'v***@x.y' })).toEqual({ recognized: true, firstName: 'V', emailMasked: 'v***@x.y' });
    expect(normalizeRecognition({ recognized: false, firstName: 'ignored' })).toEqual({ recognized: false, firstName: null, emailMasked: null });
  });

  it('drops the opt-out list from preferences and fills defaults', () => {
    expect(
      normalizePreferences({ global: { language: 'en', country: 'US', currency: 'USD', favoriteStores: ['s1'], profilePhoto: null, privacyOptOutLocations: ['US-CA'] }, web: { interstitialDeclined: true } }),
    ).toEqual({ global: { language: 'en', country: 'US', currency: 'USD', favoriteStores: ['s1'], profilePhoto: null }, web: { interstitialDeclined: true } });
  });
});
