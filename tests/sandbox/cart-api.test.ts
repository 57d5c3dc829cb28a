import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartResponseDto } from '@vitrine/contract';
import { SHOWCASE } from '../../sandbox/src/seed/showcase.js';
import { SandboxHarness } from './sandbox-harness.js';

const DAY = 24 * 60 * 60 * 1000;
const item = (productId: string, skuId: string, quantity: number, poolId = 'US_DIRECT') => ({ productId, skuId, poolId, quantity, cartType: 'TRANSACTIONAL', fulfillmentType: 'DIRECT' });
const STANDARD = item(SHOWCASE.standard.productId, SHOWCASE.standard.inStockSkuId, 1);

describe('tokens and cart API', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());
  beforeEach(() => {
    h.clearCookies();
    h.now = Date.UTC(2026, 0, 15);
  });

  const add = (items: unknown[], site = 'an-us') => h.json<CartResponseDto & { code?: string; details?: Record<string, unknown> }>('POST', `/api/checkout/v0/${site}/carts/items`, { items });
  const cart = (site = 'an-us') => h.json<CartResponseDto>('GET', `/api/checkout/v0/${site}/carts`);

  describe('POST /auth/v0/{siteId}/tokens', () => {
    it('issues a 30-day guest token in an HttpOnly cookie and a readable auth payload cookie', async () => {
      const res = await h.raw('POST', '/api/auth/v0/an-us/tokens', { body: { grantType: 'guest' } });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toEqual({ scope: 'GUEST', expiresAt: h.now + 30 * DAY, profileId: null });
      const [token, auth] = ['vitrine_token', 'vitrine_auth'].map((name) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))!);
      expect(token).toMatch(/HttpOnly/);
      expect(token).toMatch(/SameSite=Lax/);
      expect(token).toMatch(/Path=\//);
      expect(auth).not.toMatch(/HttpOnly/);
      expect(JSON.parse(decodeURIComponent(h.cookie('vitrine_auth')!))).toEqual({ scope: 'GUEST', expiresAt: body.expiresAt });
      expect(h.cookie('vitrine_token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = await h.db.query<{ n: number }>('select count(*)::int as n from auth_token where token_hash = $1', [h.cookie('vitrine_token')]);
      expect(stored[0]!.n).toBe(0);
    });

    it('rejects another grant type', async () => {
      const res = await h.json('POST', '/api/auth/v0/an-us/tokens', { grantType: 'password' });
      expect([res.status, res.body.code]).toEqual([400, 'INVALID_REQUEST']);
    });

    it('keeps the principal, and so the cart, when an expired guest token is renewed', async () => {
      await h.guest();
      const before = await add([STANDARD]);
      expect(before.status).toBe(200);
      h.now += 31 * DAY;
      const expired = await cart();
      expect([expired.status, (expired.body as unknown as { code: string }).code]).toEqual([401, 'TOKEN_EXPIRED']);
      const renewed = await h.guest();
      expect(renewed.body.expiresAt).toBe(h.now + 30 * DAY);
      const after = await cart();
      expect(after.status).toBe(200);
      expect(after.body.cartId).toBe(before.body.cartId);
      expect(after.body.items.map((i) => i.skuId)).toEqual([SHOWCASE.standard.inStockSkuId]);
    });

    it('starts a new principal without a token, or with one expired beyond the renewal window', async () => {
      await h.guest();
      const first = await add([STANDARD]);
      h.now += 61 * DAY;
      await h.guest();
      const fresh = await cart();
      expect(fresh.body.cartId).not.toBe(first.body.cartId);
      expect(fresh.body.items).toEqual([]);
    });
  });

  describe('authentication of cart calls', () => {
    it('answers 401 TOKEN_MISSING without a cookie and TOKEN_INVALID for an unknown token', async () => {
      const missing = await h.json('GET', '/api/checkout/v0/an-us/minicart?cacheBuster=1');
      expect([missing.status, missing.body.code]).toEqual([401, 'TOKEN_MISSING']);
      h.setCookie('vitrine_token', 'forged');
      const invalid = await h.json('GET', '/api/checkout/v0/an-us/carts');
      expect([invalid.status, invalid.body.code]).toEqual([401, 'TOKEN_INVALID']);
    });
  });

  describe('cart rules', () => {
    beforeEach(async () => {
      await h.guest();
    });

    it('adds a SKU already in the cart to the same line and totals in the site currency', async () => {
      await add([STANDARD]);
      const res = await add([{ ...STANDARD, quantity: 2 }]);
      expect(res.status).toBe(200);
      expect(res.body.items).toHaveLength(1);
      const line = res.body.items[0]!;
      expect(line).toMatchObject({ skuId: SHOWCASE.standard.inStockSkuId, quantity: 3, colorCode: SHOWCASE.standard.colorCode, sizeName: SHOWCASE.standard.inStockSize, fitName: null, availabilityCode: 1000, maxQuantity: SHOWCASE.standard.inStockUnits });
      expect(line.lineTotal).toBeCloseTo(line.salePrice * 3, 2);
      expect(res.body).toMatchObject({ currencyCode: 'USD', meta: { totalQuantity: 3 }, priceInfo: { subtotal: line.lineTotal, discountableSubtotal: line.lineTotal } });
      const mini = await h.json('GET', '/api/checkout/v0/an-us/minicart?cacheBuster=2');
      expect(mini.body).toEqual({ meta: { totalQuantity: 3 }, priceInfo: { discountableSubtotal: line.lineTotal, currencyCode: 'USD' } });
    });

    it('keeps one cart per site, priced in that site’s currency', async () => {
      await add([STANDARD]);
      const uk = await add([item(SHOWCASE.standard.productId, SHOWCASE.standard.inStockSkuId, 1, 'UK_DIRECT')], 'an-uk');
      expect(uk.body.currencyCode).toBe('GBP');
      expect(uk.body.items).toHaveLength(1);
      expect((await cart()).body.items[0]!.quantity).toBe(1);
    });

    it('answers 400 INVALID_ITEM for missing fields, unknown ids and a foreign pool', async () => {
      const missing = await add([{ productId: '', skuId: SHOWCASE.standard.inStockSkuId, quantity: 0 }]);
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ code: 'INVALID_ITEM', message: 'Invalid parameters passed to addToCart: productId, poolId, quantity', details: { fields: ['productId', 'poolId', 'quantity'] } });
      const unknown = await add([item(SHOWCASE.standard.productId, 'NO-SUCH-SKU', 1)]);
      const mismatched = await add([item(SHOWCASE.deepStock.productId, SHOWCASE.standard.inStockSkuId, 1)]);
      const foreignPool = await add([item(SHOWCASE.standard.productId, SHOWCASE.standard.inStockSkuId, 1, 'EU_DIRECT')]);
      const empty = await add([]);
      for (const res of [unknown, mismatched, foreignPool, empty]) expect([res.status, res.body.code]).toEqual([400, 'INVALID_ITEM']);
      expect((await cart()).body.items).toEqual([]);
    });

    it('answers 409 SKU_UNAVAILABLE for a sold-out size and a discontinued colour', async () => {
      const oos = await add([item(SHOWCASE.standard.productId, SHOWCASE.standard.outOfStockSkuId, 1)]);
      const discontinued = await add([item(SHOWCASE.discontinuedColor.productId, SHOWCASE.discontinuedColor.skuId, 1)]);
      for (const res of [oos, discontinued]) expect([res.status, res.body.code]).toEqual([409, 'SKU_UNAVAILABLE']);
    });

    it('answers 409 QUANTITY_EXCEEDS_STOCK above stock + backorder, with details.maxQuantity', async () => {
      const res = await add([{ ...STANDARD, quantity: SHOWCASE.standard.inStockUnits + 1 }]);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'QUANTITY_EXCEEDS_STOCK', details: { maxQuantity: SHOWCASE.standard.inStockUnits, quantityInCart: 0 } });
      await add([{ ...STANDARD, quantity: 15 }]);
      const more = await add([{ ...STANDARD, quantity: 6 }]);
      expect(more.body.details).toMatchObject({ maxQuantity: SHOWCASE.standard.inStockUnits, quantityInCart: 15 });
      // A refused add leaves the line as it was, a quantity beyond what any line holds included.
      const huge = await add([{ ...STANDARD, quantity: 3_000_000_000 }]);
      expect([huge.status, huge.body.code, huge.body.details?.quantityInCart]).toEqual([409, 'QUANTITY_EXCEEDS_STOCK', 15]);
      // Two items of one SKU in one add count together, and the refusal takes the first back too.
      const twice = await add([{ ...STANDARD, quantity: 1 }, { ...STANDARD, quantity: SHOWCASE.standard.inStockUnits - 15 }]);
      expect([twice.status, twice.body.details?.quantityInCart]).toEqual([409, 16]);
      expect((await cart()).body.items.map((line) => line.quantity)).toEqual([15]);
    });

    it('lets one line pass 99 units up to the deep-stock SKU’s stock; the site maximum caps Spree’s 5000', async () => {
      const deep = await add([item(SHOWCASE.deepStock.productId, SHOWCASE.deepStock.skuId, 120)]);
      expect(deep.status).toBe(200);
      expect(deep.body.meta.totalQuantity).toBe(120);
      expect(deep.body.items[0]!.maxQuantity).toBe(SHOWCASE.deepStock.units);
      const home = await add([item(SHOWCASE.homeGoods.productId, SHOWCASE.homeGoods.skuId, 201)]);
      expect(home.body).toMatchObject({ code: 'QUANTITY_EXCEEDS_STOCK', details: { maxQuantity: 200 } });
    });

    it('flags backordered lines; preorder lines are not backordered', async () => {
      const res = await add([item(SHOWCASE.backordered.productId, SHOWCASE.backordered.skuId, 2), item(SHOWCASE.preorder.productId, SHOWCASE.preorder.skuId, 1)]);
      expect(res.status).toBe(200);
      const [backordered, preorder] = res.body.items;
      expect(backordered).toMatchObject({ availabilityCode: 1003, flags: ['BACKORDERED_ITEM'], maxQuantity: SHOWCASE.backordered.backorderUnits });
      expect(preorder).toMatchObject({ availabilityCode: 1000, flags: [] });
    });

    it('shows the fit of a fit SKU and the translated name on a German site', async () => {
      const fit = await add([item(SHOWCASE.withFits.productId, SHOWCASE.withFits.petiteSkuId, 1)]);
      expect(fit.body.items[0]!.fitName).toBe('Petite');
      const de = await h.json<CartResponseDto>('POST', '/api/checkout/v0/an-de/carts/items', { items: [item(SHOWCASE.homeGoods.productId, SHOWCASE.homeGoods.skuId, 1, 'EU_DIRECT')] });
      expect(de.body.items[0]).toMatchObject({ displayName: SHOWCASE.homeGoods.deName, flags: ['FLAT_RATE_ITEM'] });
      expect(de.body.currencyCode).toBe('EUR');
    });

    it('updates a line’s quantity within the limits and answers the errors of PATCH', async () => {
      const added = await add([STANDARD]);
      const itemId = added.body.items[0]!.itemId;
      const patch = (id: string, body: unknown) => h.json('PATCH', `/api/checkout/v0/an-us/carts/items/${id}`, body);
      const ok = await patch(itemId, { quantity: 5 });
      expect([ok.status, ok.body.items[0].quantity, ok.body.meta.totalQuantity]).toEqual([200, 5, 5]);
      const tooMany = await patch(itemId, { quantity: SHOWCASE.standard.inStockUnits + 1 });
      expect([tooMany.status, tooMany.body.code, tooMany.body.details.maxQuantity]).toEqual([409, 'QUANTITY_EXCEEDS_STOCK', SHOWCASE.standard.inStockUnits]);
      for (const body of [{ quantity: 0 }, { quantity: 2.5 }, {}]) {
        const bad = await patch(itemId, body);
        expect([bad.status, bad.body.code]).toEqual([400, 'INVALID_REQUEST']);
      }
      const missing = await patch('line-nope', { quantity: 1 });
      expect([missing.status, missing.body.code]).toEqual([404, 'LINE_NOT_FOUND']);
    });

    it('moves a line to another SKU of its product, folding a line that already holds it (the quickshop edit)', async () => {
      const { productId, inStockSkuId, outOfStockSkuId, inStockUnits } = SHOWCASE.standard;
      const [other] = await h.db.query<{ sku_id: string }>(
        `select s.sku_id from sku s join sku_inventory i on i.sku_id = s.sku_id and i.pool_id = 'US_DIRECT'
          where s.product_id = $1 and s.sku_id <> $2 and s.available_status = 'available' and i.stock_level >= 5 order by s.sku_id limit 1`,
        [productId, inStockSkuId],
      );
      const added = await add([STANDARD, item(productId, other!.sku_id, 2), item(SHOWCASE.homeGoods.productId, SHOWCASE.homeGoods.skuId, 1)]);
      const [edited, twin] = added.body.items;
      const patch = (body: unknown) => h.json<CartResponseDto & { code?: string; details?: Record<string, unknown> }>('PATCH', `/api/checkout/v0/an-us/carts/items/${edited!.itemId}`, body);

      const moved = await patch({ skuId: other!.sku_id, quantity: 3 });
      expect(moved.status).toBe(200);
      expect(moved.body.items.map((line) => [line.itemId, line.skuId, line.quantity])).toEqual([
        [edited!.itemId, other!.sku_id, 5],
        [added.body.items[2]!.itemId, SHOWCASE.homeGoods.skuId, 1],
      ]);
      expect(moved.body.items.some((line) => line.itemId === twin!.itemId)).toBe(false);

      const back = await patch({ skuId: inStockSkuId });
      expect([back.status, back.body.items[0]!.skuId, back.body.items[0]!.quantity]).toEqual([200, inStockSkuId, 5]);

      const tooMany = await patch({ skuId: other!.sku_id, quantity: inStockUnits * 100 });
      expect([tooMany.status, tooMany.body.code]).toEqual([409, 'QUANTITY_EXCEEDS_STOCK']);
      const soldOut = await patch({ skuId: outOfStockSkuId });
      expect([soldOut.status, soldOut.body.code]).toEqual([409, 'SKU_UNAVAILABLE']);
      const foreign = await patch({ skuId: SHOWCASE.homeGoods.skuId });
      expect([foreign.status, foreign.body.code, foreign.body.details]).toEqual([400, 'INVALID_ITEM', { fields: ['skuId'] }]);
      const blank = await patch({ skuId: '  ' });
      expect([blank.status, blank.body.code]).toEqual([400, 'INVALID_REQUEST']);

      const kept = await cart();
      expect(kept.body.items.map((line) => [line.skuId, line.quantity])).toEqual([
        [inStockSkuId, 5],
        [SHOWCASE.homeGoods.skuId, 1],
      ]);
    });

    it('removes a line, and answers 404 LINE_NOT_FOUND for a line of another shopper', async () => {
      const added = await add([STANDARD, item(SHOWCASE.deepStock.productId, SHOWCASE.deepStock.skuId, 1)]);
      const [first, second] = added.body.items;
      const removed = await h.json('DELETE', `/api/checkout/v0/an-us/carts/items/${first!.itemId}`);
      expect(removed.body.items.map((i: { itemId: string }) => i.itemId)).toEqual([second!.itemId]);
      h.clearCookies();
      await h.guest();
      const foreign = await h.json('DELETE', `/api/checkout/v0/an-us/carts/items/${second!.itemId}`);
      expect([foreign.status, foreign.body.code]).toEqual([404, 'LINE_NOT_FOUND']);
    });

    it('answers 412 CART_NOT_ACTIVE when the cart is no longer active', async () => {
      const added = await add([STANDARD]);
      await h.db.query(`update cart set status = 'SUBMITTED' where cart_id = $1`, [added.body.cartId]);
      const res = await add([STANDARD]);
      expect([res.status, res.body.code]).toEqual([412, 'CART_NOT_ACTIVE']);
    });

    it('adds spend per category to the minicart on request', async () => {
      await add([STANDARD, item(SHOWCASE.deepStock.productId, SHOWCASE.deepStock.skuId, 2)]);
      const full = (await cart()).body;
      const standard = full.items.find((i) => i.productId === SHOWCASE.standard.productId)!;
      const mini = await h.json('GET', '/api/checkout/v0/an-us/minicart?cacheBuster=3&include-spend-amount-category=women-tops-jackets,men');
      expect(mini.body.priceInfo.categorySpendAmounts).toEqual({ 'women-tops-jackets': standard.lineTotal, men: 0 });
      const top = await h.json('GET', '/api/checkout/v0/an-us/minicart?include-spend-amount-category=true');
      expect(top.body.priceInfo.categorySpendAmounts.women).toBeCloseTo(full.priceInfo.subtotal, 2);
    });
  });
});
