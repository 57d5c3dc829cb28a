import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthGateway, ProfileGateway, SessionGateway } from '@vitrine/core';
import { loadPreferences, PreferencesExistError, preferenceSeedFrom } from '../../../adapters/src/http/preferences-loader.js';
import { InMemoryCookieJar } from '../../../adapters/src/in-memory/index.js';
import { aFrenchSite, aSite } from '../../mothers/site.mother.js';
import { startTestSandbox } from '../../support/sandbox.js';
import { BACKENDS, PASSWORD, type ContractBackend } from './support/backends.js';
import { identityClient } from './support/identity-harness.js';

/**
 * Contract: ProfileGateway and the preferences loading, written once and run against the sandbox
 * (KyProfileGateway over real HTTP) and the in-memory back end (shell-and-account.md §3, §7, §8;
 * decision 0147); then the HTTP-only cases against the sandbox.
 */

let sandbox: { url: string; close(): Promise<void> };

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => sandbox?.close());

/** Sandbox only: login-required events are the HTTP client's, loyalty and membership the seed's. */
describe('KyProfileGateway over HTTP (sandbox only)', () => {
  it('a guest reading the profile fails with 403 and the client asks the UI for the login', async () => {
    const c = identityClient(sandbox.url);
    await c.session.createGuestSession();
    await expect(c.profiles.getProfile()).rejects.toMatchObject({ status: 403, code: 'SCOPE_REQUIRED' });
    expect(c.loginRequired).toEqual([{ requiredScope: 'REGISTERED', method: 'GET', url: `${sandbox.url}/api/profile/v0/an-us/me` }]);
  });

  it('reads the signed-in profile with loyalty and privacy info, and writes it with PUT and PATCH', async () => {
    const c = identityClient(sandbox.url);
    await c.auth.signIn('benjamin.lee@example.com', PASSWORD);
    const profile = await c.profiles.getProfile({ loyalty: true, privacyInfo: true });
    expect(profile).toMatchObject({
      emailAddress: 'benjamin.lee@example.com',
      name: { first: 'Benjamin', last: 'Lee' },
      phone: { number: '5550385' },
      loyalty: { tier: 'VIP' },
      membership: { group: 'WHOLESALE' },
      privacyLocations: ['US-CA', 'US-CO', 'US-CT', 'US-UT', 'US-VA'],
      privacyOptOutLocations: [],
      defaultShippingAddressId: expect.stringMatching(/^addr-/),
    });
    const put = await c.profiles.putProfile({ ...profile, name: { first: 'Ben', last: 'Lee' }, dateOfBirth: '1985-06-01' });
    expect(put).toMatchObject({ ok: true, value: { name: { first: 'Ben', last: 'Lee' }, dateOfBirth: '1985-06-01', loyalty: null } });
    const patched = await c.profiles.patchProfile([
      { op: 'replace', path: '/name/last', value: 'Lee-Park' },
      { op: 'replace', path: '/defaultPaymentId', value: 'pay-42' },
    ]);
    expect(patched).toMatchObject({ ok: true, value: { name: { first: 'Ben', last: 'Lee-Park' }, defaultPaymentId: 'pay-42' } });
  });

});

describe.each(BACKENDS)('profile contract (%s)', (_name, startBackend) => {
  let backend: ContractBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(async () => backend?.close());

  const signedIn = async (email: string, site = aSite()) => {
    const client = backend.client(site);
    const signed = await client.get(AuthGateway).signIn(email, PASSWORD);
    if (!signed.ok) throw new Error(signed.error.code);
    return client;
  };

  it('refuses a guest with 403 SCOPE_REQUIRED; a write answers it as PROFILE.SIGN_IN_REQUIRED', async () => {
    const client = backend.client();
    await client.get(SessionGateway).createGuestSession();
    await expect(client.get(ProfileGateway).getProfile()).rejects.toMatchObject({ status: 403, code: 'SCOPE_REQUIRED' });
    await expect(client.get(ProfileGateway).patchProfile([{ op: 'replace', path: '/name/last', value: 'Lee' }])).resolves.toMatchObject({
      ok: false,
      error: { code: 'PROFILE.SIGN_IN_REQUIRED', details: { code: 'SCOPE_REQUIRED', status: 403 } },
    });
  });

  it('reads the signed-in profile, and writes it with PUT and PATCH', async () => {
    const { email, firstName } = backend.facts.profile.reader;
    const profiles = (await signedIn(email)).get(ProfileGateway);
    const profile = await profiles.getProfile();
    expect(profile).toMatchObject({ emailAddress: email, name: { first: firstName } });
    const put = await profiles.putProfile({ ...profile, name: { first: 'Ben', last: 'Lee' }, dateOfBirth: '1985-06-01' });
    expect(put).toMatchObject({ ok: true, value: { name: { first: 'Ben', last: 'Lee' }, dateOfBirth: '1985-06-01' } });
    const patched = await profiles.patchProfile([
      { op: 'replace', path: '/name/last', value: 'Lee-Park' },
      { op: 'replace', path: '/defaultPaymentId', value: 'pay-42' },
    ]);
    expect(patched).toMatchObject({ ok: true, value: { name: { first: 'Ben', last: 'Lee-Park' }, defaultPaymentId: 'pay-42' } });
  });

  it('preferences: missing → created from the cookies or the site; then read; a second create is a logged 409', async () => {
    const client = await signedIn(backend.facts.profile.withoutPreferences, aFrenchSite());
    const profiles = client.get(ProfileGateway);
    await expect(profiles.getPreferences()).resolves.toBeNull();
    const jar = new InMemoryCookieJar();
    jar.set('vitrine_currency', 'EUR');
    const seed = () => preferenceSeedFrom(jar, aFrenchSite());
    const created = await loadPreferences(profiles, seed, client.logger);
    expect(created).toEqual({ ok: true, value: { global: { language: 'fr', country: 'FR', currency: 'EUR', favoriteStores: [], profilePhoto: null }, web: { interstitialDeclined: false } } });
    await expect(loadPreferences(profiles, seed, client.logger)).resolves.toEqual(created);
    const racing = { getPreferences: async () => null, createPreferences: profiles.createPreferences.bind(profiles) };
    await expect(loadPreferences(racing, seed, client.logger)).rejects.toBeInstanceOf(PreferencesExistError);
    expect(client.logger.messages('error')).toContain('[profile] preferences already exist (409 on create)');
  });

  it('PUT global and web, PATCH v1 opt-outs that show on the profile', async () => {
    const profiles = (await signedIn(backend.facts.profile.preferencesWriter)).get(ProfileGateway);
    await expect(profiles.putWebPreferences({ interstitialDeclined: true })).resolves.toEqual({
      global: { language: 'en', country: 'US', currency: 'USD', favoriteStores: [], profilePhoto: null },
      web: { interstitialDeclined: true },
    });
    await expect(profiles.putGlobalPreferences({ language: 'es', country: 'US', currency: 'USD', favoriteStores: ['s-1'], profilePhoto: null })).resolves.toMatchObject({
      global: { language: 'es', favoriteStores: ['s-1'] },
    });
    await profiles.patchPreferences([{ op: 'add', path: '/global/privacyOptOutLocations', value: ['US-CA'] }]);
    await expect(profiles.getProfile({ privacyInfo: true })).resolves.toMatchObject({ privacyOptOutLocations: ['US-CA'] });
  });
});
