import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPreferences, PreferencesExistError, preferenceSeedFrom } from '../../../adapters/src/http/preferences-loader.js';
import { InMemoryCookieJar } from '../../../adapters/src/in-memory/index.js';
import { aFrenchSite, aSite } from '../../mothers/site.mother.js';
import { startTestSandbox } from '../../support/sandbox.js';
import { identityClient } from './support/identity-harness.js';

/** Contract: KyProfileGateway and the preferences loading over real HTTP against a real sandbox (shell-and-account.md §3, §7, §8). */

const PASSWORD = 'Vitrine-demo-1';
let sandbox: { url: string; close(): Promise<void> };

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => sandbox?.close());

describe('KyProfileGateway (contract)', () => {
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
    expect(put).toMatchObject({ name: { first: 'Ben', last: 'Lee' }, dateOfBirth: '1985-06-01', loyalty: null });
    const patched = await c.profiles.patchProfile([
      { op: 'replace', path: '/name/last', value: 'Lee-Park' },
      { op: 'replace', path: '/defaultPaymentId', value: 'pay-42' },
    ]);
    expect(patched).toMatchObject({ name: { first: 'Ben', last: 'Lee-Park' }, defaultPaymentId: 'pay-42' });
  });

  it('preferences: missing → created from the cookies or the site; then read; a second create is a logged 409', async () => {
    const c = identityClient(sandbox.url, aFrenchSite());
    await c.auth.signIn('liam.murphy@example.com', PASSWORD);
    await expect(c.profiles.getPreferences()).resolves.toBeNull();
    const jar = new InMemoryCookieJar();
    jar.set('vitrine_currency', 'EUR');
    const seed = () => preferenceSeedFrom(jar, aFrenchSite());
    const created = await loadPreferences(c.profiles, seed, c.logger);
    expect(created).toEqual({ ok: true, value: { global: { language: 'fr', country: 'FR', currency: 'EUR', favoriteStores: [], profilePhoto: null }, web: { interstitialDeclined: false } } });
    await expect(loadPreferences(c.profiles, seed, c.logger)).resolves.toEqual(created);
    const racing = { getPreferences: async () => null, createPreferences: c.profiles.createPreferences.bind(c.profiles) };
    await expect(loadPreferences(racing, seed, c.logger)).rejects.toBeInstanceOf(PreferencesExistError);
    expect(c.logger.messages('error')).toContain('[profile] preferences already exist (409 on create)');
  });

  it('PUT global and web, PATCH v1 opt-outs that show on the profile', async () => {
    const c = identityClient(sandbox.url, aSite());
    await c.auth.signIn('emily.rodriguez@example.com', PASSWORD);
    await expect(c.profiles.putWebPreferences({ interstitialDeclined: true })).resolves.toEqual({
      global: { language: 'en', country: 'US', currency: 'USD', favoriteStores: [], profilePhoto: null },
      web: { interstitialDeclined: true },
    });
    await expect(c.profiles.putGlobalPreferences({ language: 'es', country: 'US', currency: 'USD', favoriteStores: ['s-1'], profilePhoto: null })).resolves.toMatchObject({
      global: { language: 'es', favoriteStores: ['s-1'] },
    });
    await c.profiles.patchPreferences([{ op: 'add', path: '/global/privacyOptOutLocations', value: ['US-CA'] }]);
    await expect(c.profiles.getProfile({ privacyInfo: true })).resolves.toMatchObject({ privacyOptOutLocations: ['US-CA'] });
  });
});
