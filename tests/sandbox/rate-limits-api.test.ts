import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../sandbox/src/auth/password-hasher.js';
import { SandboxHarness } from './sandbox-harness.js';

/** Refused attempts per client address (sandbox/src/api/rate-limits.ts; docs/auth-api.md). */

const TOKENS = '/api/auth/v0/an-us/tokens';
const BALANCE = '/api/checkout/v0/an-us/gift-cards/balance';

describe('per-address limits on passwords and gift card PINs', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open({ addressLimits: { signIn: { limit: 3, windowMs: 60_000 }, giftCardBalance: { limit: 2, windowMs: 60_000 } } });
  });
  afterAll(async () => h?.close());

  it('counts refused passwords only, then answers 429 RATE_LIMITED with Retry-After, even for the right password', async () => {
    expect((await h.json('POST', TOKENS, { grantType: 'guest' })).status).toBe(200);
    expect((await h.json('POST', TOKENS, { grantType: 'password', email: 'michael.chen@example.com', password: DEMO_PASSWORD })).status).toBe(200);
    h.clearCookies();
    for (const email of ['nobody-1@example.com', 'nobody-2@example.com', 'nobody-3@example.com']) {
      expect((await h.json('POST', TOKENS, { grantType: 'password', email, password: 'guess-password-1' })).body.code).toBe('UNKNOWN_EMAIL');
    }
    const limited = await h.json('POST', TOKENS, { grantType: 'password', email: 'michael.chen@example.com', password: DEMO_PASSWORD });
    expect([limited.status, limited.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(limited.body.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.body.details.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(limited.headers.get('Retry-After')).toBe(String(limited.body.details.retryAfterSeconds));
    expect((await h.json('POST', TOKENS, { grantType: 'guest' })).status).toBe(200);
  });

  it('limits wrong gift card PINs the same way', async () => {
    for (let i = 0; i < 2; i += 1) expect((await h.json('POST', BALANCE, { cardNumber: '6006491000000001', pin: '9999' })).status).toBe(404);
    const limited = await h.json('POST', BALANCE, { cardNumber: '6006491000000001', pin: '1234' });
    expect([limited.status, limited.body.code]).toEqual([429, 'RATE_LIMITED']);
  });
});
