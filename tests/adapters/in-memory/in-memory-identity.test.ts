import { describe, expect, it } from 'vitest';
import { FixedClock, IN_MEMORY_DEMO_PASSWORD, InMemoryAuth, InMemoryProfile, InMemorySession } from '../../../adapters/src/in-memory/index.js';

/** InMemoryAuth and InMemoryProfile keep the sandbox's identity rules (docs/identity.md). */

const MINUTE = 60_000;
const RONI = 'roni_cost@example.com';

function setup() {
  const clock = new FixedClock();
  const sessions = new InMemorySession(clock);
  const auth = new InMemoryAuth(clock, { sessions });
  const profiles = new InMemoryProfile(auth);
  return { clock, sessions, auth, profiles };
}

describe('InMemoryAuth', () => {
  it('signs in as AUTHORIZED, lapses to REGISTERED after 15 minutes, upgrades and downgrades', async () => {
    const { clock, sessions, auth } = setup();
    const signedIn = await auth.signIn(' Roni_Cost@example.com', IN_MEMORY_DEMO_PASSWORD);
    expect(signedIn).toEqual({ ok: true, value: { scope: 'AUTHORIZED', expiresAt: clock.now() + 30 * 24 * 60 * MINUTE, profileId: 'cust-roni' } });
    expect(sessions.current?.scope).toBe('AUTHORIZED');
    clock.advance(15 * MINUTE);
    expect(auth.scope()).toBe('REGISTERED');
    await expect(auth.recognition()).resolves.toEqual({ recognized: true, firstName: 'Veronica', emailMasked: 'r*******t@example.com' });
    await expect(auth.upgrade('wrong-pass-1')).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.WRONG_PASSWORD', details: { attemptsLeft: 4 } } });
    await expect(auth.upgrade(IN_MEMORY_DEMO_PASSWORD)).resolves.toMatchObject({ ok: true, value: { scope: 'AUTHORIZED' } });
    await expect(auth.downgrade()).resolves.toMatchObject({ scope: 'REGISTERED' });
    await expect(auth.signOut()).resolves.toMatchObject({ scope: 'GUEST', profileId: null });
    await expect(auth.upgrade(IN_MEMORY_DEMO_PASSWORD)).rejects.toThrow('SCOPE_REQUIRED');
  });

  it('distinguishes unknown e-mail and wrong password, and locks after 5 failures for 15 minutes', async () => {
    const { clock, auth } = setup();
    await expect(auth.signIn('ghost@example.com', 'x')).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.UNKNOWN_EMAIL', message: "We couldn't find an account with that email" } });
    for (let i = 0; i < 4; i += 1) expect((await auth.signIn(RONI, 'wrong-pass-1')).ok).toBe(false);
    await expect(auth.signIn(RONI, 'wrong-pass-1')).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.ACCOUNT_LOCKED', details: { retryAfterSeconds: 900 } } });
    clock.advance(14 * MINUTE);
    await expect(auth.signIn(RONI, IN_MEMORY_DEMO_PASSWORD)).resolves.toMatchObject({ ok: false, error: { details: { retryAfterSeconds: 60 } } });
    clock.advance(MINUTE);
    await expect(auth.signIn(RONI, IN_MEMORY_DEMO_PASSWORD)).resolves.toMatchObject({ ok: true });
  });

  it('agents get CALL_CENTER; refresh works for customers only', async () => {
    const { clock, auth } = setup();
    await auth.signIn('agent@vitrine.test', IN_MEMORY_DEMO_PASSWORD);
    expect(auth.scope()).toBe('CALL_CENTER');
    await expect(auth.refresh()).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.TOKEN_EXPIRED' } });
    await auth.signIn(RONI, IN_MEMORY_DEMO_PASSWORD);
    clock.advance(31 * 24 * 60 * MINUTE);
    expect(auth.current()).toBeNull();
    await expect(auth.refresh()).resolves.toMatchObject({ ok: true, value: { scope: 'REGISTERED' } });
  });

  it('creates accounts with the password rule, resets passwords by link within 30 minutes, changes passwords', async () => {
    const { clock, auth } = setup();
    const account = { email: 'new@example.com', password: 'short', firstName: 'N', lastName: 'S' };
    await expect(auth.createAccount(account)).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.WEAK_PASSWORD' } });
    await expect(auth.createAccount({ ...account, email: RONI, password: 'brand-new-1' })).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.EMAIL_IN_USE' } });
    await expect(auth.createAccount({ ...account, password: 'brand-new-1' })).resolves.toMatchObject({ ok: true, value: { scope: 'AUTHORIZED' } });
    await expect(auth.changePassword('brand-new-1', 'weak')).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.WEAK_PASSWORD' } });
    await expect(auth.changePassword('nope-nope-1', 'Changed-1')).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.WRONG_PASSWORD' } });
    await expect(auth.changePassword('brand-new-1', 'Changed-1')).resolves.toEqual({ ok: true, value: undefined });
    clock.advance(15 * MINUTE);
    await expect(auth.changePassword('Changed-1', 'Changed-2')).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.SCOPE_REQUIRED', details: { requiredScope: 'AUTHORIZED' } } });

    await auth.requestPasswordReset('nobody@example.com');
    await auth.requestPasswordReset('NEW@example.com');
    expect(auth.mailbox.map((m) => m.to)).toEqual(['new@example.com']);
    const { token, link } = auth.mailbox[0]!;
    expect(link).toBe(`/password/reset?token=${token}`);
    await expect(auth.resetPassword(token, 'weak')).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.WEAK_PASSWORD' } });
    clock.advance(30 * MINUTE);
    await expect(auth.resetPassword(token, 'Reset-pass-1')).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.RESET_LINK_EXPIRED' } });
    await auth.requestPasswordReset('new@example.com');
    await expect(auth.resetPassword(auth.mailbox[1]!.token, 'Reset-pass-1')).resolves.toEqual({ ok: true, value: undefined });
    await expect(auth.resetPassword(auth.mailbox[1]!.token, 'Reset-pass-2')).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.RESET_LINK_EXPIRED' } });
    await expect(auth.signIn('new@example.com', 'Reset-pass-1')).resolves.toMatchObject({ ok: true });
  });
});

describe('InMemoryProfile', () => {
  it('needs a signed-in customer; writes need AUTHORIZED', async () => {
    const { clock, auth, profiles } = setup();
    auth.startGuest();
    await expect(profiles.getProfile()).rejects.toMatchObject({ status: 403, code: 'SCOPE_REQUIRED' });
    await auth.signIn(RONI, IN_MEMORY_DEMO_PASSWORD);
    await expect(profiles.getProfile()).resolves.toMatchObject({ profileId: 'cust-roni', emailAddress: RONI, name: { first: 'Veronica', last: 'Costello' } });
    await expect(profiles.patchProfile([{ op: 'replace', path: '/name/first', value: 'Roni' }])).resolves.toMatchObject({ ok: true, value: { name: { first: 'Roni' } } });
    await expect(profiles.putProfile({ ...(await profiles.getProfile()), phone: { number: '(555) 1234-567' } })).resolves.toMatchObject({ ok: true, value: { phone: { number: '5551234567' } } });
    clock.advance(15 * MINUTE);
    await expect(profiles.getProfile()).resolves.toMatchObject({ name: { first: 'Roni' } });
    const refused = { ok: false, error: { code: 'PROFILE.SIGN_IN_REQUIRED', details: { code: 'SCOPE_REQUIRED', status: 403, requiredScope: 'AUTHORIZED' } } };
    await expect(profiles.patchProfile([{ op: 'replace', path: '/name/last', value: 'C' }])).resolves.toMatchObject(refused);
    await expect(profiles.putProfile({ ...(await profiles.getProfile()), dateOfBirth: '1980-01-01' })).resolves.toMatchObject(refused);
    await expect(profiles.getProfile()).resolves.toMatchObject({ name: { first: 'Roni', last: 'Costello' }, dateOfBirth: null });
  });

  it('preferences: null until created, 409-style error on a second create, PUT and PATCH with opt-outs on the profile', async () => {
    const { auth, profiles } = setup();
    await auth.signIn(RONI, IN_MEMORY_DEMO_PASSWORD);
    await expect(profiles.getPreferences()).resolves.toBeNull();
    const seed = { language: 'fr', country: 'FR', currency: 'EUR' };
    await expect(profiles.createPreferences(seed)).resolves.toEqual({ ok: true, value: { global: { ...seed, favoriteStores: [], profilePhoto: null }, web: { interstitialDeclined: false } } });
    await expect(profiles.createPreferences(seed)).resolves.toMatchObject({ ok: false, error: { code: 'PROFILE.PREFERENCES_EXIST', details: { status: 409 } } });
    await expect(profiles.putWebPreferences({ interstitialDeclined: true })).resolves.toMatchObject({ web: { interstitialDeclined: true } });
    await expect(profiles.putGlobalPreferences({ ...seed, favoriteStores: ['s1'], profilePhoto: null })).resolves.toMatchObject({ global: { favoriteStores: ['s1'] } });
    await profiles.patchPreferences([
      { op: 'add', path: '/global', value: { currency: 'USD' } },
      { op: 'add', path: '/global/privacyOptOutLocations', value: ['US-CA', 'us-ca', 'US-CO'] },
    ]);
    await expect(profiles.getPreferences()).resolves.toMatchObject({ global: { currency: 'USD' } });
    await expect(profiles.getProfile({ privacyInfo: true })).resolves.toMatchObject({ privacyOptOutLocations: ['US-CA', 'US-CO'] });
    await expect(profiles.getProfile()).resolves.toMatchObject({ privacyOptOutLocations: [] });
  });

  it('failCreate makes the next create fail with PREFERENCES_CREATE_FAILED', async () => {
    const { auth, profiles } = setup();
    await auth.signIn('sarah.johnson@example.com', IN_MEMORY_DEMO_PASSWORD);
    profiles.failCreate = true;
    await expect(profiles.createPreferences({ language: 'en', country: 'US', currency: 'USD' })).resolves.toMatchObject({ ok: false, error: { code: 'PROFILE.PREFERENCES_CREATE_FAILED' } });
    await expect(profiles.createPreferences({ language: 'en', country: 'US', currency: 'USD' })).resolves.toMatchObject({ ok: true });
  });
});
