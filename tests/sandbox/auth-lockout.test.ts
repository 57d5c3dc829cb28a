import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../sandbox/src/auth/password-hasher.js';
import { SandboxHarness } from './sandbox-harness.js';

/** Lock-out after 5 failed attempts in 15 minutes, for 15 minutes (docs/auth-api.md; decision 0071). */

const MINUTE = 60_000;
const TOKENS = '/api/auth/v0/an-us/tokens';

describe('sign-in lock-out', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());
  beforeEach(() => {
    h.clearCookies();
    h.now += 24 * 60 * MINUTE;
  });

  const attempt = (email: string, password: string) => h.json('POST', TOKENS, { grantType: 'password', email, password });

  it('locks after the 5th failure within 15 minutes, refuses even the right password, and unlocks after 15 minutes', async () => {
    const email = 'michael.chen@example.com';
    const lefts: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await attempt(email, `wrong-${i}-password`);
      expect([res.status, res.body.code]).toEqual([401, 'WRONG_PASSWORD']);
      lefts.push(res.body.details.attemptsLeft);
      h.now += MINUTE;
    }
    expect(lefts).toEqual([4, 3, 2, 1]);
    const fifth = await attempt(email, 'wrong-5-password');
    expect([fifth.status, fifth.body.code, fifth.body.details]).toEqual([423, 'ACCOUNT_LOCKED', { retryAfterSeconds: 900 }]);
    expect(fifth.body.message).toBe('Too many failed attempts. Try again in 15 minutes.');

    h.now += 10 * MINUTE;
    const locked = await attempt(email, DEMO_PASSWORD);
    expect([locked.status, locked.body.code, locked.body.details]).toEqual([423, 'ACCOUNT_LOCKED', { retryAfterSeconds: 300 }]);
    h.now += 5 * MINUTE - 1000;
    expect((await attempt(email, DEMO_PASSWORD)).body.details).toEqual({ retryAfterSeconds: 1 });

    h.now += 1000;
    const after = await attempt(email, 'still-wrong-1');
    expect(after.body.details).toEqual({ attemptsLeft: 4 });
    expect((await attempt(email, DEMO_PASSWORD)).body.scope).toBe('AUTHORIZED');
  });

  it('counts parallel attempts atomically: ten at once get exactly five tries, then the lock', async () => {
    const email = 'olivia.thompson@example.com';
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(email, `parallel-wrong-${i}`)));
    const codes = answers.map((res) => res.body.code as string);
    expect(codes.filter((code) => code === 'WRONG_PASSWORD')).toHaveLength(4);
    expect(codes.filter((code) => code === 'ACCOUNT_LOCKED')).toHaveLength(6);
    expect(answers.map((res) => res.body.details?.attemptsLeft).filter((left) => left !== undefined).sort()).toEqual([1, 2, 3, 4]);
    expect((await attempt(email, DEMO_PASSWORD)).body.code).toBe('ACCOUNT_LOCKED');
    h.now += 15 * MINUTE;
    expect((await attempt(email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts only failures inside the 15-minute window, and a success starts the count afresh', async () => {
    const email = 'emily.rodriguez@example.com';
    for (let i = 0; i < 4; i += 1) await attempt(email, 'wrong-password-1');
    h.now += 15 * MINUTE + 1;
    expect((await attempt(email, 'wrong-password-1')).body.details).toEqual({ attemptsLeft: 4 });
    for (let i = 0; i < 3; i += 1) await attempt(email, 'wrong-password-1');
    expect((await attempt(email, DEMO_PASSWORD)).status).toBe(200);
    h.clearCookies();
    expect((await attempt(email, 'wrong-password-1')).body.details).toEqual({ attemptsLeft: 4 });
  });

  it('counts wrong passwords of the upgrade grant too, and locks the upgrade', async () => {
    const email = 'james.patel@example.com';
    await attempt(email, DEMO_PASSWORD);
    const upgrade = (password: string) => h.json('POST', TOKENS, { grantType: 'upgrade', password });
    for (let i = 0; i < 4; i += 1) expect((await upgrade('wrong-password-1')).body.code).toBe('WRONG_PASSWORD');
    const fifth = await upgrade('wrong-password-1');
    expect([fifth.status, fifth.body.code]).toEqual([423, 'ACCOUNT_LOCKED']);
    expect((await upgrade(DEMO_PASSWORD)).status).toBe(423);
    h.clearCookies();
    expect((await attempt(email, DEMO_PASSWORD)).status).toBe(423);
  });

  it('never locks an unknown e-mail (nothing to lock): it stays UNKNOWN_EMAIL', async () => {
    for (let i = 0; i < 6; i += 1) expect((await attempt('ghost@example.com', 'wrong-password-1')).body.code).toBe('UNKNOWN_EMAIL');
  });
});
