import { describe, expect, it } from 'vitest';
import { clientHarness, TEST_BASE_URL } from '../support/client-harness.js';
import { apiError, json } from '../support/fetch-stub.js';

/** A 5xx answer calls onServerError once (shopping.md §8 "Global 500"; decision 0200). */
describe('onServerError', () => {
  it('fires once for a 500 and the call still fails with its HttpError', async () => {
    const events: unknown[] = [];
    const h = clientHarness({ onServerError: (e) => events.push(e) });
    h.stub.on('POST', '/api/contact-us', apiError(500, 'INTERNAL_ERROR'));
    await expect(h.http.post('/contact-us', { json: {} })).rejects.toMatchObject({ status: 500 });
    expect(events).toEqual([{ status: 500, method: 'POST', url: `${TEST_BASE_URL}/contact-us` }]);
  });

  it('does not fire for 4xx or success', async () => {
    const events: unknown[] = [];
    const h = clientHarness({ onServerError: (e) => events.push(e) });
    h.stub.on('GET', '/api/x', apiError(404, 'NOT_FOUND'), json(200, { ok: true }));
    await expect(h.http.get('/x')).rejects.toMatchObject({ status: 404 });
    await expect(h.http.get('/x')).resolves.toEqual({ ok: true });
    expect(events).toEqual([]);
  });

  it('logs a hook that throws', async () => {
    const h = clientHarness({
      onServerError: () => {
        throw new Error('ui not ready');
      },
    });
    h.stub.on('POST', '/api/x', apiError(503, 'UNAVAILABLE'));
    await expect(h.http.post('/x', { json: {} })).rejects.toMatchObject({ status: 503 });
    expect(h.logger.messages('error').some((m) => m.includes('onServerError failed'))).toBe(true);
  });
});
