import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox } from '../support/sandbox.js';
import { SandboxHarness } from './sandbox-harness.js';

/** The fault switch over real HTTP (a dropped connection needs a socket). */
describe('fault switch', () => {
  let sandbox: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    sandbox = await startTestSandbox({ faults: true });
  });
  afterAll(async () => sandbox?.close());

  const api = (path: string, init?: RequestInit) => fetch(`${sandbox.url}/api${path}`, init);
  const arm = (fault: Record<string, unknown>) => api('/__sandbox/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
  const CONFIG = '/catalog/v0/an-us/configuration';

  it('fails the next N matching calls with the status and code, then lets calls through', async () => {
    expect((await arm({ path: CONFIG, method: 'GET', count: 2, status: 503, code: 'SERVICE_DOWN' })).status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const res = await api(CONFIG);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ code: 'SERVICE_DOWN', details: { mocked: true } });
    }
    expect((await api(CONFIG)).status).toBe(200);
  });

  it('matches the method: a POST fault leaves GETs alone; MOCKED_FAULT is the default code', async () => {
    await arm({ path: '/checkout/v0/an-us/carts/items', method: 'POST', count: 1, status: 412, code: 'CART_NOT_ACTIVE' });
    await arm({ path: CONFIG, method: 'POST', status: 500 });
    expect((await api(CONFIG)).status).toBe(200);
    const cartAdd = await api('/checkout/v0/an-us/carts/items', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect([cartAdd.status, (await cartAdd.json()).code]).toEqual([412, 'CART_NOT_ACTIVE']);
    const post = await api(CONFIG, { method: 'POST' });
    expect([post.status, (await post.json()).code]).toEqual([500, 'MOCKED_FAULT']);
  });

  it('delays a call (alone: then answers normally)', async () => {
    await arm({ path: CONFIG, delayMs: 300 });
    const started = performance.now();
    const res = await api(CONFIG);
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('drops the connection', async () => {
    await arm({ path: CONFIG, drop: true });
    await expect(api(CONFIG)).rejects.toThrow();
    expect((await api(CONFIG)).status).toBe(200);
  });

  it('matches a path prefix ending in *, and DELETE clears every fault', async () => {
    await arm({ path: '/catalog/v0/an-us/*', count: 5, status: 502 });
    expect((await api(CONFIG)).status).toBe(502);
    expect((await api('/__sandbox/health')).status).toBe(200);
    expect((await api('/__sandbox/faults', { method: 'DELETE' })).status).toBe(200);
    expect((await api(CONFIG)).status).toBe(200);
  });

  it('rejects malformed faults with 400', async () => {
    for (const bad of [{ path: 'no-slash', status: 500 }, { path: CONFIG }, { path: CONFIG, status: 200 }, { path: CONFIG, status: 500, count: 0 }]) {
      const res = await arm(bad);
      expect([res.status, (await res.json()).code]).toEqual([400, 'INVALID_REQUEST']);
    }
  });
});

describe('fault switch when disabled', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open({ faults: false });
  });
  afterAll(async () => h?.close());

  it('has no fault endpoints', async () => {
    const res = await h.json('POST', '/api/__sandbox/faults', { path: '/catalog/v0/an-us/configuration', status: 500 });
    expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await h.json('GET', '/api/catalog/v0/an-us/configuration')).status).toBe(200);
  });

  it('always has the health endpoint with the seed counts', async () => {
    const res = await h.json('GET', '/api/__sandbox/health');
    expect(res.body).toMatchObject({ ok: true, faults: false, seed: { origin: 'sample-subset', products: expect.any(Number), skus: expect.any(Number) } });
    // The committed subset: 32 Luma styles, 7 gear items, 5 Spree home goods (decision 0120).
    expect(res.body.seed.products).toBe(44);
  });
});
