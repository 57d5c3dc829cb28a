import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../sandbox/src/api/app.js';
import { identitySettings } from '../../sandbox/src/auth/identity-settings.js';
import { isLoopbackHost } from '../../sandbox/src/auth/loopback.js';
import { maskEmail } from '../../sandbox/src/auth/customer-repository.js';
import { ARGON2_COST, DEMO_PASSWORD, demoPasswordHash, hashPassword, isStrongPassword, verifyPassword } from '../../sandbox/src/auth/password-hasher.js';
import { resetLinkOf } from '../../sandbox/src/profile/account-service.js';
import { AGENT_EMAIL, importCustomers, regionCode } from '../../sandbox/src/seed/importers/customers.importer.js';
import { openTestDatabase, TEST_SAMPLE_DATA_DIR } from '../support/sandbox.js';

/** Password hashing, the identity settings, the customer import and the seeded accounts (decisions 0070-0076). */

describe('password hashing (argon2id, hash-wasm)', () => {
  it('hashes to a PHC string with the recorded cost and a random salt, and verifies', async () => {
    const a = await hashPassword('Secret-pass-1');
    const b = await hashPassword('Secret-pass-1');
    expect(a).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${ARGON2_COST.memorySize},t=${ARGON2_COST.iterations},p=${ARGON2_COST.parallelism}\\$`));
    expect(a).not.toBe(b);
    expect(await verifyPassword('Secret-pass-1', a)).toBe(true);
    expect(await verifyPassword('Secret-pass-2', a)).toBe(false);
    expect(await verifyPassword('Secret-pass-1', 'not-a-hash')).toBe(false);
  });

  it('computes the demo hash once, the same in every seed', async () => {
    const first = demoPasswordHash();
    expect(demoPasswordHash()).toBe(first);
    expect(await verifyPassword(DEMO_PASSWORD, await first)).toBe(true);
  });

  it.each([
    ['Vitrine-demo-1', true],
    ['abcdefg1', true],
    ['motdepasse9é', true],
    ['abc1', false],
    ['abcdefgh', false],
    ['12345678', false],
    [`${'a'.repeat(128)}1`, false],
    [undefined, false],
  ])('password rule: %j → %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });
});

describe('identity settings and helpers', () => {
  it('defaults: step-up 900 s, customer tokens 30 days, agents 8 h, lock-out 5 in 15 min for 15 min, links 30 min, one-time codes 10 min with 5 tries, 5 per destination and 10 per account in 15 min', () => {
    const s = identitySettings();
    expect(s).toEqual({
      authorizedTtlMs: 900_000,
      registeredTtlMs: 30 * 86_400_000,
      callCenterTtlMs: 8 * 3_600_000,
      refreshWindowMs: 30 * 86_400_000,
      lockout: { maxFailures: 5, windowMs: 900_000, lockMs: 900_000 },
      resetLinkTtlMs: 1_800_000,
      mailbox: true,
      otpTtlMs: 600_000,
      otpMaxAttempts: 5,
      otpSends: { perDestination: 5, perAccount: 10, windowMs: 900_000 },
      tokenRevocation: true,
    });
    expect(identitySettings({ authorizedTtlMs: 5000, mailbox: false })).toMatchObject({ authorizedTtlMs: 5000, mailbox: false });
    expect(() => identitySettings({ authorizedTtlMs: 0 })).toThrow(RangeError);
  });

  it('reads VITRINE_AUTHORIZED_TTL (seconds) when no option is given', () => {
    const before = process.env.VITRINE_AUTHORIZED_TTL;
    process.env.VITRINE_AUTHORIZED_TTL = '60';
    try {
      expect(identitySettings().authorizedTtlMs).toBe(60_000);
      expect(identitySettings({ authorizedTtlMs: 1000 }).authorizedTtlMs).toBe(1000);
      process.env.VITRINE_AUTHORIZED_TTL = 'soon';
      expect(identitySettings().authorizedTtlMs).toBe(900_000);
    } finally {
      if (before === undefined) delete process.env.VITRINE_AUTHORIZED_TTL;
      else process.env.VITRINE_AUTHORIZED_TTL = before;
    }
  });

  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['localhost', true],
    ['::1', true],
    ['[::1]', true],
    ['0.0.0.0', false],
    ['192.168.1.2', false],
    ['example.test', false],
  ])('loopback host %s → %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });

  it('masks e-mails, builds reset links on the context path, maps region names', () => {
    expect(maskEmail('roni_cost@example.com')).toBe('r*******t@example.com');
    expect(maskEmail('ab@example.com')).toBe('ab@example.com');
    expect(resetLinkOf('/fr-fr/', 'abc')).toBe('/fr-fr/password/reset?token=abc');
    expect(resetLinkOf(undefined, 'abc')).toBe('/password/reset?token=abc');
    expect(resetLinkOf('https://evil.example/', 'abc')).toBe('/password/reset?token=abc');
    expect(regionCode('US', 'Michigan')).toBe('MI');
    expect(regionCode('CA', 'on')).toBe('ON');
    expect(regionCode('GB', '')).toBe('');
  });
});

describe('customer import', () => {
  it('reads the Luma and Spree customers plus the agent, each with an address (the agent without)', () => {
    const customers = importCustomers(TEST_SAMPLE_DATA_DIR);
    expect(customers).toHaveLength(22);
    expect(new Set(customers.map((c) => c.email)).size).toBe(22);
    const roni = customers.find((c) => c.email === 'roni_cost@example.com')!;
    expect(roni.addresses[0]!.address).toEqual({
      address1: '6146 Honey Bluff Parkway',
      address2: '',
      city: 'Calder',
      country: 'US',
      name: { first: 'Veronica', last: 'Costello' },
      phoneNumber: '5552293326',
      postalCode: '49628-7978',
      region: 'MI',
    });
    const charlotte = customers.find((c) => c.email === 'charlotte.harris@example.com')!;
    expect(charlotte.addresses[0]!.address).toMatchObject({ country: 'GB', region: '', postalCode: 'W8 5NP', phoneNumber: '442079460958' });
    const agent = customers.find((c) => c.email === AGENT_EMAIL)!;
    expect([agent.role, agent.addresses]).toEqual(['CALL_CENTER', []]);
    expect(importCustomers(TEST_SAMPLE_DATA_DIR)).toEqual(customers);
  });

  it('seeds only the agent when the sample data is missing', () => {
    expect(importCustomers(path.join(os.tmpdir(), 'no-sample-data-here')).map((c) => c.email)).toEqual([AGENT_EMAIL]);
  });
});

describe('seeded accounts and app options', () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let cacheDir: string;
  beforeAll(async () => {
    db = await openTestDatabase();
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-auth-units-'));
  });
  afterAll(async () => {
    await db?.close();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it('stores 22 accounts, each with the demo hash, and one address per customer', async () => {
    const rows = await db.db.query<{ role: string; password_hash: string; addresses: number }>(
      'select role, password_hash, (select count(*)::int from customer_address a where a.profile_id = c.profile_id) as addresses from customer c',
    );
    expect(rows).toHaveLength(22);
    expect(rows.filter((r) => r.role === 'CALL_CENTER')).toHaveLength(1);
    expect(new Set(rows.map((r) => r.password_hash))).toEqual(new Set([await demoPasswordHash()]));
    expect(rows.filter((r) => r.addresses === 1)).toHaveLength(21);
  });

  it('honours authorizedTtlMs and serves no mailbox when it is off', async () => {
    let now = Date.UTC(2026, 1, 1);
    const app = createSandboxApp({ db: db.db, sampleDataDir: TEST_SAMPLE_DATA_DIR, imageCacheDir: cacheDir, clock: () => now, identity: { authorizedTtlMs: 5000, mailbox: false } });
    const res = await app.request('/api/auth/v0/an-us/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grantType: 'password', email: 'roni_cost@example.com', password: DEMO_PASSWORD }),
    });
    const body = await res.json();
    expect([body.scope, body.authorizedUntil]).toEqual(['AUTHORIZED', now + 5000]);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('vitrine_token='))!.split(';')[0]!;
    now += 5000;
    const put = await app.request('/api/profile/v0/an-us/me', { method: 'PATCH', headers: { cookie, 'content-type': 'application/json' }, body: '[]' });
    expect(((await put.json()) as { details: unknown }).details).toEqual({ requiredScope: 'AUTHORIZED' });
    const mailbox = await app.request('/api/__sandbox/mailbox');
    expect(mailbox.status).toBe(404);
  });
});
