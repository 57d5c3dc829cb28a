import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../sandbox/src/auth/password-hasher.js';
import { SandboxHarness, type JsonResponse } from './sandbox-harness.js';

/**
 * Limits on one-time codes (shell-and-account.md §7 POST /me/verifications and the credential
 * calls; decisions 0180, 0295): codes sent per destination, per account and per address; refused
 * code checks per address; a code dies after five wrong tries, also when they arrive together.
 */

const VERIFICATIONS = '/api/profile/v0/an-us/me/verifications';
const PHONE = '/api/profile/v0/an-us/me/credentials/phonenumber';
const USERNAME = '/api/profile/v1/an-us/me/credentials/username';
const FIFTEEN_MINUTES = 15 * 60_000;

async function signIn(h: SandboxHarness, email: string): Promise<void> {
  h.clearCookies();
  const signed = await h.json('POST', '/api/auth/v0/an-us/tokens', { grantType: 'password', email, password: DEMO_PASSWORD });
  expect(signed.status).toBe(200);
}

/** The last code the test mailbox holds for `to`. */
async function lastCode(h: SandboxHarness, to: string): Promise<string> {
  const { body } = await h.json('GET', `/api/__sandbox/mailbox?to=${encodeURIComponent(to)}`);
  const messages = body.messages as { body: string }[];
  return /\b(\d{6})\b/.exec(messages.at(-1)?.body ?? '')?.[1] ?? '';
}

const wrong = (code: string) => `${code.slice(0, 5)}${(Number(code.at(-1)) + 1) % 10}`;

function expectRateLimited(answer: JsonResponse, maxSeconds: number): void {
  expect([answer.status, answer.body.code]).toEqual([429, 'RATE_LIMITED']);
  expect(answer.body.details.retryAfterSeconds).toBeGreaterThan(0);
  expect(answer.body.details.retryAfterSeconds).toBeLessThanOrEqual(maxSeconds);
  expect(answer.headers.get('Retry-After')).toBe(String(answer.body.details.retryAfterSeconds));
}

describe('codes sent per destination and per account', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());
  beforeEach(() => {
    h.now += 24 * 60 * 60_000;
  });

  it('sends at most five codes to one phone number in 15 minutes, whichever account asks; the wait ends with the oldest code', async () => {
    await signIn(h, 'michael.chen@example.com');
    const first = h.now;
    for (let i = 0; i < 5; i += 1) {
      expect((await h.json('POST', VERIFICATIONS, { phoneNumber: '3125550101' })).status).toBe(201);
      h.now += 60_000;
    }
    const limited = await h.json('POST', VERIFICATIONS, { phoneNumber: '(312) 555-0101' });
    expectRateLimited(limited, 15 * 60);
    expect(limited.body.details.retryAfterSeconds).toBe((first + FIFTEEN_MINUTES - h.now) / 1000);
    // Another number is still fine for this account.
    expect((await h.json('POST', VERIFICATIONS, { phoneNumber: '3125550102' })).status).toBe(201);
    // Another account cannot flood the same number either.
    await signIn(h, 'noah.taylor@example.com');
    expectRateLimited(await h.json('POST', VERIFICATIONS, { phoneNumber: '3125550101' }), 15 * 60);
    // Once the oldest code leaves the window, one more can go.
    h.now = first + FIFTEEN_MINUTES + 1;
    await signIn(h, 'noah.taylor@example.com');
    expect((await h.json('POST', VERIFICATIONS, { phoneNumber: '3125550101' })).status).toBe(201);
  });

  it('sends at most ten codes for one account in 15 minutes, wherever they go', async () => {
    await signIn(h, 'ava.clark@example.com');
    for (let i = 0; i < 10; i += 1) {
      const target = i % 2 === 0 ? { phoneNumber: `41555502${String(i).padStart(2, '0')}` } : { emailAddress: `ava.new${i}@example.com` };
      expect((await h.json('POST', VERIFICATIONS, target)).status).toBe(201);
    }
    expectRateLimited(await h.json('POST', VERIFICATIONS, { emailAddress: 'ava.other@example.com' }), 15 * 60);
  });

  it('uses a code up after five wrong tries, also when they arrive together', async () => {
    await signIn(h, 'ethan.brown@example.com');
    const sent = await h.json('POST', VERIFICATIONS, { phoneNumber: '6175550111' });
    const code = await lastCode(h, '6175550111');
    const tries = await Promise.all(
      Array.from({ length: 10 }, () => h.json('PUT', PHONE, { phoneNumber: '6175550111', otp: wrong(code), referenceId: sent.body.referenceId })),
    );
    const codes = tries.map((answer) => answer.body.code);
    expect(codes.filter((c) => c === 'OTP_INVALID')).toHaveLength(4);
    expect(codes.filter((c) => c === 'OTP_ATTEMPTS_EXCEEDED')).toHaveLength(6);
    const right = await h.json('PUT', PHONE, { phoneNumber: '6175550111', otp: code, referenceId: sent.body.referenceId });
    expect([right.status, right.body.code]).toEqual([429, 'OTP_ATTEMPTS_EXCEEDED']);
  });
});

describe('per-address limits on one-time codes', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open({ addressLimits: { oneTimeCodeChecks: { limit: 3, windowMs: 60_000 }, oneTimeCodeSends: { limit: 4, windowMs: 60_000 } } });
  });
  afterAll(async () => h?.close());

  it('counts refused codes of the phone and the username changes together, then refuses even a right code with 429 RATE_LIMITED', async () => {
    await signIn(h, 'mia.scott@example.com');
    const phone = await h.json('POST', VERIFICATIONS, { phoneNumber: '2125550177' });
    const phoneCode = await lastCode(h, '2125550177');
    const email = await h.json('POST', VERIFICATIONS, { emailAddress: 'mia.renamed@example.com' });
    const emailCode = await lastCode(h, 'mia.renamed@example.com');
    for (let i = 0; i < 2; i += 1) {
      expect((await h.json('PUT', PHONE, { phoneNumber: '2125550177', otp: wrong(phoneCode), referenceId: phone.body.referenceId })).body.code).toBe('OTP_INVALID');
    }
    expect((await h.json('PUT', USERNAME, { username: 'mia.renamed@example.com', otp: wrong(emailCode), referenceId: email.body.referenceId })).body.code).toBe('OTP_INVALID');
    expectRateLimited(await h.json('PUT', PHONE, { phoneNumber: '2125550177', otp: phoneCode, referenceId: phone.body.referenceId }), 60);
    expectRateLimited(await h.json('PUT', USERNAME, { username: 'mia.renamed@example.com', otp: emailCode, referenceId: email.body.referenceId }), 60);
  });

  it('counts every code sent from an address, whatever the account and destination', async () => {
    // The first test sent two codes from this address; two more are allowed.
    await signIn(h, 'lucas.garcia@example.com');
    expect((await h.json('POST', VERIFICATIONS, { phoneNumber: '3035550101' })).status).toBe(201);
    await signIn(h, 'harper.white@example.com');
    expect((await h.json('POST', VERIFICATIONS, { phoneNumber: '3035550102' })).status).toBe(201);
    expectRateLimited(await h.json('POST', VERIFICATIONS, { emailAddress: 'harper.new@example.com' }), 60);
  });
});
