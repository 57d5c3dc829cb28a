import { describe, expect, it } from 'vitest';
import type { Profile } from '@vitrine/core';
import { KyProfileGateway } from '../../../adapters/src/http/ky-profile-gateway.js';
import { HttpError } from '../../../adapters/src/http/http-error.js';
import { aSite } from '../../mothers/site.mother.js';
import { clientHarness } from '../support/client-harness.js';
import { apiError, json, networkFailure } from '../support/fetch-stub.js';

/** KyProfileGateway over a stubbed fetch (shell-and-account.md §3, §7, §8). */

const ME = '/api/profile/v0/an-us/me';
const PREFS = '/api/profile/v0/an-us/me/preferences';
const profileDto = {
  profileId: 'cust-1',
  emailAddress: 'roni_cost@example.com',
  name: { first: 'Veronica', last: 'Costello' },
  dateOfBirth: '1973-12-15',
  defaultPaymentId: null,
  defaultShippingAddressId: 'addr-1',
  discounts: [],
  employee: null,
  externalIds: { salesforceContactId: null },
  gender: 'Female',
  membership: null,
  membershipRenewalEligible: false,
  deliveryPassMember: false,
  sterlingId: null,
  student: false,
  phone: { number: '5552293326' },
  loyaltyUserName: null,
};
const profile: Profile = { ...profileDto, loyalty: null, privacyLocations: [], privacyOptOutLocations: [] };
const prefsDto = { global: { language: 'en', country: 'US', currency: 'USD', favoriteStores: [], profilePhoto: null, privacyOptOutLocations: ['US-CA'] }, web: { interstitialDeclined: false } };
const prefs = { global: { language: 'en', country: 'US', currency: 'USD', favoriteStores: [], profilePhoto: null }, web: { interstitialDeclined: false } };

function setup() {
  const h = clientHarness();
  return { h, profiles: new KyProfileGateway(h.http, aSite()) };
}

describe('KyProfileGateway', () => {
  it('reads the profile, with loyalty and privacyInfo only when asked, filling left-out fields', async () => {
    const { h, profiles } = setup();
    h.stub.on('GET', ME, json(200, profileDto), json(200, { ...profileDto, loyalty: { loyaltyId: 'LY1', tier: 'VIP', points: 5 }, privacyLocations: ['US-CA'], privacyOptOutLocations: ['US-CA'] }));
    await expect(profiles.getProfile()).resolves.toEqual(profile);
    expect(h.stub.calls[0]!.url.search).toBe('');
    const full = await profiles.getProfile({ loyalty: true, privacyInfo: true });
    expect(full).toMatchObject({ loyalty: { loyaltyId: 'LY1', tier: 'VIP', points: 5 }, privacyLocations: ['US-CA'], privacyOptOutLocations: ['US-CA'] });
    expect(Object.fromEntries(h.stub.calls[1]!.url.searchParams)).toEqual({ loyalty: 'true', privacyInfo: 'true' });
  });

  it('PUTs the writable fields (phone as digits) and PATCHes replace operations', async () => {
    const { h, profiles } = setup();
    h.stub.on('PUT', ME, json(200, profileDto)).on('PATCH', ME, json(200, profileDto));
    await profiles.putProfile({ ...profile, phone: { number: '(555) 229-3326' } });
    expect(h.stub.calls[0]!.body).toEqual({
      name: { first: 'Veronica', last: 'Costello' },
      emailAddress: 'roni_cost@example.com',
      dateOfBirth: '1973-12-15',
      gender: 'Female',
      phone: { number: '5552293326' },
      defaultShippingAddressId: 'addr-1',
      defaultPaymentId: null,
    });
    await expect(profiles.patchProfile([{ op: 'replace', path: '/name/first', value: 'Roni' }])).resolves.toEqual({ ok: true, value: profile });
    expect(h.stub.calls[1]!.body).toEqual([{ op: 'replace', path: '/name/first', value: 'Roni' }]);
  });

  it('answers a write refused for the lapsed step-up (403 SCOPE_REQUIRED) as PROFILE.SIGN_IN_REQUIRED; other failures throw', async () => {
    const { h, profiles } = setup();
    h.stub.on('PUT', ME, apiError(403, 'SCOPE_REQUIRED', 'needs', { requiredScope: 'AUTHORIZED' })).on('PATCH', ME, apiError(403, 'SCOPE_REQUIRED', 'needs', { requiredScope: 'AUTHORIZED' }), apiError(500, 'INTERNAL_ERROR'));
    const refused = { ok: false, error: { code: 'PROFILE.SIGN_IN_REQUIRED', message: 'needs', details: { requiredScope: 'AUTHORIZED', code: 'SCOPE_REQUIRED', status: 403 } } };
    await expect(profiles.putProfile(profile)).resolves.toEqual(refused);
    await expect(profiles.patchProfile([{ op: 'replace', path: '/name/last', value: 'C' }])).resolves.toEqual(refused);
    await expect(profiles.patchProfile([{ op: 'replace', path: '/name/last', value: 'C' }])).rejects.toMatchObject({ status: 500 });
  });

  it('reads preferences, null on 404; other failures throw', async () => {
    const { h, profiles } = setup();
    h.stub.on('GET', PREFS, json(200, prefsDto), apiError(404, 'PREFERENCES_NOT_FOUND'), apiError(403, 'SCOPE_REQUIRED'));
    await expect(profiles.getPreferences()).resolves.toEqual(prefs);
    await expect(profiles.getPreferences()).resolves.toBeNull();
    await expect(profiles.getPreferences()).rejects.toMatchObject({ status: 403 });
  });

  it('creates preferences from the seed; 409 is PREFERENCES_EXIST, other refusals CREATE_FAILED, faults throw', async () => {
    const { h, profiles } = setup();
    h.stub.on('POST', PREFS, json(201, prefsDto), apiError(409, 'PREFERENCES_EXIST', 'exist'), apiError(400, 'INVALID_REQUEST', 'bad'), networkFailure());
    await expect(profiles.createPreferences({ language: 'en', country: 'US', currency: 'USD' })).resolves.toEqual({ ok: true, value: prefs });
    expect(h.stub.calls[0]!.body).toEqual({ global: { language: 'en', country: 'US', currency: 'USD' } });
    await expect(profiles.createPreferences({ language: 'en', country: 'US', currency: 'USD' })).resolves.toEqual({
      ok: false,
      error: { code: 'PROFILE.PREFERENCES_EXIST', message: 'exist', details: { status: 409, code: 'PREFERENCES_EXIST' } },
    });
    await expect(profiles.createPreferences({ language: 'en', country: 'US', currency: 'USD' })).resolves.toMatchObject({ ok: false, error: { code: 'PROFILE.PREFERENCES_CREATE_FAILED', details: { status: 400 } } });
    await expect(profiles.createPreferences({ language: 'en', country: 'US', currency: 'USD' })).rejects.toBeInstanceOf(HttpError);
  });

  it('PUTs global and web preferences and PATCHes v1 add operations', async () => {
    const { h, profiles } = setup();
    h.stub.on('PUT', `${PREFS}/global`, json(200, prefsDto)).on('PUT', `${PREFS}/web`, json(200, prefsDto)).on('PATCH', '/api/profile/v1/an-us/me/preferences', json(200, prefsDto));
    await profiles.putGlobalPreferences(prefs.global);
    expect(h.stub.calls[0]!.body).toEqual(prefs.global);
    await profiles.putWebPreferences({ interstitialDeclined: true });
    expect(h.stub.calls[1]!.body).toEqual({ interstitialDeclined: true });
    await expect(
      profiles.patchPreferences([
        { op: 'add', path: '/global', value: { currency: 'CAD' } },
        { op: 'add', path: '/global/privacyOptOutLocations', value: ['US-CA'] },
      ]),
    ).resolves.toEqual(prefs);
    expect(h.stub.calls[2]!.body).toEqual([
      { op: 'add', path: '/global', value: { currency: 'CAD' } },
      { op: 'add', path: '/global/privacyOptOutLocations', value: ['US-CA'] },
    ]);
  });

  it('renews the token on a token 401 and reissues, like every call', async () => {
    const { h, profiles } = setup();
    h.stub.on('GET', ME, apiError(401, 'TOKEN_EXPIRED'), json(200, profileDto));
    await expect(profiles.getProfile()).resolves.toEqual(profile);
    expect(h.renewals).toBe(1);
  });
});
