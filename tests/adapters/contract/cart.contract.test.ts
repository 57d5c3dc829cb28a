import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartGateway, type Cart } from '@vitrine/core';
import { startTestSandbox } from '../../support/sandbox.js';
import { BACKENDS, type ContractBackend } from './support/backends.js';
import { contractClient } from './support/contract-harness.js';

/**
 * Contract: CartGateway, written once and run against the sandbox (KyCartGateway over real HTTP)
 * and the in-memory back end (shopping.md §7 "Cart"; docs/api.md; decision 0147), on SKUs found in
 * whatever catalogue the back end serves.
 */

function valueOf<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`Expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

describe.each(BACKENDS)('cart contract (%s)', (_name, start) => {
  let backend: ContractBackend;
  beforeAll(async () => {
    backend = await start();
    // Found here, within the hook's time-out, not in the first test that needs them.
    await backend.samples();
  });
  afterAll(async () => backend?.close());

  const itemOf = async (quantity = 1) => {
    const { inStock } = await backend.samples();
    return { productId: inStock.product.productId, skuId: inStock.sku.skuId, poolId: backend.facts.poolId, quantity };
  };

  it('answers an empty minicart to a new visitor, who then holds a guest session', async () => {
    const client = backend.client();
    await expect(client.get(CartGateway).getMinicart()).resolves.toEqual({ totalQuantity: 0, discountableSubtotal: { amount: 0, currency: 'USD' }, categorySpendAmounts: {} });
    expect(client.scope()).toBe('GUEST');
    expect(client.logger.messages('error')).toEqual([]);
  });

  it('adds, adds again to the same line, updates and removes', async () => {
    const cart = backend.client().get(CartGateway);
    const item = await itemOf();
    const added = valueOf(await cart.addItem(item));
    expect(added.lines).toHaveLength(1);
    expect(added.lines[0]).toMatchObject({ skuId: item.skuId, productId: item.productId, quantity: 1, poolId: item.poolId });
    const again: Cart = valueOf(await cart.addItem(item));
    expect(again.lines).toHaveLength(1);
    expect([again.lines[0]!.quantity, again.totalQuantity]).toEqual([2, 2]);
    expect(again.subtotal.amount).toBe(again.lines[0]!.salePrice.amount * 2);
    expect(again.lines[0]!.lineTotal).toEqual(again.subtotal);

    const itemId = again.lines[0]!.itemId;
    await expect(cart.getCart()).resolves.toEqual(again);
    await expect(cart.getMinicart()).resolves.toMatchObject({ totalQuantity: 2, discountableSubtotal: again.discountableSubtotal });

    expect(valueOf(await cart.updateQuantity(itemId, 1)).lines[0]!.quantity).toBe(1);
    const removed = valueOf(await cart.removeLine(itemId));
    expect([removed.lines, removed.totalQuantity]).toEqual([[], 0]);
  });

  it('keeps one cart per visitor: a second one has its own', async () => {
    const a = backend.client().get(CartGateway);
    const b = backend.client().get(CartGateway);
    valueOf(await a.addItem(await itemOf()));
    await expect(b.getCart()).resolves.toMatchObject({ lines: [], totalQuantity: 0 });
  });

  it('returns the coded cart errors', async () => {
    const { inStock, soldOut, lowStock } = await backend.samples();
    const client = backend.client();
    const cart = client.get(CartGateway);
    const item = await itemOf();
    if (soldOut) {
      await expect(cart.addItem({ ...item, productId: soldOut.product.productId, skuId: soldOut.sku.skuId })).resolves.toMatchObject({
        ok: false,
        error: { code: 'CART.SKU_UNAVAILABLE', details: { code: 'SKU_UNAVAILABLE' } },
      });
    }
    await expect(cart.addItem({ ...item, skuId: 'NO-SUCH-SKU' })).resolves.toMatchObject({ ok: false, error: { code: 'CART.INVALID_ITEM' } });
    await expect(cart.addItem({ ...item, poolId: backend.facts.foreignPoolId })).resolves.toMatchObject({ ok: false, error: { code: 'CART.INVALID_ITEM', details: { fields: ['poolId'] } } });
    if (lowStock) {
      await expect(cart.addItem({ ...item, productId: lowStock.product.productId, skuId: lowStock.sku.skuId, quantity: lowStock.limit + 1 })).resolves.toMatchObject({
        ok: false,
        error: { code: 'CART.QUANTITY_EXCEEDS_STOCK', details: { maxQuantity: lowStock.limit } },
      });
    }
    const line = valueOf(await cart.addItem(item)).lines[0]!;
    expect(line.maxQuantity).toBe(inStock.limit);
    await expect(cart.updateQuantity(line.itemId, inStock.limit + 1)).resolves.toMatchObject({ ok: false, error: { code: 'CART.QUANTITY_EXCEEDS_STOCK' } });
    await expect(cart.updateQuantity('line-unknown', 1)).resolves.toMatchObject({ ok: false, error: { code: 'CART.LINE_NOT_FOUND' } });
    await expect(cart.removeLine('line-unknown')).resolves.toMatchObject({ ok: false, error: { code: 'CART.LINE_NOT_FOUND' } });
    expect(client.logger.messages('error')).toEqual([]);
  });

  it('flags a backordered line (BACKORDERED_ITEM, availability code 1003) and no other', async () => {
    const { backordered } = await backend.samples();
    const cart = backend.client().get(CartGateway);
    const plain = valueOf(await cart.addItem(await itemOf()));
    expect(plain.lines[0]!.flags).not.toContain('BACKORDERED_ITEM');
    if (backordered) {
      const withBackorder = valueOf(await cart.addItem({ productId: backordered.product.productId, skuId: backordered.sku.skuId, poolId: backend.facts.poolId, quantity: 1 }));
      expect(withBackorder.lines.find((l) => l.skuId === backordered.sku.skuId)).toMatchObject({ flags: expect.arrayContaining(['BACKORDERED_ITEM']), availabilityCode: 1003 });
    }
  });
});

describe('cart over HTTP (sandbox only: token handling has no in-memory counterpart)', () => {
  let sandbox: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(async () => sandbox?.close());

  it('gets a guest token on the first cart call (401 TOKEN_MISSING, one renewal, one reissue)', async () => {
    const client = contractClient(sandbox.url);
    expect(client.cookieNames()).toEqual([]);
    await client.cart.getMinicart();
    expect(client.renewals.count).toBe(1);
    expect(client.cookieNames()).toEqual(['vitrine_auth', 'vitrine_token']);
    await client.cart.getMinicart();
    expect(client.renewals.count).toBe(1);
  });
});
