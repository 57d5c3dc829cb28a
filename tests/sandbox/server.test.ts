import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOWCASE } from '../../sandbox/src/seed/showcase.js';
import { startTestSandbox } from '../support/sandbox.js';

/** The real server over HTTP: cookies, compression, a cart round trip, and two servers side by side. */
describe('sandbox server over HTTP', () => {
  let a: { url: string; close(): Promise<void> };
  let b: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    [a, b] = await Promise.all([startTestSandbox(), startTestSandbox()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('binds to 127.0.0.1 on a free port, one database copy per server', async () => {
    expect(a.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(a.url).not.toBe(b.url);
    const health = await (await fetch(`${a.url}/api/__sandbox/health`)).json();
    expect(health.ok).toBe(true);
  });

  it('issues a token cookie the cart calls accept, and keeps carts apart between servers', async () => {
    const token = await fetch(`${a.url}/api/auth/v0/an-us/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grantType: 'guest' }) });
    const cookie = token.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const add = await fetch(`${a.url}/api/checkout/v0/an-us/carts/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ items: [{ productId: SHOWCASE.standard.productId, skuId: SHOWCASE.standard.inStockSkuId, poolId: 'US_DIRECT', quantity: 2, cartType: 'TRANSACTIONAL', fulfillmentType: 'DIRECT' }] }),
    });
    expect(add.status).toBe(200);
    const mini = await (await fetch(`${a.url}/api/checkout/v0/an-us/minicart?cacheBuster=1`, { headers: { cookie } })).json();
    expect(mini.meta.totalQuantity).toBe(2);
    const other = await fetch(`${b.url}/api/checkout/v0/an-us/minicart`, { headers: { cookie } });
    expect([other.status, (await other.json()).code]).toEqual([401, 'TOKEN_INVALID']);
  });

  it('serialises concurrent adds of one shopper into one line', async () => {
    const token = await fetch(`${b.url}/api/auth/v0/an-us/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grantType: 'guest' }) });
    const cookie = token.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const body = JSON.stringify({ items: [{ productId: SHOWCASE.deepStock.productId, skuId: SHOWCASE.deepStock.skuId, poolId: 'US_DIRECT', quantity: 3, cartType: 'TRANSACTIONAL', fulfillmentType: 'DIRECT' }] });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => fetch(`${b.url}/api/checkout/v0/an-us/carts/items`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    const cart = await (await fetch(`${b.url}/api/checkout/v0/an-us/carts`, { headers: { cookie } })).json();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(24);
  });

  it('compresses JSON for clients that accept gzip', async () => {
    const res = await fetch(`${a.url}/api/catalog/v0/an-us/navigation?slug=${SHOWCASE.rootNavSlug}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect((await res.json()).navigationItems[0].slug).toBe(SHOWCASE.rootNavSlug);
  });
});
