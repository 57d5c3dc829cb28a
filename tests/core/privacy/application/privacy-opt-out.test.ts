import { describe, expect, it, vi } from 'vitest';
import { optOutLocationsOfCookie, optOutOfDataSharing, PRIVACY_OPT_OUT_COOKIE, PRIVACY_OPT_OUT_COOKIE_MAX_AGE_S, syncPrivacyOptOut } from '@vitrine/core';

/** The privacy opt-out use cases (shell-and-account.md §4, §7, §9; decisions 0034, 0184). */

function ports(cookie?: string) {
  const jar = new Map<string, string>(cookie === undefined ? [] : [[PRIVACY_OPT_OUT_COOKIE, cookie]]);
  const cookies = { get: vi.fn((name: string) => jar.get(name)), set: vi.fn((name: string, value: string) => void jar.set(name, value)) };
  const profiles = { patchPreferences: vi.fn(async () => ({ global: { language: 'en', country: 'US', currency: 'USD', favoriteStores: [], profilePhoto: null }, web: { interstitialDeclined: false } })) };
  return { cookies, profiles, jar };
}

const US = ['US-CA', 'US-CO'];

describe('optOutLocationsOfCookie', () => {
  it('reads the comma-separated codes, dropping blanks; none without the cookie', () => {
    expect(optOutLocationsOfCookie(ports(' US-CA, ,US-CO').cookies)).toEqual(['US-CA', 'US-CO']);
    expect(optOutLocationsOfCookie(ports().cookies)).toEqual([]);
  });
});

describe('optOutOfDataSharing', () => {
  it('writes every privacy location to the one-year cookie and adds the missing ones to the profile of a signed-in customer', async () => {
    const p = ports('US-VA');
    const state = await optOutOfDataSharing(p, { privacyLocations: US, profileOptOutLocations: ['us-ca'], signedIn: true });
    expect(p.cookies.set).toHaveBeenCalledWith(PRIVACY_OPT_OUT_COOKIE, 'US-VA,US-CA,US-CO', { maxAgeSeconds: PRIVACY_OPT_OUT_COOKIE_MAX_AGE_S });
    expect(p.profiles.patchPreferences).toHaveBeenCalledWith([{ op: 'add', path: '/global/privacyOptOutLocations', value: ['US-VA', 'US-CO'] }]);
    expect(state).toEqual({ privacyLocations: US, optOutLocations: ['us-ca', 'US-VA', 'US-CO'], optedOut: true });
  });

  it('a guest only gets the cookie; nothing to add makes no call', async () => {
    const guest = ports();
    expect((await optOutOfDataSharing(guest, { privacyLocations: US, profileOptOutLocations: [], signedIn: false })).optedOut).toBe(true);
    expect(guest.profiles.patchPreferences).not.toHaveBeenCalled();
    const synced = ports('US-CA,US-CO');
    await optOutOfDataSharing(synced, { privacyLocations: US, profileOptOutLocations: US, signedIn: true });
    expect(synced.profiles.patchPreferences).not.toHaveBeenCalled();
  });

  it('is not opted out where the country has no privacy locations', async () => {
    expect((await optOutOfDataSharing(ports(), { privacyLocations: [], profileOptOutLocations: [], signedIn: true })).optedOut).toBe(false);
  });
});

describe('syncPrivacyOptOut', () => {
  it("adds the cookie's locations the profile lacks and answers the merged state", async () => {
    const p = ports('US-CO');
    expect(await syncPrivacyOptOut(p, { privacyLocations: US, privacyOptOutLocations: [] })).toEqual({ privacyLocations: US, optOutLocations: ['US-CO'], optedOut: true });
    expect(p.profiles.patchPreferences).toHaveBeenCalledWith([{ op: 'add', path: '/global/privacyOptOutLocations', value: ['US-CO'] }]);
  });

  it('makes no call when the profile has them all', async () => {
    const p = ports();
    expect(await syncPrivacyOptOut(p, { privacyLocations: US, privacyOptOutLocations: [] })).toEqual({ privacyLocations: US, optOutLocations: [], optedOut: false });
    expect(p.profiles.patchPreferences).not.toHaveBeenCalled();
  });
});
