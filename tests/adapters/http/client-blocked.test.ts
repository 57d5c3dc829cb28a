import { describe, expect, it } from 'vitest';
import { clientHarness, TEST_BASE_URL } from '../support/client-harness.js';
import { apiError, json } from '../support/fetch-stub.js';

/** 403 with the specific code: report and reload unless ABR (shopping.md §8, shell-and-account.md §8; decision 0036). */
describe('onBlocked', () => {
  it('reports a 403 BLOCKED_BY_PERIMETER_X and asks for the reload once; the call still fails', async () => {
    const events: unknown[] = [];
    const h = clientHarness({ onBlocked: (e) => events.push(e) });
    h.stub.on('POST', '/api/checkout/v0/an-us/carts/items', apiError(403, 'BLOCKED_BY_PERIMETER_X'));
    await expect(h.http.post('/checkout/v0/an-us/carts/items', { json: {} })).rejects.toMatchObject({ status: 403, code: 'BLOCKED_BY_PERIMETER_X' });
    expect(events).toEqual([{ method: 'POST', url: `${TEST_BASE_URL}/checkout/v0/an-us/carts/items` }]);
    expect(h.logger.messages('error').some((m) => m.includes('BLOCKED_BY_PERIMETER_X'))).toBe(true);
  });

  it('only reports while a bot challenge (ABR) is active', async () => {
    const events: unknown[] = [];
    const h = clientHarness({ onBlocked: (e) => events.push(e), botChallengeActive: () => true });
    h.stub.on('GET', '/api/x', apiError(403, 'BLOCKED_BY_PERIMETER_X'));
    await expect(h.http.get('/x')).rejects.toMatchObject({ status: 403 });
    expect(events).toEqual([]);
    expect(h.logger.messages('error').some((m) => m.includes('BLOCKED_BY_PERIMETER_X'))).toBe(true);
  });

  it('leaves other 403s and successes alone', async () => {
    const events: unknown[] = [];
    const h = clientHarness({ onBlocked: (e) => events.push(e) });
    h.stub.on('GET', '/api/x', apiError(403, 'FORBIDDEN'), json(200, { ok: true }));
    await expect(h.http.get('/x')).rejects.toMatchObject({ status: 403 });
    await expect(h.http.get('/x')).resolves.toEqual({ ok: true });
    expect(events).toEqual([]);
  });
});
