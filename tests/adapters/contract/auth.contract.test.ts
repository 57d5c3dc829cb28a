import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAUTH_FAILURE_MESSAGE } from '@vitrine/core';
import { SHOWCASE } from '../../../sandbox/src/seed/showcase.js';
import { armFault } from './support/contract-harness.js';
import { identityClient, mailboxOf, startIdentitySandbox } from './support/identity-harness.js';

/** Contract: KyAuthGateway and the client's token refresh over real HTTP against a real sandbox (docs/auth-api.md). */

const PASSWORD = 'Vitrine-demo-1';
const STEP_UP_MS = 2500;
let sandbox: { url: string; close(): Promise<void> };

beforeAll(async () => {
  sandbox = await startIdentitySandbox({ authorizedTtlMs: STEP_UP_MS, faults: true });
});
afterAll(async () => sandbox?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('KyAuthGateway (contract)', () => {
  it('a guest with a cart signs in: AUTHORIZED, the cart merged, the payload cookie filled', async () => {
    const c = identityClient(sandbox.url);
    await c.cart.addItem({ productId: SHOWCASE.standard.productId, skuId: SHOWCASE.standard.inStockSkuId, poolId: 'US_DIRECT', quantity: 2 });
    expect(c.scope()).toBe('GUEST');
    const signedIn = await c.auth.signIn('olivia.thompson@example.com', PASSWORD);
    expect(signedIn).toMatchObject({ ok: true, value: { scope: 'AUTHORIZED', profileId: expect.stringMatching(/^cust-/) } });
    expect(c.payload()).toMatchObject({ scope: 'AUTHORIZED', firstName: 'Olivia', authorizedUntil: expect.any(Number) });
    expect((await c.cart.getMinicart()).totalQuantity).toBe(2);
    await expect(c.auth.recognition()).resolves.toEqual({ recognized: true, firstName: 'Olivia', emailMasked: 'o*************n@example.com' });
    await expect(c.auth.downgrade()).resolves.toMatchObject({ scope: 'REGISTERED' });
    expect(c.scope()).toBe('REGISTERED');
    await expect(c.auth.signOut()).resolves.toMatchObject({ scope: 'GUEST', profileId: null });
    expect(c.scope()).toBe('GUEST');
    expect((await c.cart.getMinicart()).totalQuantity).toBe(0);
    expect(c.logger.messages('error')).toEqual([]);
  });

  it('answers UNKNOWN_EMAIL, WRONG_PASSWORD and, after five failures, ACCOUNT_LOCKED', async () => {
    const c = identityClient(sandbox.url);
    await expect(c.auth.signIn('nobody@example.com', PASSWORD)).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.UNKNOWN_EMAIL', message: "We couldn't find an account with that email" } });
    for (let i = 0; i < 4; i += 1) await expect(c.auth.signIn('noah.taylor@example.com', 'Wrong-pass-1')).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.WRONG_PASSWORD' } });
    await expect(c.auth.signIn('noah.taylor@example.com', 'Wrong-pass-1')).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.ACCOUNT_LOCKED', details: { retryAfterSeconds: 900 } } });
    await expect(c.auth.signIn('noah.taylor@example.com', PASSWORD)).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.ACCOUNT_LOCKED' } });
  });

  it('the step-up lapses: the password change answers SCOPE_REQUIRED (token kept), the upgrade restores it', async () => {
    const c = identityClient(sandbox.url);
    await c.auth.signIn('isabella.anderson@example.com', PASSWORD);
    await sleep(STEP_UP_MS + 100);
    expect(c.scope()).toBe('REGISTERED');
    const token = c.token();
    await expect(c.auth.changePassword(PASSWORD, 'Changed-pass-1')).resolves.toEqual({
      ok: false,
      error: { code: 'AUTH.SCOPE_REQUIRED', message: expect.any(String), details: { requiredScope: 'AUTHORIZED' } },
    });
    expect([c.token(), c.loginRequired, c.refreshes.count]).toEqual([token, [], 0]);
    await expect(c.auth.upgrade('Wrong-pass-1')).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.WRONG_PASSWORD' } });
    await expect(c.auth.upgrade(PASSWORD)).resolves.toMatchObject({ ok: true, value: { scope: 'AUTHORIZED' } });
    await expect(c.auth.changePassword(PASSWORD, 'Changed-pass-1')).resolves.toEqual({ ok: true, value: undefined });
  });

  it('creates an account, and resets its password with the link from the test mailbox', async () => {
    const c = identityClient(sandbox.url);
    const email = `contract-${Date.now()}@example.com`;
    await expect(c.auth.createAccount({ email, password: 'short', firstName: 'C', lastName: 'T' })).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.WEAK_PASSWORD' } });
    await expect(c.auth.createAccount({ email, password: 'Contract-1', firstName: 'C', lastName: 'T' })).resolves.toMatchObject({ ok: true, value: { scope: 'AUTHORIZED' } });
    await expect(c.auth.createAccount({ email, password: 'Contract-1', firstName: 'C', lastName: 'T' })).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.EMAIL_IN_USE' } });
    await c.auth.signOut();
    await c.auth.requestPasswordReset(email);
    await c.auth.requestPasswordReset('nobody@example.com');
    const [message] = await mailboxOf(sandbox.url, email);
    const token = new URL(message!.link!, 'http://x').searchParams.get('token')!;
    await expect(c.auth.resetPassword(token, 'Contract-2')).resolves.toEqual({ ok: true, value: undefined });
    await expect(c.auth.resetPassword(token, 'Contract-3')).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.RESET_LINK_EXPIRED' } });
    await expect(c.auth.signIn(email, 'Contract-2')).resolves.toMatchObject({ ok: true });
  });

  it('token refresh: a registered session whose call answers 401 TOKEN_EXPIRED re-authenticates and the call is reissued once', async () => {
    const c = identityClient(sandbox.url);
    await c.auth.signIn('ava.clark@example.com', PASSWORD);
    const before = c.token();
    await armFault(sandbox.url, { path: '/profile/v0/an-us/me', method: 'GET', status: 401, code: 'TOKEN_EXPIRED' });
    await expect(c.profiles.getProfile()).resolves.toMatchObject({ emailAddress: 'ava.clark@example.com' });
    expect(c.refreshes.count).toBe(1);
    expect(c.token()).not.toBe(before);
    expect(c.payload()?.profileId).toBeTruthy();
  });

  it('a guest whose call answers a token 401 fetches a guest token; a refresh that cannot re-authenticate falls back to a guest', async () => {
    const guest = identityClient(sandbox.url);
    await guest.session.createGuestSession();
    await armFault(sandbox.url, { path: '/checkout/v0/an-us/minicart', method: 'GET', status: 401, code: 'TOKEN_EXPIRED' });
    await guest.cart.getMinicart();
    expect(guest.refreshes.count).toBe(0);

    // The client believes it is REGISTERED (a stale payload) while the server holds a guest token.
    guest.setCookie('vitrine_auth', JSON.stringify({ scope: 'REGISTERED', expiresAt: Date.now() + 60_000 }));
    await armFault(sandbox.url, { path: '/checkout/v0/an-us/minicart', method: 'GET', status: 401, code: 'TOKEN_EXPIRED' });
    await expect(guest.cart.getMinicart()).resolves.toMatchObject({ totalQuantity: 0 });
    expect(guest.refreshes.count).toBe(1);
    expect(guest.logger.messages('warn')).toContain(REAUTH_FAILURE_MESSAGE);
    expect(guest.scope()).toBe('GUEST');
  });
});
