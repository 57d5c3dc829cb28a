import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateAddToCart, validatePartAddToCart, type AddToCartRequest } from '@vitrine/core';

const request: AddToCartRequest = { productId: 'P-1', skuId: 'SKU-1', poolId: 'US_DIRECT', quantity: 1 };

describe('validateAddToCart (shopping §5)', () => {
  it('accepts a complete request', () => {
    expect(validateAddToCart(request)).toEqual({ ok: true, value: request });
  });
  it('names every missing id and a bad quantity', () => {
    const r = validateAddToCart({ productId: ' ', skuId: '', poolId: 'P', quantity: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('CART.INVALID_ITEM');
      expect(r.error.details).toEqual({ fields: ['productId', 'skuId', 'quantity'] });
      expect(r.error.message).toBe('Invalid parameters passed to addToCart: productId, skuId, quantity');
    }
  });
  it('rejects a fractional quantity', () => {
    expect(validateAddToCart({ ...request, quantity: 1.5 }).ok).toBe(false);
  });
  it('property: valid exactly when ids are non-blank and quantity is a whole number >= 1', () => {
    fc.assert(
      fc.property(fc.constantFrom('', ' ', 'P'), fc.constantFrom('', 'S'), fc.constantFrom('', 'POOL'), fc.integer({ min: -3, max: 3 }), (productId, skuId, poolId, quantity) => {
        const valid = productId.trim() !== '' && skuId !== '' && poolId !== '' && quantity >= 1;
        expect(validateAddToCart({ productId, skuId, poolId, quantity }).ok).toBe(valid);
      }),
    );
  });
});

describe('validatePartAddToCart (shopping §5 "Part add to cart needs the same")', () => {
  const part = { productId: 'P-2', skuId: 'SKU-2', quantity: 1, type: 'PART' as const };
  it('accepts a pool and valid items', () => {
    expect(validatePartAddToCart({ poolId: 'US_DIRECT', items: [part] }).ok).toBe(true);
  });
  it('needs a pool and at least one item', () => {
    const r = validatePartAddToCart({ poolId: '', items: [] });
    expect(!r.ok && r.error.details).toEqual({ fields: ['poolId', 'items'] });
  });
  it('names the bad fields of each item', () => {
    const r = validatePartAddToCart({ poolId: 'X', items: [part, { ...part, productId: '', skuId: ' ', quantity: 0 }] });
    expect(!r.ok && r.error.details).toEqual({ fields: ['items[1].productId', 'items[1].skuId', 'items[1].quantity'] });
    expect(!r.ok && r.error.message).toBe('Invalid parameters passed to addPartsToCart: items[1].productId, items[1].skuId, items[1].quantity');
  });
  it('property: valid exactly when every item quantity is >= 1 (catches an off-by-one)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -2, max: 4 }), { minLength: 1, maxLength: 5 }), (quantities) => {
        const r = validatePartAddToCart({ poolId: 'X', items: quantities.map((quantity) => ({ ...part, quantity })) });
        expect(r.ok).toBe(quantities.every((q) => q >= 1));
      }),
    );
  });
});
