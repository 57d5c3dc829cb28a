import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateWishlistAdd } from '@vitrine/core';

describe('wishlist add (shopping §5)', () => {
  it('needs a numeric quantity and a wishlist id', () => {
    expect(validateWishlistAdd({ wishlistId: 'W', productId: 'P', skuId: 'S', quantity: 1 }).ok).toBe(true);
    const r = validateWishlistAdd({ productId: 'P', skuId: 'S', quantity: '1' as never });
    expect(!r.ok && r.error).toEqual({ code: 'WISHLIST.INVALID_REQUEST', message: 'Invalid parameters passed to addToWishlist', details: { fields: ['wishlistId', 'quantity'] } });
  });
  it('property: valid iff the id is non-blank and the quantity a finite number', () => {
    fc.assert(fc.property(fc.constantFrom('', ' ', 'W'), fc.oneof(fc.integer(), fc.constant(Number.NaN), fc.constant('2')), (wishlistId, quantity) => {
      expect(validateWishlistAdd({ wishlistId, quantity: quantity as number }).ok).toBe(wishlistId === 'W' && typeof quantity === 'number' && Number.isFinite(quantity));
    }));
  });
});
