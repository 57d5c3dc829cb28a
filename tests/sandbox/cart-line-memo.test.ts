import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartResponseDto } from '@vitrine/contract';
import { getCart } from '../../sandbox/src/cart/cart-service.js';
import type { RequestContext } from '../../sandbox/src/catalog/request-context.js';
import { CatalogMemo } from '../../sandbox/src/db/catalog-memo.js';
import type { Db } from '../../sandbox/src/db/db.js';
import { findSite } from '../../sandbox/src/sites/sites.js';
import { SHOWCASE } from '../../sandbox/src/seed/showcase.js';
import { SandboxHarness } from './sandbox-harness.js';

/**
 * Cart lines take their catalogue part from the catalogue memo (decision 0256): read once per
 * catalogue version, and never showing stock older than the last catalogue write.
 */
describe('cart lines and the catalogue memo', () => {
  let h: SandboxHarness;
  const sku = { productId: SHOWCASE.standard.productId, skuId: SHOWCASE.standard.inStockSkuId, poolId: 'US_DIRECT' };
  const ctx: RequestContext = { site: findSite('an-us')!, language: 'en', currency: 'USD', pool: 'US_DIRECT', pools: ['US_DIRECT'] };
  const add = () => h.json<CartResponseDto>('POST', '/api/checkout/v0/an-us/carts/items', { items: [{ ...sku, quantity: 1, cartType: 'TRANSACTIONAL', fulfillmentType: 'DIRECT' }] });
  const cartLine = async () => (await h.json<CartResponseDto>('GET', '/api/checkout/v0/an-us/carts')).body.items.find((l) => l.skuId === sku.skuId)!;
  const setStock = (units: number) => h.db.query(`update sku_inventory set stock_level = $2, backorder = 0 where sku_id = $1 and pool_id = 'US_DIRECT'`, [sku.skuId, units]);

  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => {
    await setStock(SHOWCASE.standard.inStockUnits);
    await h?.close();
  });
  beforeEach(async () => {
    h.clearCookies();
    await h.raw('POST', '/api/auth/v0/an-us/tokens', { body: { grantType: 'guest' } });
  });

  it('reads a line’s catalogue facts once per catalogue version', async () => {
    expect((await add()).status).toBe(200);
    const [cart] = await h.db.query<{ principal_id: string }>('select c.principal_id from cart c join cart_item i on i.cart_id = c.cart_id order by c.created_at desc limit 1');
    const state = { version: 7 };
    const factReads: string[] = [];
    const counted: Db = {
      ...h.db,
      catalogMemo: new CatalogMemo(() => state.version),
      query: (sql, params) => {
        if (sql.includes('unnest(')) factReads.push(sql);
        return h.db.query(sql, params);
      },
      transaction: (fn) => h.db.transaction((tx) => fn({ ...counted, query: (sql, params) => (sql.includes('unnest(') && factReads.push(sql), tx.query(sql, params)) })),
    };
    const first = await getCart(counted, cart!.principal_id, ctx, Date.now());
    const second = await getCart(counted, cart!.principal_id, ctx, Date.now());
    expect(second).toEqual(first);
    expect(factReads).toHaveLength(1);
    state.version = 8;
    await getCart(counted, cart!.principal_id, ctx, Date.now());
    expect(factReads).toHaveLength(2);
  });

  it('shows the stock of the last catalogue write, before and after the version is read again', async () => {
    await add();
    await h.raw('GET', `/api/catalog/v0/an-us/pools/US_DIRECT/products?product-id=${sku.productId}`);
    expect((await cartLine()).availabilityCode).toBe(1000);
    expect((await cartLine()).maxQuantity).toBe(SHOWCASE.standard.inStockUnits);

    await setStock(2);
    expect((await cartLine()).maxQuantity).toBe(2);
    await h.raw('GET', `/api/catalog/v0/an-us/pools/US_DIRECT/products?product-id=${sku.productId}`);
    expect((await cartLine()).maxQuantity).toBe(2);
    await setStock(0);
    const soldOut = await cartLine();
    expect(soldOut.maxQuantity).toBe(0);
    expect(soldOut.availabilityCode).not.toBe(1000);
  });
});
