import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn, SITE } from './checkout-test-support.js';
import { SandboxHarness } from './sandbox-harness.js';

/**
 * The order endpoints' token check (shell-and-account.md §4 reauth, §8; decision 0440): a presented
 * token that is unknown or expired answers 401 TOKEN_INVALID / TOKEN_EXPIRED (the client renews and
 * reissues), never 403; without a token cookie the answers stay 403 SCOPE_REQUIRED.
 */

const ORDERS = `/api/order/v0/${SITE}/orders`;
const DAY = 24 * 60 * 60 * 1000;

describe('order endpoints and the token', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());
  beforeEach(() => {
    h.clearCookies();
    h.now += DAY;
  });

  const endpoints = [ORDERS, `${ORDERS}/AN0000000000`, `${ORDERS}/AN0000000000/payments`];

  it('answers 401 TOKEN_INVALID for an unknown token on history, details and payments', async () => {
    h.setCookie('vitrine_token', 'not-a-token-the-sandbox-issued');
    for (const url of endpoints) {
      const res = await h.json('GET', url);
      expect([url, res.status, res.body.code]).toEqual([url, 401, 'TOKEN_INVALID']);
    }
  });

  it('answers 401 TOKEN_EXPIRED for an expired token', async () => {
    await signIn(h);
    h.now += 60 * DAY;
    const res = await h.json('GET', ORDERS);
    expect([res.status, res.body.code]).toEqual([401, 'TOKEN_EXPIRED']);
  });

  it('still answers 403 SCOPE_REQUIRED without a token cookie', async () => {
    const res = await h.json('GET', ORDERS);
    expect([res.status, res.body.code]).toEqual([403, 'SCOPE_REQUIRED']);
  });
});
