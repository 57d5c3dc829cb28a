import { describe, expect, it } from 'vitest';
import { HEARTED_PRODUCTS_PAGE_SIZE, heartedProductIds, heartedProductsOffset, wishlistItemOf } from '@vitrine/core';
import { aWishlistItem } from './wishlist-stubs.js';

describe('wishlist model (decision 0221)', () => {
  it('lists the hearted product ids and finds an item by product', () => {
    const list = { id: 'wl', name: 'Favorites', items: [aWishlistItem(), aWishlistItem({ itemId: 'b', productId: 'WJ03' })] };
    expect([...heartedProductIds([list])]).toEqual(['MH01', 'WJ03']);
    expect(wishlistItemOf(list, 'WJ03')?.itemId).toBe('b');
    expect(wishlistItemOf(list, 'nope')).toBeNull();
  });

  it('pages hearted products by offset (page-1) × size', () => {
    expect(heartedProductsOffset(1)).toBe(0);
    expect(heartedProductsOffset(3)).toBe(2 * HEARTED_PRODUCTS_PAGE_SIZE);
    expect(heartedProductsOffset(0, 10)).toBe(0);
  });
});
