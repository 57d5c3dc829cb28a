import { describe, expect, it } from 'vitest';
import { authFailure, KyAuthGateway } from '../../../adapters/src/http/ky-auth-gateway.js';
import { HttpError } from '../../../adapters/src/http/http-error.js';
import { aSite } from '../../mothers/site.mother.js';
import { clientHarness } from '../support/client-harness.js';
import { apiError, json, networkFailure } from '../support/fetch-stub.js';

/** KyAuthGateway over a stubbed fetch (docs/auth-api.md). */

const TOKENS = '/api/auth/v0/an-us/tokens';
const NOW = Date.UTC(2026, 0, 15);
const authorized = { scope: 'AUTHORIZED', expiresAt: NOW + 30 * 86_400_000, authorizedUntil: NOW + 900_000, profileId: 'cust-1', firstName: 'Veronica' };
const session = { scope: 'AUTHORIZED', expiresAt: authorized.expiresAt, profileId: 'cust-1' };

function setup() {
  const h = clientHarness();
  return { h, auth: new KyAuthGateway(h.http, aSite()) };
}

describe('KyAuthGateway', () => {
  it('signs in with the password grant and returns the session, without renewing on the way', async () => {
    const { h, auth } = setup();
    h.stub.on('POST', TOKENS, json(200, authorized));
    await expect(auth.signIn('roni_cost@example.com', 'Vitrine-demo-1')).resolves.toEqual({ ok: true, value: session });
    const [call] = h.stub.calls;
    expect(call!.body).toEqual({ grantType: 'password', email: 'roni_cost@example.com', password: 'Vitrine-demo-1' });
    expect(call!.credentials).toBe('include');
  });

  it.each([
    [401, 'UNKNOWN_EMAIL', undefined],
    [401, 'WRONG_PASSWORD', { attemptsLeft: 3 }],
    [423, 'ACCOUNT_LOCKED', { retryAfterSeconds: 900 }],
    [429, 'RATE_LIMITED', { retryAfterSeconds: 120 }],
  ])('maps sign-in %i %s to AUTH.%s with the server message and details', async (status, code, details) => {
    const { h, auth } = setup();
    h.stub.on('POST', TOKENS, apiError(status, code, `text of ${code}`, details));
    const result = await auth.signIn('a@example.com', 'x');
    expect(result).toEqual({ ok: false, error: details === undefined ? { code: `AUTH.${code}`, message: `text of ${code}` } : { code: `AUTH.${code}`, message: `text of ${code}`, details } });
    expect(h.renewals).toBe(0);
  });

  it('throws what the call does not expect: 5xx, another code, a wrong status, network faults', async () => {
    const { h, auth } = setup();
    h.stub.on('POST', TOKENS, apiError(500, 'INTERNAL_ERROR'), apiError(400, 'INVALID_REQUEST'), apiError(400, 'WRONG_PASSWORD'), networkFailure());
    for (let i = 0; i < 4; i += 1) await expect(auth.signIn('a@example.com', 'x')).rejects.toBeInstanceOf(HttpError);
  });

  it('upgrade posts the password; a 403 SCOPE_REQUIRED (not REGISTERED) is thrown', async () => {
    const { h, auth } = setup();
    h.stub.on('POST', TOKENS, json(200, authorized), apiError(401, 'WRONG_PASSWORD'), apiError(403, 'SCOPE_REQUIRED', 'needs', { requiredScope: 'REGISTERED' }));
    await expect(auth.upgrade('Vitrine-demo-1')).resolves.toEqual({ ok: true, value: session });
    expect(h.stub.calls[0]!.body).toEqual({ grantType: 'upgrade', password: 'Vitrine-demo-1' });
    await expect(auth.upgrade('nope')).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.WRONG_PASSWORD' } });
    await expect(auth.upgrade('x')).rejects.toMatchObject({ status: 403, code: 'SCOPE_REQUIRED' });
  });

  it('refresh maps 401 TOKEN_EXPIRED to AUTH.TOKEN_EXPIRED and never triggers the client renewal', async () => {
    const { h, auth } = setup();
    h.stub.on('POST', TOKENS, json(200, { ...authorized, scope: 'REGISTERED' }), apiError(401, 'TOKEN_EXPIRED', 'sign in again'));
    await expect(auth.refresh()).resolves.toEqual({ ok: true, value: { ...session, scope: 'REGISTERED' } });
    expect(h.stub.calls[0]!.body).toEqual({ grantType: 'refresh' });
    await expect(auth.refresh()).resolves.toEqual({ ok: false, error: { code: 'AUTH.TOKEN_EXPIRED', message: 'sign in again' } });
    expect(h.renewals).toBe(0);
  });

  it('downgrades, signs out with DELETE, and reads recognition', async () => {
    const { h, auth } = setup();
    h.stub
      .on('POST', TOKENS, json(200, { scope: 'REGISTERED', expiresAt: NOW, profileId: 'cust-1', firstName: 'V' }))
      .on('DELETE', TOKENS, json(200, { scope: 'GUEST', expiresAt: NOW, profileId: null }))
      .on('GET', '/api/auth/v0/an-us/recognition', json(200, { recognized: true, firstName: 'Veronica', emailMasked: 'r*******t@example.com' }), json(200, { recognized: false }));
    await expect(auth.downgrade()).resolves.toEqual({ scope: 'REGISTERED', expiresAt: NOW, profileId: 'cust-1' });
    expect(h.stub.calls[0]!.body).toEqual({ grantType: 'downgrade' });
    await expect(auth.signOut()).resolves.toEqual({ scope: 'GUEST', expiresAt: NOW, profileId: null });
    await expect(auth.recognition()).resolves.toEqual({ recognized: true, firstName: 'Veronica', emailMasked: 'r*******t@example.com' });
    await expect(auth.recognition()).resolves.toEqual({ recognized: false, firstName: null, emailMasked: null });
  });

  it('creates an account (201) and maps 409 EMAIL_IN_USE and 400 WEAK_PASSWORD', async () => {
    const { h, auth } = setup();
    h.stub.on('POST', '/api/profile/v0/an-us/accounts', json(201, authorized), apiError(409, 'EMAIL_IN_USE'), apiError(400, 'WEAK_PASSWORD', 'rule'));
    const account = { email: 'n@example.com', password: 'brand-new-1', firstName: 'N', lastName: 'S' };
    await expect(auth.createAccount(account)).resolves.toEqual({ ok: true, value: session });
    expect(h.stub.calls[0]!.body).toEqual(account);
    await expect(auth.createAccount(account)).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.EMAIL_IN_USE' } });
    await expect(auth.createAccount(account)).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.WEAK_PASSWORD', message: 'rule' } });
  });

  it('asks for a reset link (202) and resets the password (204), mapping 410 and 400', async () => {
    const { h, auth } = setup();
    h.stub
      .on('POST', '/api/profile/v0/an-us/credentials/password-resets', new Response(null, { status: 202 }))
      .on('PUT', '/api/profile/v0/an-us/credentials/password', new Response(null, { status: 204 }), apiError(410, 'RESET_LINK_EXPIRED'), apiError(400, 'WEAK_PASSWORD'));
    await expect(auth.requestPasswordReset('a@example.com')).resolves.toBeUndefined();
    expect(h.stub.calls[0]!.body).toEqual({ email: 'a@example.com' });
    await expect(auth.resetPassword('tok', 'New-pass-1')).resolves.toEqual({ ok: true, value: undefined });
    expect(h.stub.calls[1]!.body).toEqual({ resetToken: 'tok', password: 'New-pass-1' });
    await expect(auth.resetPassword('tok', 'New-pass-1')).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.RESET_LINK_EXPIRED' } });
    await expect(auth.resetPassword('tok', 'x')).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.WEAK_PASSWORD' } });
  });

  it('changes the password; a 403 SCOPE_REQUIRED comes back as a Result and nothing renews the token', async () => {
    const { h, auth } = setup();
    const path = '/api/profile/v0/an-us/me/credentials/password';
    h.stub.on('PUT', path, new Response(null, { status: 204 }), apiError(403, 'SCOPE_REQUIRED', 'needs', { requiredScope: 'AUTHORIZED' }), apiError(401, 'WRONG_PASSWORD'));
    await expect(auth.changePassword('Old-pass-1', 'New-pass-1')).resolves.toEqual({ ok: true, value: undefined });
    expect(h.stub.calls[0]!.body).toEqual({ currentPassword: 'Old-pass-1', password: 'New-pass-1' });
    await expect(auth.changePassword('Old-pass-1', 'New-pass-1')).resolves.toEqual({ ok: false, error: { code: 'AUTH.SCOPE_REQUIRED', message: 'needs', details: { requiredScope: 'AUTHORIZED' } } });
    await expect(auth.changePassword('bad', 'New-pass-1')).resolves.toMatchObject({ ok: false, error: { code: 'AUTH.WRONG_PASSWORD' } });
    expect(h.renewals).toBe(0);
    expect(h.stub.calls).toHaveLength(3);
  });

  it('authFailure rethrows non-HTTP errors as they are', () => {
    const bug = new TypeError('bug');
    expect(() => authFailure(bug, ['WRONG_PASSWORD'])).toThrow(bug);
  });
});
