import { vi } from 'vitest';
import { domainError, err, ok, type Wishlist, type WishlistGateway, type WishlistItem } from '@vitrine/core';
import { anImage, usd } from '../../mothers/product.mother.js';

/** A wishlist item of the hoodie, with a SKU unless overridden. */
export function aWishlistItem(overrides: Partial<WishlistItem> = {}): WishlistItem {
  return {
    itemId: 'wli-1',
    productId: 'MH01',
    productSlug: 'chaz-kangeroo-hoodie',
    kind: 'regular',
    displayName: 'Chaz Kangeroo Hoodie',
    skuId: 'MH01-M-Black',
    colorName: 'Black',
    sizeName: 'M',
    quantity: 1,
    image: anImage(),
    price: usd(5200),
    addedAt: 1,
    ...overrides,
  };
}

/** A WishlistGateway over one in-memory wishlist, recording calls. */
export function wishlistStub(items: WishlistItem[] = [], id = 'wl-1') {
  let list: Wishlist = { id, name: 'Favorites', items };
  const gateway = {
    getWishlists: vi.fn(async () => [list]),
    getWishlist: vi.fn(async (wanted: string) => (wanted === list.id ? ok(list) : err(domainError('WISHLIST.NOT_FOUND', 'none')))),
    addItem: vi.fn<WishlistGateway['addItem']>(async (request) => {
      list = { ...list, items: [aWishlistItem({ itemId: `wli-${request.productId}`, productId: request.productId, skuId: request.skuId }), ...list.items] };
      return ok(list);
    }),
    removeItem: vi.fn<WishlistGateway['removeItem']>(async (_id, itemId) => {
      if (!list.items.some((i) => i.itemId === itemId)) return err(domainError('WISHLIST.NOT_FOUND', 'no item'));
      list = { ...list, items: list.items.filter((i) => i.itemId !== itemId) };
      return ok(list);
    }),
  } satisfies WishlistGateway;
  return gateway;
}
