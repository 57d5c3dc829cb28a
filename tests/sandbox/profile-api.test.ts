import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PreferencesDto, ProfileDto } from '@vitrine/contract';
import { DEMO_PASSWORD } from '../../sandbox/src/auth/password-hasher.js';
import { AGENT_EMAIL, seedProfileId } from '../../sandbox/src/seed/importers/customers.importer.js';
import { SandboxHarness } from './sandbox-harness.js';

/** Profile and preferences (shell-and-account.md §3, §7, §8; decision 0075). */

const ME = '/api/profile/v0/an-us/me';
const PREFS = '/api/profile/v0/an-us/me/preferences';
const PREFS_V1 = '/api/profile/v1/an-us/me/preferences';

describe('profile and preferences API', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());
  beforeEach(() => {
    h.clearCookies();
    h.now += 24 * 60 * 60 * 1000;
  });

  const signIn = (email: string) => h.json('POST', '/api/auth/v0/an-us/tokens', { grantType: 'password', email, password: DEMO_PASSWORD });

  describe('scopes', () => {
    it('answers 401 TOKEN_MISSING without a token and 403 SCOPE_REQUIRED (REGISTERED) to a guest, on every call', async () => {
      expect((await h.json('GET', ME)).body.code).toBe('TOKEN_MISSING');
      await h.guest();
      const calls: [string, string, unknown][] = [
        ['GET', ME, undefined],
        ['GET', PREFS, undefined],
        ['POST', PREFS, { global: { language: 'en', country: 'US', currency: 'USD' } }],
        ['PUT', `${PREFS}/global`, { language: 'en', country: 'US', currency: 'USD' }],
        ['PUT', `${PREFS}/web`, { interstitialDeclined: true }],
        ['PATCH', PREFS_V1, [{ op: 'add', path: '/global/privacyOptOutLocations', value: ['US-CA'] }]],
      ];
      for (const [method, url, body] of calls) {
        const res = await h.json(method, url, body);
        expect([method, url, res.status, res.body.code, res.body.details]).toEqual([method, url, 403, 'SCOPE_REQUIRED', { requiredScope: 'REGISTERED' }]);
      }
      for (const method of ['PUT', 'PATCH']) expect((await h.json(method, ME, method === 'PUT' ? {} : [])).body.details).toEqual({ requiredScope: 'AUTHORIZED' });
    });
  });

  describe('GET /me', () => {
    it('gives the seeded Luma customer with every §3 field; loyalty and privacy only when asked', async () => {
      await signIn('roni_cost@example.com');
      const plain = await h.json<ProfileDto>('GET', ME);
      expect(plain.body).toEqual({
        profileId: seedProfileId('roni_cost@example.com'),
        emailAddress: 'roni_cost@example.com',
        name: { first: 'Veronica', last: 'Costello' },
        dateOfBirth: '1973-12-15',
        defaultPaymentId: null,
        defaultShippingAddressId: expect.stringMatching(/^addr-/),
        discounts: [],
        employee: null,
        externalIds: { salesforceContactId: null },
        gender: 'Female',
        membership: null,
        membershipRenewalEligible: false,
        sterlingId: null,
        student: false,
        phone: { number: '5552293326' },
        loyaltyUserName: null,
        deliveryPassMember: false,
      });
      const full = await h.json<ProfileDto>('GET', `${ME}?loyalty=true&privacyInfo=true`);
      expect(full.body).toMatchObject({ loyalty: null, privacyLocations: ['US-CA', 'US-CO', 'US-CT', 'US-UT', 'US-VA'], privacyOptOutLocations: [] });
      const fr = await h.json<ProfileDto>('GET', '/api/profile/v0/an-fr/me?privacyInfo=true');
      expect(fr.body.privacyLocations).toEqual([]);
    });

    it('gives Spree tags as loyalty (VIP) and membership (Wholesale); the agent carries an employee id', async () => {
      await signIn('daniel.wright@example.com');
      const profile = (await h.json<ProfileDto>('GET', `${ME}?loyalty=true`)).body;
      expect(profile.loyalty).toEqual({ loyaltyId: expect.stringMatching(/^LY\d{9}$/), tier: 'VIP', points: expect.any(Number) });
      expect(profile.loyaltyUserName).toBe('daniel.wright@example.com');
      expect(profile.membership).toEqual({ group: 'WHOLESALE', memberId: expect.stringMatching(/^WS\d{7}$/), expirationDate: '2026-12-31', type: 'ANNUAL' });
      expect(profile.phone).toEqual({ number: '5550367' });
      await signIn(AGENT_EMAIL);
      expect((await h.json<ProfileDto>('GET', ME)).body.employee).toEqual({ employeeId: 'E0001', name: 'Casey Agent' });
    });

    it('is readable as REGISTERED once the step-up lapsed, but PUT and PATCH then need AUTHORIZED', async () => {
      await signIn('noah.taylor@example.com');
      h.now += 900_000;
      expect((await h.json('GET', ME)).status).toBe(200);
      expect((await h.json('PATCH', ME, [{ op: 'replace', path: '/name/first', value: 'Noa' }])).body.details).toEqual({ requiredScope: 'AUTHORIZED' });
    });
  });

  describe('PUT and PATCH /me', () => {
    it('PUT replaces the writable fields, keeps those left out, ignores read-only ones', async () => {
      await signIn('ava.clark@example.com');
      const before = (await h.json<ProfileDto>('GET', ME)).body;
      const res = await h.json<ProfileDto>('PUT', ME, {
        ...before,
        name: { first: 'Ava-Marie', last: 'Clark' },
        emailAddress: 'Ava.Clark@example.com',
        dateOfBirth: '1990-02-28',
        gender: 'Female',
        phone: { number: '+1 (555) 010-0471' },
        profileId: 'cust-hijack',
        employee: { employeeId: 'E9', name: 'x' },
        defaultShippingAddressId: undefined,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        profileId: before.profileId,
        name: { first: 'Ava-Marie', last: 'Clark' },
        emailAddress: 'ava.clark@example.com',
        dateOfBirth: '1990-02-28',
        phone: { number: '15550100471' },
        employee: null,
        defaultShippingAddressId: before.defaultShippingAddressId,
      });
    });

    it('PUT refuses invalid fields (400 with their names) and a taken e-mail (409)', async () => {
      await signIn('ethan.brown@example.com');
      const bad = await h.json('PUT', ME, { name: { first: '', last: 'Brown' }, emailAddress: 'x', dateOfBirth: '1990-02-30', defaultShippingAddressId: 'addr-not-mine' });
      expect([bad.status, bad.body.details.fields]).toEqual([400, ['name.first', 'emailAddress', 'dateOfBirth', 'defaultShippingAddressId']]);
      const taken = await h.json('PUT', ME, { name: { first: 'E', last: 'B' }, emailAddress: 'roni_cost@example.com' });
      expect([taken.status, taken.body.code]).toEqual([409, 'EMAIL_IN_USE']);
    });

    it('PATCH applies replace operations on the four paths, all or nothing', async () => {
      await signIn('mia.scott@example.com');
      const before = (await h.json<ProfileDto>('GET', ME)).body;
      const res = await h.json<ProfileDto>('PATCH', ME, [
        { op: 'replace', path: '/name/first', value: 'Mia-Rose' },
        { op: 'replace', path: '/name/last', value: 'Scott-Lee' },
        { op: 'replace', path: '/defaultPaymentId', value: 'pay-1' },
        { op: 'replace', path: '/defaultShippingAddressId', value: null },
      ]);
      expect(res.body).toMatchObject({ name: { first: 'Mia-Rose', last: 'Scott-Lee' }, defaultPaymentId: 'pay-1', defaultShippingAddressId: null });
      const failed = await h.json('PATCH', ME, [
        { op: 'replace', path: '/defaultShippingAddressId', value: before.defaultShippingAddressId },
        { op: 'replace', path: '/emailAddress', value: 'x@example.com' },
      ]);
      expect([failed.status, failed.body.details]).toEqual([400, { index: 1, fields: ['path'] }]);
      expect((await h.json<ProfileDto>('GET', ME)).body.defaultShippingAddressId).toBeNull();
      expect((await h.json('PATCH', ME, [{ op: 'add', path: '/name/first', value: 'x' }])).body.details).toEqual({ index: 0, fields: ['op'] });
      expect((await h.json('PATCH', ME, [{ op: 'replace', path: '/defaultShippingAddressId', value: 'addr-nope' }])).body.details).toEqual({ index: 0, fields: ['value'] });
      expect((await h.json('PATCH', ME, { op: 'replace' })).status).toBe(400);
    });
  });

  describe('preferences', () => {
    it('GET is 404 until created; POST creates (201) and a second POST is 409 PREFERENCES_EXIST', async () => {
      await signIn('benjamin.lee@example.com');
      const missing = await h.json('GET', PREFS);
      expect([missing.status, missing.body.code]).toEqual([404, 'PREFERENCES_NOT_FOUND']);
      const created = await h.json<PreferencesDto>('POST', PREFS, { global: { language: 'en', country: 'US', currency: 'USD' } });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({ global: { language: 'en', country: 'US', currency: 'USD', favoriteStores: [], profilePhoto: null, privacyOptOutLocations: [] }, web: { interstitialDeclined: false } });
      expect((await h.json('GET', PREFS)).body).toEqual(created.body);
      const again = await h.json('POST', PREFS, { global: { language: 'fr', country: 'FR', currency: 'EUR' } });
      expect([again.status, again.body.code]).toEqual([409, 'PREFERENCES_EXIST']);
      const bad = await h.json('POST', PREFS, { global: { language: 'english', country: 'US' } });
      expect(bad.status).toBe(400);
    });

    it('PUT global and web replace their section (creating from the site when missing); PATCH v1 adds', async () => {
      await signIn('lucas.garcia@example.com');
      const web = await h.json<PreferencesDto>('PUT', '/api/profile/v0/an-ca/me/preferences/web', { interstitialDeclined: true });
      expect(web.body).toEqual({ global: { language: 'en', country: 'CA', currency: 'CAD', favoriteStores: [], profilePhoto: null, privacyOptOutLocations: [] }, web: { interstitialDeclined: true } });
      const global = await h.json<PreferencesDto>('PUT', `${PREFS}/global`, { language: 'en', country: 'US', currency: 'USD', favoriteStores: ['store-7'] });
      expect(global.body).toEqual({ global: { language: 'en', country: 'US', currency: 'USD', favoriteStores: ['store-7'], profilePhoto: null, privacyOptOutLocations: [] }, web: { interstitialDeclined: true } });
      expect((await h.json('PUT', `${PREFS}/web`, { interstitialDeclined: 'yes' })).body.details).toEqual({ fields: ['interstitialDeclined'] });

      const patched = await h.json<PreferencesDto>('PATCH', PREFS_V1, [
        { op: 'add', path: '/global', value: { profilePhoto: 'https://example.com/me.jpg' } },
        { op: 'add', path: '/global/privacyOptOutLocations', value: ['US-CA', 'us-co'] },
        { op: 'add', path: '/global/privacyOptOutLocations', value: 'US-CO' },
      ]);
      expect(patched.body.global).toEqual({ language: 'en', country: 'US', currency: 'USD', favoriteStores: ['store-7'], profilePhoto: 'https://example.com/me.jpg', privacyOptOutLocations: ['US-CA', 'us-co'] });
      expect((await h.json<ProfileDto>('GET', `${ME}?privacyInfo=true`)).body.privacyOptOutLocations).toEqual(['US-CA', 'us-co']);
      // PUT global keeps the opt-outs it does not mention.
      expect((await h.json<PreferencesDto>('PUT', `${PREFS}/global`, { language: 'es', country: 'US', currency: 'USD' })).body.global.privacyOptOutLocations).toEqual(['US-CA', 'us-co']);
      const bad = await h.json('PATCH', PREFS_V1, [{ op: 'replace', path: '/global', value: {} }]);
      expect([bad.status, bad.body.details]).toEqual([400, { index: 0, fields: ['op'] }]);
      expect((await h.json('PATCH', PREFS_V1, [{ op: 'add', path: '/web', value: {} }])).body.details).toEqual({ index: 0, fields: ['path'] });
      expect((await h.json('PATCH', PREFS_V1, [{ op: 'add', path: '/global', value: { currency: 'dollars' } }])).body.details).toEqual({ fields: ['global.currency'] });
    });

    it('PATCH v1 creates missing preferences from the site first', async () => {
      await signIn('harper.white@example.com');
      const res = await h.json<PreferencesDto>('PATCH', '/api/profile/v1/an-uk/me/preferences', [{ op: 'add', path: '/global/privacyOptOutLocations', value: ['GB'] }]);
      expect(res.body.global).toMatchObject({ language: 'en', country: 'GB', currency: 'GBP', privacyOptOutLocations: ['GB'] });
    });
  });
});
