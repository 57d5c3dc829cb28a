import { z } from 'zod';
import { ImageDto, ProductRecordDto } from './catalog.schema.js';

/**
 * JSON shapes of bundles, wishlists, likes (hearted products), back-in-stock notifications and the
 * cart threshold banner entry (shopping.md §3 "Wishlist", "Cart item" part items; §5; §7
 * "Catalogue", "Wishlist", "Notifications and email", "Content"; shell-and-account.md §3 "Cart
 * threshold banner"; decisions 0220-0224). Prices are decimal major units. Each export is a zod
 * schema and the type inferred from it under the same name (decision 0125).
 */

const nonBlank = z.string().refine((s) => s.trim().length > 0, { error: 'must not be blank' });

/** One part of a bundle: its title, the part product (only the SKUs the bundle offers) and the default SKU. */
export const BundlePartDto = z.object({
  /** 1-based position in the bundle. */
  position: z.number(),
  /** The option's title in the bundle ('Sprite Stasis Ball'). */
  title: z.string(),
  /** Units of this part in one bundle. */
  quantity: z.number(),
  product: ProductRecordDto,
});
export type BundlePartDto = z.infer<typeof BundlePartDto>;

/** Response of GET /catalog/v0/{siteId}/products/{id}/parts. */
export const BundlePartsResponseDto = z.object({ bundleId: z.string(), parts: z.array(BundlePartDto) });
export type BundlePartsResponseDto = z.infer<typeof BundlePartsResponseDto>;

/** A bundle a product is part of (GET /catalog/v1/{siteId}/pools/{pool}/products/{id}/bundles). */
export const BundleSummaryDto = z.object({ productId: z.string(), productSlug: z.string(), displayName: z.string(), image: ImageDto.nullable() });
export type BundleSummaryDto = z.infer<typeof BundleSummaryDto>;

/** Query of GET …/products/{id}/bundles: limit, default and most 5 (shopping.md §9 "Bundle fetch limit 5"). */
export const BundlesQueryDto = z.object({ limit: z.string().regex(/^[1-5]$/, { error: 'limit must be 1-5' }).optional() });
export type BundlesQueryDto = z.infer<typeof BundlesQueryDto>;

/** Response of GET …/products/{id}/bundles. */
export const BundlesResponseDto = z.object({ bundles: z.array(BundleSummaryDto) });
export type BundlesResponseDto = z.infer<typeof BundlesResponseDto>;

/** A wishlist item with the product facts a list shows. `skuId` null: hearted without a size. */
export const WishlistItemDto = z.object({
  itemId: z.string(),
  productId: z.string(),
  productSlug: z.string(),
  productType: z.string(),
  displayName: z.string(),
  skuId: z.string().nullable(),
  colorName: z.string().nullable(),
  sizeName: z.string().nullable(),
  quantity: z.number(),
  image: ImageDto.nullable(),
  /** Sale price of the SKU, else the product's lowest; decimal major units. */
  price: z.number(),
  currencyCode: z.string(),
  /** Epoch ms. */
  addedAt: z.number(),
});
export type WishlistItemDto = z.infer<typeof WishlistItemDto>;

export const WishlistDto = z.object({ id: z.string(), name: z.string(), items: z.array(WishlistItemDto) });
export type WishlistDto = z.infer<typeof WishlistDto>;

/** Response of GET /checkout/v0/{siteId}/wishlists: the shopper's wishlists (the default one first, created on first use). */
export const WishlistsResponseDto = z.object({ wishlists: z.array(WishlistDto) });
export type WishlistsResponseDto = z.infer<typeof WishlistsResponseDto>;

/** Body of POST /checkout/v0/{siteId}/wishlists/{id}/items (shopping.md §5: a numeric quantity). */
export const AddWishlistItemRequestDto = z.object({
  productId: nonBlank,
  skuId: z.string().nullable().optional(),
  quantity: z.number({ error: 'quantity must be a number' }).int({ error: 'quantity must be a whole number of at least 1' }).min(1, { error: 'quantity must be a whole number of at least 1' }),
});
export type AddWishlistItemRequestDto = z.infer<typeof AddWishlistItemRequestDto>;

/** A hearted product (GET /likes/v0/{siteId}/me/likes/products). */
export const LikedProductDto = z.object({
  productId: z.string(),
  productSlug: z.string(),
  productType: z.string(),
  displayName: z.string(),
  image: ImageDto.nullable(),
  price: z.number(),
  currencyCode: z.string(),
  likedAt: z.number(),
});
export type LikedProductDto = z.infer<typeof LikedProductDto>;

/** Query of GET /likes/v0/{siteId}/me/likes/products: offset (default 0) and limit (1-60, default 24). */
export const LikedProductsQueryDto = z.object({
  offset: z.string().regex(/^\d{1,6}$/, { error: 'offset must be a whole number >= 0' }).optional(),
  limit: z.string().regex(/^([1-9]|[1-5]\d|60)$/, { error: 'limit must be 1-60' }).optional(),
});
export type LikedProductsQueryDto = z.infer<typeof LikedProductsQueryDto>;

export const LikedProductsResponseDto = z.object({ products: z.array(LikedProductDto), total: z.number(), offset: z.number(), limit: z.number() });
export type LikedProductsResponseDto = z.infer<typeof LikedProductsResponseDto>;

/** Body of POST /likes/v0/{siteId}/back-in-stock-notifications (shopping.md §5: all strings). */
export const BackInStockRequestDto = z.object({
  productId: nonBlank,
  skuId: nonBlank,
  styleNumber: nonBlank,
  poolId: nonBlank,
  email: z.email({ error: 'email must be an email address' }),
});
export type BackInStockRequestDto = z.infer<typeof BackInStockRequestDto>;

/** Answer of POST …/back-in-stock-notifications (201; 200 when the same request already waits). */
export const BackInStockResponseDto = z.object({ status: z.enum(['SUBSCRIBED', 'ALREADY_SUBSCRIBED']) });
export type BackInStockResponseDto = z.infer<typeof BackInStockResponseDto>;

/** Body of POST /__sandbox/restock (test-only, fault switch on): new stock of a SKU in a pool; above 0 the waiting notifications are sent, 0 sells it out again. */
export const RestockRequestDto = z.object({ skuId: nonBlank, poolId: nonBlank, stockLevel: z.number().int().min(0, { error: 'stockLevel must be a whole number >= 0' }) });
export type RestockRequestDto = z.infer<typeof RestockRequestDto>;

export const RestockResponseDto = z.object({ skuId: z.string(), poolId: z.string(), stockLevel: z.number(), notified: z.number() });
export type RestockResponseDto = z.infer<typeof RestockResponseDto>;

/** The cart threshold banner entry (shell-and-account.md §3); thresholds in major units of the site currency. */
export const CartThresholdBannerDto = z.object({
  slug: z.string(),
  minThreshold: z.number(),
  maxThreshold: z.number(),
  inRangePreHeadline: z.string(),
  inRangeHeadline: z.string(),
  thresholdMetHeadline: z.string(),
  inRangeCtas: z.array(z.object({ linkTitle: z.string(), linkPath: z.string() })),
});
export type CartThresholdBannerDto = z.infer<typeof CartThresholdBannerDto>;

/** Response of GET /content/v1/{siteId}/entries?content_type=cartThresholdBanner. */
export const CartThresholdBannerEntriesDto = z.object({ items: z.array(CartThresholdBannerDto) });
export type CartThresholdBannerEntriesDto = z.infer<typeof CartThresholdBannerEntriesDto>;
