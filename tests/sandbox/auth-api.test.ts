import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartResponseDto } from '@vitrine/contract';
import { DEMO_PASSWORD } from '../../sandbox/src/auth/password-hasher.js';
import { AGENT_EMAIL } from '../../sandbox/src/seed/importers/customers.importer.js';
import { SHOWCASE } from '../../sandbox/src/seed/showcase.js';
import { SandboxHarness } from './sandbox-harness.js';

/** The token grants of docs/auth-api.md against the seeded sandbox (decisions 0072, 0074). */

const DAY = 24 * 60 * 60 * 1000;
const STEP_UP = 900_000;
const RONI = 'roni_cost@example.com';
const SARAH = 'sarah.johnson@example.com';
const TOKENS = '/api/auth/v0/an-us/tokens';
const item = (productId: string, skuId: string, quantity: number) => ({ productId, skuId, poolId: 'US_DIRECT', quantity, cartType: 'TRANSACTIONAL', fulfillmentType: 'DIRECT' });

describe('identity token grants', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());
  beforeEach(() => {
    h.clearCookies();
    h.now += DAY;
  });

  const signIn = (email: string, password = DEMO_PASSWORD) => h.json('POST', TOKENS, { grantType: 'password', email, password });
  const payload = () => JSON.parse(decodeURIComponent(h.cookie('vitrine_auth')!));
  const me = () => h.json('GET', '/api/profile/v0/an-us/me');
  const cart = () => h.json<CartResponseDto>('GET', '/api/checkout/v0/an-us/carts');
  const add = (items: unknown[]) => h.json<CartResponseDto>('POST', '/api/checkout/v0/an-us/carts/items', { items });

  describe('password', () => {
    it('signs a seeded customer in as AUTHORIZED with the step-up lifetime, in both cookies', async () => {
      const res = await h.raw('POST', TOKENS, { body: { grantType: 'password', email: RONI, password: DEMO_PASSWORD } });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toEqual({ scope: 'AUTHORIZED', expiresAt: h.now + 30 * DAY, authorizedUntil: h.now + STEP_UP, profileId: expect.stringMatching(/^cust-[0-9a-f]{12}$/), firstName: 'Veronica' });
      expect(payload()).toEqual(body);
      const token = res.headers.getSetCookie().find((c) => c.startsWith('vitrine_token='))!;
      expect(token).toMatch(/HttpOnly/);
      expect(res.headers.getSetCookie().find((c) => c.startsWith('vitrine_auth='))).not.toMatch(/HttpOnly/);
    });

    it('matches the e-mail in any case and with spaces around it', async () => {
      const res = await signIn('  Sarah.Johnson@Example.COM ');
      expect([res.status, res.body.scope, res.body.firstName]).toEqual([200, 'AUTHORIZED', 'Sarah']);
    });

    it('signs the agent in as CALL_CENTER for 8 hours, without a step-up', async () => {
      const res = await signIn(AGENT_EMAIL);
      expect(res.body).toEqual({ scope: 'CALL_CENTER', expiresAt: h.now + 8 * 60 * 60 * 1000, profileId: expect.any(String), firstName: 'Casey' });
      h.now += 8 * 60 * 60 * 1000;
      expect((await cart()).body).toMatchObject({ code: 'TOKEN_EXPIRED' });
    });

    it('answers 401 UNKNOWN_EMAIL and 401 WRONG_PASSWORD with distinct codes, and 400 without fields', async () => {
      const unknown = await signIn('nobody@example.com');
      expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([401, 'UNKNOWN_EMAIL', "We couldn't find an account with that email"]);
      const wrong = await signIn(RONI, 'Not-the-password-1');
      expect([wrong.status, wrong.body.code]).toEqual([401, 'WRONG_PASSWORD']);
      expect(wrong.body.details.attemptsLeft).toBeGreaterThanOrEqual(0);
      const empty = await h.json('POST', TOKENS, { grantType: 'password', email: RONI });
      expect([empty.status, empty.body.code, empty.body.details]).toEqual([400, 'INVALID_REQUEST', { fields: ['password'] }]);
      const grant = await h.json('POST', TOKENS, { grantType: 'magic' });
      expect([grant.status, grant.body.code]).toEqual([400, 'INVALID_REQUEST']);
    });

    it("merges the guest's cart into the customer's: same SKU adds up to its maximum, new SKUs follow", async () => {
      // Sarah's own cart first: one low-stock unit.
      await signIn(SARAH);
      expect((await add([item(SHOWCASE.lowStock.productId, SHOWCASE.lowStock.skuId, 1)])).status).toBe(200);
      // Another browser, as a guest: the same SKU twice (stock 2) and the standard jacket.
      h.clearCookies();
      await h.guest();
      await add([item(SHOWCASE.lowStock.productId, SHOWCASE.lowStock.skuId, 2), item(SHOWCASE.standard.productId, SHOWCASE.standard.inStockSkuId, 3)]);
      const guestCart = (await cart()).body;
      expect(guestCart.meta.totalQuantity).toBe(5);
      await signIn(SARAH);
      const merged = (await cart()).body;
      expect(merged.items.map((l) => [l.skuId, l.quantity])).toEqual([
        [SHOWCASE.lowStock.skuId, SHOWCASE.lowStock.units],
        [SHOWCASE.standard.inStockSkuId, 3],
      ]);
      const left = await h.db.query<{ n: number }>('select count(*)::int as n from cart where cart_id = $1', [guestCart.cartId]);
      expect(left[0]!.n).toBe(0);
      // Signing out gives an empty guest cart; signing in again finds the merged cart.
      await h.json('DELETE', TOKENS);
      expect((await cart()).body.items).toEqual([]);
      await signIn(SARAH);
      expect((await cart()).body.cartId).toBe(merged.cartId);
    });
  });

  describe('step-up lapse, upgrade and downgrade', () => {
    it('answers as REGISTERED once the step-up lapsed, and the upgrade with the password restores AUTHORIZED', async () => {
      await signIn(RONI);
      const changePassword = () => h.json('PUT', '/api/profile/v0/an-us/me/credentials/password', { currentPassword: 'x', password: 'y' });
      h.now += STEP_UP - 1;
      expect((await changePassword()).body.code).not.toBe('SCOPE_REQUIRED');
      h.now += 1;
      const lapsed = await changePassword();
      expect([lapsed.status, lapsed.body.code, lapsed.body.details]).toEqual([403, 'SCOPE_REQUIRED', { requiredScope: 'AUTHORIZED' }]);
      expect((await me()).status).toBe(200);
      const recognized = await h.json('GET', '/api/auth/v0/an-us/recognition');
      expect(recognized.body).toEqual({ recognized: true, firstName: 'Veronica', emailMasked: 'r*******t@example.com' });

      const wrong = await h.json('POST', TOKENS, { grantType: 'upgrade', password: 'wrong-password-1' });
      expect([wrong.status, wrong.body.code]).toEqual([401, 'WRONG_PASSWORD']);
      const before = h.cookie('vitrine_token');
      const up = await h.json('POST', TOKENS, { grantType: 'upgrade', password: DEMO_PASSWORD });
      expect(up.body).toMatchObject({ scope: 'AUTHORIZED', authorizedUntil: h.now + STEP_UP, firstName: 'Veronica' });
      expect(h.cookie('vitrine_token')).not.toBe(before);
      expect(payload().scope).toBe('AUTHORIZED');
    });

    it('downgrades AUTHORIZED to REGISTERED on the same token; REGISTERED stays', async () => {
      await signIn(RONI);
      const token = h.cookie('vitrine_token');
      const down = await h.json('POST', TOKENS, { grantType: 'downgrade' });
      expect(down.body).toEqual({ scope: 'REGISTERED', expiresAt: h.now + 30 * DAY, profileId: expect.any(String), firstName: 'Veronica' });
      expect(h.cookie('vitrine_token')).toBe(token);
      expect(payload()).toEqual(down.body);
      expect((await h.json('POST', TOKENS, { grantType: 'downgrade' })).body.scope).toBe('REGISTERED');
      expect((await h.json('PUT', '/api/profile/v0/an-us/me', {})).body.code).toBe('SCOPE_REQUIRED');
    });

    it('refuses upgrade and downgrade to a guest with 403 SCOPE_REQUIRED (REGISTERED), and without a token with 401', async () => {
      expect((await h.json('POST', TOKENS, { grantType: 'upgrade', password: DEMO_PASSWORD })).body.code).toBe('TOKEN_MISSING');
      await h.guest();
      for (const grant of ['upgrade', 'downgrade']) {
        const res = await h.json('POST', TOKENS, { grantType: grant, password: DEMO_PASSWORD });
        expect([res.status, res.body.code, res.body.details]).toEqual([403, 'SCOPE_REQUIRED', { requiredScope: 'REGISTERED' }]);
      }
    });
  });

  describe('refresh', () => {
    it('re-authenticates an expired customer token within 30 days, keeping the principal and cart', async () => {
      await signIn(RONI);
      const added = await add([item(SHOWCASE.standard.productId, SHOWCASE.standard.inStockSkuId, 1)]);
      h.now += 30 * DAY + 1;
      expect((await h.json('GET', '/api/checkout/v0/an-us/carts')).body.code).toBe('TOKEN_EXPIRED');
      const refreshed = await h.json('POST', TOKENS, { grantType: 'refresh' });
      expect(refreshed.body).toEqual({ scope: 'REGISTERED', expiresAt: h.now + 30 * DAY, profileId: expect.any(String), firstName: 'Veronica' });
      expect((await cart()).body.cartId).toBe(added.body.cartId);
    });

    it('keeps a step-up that has not lapsed', async () => {
      const signedIn = await signIn(RONI);
      h.now += 1000;
      const refreshed = await h.json('POST', TOKENS, { grantType: 'refresh' });
      expect(refreshed.body).toMatchObject({ scope: 'AUTHORIZED', authorizedUntil: signedIn.body.authorizedUntil });
    });

    it('answers 401 TOKEN_EXPIRED for no token, a guest, an agent, and a token expired beyond the window', async () => {
      const refresh = () => h.json('POST', TOKENS, { grantType: 'refresh' });
      expect((await refresh()).body.code).toBe('TOKEN_EXPIRED');
      await h.guest();
      expect([(await refresh()).status, (await refresh()).body.code]).toEqual([401, 'TOKEN_EXPIRED']);
      await signIn(AGENT_EMAIL);
      expect((await refresh()).body.code).toBe('TOKEN_EXPIRED');
      await signIn(RONI);
      h.now += 60 * DAY;
      expect((await refresh()).body.code).toBe('TOKEN_EXPIRED');
    });
  });

  describe('sign-out and recognition', () => {
    it('DELETE revokes the token and answers a new guest token with a new, empty cart', async () => {
      await signIn(RONI);
      const customerToken = h.cookie('vitrine_token')!;
      const out = await h.json('DELETE', TOKENS);
      expect(out.body).toEqual({ scope: 'GUEST', expiresAt: h.now + 30 * DAY, profileId: null });
      expect(payload()).toEqual({ scope: 'GUEST', expiresAt: out.body.expiresAt });
      expect((await me()).body.details).toEqual({ requiredScope: 'REGISTERED' });
      h.setCookie('vitrine_token', customerToken);
      expect((await me()).body.code).toBe('TOKEN_INVALID');
    });

    it('DELETE without a token still answers a guest token', async () => {
      expect((await h.json('DELETE', TOKENS)).body.scope).toBe('GUEST');
    });

    it('recognizes only a valid customer token', async () => {
      const recognition = () => h.json('GET', '/api/auth/v0/an-us/recognition');
      expect((await recognition()).body).toEqual({ recognized: false });
      await h.guest();
      expect((await recognition()).body).toEqual({ recognized: false });
      await signIn(AGENT_EMAIL);
      expect((await recognition()).body).toEqual({ recognized: false });
      await signIn(SARAH);
      expect((await recognition()).body).toEqual({ recognized: true, firstName: 'Sarah', emailMasked: 's***********n@example.com' });
      h.now += 31 * DAY;
      expect((await recognition()).body).toEqual({ recognized: false });
    });

    it('keeps the guest grant as it was: a guest token renews its own principal only', async () => {
      await signIn(RONI);
      const guest = await h.guest();
      expect(guest.body).toEqual({ scope: 'GUEST', expiresAt: h.now + 30 * DAY, profileId: null });
    });
  });
});
