import type { ProductImage, ProductKind } from '../../catalog/domain/product.js';
import type { Money } from '../../shared/money.js';

/**
 * The wishlist and hearted products as the UI sees them (shopping.md §3 "Wishlist", §7
 * "Wishlist"; decision 0221): the heart puts a product on the shopper's default wishlist.
 */

/** A wishlist item: the product, the SKU when one was chosen (else null), units and display facts. */
export interface WishlistItem {
  readonly itemId: string;
  readonly productId: string;
  readonly productSlug: string;
  readonly kind: ProductKind;
  readonly displayName: string;
  readonly skuId: string | null;
  readonly colorName: string | null;
  readonly sizeName: string | null;
  /** Units, >= 1. */
  readonly quantity: number;
  readonly image: ProductImage | null;
  /** The SKU's sale price, else the product's lowest; minor units. */
  readonly price: Money;
  /** Epoch ms. */
  readonly addedAt: number;
}

export interface Wishlist {
  readonly id: string;
  readonly name: string;
  readonly items: readonly WishlistItem[];
}

/** A hearted product of the account page (GET likes/v0/{siteId}/me/likes/products). */
export interface HeartedProduct {
  readonly productId: string;
  readonly productSlug: string;
  readonly kind: ProductKind;
  readonly displayName: string;
  readonly image: ProductImage | null;
  readonly price: Money;
  /** Epoch ms. */
  readonly likedAt: number;
}

/** One page of hearted products: `offset` and `limit` as asked, `total` of all. */
export interface HeartedProductsPage {
  readonly products: readonly HeartedProduct[];
  readonly total: number;
  readonly offset: number;
  readonly limit: number;
}

/** Hearted products per page of the account page. */
export const HEARTED_PRODUCTS_PAGE_SIZE = 24;

/** Offset of a 1-based page (offset is (page-1) × size, as for reviews, shopping.md §9); a page below 1 counts as 1. */
export function heartedProductsOffset(page: number, pageSize = HEARTED_PRODUCTS_PAGE_SIZE): number {
  return (Math.max(1, Math.floor(page)) - 1) * pageSize;
}

/** The ids of every product on the given wishlists (the pressed hearts). */
export function heartedProductIds(wishlists: readonly Wishlist[]): ReadonlySet<string> {
  return new Set(wishlists.flatMap((w) => w.items.map((i) => i.productId)));
}

/** The item holding `productId` on the wishlist, or null. */
export function wishlistItemOf(wishlist: Wishlist, productId: string): WishlistItem | null {
  return wishlist.items.find((i) => i.productId === productId) ?? null;
}
