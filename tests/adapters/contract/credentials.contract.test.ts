import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthGateway, CredentialsGateway, ProfileGateway, SessionGateway } from '@vitrine/core';
import { BACKENDS, PASSWORD, sandboxClient, type BackendClient, type ContractBackend, type InMemoryClient } from './support/backends.js';
import { mailboxOf, startIdentitySandbox } from './support/identity-harness.js';

/**
 * Contract: CredentialsGateway (shell-and-account.md §7 POST /me/verifications, POST/PUT
 * /me/credentials/phonenumber, PUT /profile/v1/{siteId}/me/credentials/username, POST /me/employee;
 * decision 0180), written once and run against the sandbox (KyCredentialsGateway over real HTTP,
 * codes read from its test mailbox) and the in-memory fake; then the expiry against a sandbox whose
 * codes live 1 ms.
 */

/** The last code sent to `to` on this back end. */
async function lastCode(backend: ContractBackend, client: BackendClient, to: string): Promise<string> {
  if (backend.name === 'sandbox') {
    const messages = await mailboxOf(backend.url!, to);
    const body = messages.at(-1)?.body ?? '';
    return /\b(\d{6})\b/.exec(body)?.[1] ?? '';
  }
  return (client as InMemoryClient).backend.credentials.mailbox.filter((m) => m.to === to).at(-1)?.code ?? '';
}

/** A wrong code: the right one with its last digit changed. */
const wrong = (code: string) => `${code.slice(0, 5)}${(Number(code.at(-1)) + 1) % 10}`;

describe.each(BACKENDS)('credentials contract (%s)', (_name, startBackend) => {
  let backend: ContractBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(async () => backend?.close());

  const signedIn = async (email: string) => {
    const client = backend.client();
    const signed = await client.get(AuthGateway).signIn(email, PASSWORD);
    if (!signed.ok) throw new Error(signed.error.code);
    return client;
  };

  it('changes the phone number with the code sent to it by SMS, stored as digits only', async () => {
    const client = await signedIn(backend.facts.customers[0]!.email);
    const credentials = client.get(CredentialsGateway);
    const challenge = await credentials.requestVerification({ phoneNumber: '(312) 555-0188' });
    expect(challenge).toMatchObject({ ok: true, value: { channel: 'SMS', referenceId: expect.any(String), expiresAt: expect.any(Number) } });
    if (!challenge.ok) return;
    const code = await lastCode(backend, client, '3125550188');
    expect(code).toMatch(/^\d{6}$/);
    const changed = await credentials.setPhoneNumber({ phoneNumber: '312-555-0188', otp: code, referenceId: challenge.value.referenceId }, 'change');
    expect(changed).toMatchObject({ ok: true, value: { phone: { number: '3125550188' } } });
    expect((await client.get(ProfileGateway).getProfile()).phone).toEqual({ number: '3125550188' });
    // A code works once.
    expect(await credentials.setPhoneNumber({ phoneNumber: '3125550188', otp: code, referenceId: challenge.value.referenceId }, 'change')).toMatchObject({ ok: false, error: { code: 'CREDENTIALS.OTP_EXPIRED' } });
  });

  it('refuses a wrong code with the attempts left, and a code sent to another number; five wrong codes use it up', async () => {
    const client = await signedIn(backend.facts.customers[1]!.email);
    const credentials = client.get(CredentialsGateway);
    const challenge = await credentials.requestVerification({ phoneNumber: '2125550100' });
    if (!challenge.ok) throw new Error(challenge.error.code);
    const code = await lastCode(backend, client, '2125550100');
    const referenceId = challenge.value.referenceId;
    expect(await credentials.setPhoneNumber({ phoneNumber: '2125550100', otp: wrong(code), referenceId }, 'change')).toMatchObject({ ok: false, error: { code: 'CREDENTIALS.OTP_INVALID', details: { attemptsLeft: 4 } } });
    expect(await credentials.setPhoneNumber({ phoneNumber: '2125550999', otp: code, referenceId }, 'change')).toMatchObject({ ok: false, error: { code: 'CREDENTIALS.OTP_INVALID', details: { attemptsLeft: 3 } } });
    for (let i = 0; i < 2; i += 1) await credentials.setPhoneNumber({ phoneNumber: '2125550100', otp: wrong(code), referenceId }, 'change');
    expect(await credentials.setPhoneNumber({ phoneNumber: '2125550100', otp: wrong(code), referenceId }, 'change')).toMatchObject({ ok: false, error: { code: 'CREDENTIALS.OTP_ATTEMPTS_EXCEEDED' } });
    expect(await credentials.setPhoneNumber({ phoneNumber: '2125550100', otp: code, referenceId }, 'change')).toMatchObject({ ok: false, error: { code: 'CREDENTIALS.OTP_ATTEMPTS_EXCEEDED' } });
  });

  it('checks the target: PHONE_INVALID, EMAIL_INVALID; POST adds a phone only when there is none', async () => {
    const client = await signedIn(backend.facts.customers[2]!.email);
    const credentials = client.get(CredentialsGateway);
    expect(await credentials.requestVerification({ phoneNumber: '12' })).toMatchObject({ ok: false, error: { code: 'CREDENTIALS.PHONE_INVALID' } });
    expect(await credentials.requestVerification({ emailAddress: 'not-an-address' })).toMatchObject({ ok: false, error: { code: 'CREDENTIALS.EMAIL_INVALID' } });
    const profile = await client.get(ProfileGateway).getProfile();
    const challenge = await credentials.requestVerification({ phoneNumber: '4155550142' });
    if (!challenge.ok) throw new Error(challenge.error.code);
    const code = await lastCode(backend, client, '4155550142');
    const added = await credentials.setPhoneNumber({ phoneNumber: '4155550142', otp: code, referenceId: challenge.value.referenceId }, 'add');
    if (profile.phone) expect(added).toMatchObject({ ok: false, error: { code: 'CREDENTIALS.PHONE_EXISTS' } });
    else expect(added).toMatchObject({ ok: true, value: { phone: { number: '4155550142' } } });
  });

  it('sends at most five codes to one phone number in 15 minutes: the sixth is CREDENTIALS.RATE_LIMITED with the wait (decision 0295)', async () => {
    const client = await signedIn(backend.facts.customers[2]!.email);
    const credentials = client.get(CredentialsGateway);
    for (let i = 0; i < 5; i += 1) expect((await credentials.requestVerification({ phoneNumber: '5105550100' })).ok).toBe(true);
    const limited = await credentials.requestVerification({ phoneNumber: '510-555-0100' });
    expect(limited).toMatchObject({ ok: false, error: { code: 'CREDENTIALS.RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } } });
    if (!limited.ok) expect(Number(limited.error.details?.['retryAfterSeconds'])).toBeGreaterThan(14 * 60);
  });

  it('changes the username with the code sent to the new address; an address of another account is EMAIL_IN_USE', async () => {
    const client = await signedIn(backend.facts.customers[0]!.email);
    const credentials = client.get(CredentialsGateway);
    const taken = backend.facts.checkout.withExpiredCard;
    const takenChallenge = await credentials.requestVerification({ emailAddress: taken });
    if (!takenChallenge.ok) throw new Error(takenChallenge.error.code);
    expect(await credentials.changeUsername({ username: taken, otp: await lastCode(backend, client, taken), referenceId: takenChallenge.value.referenceId })).toMatchObject({
      ok: false,
      error: { code: 'CREDENTIALS.EMAIL_IN_USE' },
    });
    const fresh = `renamed.${backend.name}@example.com`;
    const challenge = await credentials.requestVerification({ emailAddress: fresh });
    if (!challenge.ok) throw new Error(challenge.error.code);
    expect(challenge.value.channel).toBe('EMAIL');
    const changed = await credentials.changeUsername({ username: fresh, otp: await lastCode(backend, client, fresh), referenceId: challenge.value.referenceId });
    expect(changed).toMatchObject({ ok: true, value: { emailAddress: fresh } });
  });

  it('links an employee id, and names the fields it refuses', async () => {
    const client = await signedIn(backend.facts.customers[1]!.email);
    const credentials = client.get(CredentialsGateway);
    expect(await credentials.linkEmployee({ continent: 'MARS', employeeId: '12', storeLocation: '' })).toMatchObject({
      ok: false,
      error: { code: 'CREDENTIALS.EMPLOYEE_INVALID', details: { fields: ['employeeId', 'continent', 'storeLocation'] } },
    });
    const linked = await credentials.linkEmployee({ continent: 'NORTH_AMERICA', employeeId: 'e123456', storeLocation: 'Philadelphia' });
    expect(linked).toMatchObject({ ok: true, value: { employee: { employeeId: 'E123456' } } });
  });

  it('a guest gets CREDENTIALS.SIGN_IN_REQUIRED', async () => {
    const client = backend.client();
    await client.get(SessionGateway).createGuestSession();
    expect(await client.get(CredentialsGateway).requestVerification({ phoneNumber: '3125550188' })).toMatchObject({ ok: false, error: { code: 'CREDENTIALS.SIGN_IN_REQUIRED' } });
  });
});

describe('one-time codes expire (sandbox with 1 ms codes)', () => {
  let sandbox: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    sandbox = await startIdentitySandbox({ otpTtlMs: 1 });
  });
  afterAll(async () => sandbox?.close());

  it('answers CREDENTIALS.OTP_EXPIRED for a right code after its lifetime', async () => {
    const client = sandboxClient(sandbox.url);
    const signed = await client.get(AuthGateway).signIn('noah.taylor@example.com', PASSWORD);
    if (!signed.ok) throw new Error(signed.error.code);
    const credentials = client.get(CredentialsGateway);
    const challenge = await credentials.requestVerification({ phoneNumber: '6175550123' });
    if (!challenge.ok) throw new Error(challenge.error.code);
    const code = /\b(\d{6})\b/.exec((await mailboxOf(sandbox.url, '6175550123')).at(-1)!.body)![1]!;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await credentials.setPhoneNumber({ phoneNumber: '6175550123', otp: code, referenceId: challenge.value.referenceId }, 'change')).toMatchObject({ ok: false, error: { code: 'CREDENTIALS.OTP_EXPIRED' } });
  });
});
