import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthGateway, CartGateway, REAUTH_FAILURE_MESSAGE } from '@vitrine/core';
import { parseAuthPayload } from '../../../adapters/src/http/normalizers/identity.normalizer.js';
import { BACKENDS, PASSWORD, type ContractBackend } from './support/backends.js';
import { armFault } from './support/contract-harness.js';
import { identityClient, startIdentitySandbox } from './support/identity-harness.js';

/**
 * Contract: AuthGateway, written once and run against the sandbox (KyAuthGateway over real HTTP)
 * and the in-memory back end (docs/auth-api.md; decision 0147); then the client's token refresh
 * and login-required events against the sandbox.
 */
const STEP_UP_MS = 2500;
let sandbox: { url: string; close(): Promise<void> };

beforeAll(async () => {
  sandbox = await startIdentitySandbox({ authorizedTtlMs: STEP_UP_MS, faults: true });
});
afterAll(async () => sandbox?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(BACKENDS)('auth contract (%s)', (_name, startBackend) => {
  let backend: ContractBackend;
  beforeAll(async () => {
    backend = await startBackend({ authorizedTtlMs: STEP_UP_MS });
    // Found here, within the hook's time-out, not in the first test that needs them.
    await backend.samples();
  });
  afterAll(async () => backend?.close());

  it('a guest with a cart signs in: AUTHORIZED, the cart merged, the payload cookie filled; then downgrade and sign out', async () => {
    const { inStock } = await backend.samples();
    const [customer] = backend.facts.customers;
    const c = backend.client();
    const auth = c.get(AuthGateway);
    const cart = c.get(CartGateway);
    await cart.addItem({ productId: inStock.product.productId, skuId: inStock.sku.skuId, poolId: backend.facts.poolId, quantity: 2 });
    expect(c.scope()).toBe('GUEST');
    const signedIn = await auth.signIn(customer!.email, PASSWORD);
    expect(signedIn).toMatchObject({ ok: true, value: { scope: 'AUTHORIZED', profileId: expect.stringMatching(/^cust-/) } });
    expect(parseAuthPayload(c.cookies.get('vitrine_auth'))).toMatchObject({ scope: 'AUTHORIZED', firstName: customer!.firstName, authorizedUntil: expect.any(Number) });
    expect((await cart.getMinicart()).totalQuantity).toBeGreaterThanOrEqual(2);
    await expect(auth.recognition()).resolves.toEqual({ recognized: true, firstName: customer!.firstName, emailMasked: customer!.emailMasked });
    await expect(auth.downgrade()).resolves.toMatchObject({ scope: 'REGISTERED' });
    expect(c.scope()).toBe('REGISTERED');
    await expect(auth.signOut()).resolves.toMatchObject({ scope: 'GUEST', profileId: null });
    expect(c.scope()).toBe('GUEST');
    expect((await cart.getMinicart()).totalQuantity).toBe(0);
    expect(c.logger.messages('error')).toEqual([]);
  });

  it('answers UNKNOWN_EMAIL, WRONG_PASSWORD and, after five failures, ACCOUNT_LOCKED for 900 s', async () => {
    const auth = backend.client().get(AuthGateway);
    const locked = backend.facts.customers[1]!.email;
    await expect(auth.signIn('nobody@example.com', PASSWORD)).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.UNKNOWN_EMAIL', message: "We couldn't find an account with that email" } });
    for (let i = 0; i < 4; i += 1) await expect(auth.signIn(locked, 'Wrong-pass-1')).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.WRONG_PASSWORD' } });
    await expect(auth.signIn(locked, 'Wrong-pass-1')).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.ACCOUNT_LOCKED', details: { retryAfterSeconds: 900 } } });
    await expect(auth.signIn(locked, PASSWORD)).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.ACCOUNT_LOCKED' } });
  });

  it('the step-up lapses: the password change answers SCOPE_REQUIRED, the upgrade restores it', async () => {
    const c = backend.client();
    const auth = c.get(AuthGateway);
    await auth.signIn(backend.facts.customers[2]!.email, PASSWORD);
    await sleep(STEP_UP_MS + 100);
    expect(c.scope()).toBe('REGISTERED');
    await expect(auth.changePassword(PASSWORD, 'Changed-pass-1')).resolves.toEqual({
      ok: false,
      error: { code: 'AUTH.SCOPE_REQUIRED', message: expect.any(String), details: { requiredScope: 'AUTHORIZED' } },
    });
    await expect(auth.upgrade('Wrong-pass-1')).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.WRONG_PASSWORD' } });
    await expect(auth.upgrade(PASSWORD)).resolves.toMatchObject({ ok: true, value: { scope: 'AUTHORIZED' } });
    await expect(auth.changePassword(PASSWORD, 'Changed-pass-1')).resolves.toEqual({ ok: true, value: undefined });
  });

  it('creates an account, and resets its password with the link from the mailbox', async () => {
    const auth = backend.client().get(AuthGateway);
    const email = `contract-${Date.now()}@example.com`;
    await expect(auth.createAccount({ email, password: 'short', firstName: 'C', lastName: 'T' })).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.WEAK_PASSWORD' } });
    await expect(auth.createAccount({ email, password: 'Contract-1', firstName: 'C', lastName: 'T' })).resolves.toMatchObject({ ok: true, value: { scope: 'AUTHORIZED' } });
    await expect(auth.createAccount({ email, password: 'Contract-1', firstName: 'C', lastName: 'T' })).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.EMAIL_IN_USE' } });
    await auth.signOut();
    await auth.requestPasswordReset(email);
    await auth.requestPasswordReset('nobody@example.com');
    const [message] = await backend.mailbox(email);
    const token = new URL(message!.link, 'http://x').searchParams.get('token')!;
    await expect(auth.resetPassword(token, 'Contract-2')).resolves.toEqual({ ok: true, value: undefined });
    await expect(auth.resetPassword(token, 'Contract-3')).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.RESET_LINK_EXPIRED' } });
    await expect(auth.signIn(email, 'Contract-2')).resolves.toMatchObject({ ok: true });
  });
});

/** Sandbox only: the token cookie, the refresh after a token 401 and the login-required events are the HTTP client's. */
describe('KyAuthGateway over HTTP (sandbox only)', () => {
  it('a lapsed step-up keeps the token on SCOPE_REQUIRED and asks nobody to log in', async () => {
    const c = identityClient(sandbox.url);
    await c.auth.signIn('emily.rodriguez@example.com', PASSWORD);
    await sleep(STEP_UP_MS + 100);
    const token = c.token();
    await c.auth.changePassword(PASSWORD, 'Changed-pass-1');
    expect([c.token(), c.loginRequired, c.refreshes.count]).toEqual([token, [], 0]);
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
