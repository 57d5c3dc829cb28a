import { describe, expect, it } from 'vitest';
import { InMemoryCart } from '../../../adapters/src/in-memory/index.js';
import { aCart, aCartLine, anAddToCartRequest, anEmptyCart } from '../../mothers/cart.mother.js';
import { aBackorderedSku, anotherProduct, anOutOfStockSku, aProduct, hoodieSkus, usd } from '../../mothers/product.mother.js';

const cartOf = (products = [aProduct(), anotherProduct()], maxQuantity = 10) => new InMemoryCart({ products, maxQuantity });

describe('InMemoryCart', () => {
  it('starts empty', async () => {
    await expect(cartOf().getCart()).resolves.toEqual(anEmptyCart());
  });

  it('adds a SKU as a line priced like the real cart', async () => {
    const cart = cartOf();
    await expect(cart.addItem(anAddToCartRequest())).resolves.toEqual({ ok: true, value: aCart() });
    await expect(cart.getMinicart()).resolves.toEqual({ totalQuantity: 1, discountableSubtotal: usd(5200), categorySpendAmounts: {} });
  });

  it('adds the same SKU to its line', async () => {
    const cart = cartOf();
    await cart.addItem(anAddToCartRequest());
    const result = await cart.addItem(anAddToCartRequest({ quantity: 2 }));
    expect(result).toEqual({ ok: true, value: aCart({ lines: [aCartLine({ quantity: 3 })] }) });
  });

  it('takes an add keyed with an idempotency key once; a refused add keeps no key; a token reset forgets the keys (decision 0451)', async () => {
    const cart = cartOf();
    await cart.addItem(anAddToCartRequest(), { idempotencyKey: 'k-1' });
    await expect(cart.addItem(anAddToCartRequest(), { idempotencyKey: 'k-1' })).resolves.toEqual({ ok: true, value: aCart() });
    await expect(cart.addItem(anAddToCartRequest({ quantity: 99 }), { idempotencyKey: 'k-2' })).resolves.toMatchObject({ ok: false, error: { code: 'CART.QUANTITY_EXCEEDS_STOCK' } });
    await expect(cart.addItem(anAddToCartRequest(), { idempotencyKey: 'k-2' })).resolves.toEqual({ ok: true, value: aCart({ lines: [aCartLine({ quantity: 2 })] }) });
    await cart.resetToken();
    await expect(cart.addItem(anAddToCartRequest(), { idempotencyKey: 'k-1' })).resolves.toMatchObject({ ok: true, value: { totalQuantity: 1 } });
  });

  it('keeps different SKUs on different lines', async () => {
    const cart = cartOf();
    await cart.addItem(anAddToCartRequest());
    await cart.addItem(anAddToCartRequest({ productId: 'MH02', skuId: 'MH02-S-Black' }));
    const { lines, totalQuantity, subtotal } = await cart.getCart();
    expect(lines.map((l) => [l.itemId, l.skuId])).toEqual([
      ['line-1', 'MH01-M-Black'],
      ['line-2', 'MH02-S-Black'],
    ]);
    expect([totalQuantity, subtotal]).toEqual([2, usd(12200)]);
  });

  it('refuses more than min(stock, max quantity) on a line', async () => {
    const skus = hoodieSkus().map((s) => (s.skuId === 'MH01-M-Black' ? { ...s, stockLevel: 3 } : s));
    const cart = cartOf([aProduct({ skus })]);
    await cart.addItem(anAddToCartRequest({ quantity: 2 }));
    await expect(cart.addItem(anAddToCartRequest({ quantity: 2 }))).resolves.toMatchObject({
      ok: false,
      error: { code: 'CART.QUANTITY_EXCEEDS_STOCK', details: { maxQuantity: 3, requested: 4 } },
    });
    const capped = cartOf([aProduct()], 2);
    await expect(capped.addItem(anAddToCartRequest({ quantity: 3 }))).resolves.toMatchObject({ ok: false, error: { code: 'CART.QUANTITY_EXCEEDS_STOCK', details: { maxQuantity: 2 } } });
  });

  it('refuses an unavailable SKU, an unknown SKU and an invalid request', async () => {
    const skus = hoodieSkus().map((s) => (s.skuId === 'MH01-M-Black' ? anOutOfStockSku() : s));
    const cart = cartOf([aProduct({ skus })]);
    await expect(cart.addItem(anAddToCartRequest())).resolves.toMatchObject({ ok: false, error: { code: 'CART.SKU_UNAVAILABLE' } });
    await expect(cart.addItem(anAddToCartRequest({ skuId: 'NOPE' }))).resolves.toMatchObject({ ok: false, error: { code: 'CART.INVALID_ITEM' } });
    await expect(cart.addItem(anAddToCartRequest({ quantity: 0 }))).resolves.toMatchObject({ ok: false, error: { code: 'CART.INVALID_ITEM' } });
  });

  it('flags a backordered line', async () => {
    const skus = hoodieSkus().map((s) => (s.skuId === 'MH01-M-Black' ? aBackorderedSku() : s));
    const result = await cartOf([aProduct({ skus })]).addItem(anAddToCartRequest());
    expect(result.ok && result.value.lines[0]).toMatchObject({ flags: ['BACKORDERED_ITEM'], availabilityCode: 1003, maxQuantity: 5 });
  });

  it('flags a line holding more units than on hand as backordered', async () => {
    const skus = hoodieSkus().map((s) => (s.skuId === 'MH01-M-Black' ? { ...s, stockLevel: 2, backorder: 3 } : s));
    const cart = cartOf([aProduct({ skus })]);
    const two = await cart.addItem(anAddToCartRequest({ quantity: 2 }));
    expect(two.ok && two.value.lines[0]!.flags).toEqual([]);
    const three = await cart.addItem(anAddToCartRequest());
    expect(three.ok && three.value.lines[0]).toMatchObject({ quantity: 3, flags: ['BACKORDERED_ITEM'], maxQuantity: 5 });
  });

  it("refuses another pool than the site's when told the pool", async () => {
    const cart = new InMemoryCart({ products: [aProduct()], poolId: 'US_DIRECT' });
    await expect(cart.addItem(anAddToCartRequest({ poolId: 'EU_DIRECT' }))).resolves.toMatchObject({ ok: false, error: { code: 'CART.INVALID_ITEM', details: { fields: ['poolId'] } } });
    await expect(cart.addItem(anAddToCartRequest())).resolves.toMatchObject({ ok: true });
  });

  it('refuses to update a line whose SKU became unavailable', async () => {
    const skus = hoodieSkus();
    const product = aProduct({ skus });
    const cart = cartOf([product]);
    await cart.addItem(anAddToCartRequest());
    (skus.find((s) => s.skuId === 'MH01-M-Black') as { stockLevel: number }).stockLevel = 0;
    await expect(cart.updateQuantity('line-1', 2)).resolves.toMatchObject({ ok: false, error: { code: 'CART.SKU_UNAVAILABLE' } });
  });

  it('updates and removes lines, with LINE_NOT_FOUND for unknown ones', async () => {
    const cart = cartOf();
    await cart.addItem(anAddToCartRequest());
    await expect(cart.updateQuantity('line-1', 4)).resolves.toEqual({ ok: true, value: aCart({ lines: [aCartLine({ quantity: 4 })] }) });
    await expect(cart.updateQuantity('line-1', 11)).resolves.toMatchObject({ ok: false, error: { code: 'CART.QUANTITY_EXCEEDS_STOCK' } });
    await expect(cart.updateQuantity('line-1', 0)).resolves.toMatchObject({ ok: false, error: { code: 'CART.INVALID_ITEM' } });
    await expect(cart.updateQuantity('line-9', 1)).resolves.toMatchObject({ ok: false, error: { code: 'CART.LINE_NOT_FOUND' } });
    await expect(cart.removeLine('line-9')).resolves.toMatchObject({ ok: false, error: { code: 'CART.LINE_NOT_FOUND' } });
    await expect(cart.removeLine('line-1')).resolves.toEqual({ ok: true, value: anEmptyCart() });
  });

  it('moves a line to another SKU of its product, folding in the line that holds it (decision 0361)', async () => {
    const cart = cartOf();
    await cart.addItem(anAddToCartRequest({ quantity: 2 }));
    await cart.addItem(anAddToCartRequest({ skuId: 'MH01-L-Black', quantity: 1 }));
    const moved = await cart.editLine('line-1', { skuId: 'MH01-L-Black', quantity: 3 });
    expect(moved.ok && moved.value.lines.map((l) => [l.itemId, l.skuId, l.quantity])).toEqual([['line-1', 'MH01-L-Black', 4]]);
    await expect(cart.editLine('line-1', { skuId: 'WJ03-M-Red', quantity: 1 })).resolves.toMatchObject({ ok: false, error: { code: 'CART.INVALID_ITEM', details: { fields: ['skuId'] } } });
    await expect(cart.editLine('line-1', { skuId: 'MH01-M-Black', quantity: 11 })).resolves.toMatchObject({ ok: false, error: { code: 'CART.QUANTITY_EXCEEDS_STOCK' } });
    await expect(cart.editLine('line-9', { skuId: 'MH01-M-Black', quantity: 1 })).resolves.toMatchObject({ ok: false, error: { code: 'CART.LINE_NOT_FOUND' } });
  });

  it('returns a planted failure once', async () => {
    const cart = cartOf();
    cart.failNextAdd({ code: 'CART.UNAVAILABLE', message: 'Cart is not active' });
    await expect(cart.addItem(anAddToCartRequest())).resolves.toEqual({ ok: false, error: { code: 'CART.UNAVAILABLE', message: 'Cart is not active' } });
    await expect(cart.addItem(anAddToCartRequest())).resolves.toMatchObject({ ok: true });
  });

  it('answers CART.NOT_ACTIVE to every change while deactivated and retries nothing itself (decision 0130)', async () => {
    const cart = cartOf();
    await cart.addItem(anAddToCartRequest());
    cart.deactivate();
    const notActive = { ok: false, error: { code: 'CART.NOT_ACTIVE', message: 'The cart is not active', details: { code: 'CART_NOT_ACTIVE' } } };
    await expect(cart.addItem(anAddToCartRequest())).resolves.toEqual(notActive);
    await expect(cart.updateQuantity('line-1', 2)).resolves.toEqual(notActive);
    await expect(cart.removeLine('line-1')).resolves.toEqual(notActive);
    expect(cart.tokenResets).toBe(0);
  });

  it('starts a new, empty, active cart on resetToken (a new guest token)', async () => {
    const cart = cartOf();
    await cart.addItem(anAddToCartRequest());
    cart.deactivate();
    await cart.resetToken();
    expect(cart.tokenResets).toBe(1);
    await expect(cart.getCart()).resolves.toEqual(anEmptyCart());
    await expect(cart.addItem(anAddToCartRequest())).resolves.toMatchObject({ ok: true, value: { totalQuantity: 1 } });
  });

  it('replaces a gift card line’s info, refusing a duplicate line and any other product (decision 0364)', async () => {
    const cart = cartOf([aProduct({ isGiftCard: true, isEgiftCard: true }), anotherProduct()]);
    const maya = { name: 'Maya Chen', emailAddress: 'maya@example.com', message: '', deliveryDate: { year: 2026, month: 3, day: 12 } };
    const sam = { ...maya, name: 'Sam Ortiz', emailAddress: 'sam@example.org' };
    await cart.addItem(anAddToCartRequest({ giftCard: maya }));
    await cart.addItem(anAddToCartRequest({ giftCard: sam }));
    await cart.addItem(anAddToCartRequest({ productId: 'MH02', skuId: 'MH02-S-Black' }));

    const changed = await cart.updateGiftCard('line-1', { ...maya, message: 'Love, Ana' });
    expect(changed.ok && changed.value.lines.map((l) => [l.itemId, l.giftCard?.message, l.quantity])).toEqual([
      ['line-1', 'Love, Ana', 1],
      ['line-2', '', 1],
      ['line-3', undefined, 1],
    ]);
    await expect(cart.updateGiftCard('line-1', { ...sam })).resolves.toMatchObject({ ok: false, error: { code: 'CART.DUPLICATE_LINE', details: { itemId: 'line-2' } } });
    await expect(cart.updateGiftCard('line-3', maya)).resolves.toMatchObject({ ok: false, error: { code: 'CART.INVALID_ITEM', details: { problems: { giftCard: 'GIFT_CARD.NOT_A_GIFT_CARD' } } } });
    await expect(cart.updateGiftCard('line-9', maya)).resolves.toMatchObject({ ok: false, error: { code: 'CART.LINE_NOT_FOUND' } });
    cart.deactivate();
    await expect(cart.updateGiftCard('line-1', maya)).resolves.toMatchObject({ ok: false, error: { code: 'CART.NOT_ACTIVE' } });
    expect((await cart.getCart()).lines[0]!.giftCard).toEqual({ ...maya, message: 'Love, Ana' });
  });
});
