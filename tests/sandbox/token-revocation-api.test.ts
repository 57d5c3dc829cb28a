import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../sandbox/src/auth/password-hasher.js';
import { identitySettings } from '../../sandbox/src/auth/identity-settings.js';
import { tokenRevocationRoutes } from '../../sandbox/src/api/routes/token-revocation.routes.js';
import type { ApiDeps } from '../../sandbox/src/api/app-env.js';
import { SandboxHarness } from './sandbox-harness.js';

/** Test-only POST /__sandbox/tokens/revoke (decision 0289): a revoked session, as a journey needs it. */

const SARAH = 'sarah.johnson@example.com';
const TOKENS = '/api/auth/v0/an-us/tokens';
const REVOKE = '/api/__sandbox/tokens/revoke';

describe('POST /__sandbox/tokens/revoke', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open({ faults: true });
  });
  afterAll(async () => h?.close());

  it('revokes every token of the customer: their calls answer 401 TOKEN_INVALID, refresh cannot renew them, a new sign-in works', async () => {
    h.clearCookies();
    expect((await h.json('POST', TOKENS, { grantType: 'password', email: SARAH, password: DEMO_PASSWORD })).status).toBe(200);
    const token = h.cookie('vitrine_token');
    expect((await h.json('GET', '/api/profile/v0/an-us/me')).status).toBe(200);

    const revoked = await h.json('POST', REVOKE, { email: ' Sarah.Johnson@example.com ' });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ revoked: expect.any(Number) });
    expect((revoked.body as { revoked: number }).revoked).toBeGreaterThanOrEqual(1);

    expect(h.cookie('vitrine_token')).toBe(token);
    const me = await h.json('GET', '/api/profile/v0/an-us/me');
    expect(me.status).toBe(401);
    expect(me.body).toMatchObject({ code: 'TOKEN_INVALID' });
    expect((await h.json('POST', TOKENS, { grantType: 'refresh' })).status).toBe(401);

    expect((await h.json('POST', TOKENS, { grantType: 'password', email: SARAH, password: DEMO_PASSWORD })).status).toBe(200);
    expect((await h.json('GET', '/api/profile/v0/an-us/me')).status).toBe(200);
  });

  it('an unknown e-mail is 404 CUSTOMER_NOT_FOUND; a missing one 400 INVALID_REQUEST', async () => {
    const unknown = await h.json('POST', REVOKE, { email: 'nobody@example.com' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'CUSTOMER_NOT_FOUND' });
    expect((await h.json('POST', REVOKE, {})).status).toBe(400);
  });

  it('is not served without the fault switch, nor when token revocation is off (a non-loopback host)', async () => {
    const deps = { db: h.db, faults: null } as unknown as ApiDeps;
    expect((await tokenRevocationRoutes(deps, identitySettings()).request('/tokens/revoke', { method: 'POST', body: JSON.stringify({ email: SARAH }), headers: { 'content-type': 'application/json' } })).status).toBe(404);
    const withFaults = { db: h.db, faults: {} } as unknown as ApiDeps;
    const off = tokenRevocationRoutes(withFaults, identitySettings({ tokenRevocation: false }));
    expect((await off.request('/tokens/revoke', { method: 'POST', body: JSON.stringify({ email: SARAH }), headers: { 'content-type': 'application/json' } })).status).toBe(404);
  });
});
