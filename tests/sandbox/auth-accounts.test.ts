import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailboxResponseDto } from '@vitrine/contract';
import { DEMO_PASSWORD, PASSWORD_RULE } from '../../sandbox/src/auth/password-hasher.js';
import { SHOWCASE } from '../../sandbox/src/seed/showcase.js';
import { SandboxHarness } from './sandbox-harness.js';

/** Create account, forgot password, reset link, change password (docs/auth-api.md; decisions 0071, 0073). */

const MINUTE = 60_000;
const TOKENS = '/api/auth/v0/an-us/tokens';
const ACCOUNTS = '/api/profile/v0/an-us/accounts';
const RESETS = '/api/profile/v0/an-us/credentials/password-resets';
const RESET = '/api/profile/v0/an-us/credentials/password';
const CHANGE = '/api/profile/v0/an-us/me/credentials/password';

describe('accounts and passwords', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());
  beforeEach(() => {
    h.clearCookies();
    h.now += 24 * 60 * MINUTE;
  });

  const signIn = (email: string, password: string) => h.json('POST', TOKENS, { grantType: 'password', email, password });
  const mailbox = async (to: string) => (await h.json<MailboxResponseDto>('GET', `/api/__sandbox/mailbox?to=${encodeURIComponent(to)}`)).body.messages;
  const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('token')!;

  describe('create account', () => {
    it('creates an account, signs it in as AUTHORIZED and merges the guest cart', async () => {
      await h.guest();
      await h.json('POST', '/api/checkout/v0/an-us/carts/items', {
        items: [{ productId: SHOWCASE.standard.productId, skuId: SHOWCASE.standard.inStockSkuId, poolId: 'US_DIRECT', quantity: 2 }],
      });
      const res = await h.json('POST', ACCOUNTS, { email: ' New.Shopper@Example.com', password: 'brand-new-1', firstName: ' Nia ', lastName: 'Shopper' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ scope: 'AUTHORIZED', expiresAt: expect.any(Number), authorizedUntil: h.now + 900_000, profileId: expect.stringMatching(/^cust-/), firstName: 'Nia' });
      expect((await h.json('GET', '/api/checkout/v0/an-us/minicart')).body.meta.totalQuantity).toBe(2);
      const profile = await h.json('GET', '/api/profile/v0/an-us/me');
      expect(profile.body).toMatchObject({ emailAddress: 'new.shopper@example.com', name: { first: 'Nia', last: 'Shopper' }, defaultShippingAddressId: null });
      h.clearCookies();
      expect((await signIn('new.shopper@example.com', 'brand-new-1')).body.scope).toBe('AUTHORIZED');
    });

    it('answers 409 EMAIL_IN_USE for a seeded address in any case', async () => {
      const res = await h.json('POST', ACCOUNTS, { email: 'Roni_Cost@example.com', password: 'brand-new-1', firstName: 'A', lastName: 'B' });
      expect([res.status, res.body.code]).toEqual([409, 'EMAIL_IN_USE']);
    });

    it.each([['short1'], ['no-digits-here'], ['1234567890'], ['x'.repeat(129) + '1']])('answers 400 WEAK_PASSWORD with the rule for %j', async (password) => {
      const res = await h.json('POST', ACCOUNTS, { email: 'weak@example.com', password, firstName: 'A', lastName: 'B' });
      expect([res.status, res.body.code, res.body.message]).toEqual([400, 'WEAK_PASSWORD', PASSWORD_RULE]);
    });

    it('answers 400 INVALID_REQUEST naming the bad fields', async () => {
      const res = await h.json('POST', ACCOUNTS, { email: 'not-an-email', password: 'brand-new-1', firstName: ' ', lastName: 'B' });
      expect([res.status, res.body.code, res.body.details]).toEqual([400, 'INVALID_REQUEST', { fields: ['email', 'firstName'] }]);
    });
  });

  describe('forgot password and reset link', () => {
    it('answers 202 for any address, and mails a reset link only to an account, on the site of the request', async () => {
      const unknown = await h.raw('POST', RESETS, { body: { email: 'nobody@example.com' } });
      expect(unknown.status).toBe(202);
      expect(await mailbox('nobody@example.com')).toEqual([]);
      const known = await h.raw('POST', '/api/profile/v0/an-fr/credentials/password-resets', { body: { email: 'Olivia.Thompson@example.com' }, headers: { 'x-vitrine-context-path': '/fr-fr/' } });
      expect(known.status).toBe(202);
      const [message] = await mailbox('olivia.thompson@example.com');
      expect(message).toMatchObject({ to: 'olivia.thompson@example.com', subject: 'Reset your password', sentAt: h.now });
      expect(message!.link).toMatch(/^\/fr-fr\/password\/reset\?token=[A-Za-z0-9_-]{43}$/);
      expect(message!.body).toContain(message!.link);
      expect((await h.json('POST', RESETS, { email: 'nope' })).body.code).toBe('INVALID_REQUEST');
    });

    it('sets the password with a live link once; the old password stops working and other sessions end', async () => {
      const email = 'william.davis@example.com';
      await signIn(email, DEMO_PASSWORD);
      const oldSession = h.cookie('vitrine_token')!;
      h.clearCookies();
      await h.json('POST', RESETS, { email });
      const token = tokenOf((await mailbox(email)).at(-1)!.link!);
      const weak = await h.raw('PUT', RESET, { body: { resetToken: token, password: 'weak' } });
      expect(weak.status).toBe(400);
      h.now += 29 * MINUTE;
      const done = await h.raw('PUT', RESET, { body: { resetToken: token, password: 'Reset-password-2' } });
      expect(done.status).toBe(204);
      const again = await h.json('PUT', RESET, { resetToken: token, password: 'Reset-password-3' });
      expect([again.status, again.body.code]).toEqual([410, 'RESET_LINK_EXPIRED']);
      expect((await signIn(email, DEMO_PASSWORD)).body.code).toBe('WRONG_PASSWORD');
      expect((await signIn(email, 'Reset-password-2')).status).toBe(200);
      h.clearCookies();
      h.setCookie('vitrine_token', oldSession);
      expect((await h.json('GET', '/api/profile/v0/an-us/me')).body.code).toBe('TOKEN_INVALID');
    });

    it('answers 410 RESET_LINK_EXPIRED after 30 minutes and for an unknown link', async () => {
      const email = 'sophia.martinez@example.com';
      await h.json('POST', RESETS, { email });
      const token = tokenOf((await mailbox(email)).at(-1)!.link!);
      h.now += 30 * MINUTE;
      const expired = await h.json('PUT', RESET, { resetToken: token, password: 'Reset-password-2' });
      expect([expired.status, expired.body.code]).toEqual([410, 'RESET_LINK_EXPIRED']);
      expect((await h.json('PUT', RESET, { resetToken: 'made-up', password: 'Reset-password-2' })).status).toBe(410);
      expect((await h.json('PUT', RESET, { password: 'Reset-password-2' })).body.code).toBe('INVALID_REQUEST');
    });

    it('a reset unlocks a locked account', async () => {
      const email = 'daniel.wright@example.com';
      for (let i = 0; i < 5; i += 1) await signIn(email, 'wrong-password-1');
      expect((await signIn(email, DEMO_PASSWORD)).status).toBe(423);
      await h.json('POST', RESETS, { email });
      const token = tokenOf((await mailbox(email)).at(-1)!.link!);
      expect((await h.raw('PUT', RESET, { body: { resetToken: token, password: 'Unlocked-pass-1' } })).status).toBe(204);
      expect((await signIn(email, 'Unlocked-pass-1')).status).toBe(200);
    });
  });

  describe('change password', () => {
    it('changes the password of an AUTHORIZED customer; wrong current password is 401, weak 400', async () => {
      const email = 'alexander.kim@example.com';
      await signIn(email, DEMO_PASSWORD);
      const wrong = await h.json('PUT', CHANGE, { currentPassword: 'nope-nope-1', password: 'Changed-pass-1' });
      expect([wrong.status, wrong.body.code]).toEqual([401, 'WRONG_PASSWORD']);
      expect((await h.json('PUT', CHANGE, { currentPassword: DEMO_PASSWORD, password: 'short' })).body.code).toBe('WEAK_PASSWORD');
      expect((await h.raw('PUT', CHANGE, { body: { currentPassword: DEMO_PASSWORD, password: 'Changed-pass-1' } })).status).toBe(204);
      expect((await h.json('GET', '/api/profile/v0/an-us/me')).status).toBe(200);
      h.clearCookies();
      expect((await signIn(email, 'Changed-pass-1')).status).toBe(200);
    });

    it('a 403 SCOPE_REQUIRED on the password PUT leaves the token valid and the cookies untouched', async () => {
      await signIn('emma.wilson@example.com', DEMO_PASSWORD);
      await h.json('POST', TOKENS, { grantType: 'downgrade' });
      const token = h.cookie('vitrine_token');
      const auth = h.cookie('vitrine_auth');
      const res = await h.raw('PUT', CHANGE, { body: { currentPassword: DEMO_PASSWORD, password: 'Changed-pass-1' } });
      expect(res.status).toBe(403);
      expect(res.headers.getSetCookie()).toEqual([]);
      expect([h.cookie('vitrine_token'), h.cookie('vitrine_auth')]).toEqual([token, auth]);
      expect((await h.json('GET', '/api/profile/v0/an-us/me')).status).toBe(200);
      await h.guest();
      expect((await h.json('PUT', CHANGE, { currentPassword: DEMO_PASSWORD, password: 'Changed-pass-1' })).body.details).toEqual({ requiredScope: 'AUTHORIZED' });
    });
  });
});
