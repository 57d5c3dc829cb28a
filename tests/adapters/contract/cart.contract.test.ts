import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@vitrine/core';
import { SHOWCASE } from '../../../sandbox/src/seed/showcase.js';
import { startTestSandbox } from '../../support/sandbox.js';
import { contractClient } from './support/contract-harness.js';

/** Contract: KyCartGateway over real HTTP against a real sandbox (shopping.md §7 "Cart"; docs/api.md). */

let sandbox: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => sandbox?.close());

const standardItem = (quantity = 1) => ({
  productId: SHOWCASE.standard.productId,
  skuId: SHOWCASE.standard.inStockSkuId,
  poolId: 'US_DIRECT',
  quantity,
});

function valueOf<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`Expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

describe('KyCartGateway (contract)', () => {
  it('gets a guest token on the first cart call (401 TOKEN_MISSING, one renewal, one reissue)', async () => {
    const client = contractClient(sandbox.url);
    expect(client.cookieNames()).toEqual([]);
    const minicart = await client.cart.getMinicart();
    expect(minicart).toEqual({ totalQuantity: 0, discountableSubtotal: { amount: 0, currency: 'USD' }, categorySpendAmounts: {} });
    expect(client.renewals.count).toBe(1);
    expect(client.cookieNames()).toEqual(['vitrine_auth', 'vitrine_token']);
    expect(client.logger.messages('error')).toEqual([]);
    await client.cart.getMinicart();
    expect(client.renewals.count).toBe(1);
  });

  it('adds, adds again to the same line, updates and removes', async () => {
    const client = contractClient(sandbox.url);
    const added = valueOf(await client.cart.addItem(standardItem()));
    expect(added.lines).toHaveLength(1);
    expect(added.lines[0]).toMatchObject({ skuId: SHOWCASE.standard.inStockSkuId, productId: SHOWCASE.standard.productId, quantity: 1, poolId: 'US_DIRECT' });
    const again: Cart = valueOf(await client.cart.addItem(standardItem(2)));
    expect(again.lines).toHaveLength(1);
    expect(again.lines[0]!.quantity).toBe(3);
    expect(again.totalQuantity).toBe(3);
    expect(again.subtotal.amount).toBe(again.lines[0]!.salePrice.amount * 3);
    expect(again.lines[0]!.lineTotal).toEqual(again.subtotal);

    const itemId = again.lines[0]!.itemId;
    await expect(client.cart.getCart()).resolves.toEqual(again);
    await expect(client.cart.getMinicart()).resolves.toMatchObject({ totalQuantity: 3, discountableSubtotal: again.discountableSubtotal });

    const updated = valueOf(await client.cart.updateQuantity(itemId, 5));
    expect(updated.lines[0]!.quantity).toBe(5);
    const removed = valueOf(await client.cart.removeLine(itemId));
    expect(removed.lines).toEqual([]);
    expect(removed.totalQuantity).toBe(0);
  });

  it('keeps one cart per guest: a second client has its own', async () => {
    const a = contractClient(sandbox.url);
    const b = contractClient(sandbox.url);
    valueOf(await a.cart.addItem(standardItem()));
    await expect(b.cart.getCart()).resolves.toMatchObject({ lines: [], totalQuantity: 0 });
  });

  it('returns the coded cart errors (the first one after the token renewal of a fresh guest)', async () => {
    const client = contractClient(sandbox.url);
    await expect(client.cart.addItem({ ...standardItem(), skuId: SHOWCASE.standard.outOfStockSkuId })).resolves.toMatchObject({
      ok: false,
      error: { code: 'CART.SKU_UNAVAILABLE', details: { code: 'SKU_UNAVAILABLE' } },
    });
    expect(client.renewals.count).toBe(1);
    expect(client.logger.messages('error')).toEqual([]);
    await expect(client.cart.addItem({ ...standardItem(), skuId: 'NO-SUCH-SKU' })).resolves.toMatchObject({ ok: false, error: { code: 'CART.INVALID_ITEM' } });
    await expect(client.cart.addItem({ ...standardItem(), poolId: 'EU_DIRECT' })).resolves.toMatchObject({
      ok: false,
      error: { code: 'CART.INVALID_ITEM', details: { fields: ['poolId'] } },
    });
    const lowStock = { productId: SHOWCASE.lowStock.productId, skuId: SHOWCASE.lowStock.skuId, poolId: 'US_DIRECT', quantity: SHOWCASE.lowStock.units + 1 };
    await expect(client.cart.addItem(lowStock)).resolves.toMatchObject({
      ok: false,
      error: { code: 'CART.QUANTITY_EXCEEDS_STOCK', details: { maxQuantity: SHOWCASE.lowStock.units } },
    });
    const cart = valueOf(await client.cart.addItem(standardItem()));
    await expect(client.cart.updateQuantity(cart.lines[0]!.itemId, SHOWCASE.standard.inStockUnits + 1)).resolves.toMatchObject({
      ok: false,
      error: { code: 'CART.QUANTITY_EXCEEDS_STOCK' },
    });
    await expect(client.cart.updateQuantity('line-unknown', 1)).resolves.toMatchObject({ ok: false, error: { code: 'CART.LINE_NOT_FOUND' } });
    await expect(client.cart.removeLine('line-unknown')).resolves.toMatchObject({ ok: false, error: { code: 'CART.LINE_NOT_FOUND' } });
  });

  it('flags a backordered line', async () => {
    const client = contractClient(sandbox.url);
    const cart = valueOf(
      await client.cart.addItem({ productId: SHOWCASE.backordered.productId, skuId: SHOWCASE.backordered.skuId, poolId: 'US_DIRECT', quantity: 1 }),
    );
    expect(cart.lines[0]).toMatchObject({ flags: expect.arrayContaining(['BACKORDERED_ITEM']), availabilityCode: 1003 });
  });
});
