import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderDto, ProductsResponseDto } from '@vitrine/contract';
import { CACHE_TTL_MINUTES } from '../../sandbox/src/api/read-cache.js';
import { addToCart, CHECKOUT, clearCheckouts, CURRENT, encryptedCard, inStockSku, ORDERS, signIn, US_ADDRESS } from './checkout-test-support.js';
import { SandboxHarness } from './sandbox-harness.js';

/**
 * The catalogue read cache (decision 0250): Cache-Control and ETag on catalogue GETs, 304 for a
 * matching If-None-Match, and a cached product never showing stock that a placed order used up.
 */
describe('catalogue read cache', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    h.clearCookies();
    await clearCheckouts(h.db);
  });

  const productPath = (productId: string) => `/api/catalog/v0/an-us/pools/US_DIRECT/products?product-id=${encodeURIComponent(productId)}`;
  const stockIn = (body: ProductsResponseDto, skuId: string) => {
    for (const record of body.products) {
      for (const sku of record.skuInfo.skus) if (sku.skuId === skuId) return sku.stockLevel;
    }
    return undefined;
  };

  it('answers configuration and navigation with a max-age of their TTL and products with no-cache, each with an ETag', async () => {
    const config = await h.raw('GET', '/api/catalog/v0/an-us/configuration');
    expect(config.headers.get('cache-control')).toBe(`public, max-age=${CACHE_TTL_MINUTES.long * 60}`);
    const nav = await h.raw('GET', '/api/catalog/v0/an-us/navigation?slug=women');
    expect(nav.headers.get('cache-control')).toBe(`public, max-age=${CACHE_TTL_MINUTES.medium * 60}`);
    const sku = await inStockSku(h.db, 'luma');
    const product = await h.raw('GET', productPath(sku.productId));
    expect(product.status).toBe(200);
    expect(product.headers.get('cache-control')).toBe('public, no-cache');
    expect(product.headers.get('etag')).toMatch(/^W\/"\d+-[\w-]+"$/);
    expect(product.headers.get('vary')).toContain('x-vitrine-locale');
  });

  it('answers 304 without a body to a matching If-None-Match, and 200 to another', async () => {
    const sku = await inStockSku(h.db, 'luma');
    const first = await h.raw('GET', productPath(sku.productId));
    const etag = first.headers.get('etag')!;
    const again = await h.raw('GET', productPath(sku.productId), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await h.raw('GET', productPath(sku.productId), { headers: { 'if-none-match': 'W/"0-other"' } });
    expect(other.status).toBe(200);
  });

  it('keys answers by language: a French and an English read of the same product differ', async () => {
    const sku = await inStockSku(h.db, 'spree', 'CA_DIRECT', 1);
    const path = `/api/catalog/v0/an-ca/pools/CA_DIRECT/products?product-id=${sku.productId}`;
    const en = (await h.json<ProductsResponseDto>('GET', path, undefined, { 'x-vitrine-locale': 'en-CA' })).body;
    const fr = (await h.json<ProductsResponseDto>('GET', path, undefined, { 'x-vitrine-locale': 'fr-CA' })).body;
    expect(fr.products[0]!.product.displayName).not.toBe(en.products[0]!.product.displayName);
  });

  it('never shows stock that a just-placed order used up', async () => {
    const sku = await inStockSku(h.db, 'luma', 'US_DIRECT', 1);
    const [row] = await h.db.query<{ stock_level: number }>(`select stock_level from sku_inventory where sku_id = $1 and pool_id = 'US_DIRECT'`, [sku.skuId]);
    const before = (await h.json<ProductsResponseDto>('GET', productPath(sku.productId))).body;
    const cachedEtag = (await h.raw('GET', productPath(sku.productId))).headers.get('etag');
    expect(stockIn(before, sku.skuId)).toBe(row!.stock_level);

    await signIn(h);
    await addToCart(h, [sku], 1);
    await h.json('POST', CHECKOUT, {});
    await h.json('PUT', `${CURRENT}/shipping-address`, { address: US_ADDRESS });
    await h.json('PUT', `${CURRENT}/delivery-method`, { deliveryMethodId: 'STANDARD' });
    await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'CREDIT_CARD', creditCard: await encryptedCard(h, '4111111111111111') });
    const placed = await h.json<OrderDto>('POST', ORDERS, {}, { 'idempotency-key': `cache-${sku.skuId}` });
    expect(placed.status).toBe(201);

    const after = await h.raw('GET', productPath(sku.productId), { headers: { 'if-none-match': cachedEtag! } });
    expect(after.status).toBe(200);
    expect(stockIn((await after.json()) as ProductsResponseDto, sku.skuId)).toBe(row!.stock_level - 1);
  });
});
