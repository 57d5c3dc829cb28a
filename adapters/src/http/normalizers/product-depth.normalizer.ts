import type { BundlePart, HeartedProduct, ThresholdBannerEntry, Wishlist, WishlistItem } from '@vitrine/core';
import type { BundlePartDto, CartThresholdBannerDto, LikedProductDto, WishlistDto, WishlistItemDto } from '@vitrine/contract';
import { normalizeOptionalImage } from './image.normalizer.js';
import { toMoney } from './money.normalizer.js';
import { normalizeProduct, normalizeProductKind } from './product.normalizer.js';

/** BundlePartDto -> BundlePart (the part product normalized as any product record). */
export function normalizeBundlePart(dto: BundlePartDto): BundlePart {
  return { position: dto.position, title: dto.title, quantity: dto.quantity, product: normalizeProduct(dto.product) };
}

/** WishlistItemDto -> WishlistItem (price to minor units, productType to a ProductKind). */
export function normalizeWishlistItem(dto: WishlistItemDto): WishlistItem {
  return {
    itemId: dto.itemId,
    productId: dto.productId,
    productSlug: dto.productSlug,
    kind: normalizeProductKind(dto.productType, 'PRODUCT'),
    displayName: dto.displayName,
    skuId: dto.skuId,
    colorName: dto.colorName,
    sizeName: dto.sizeName,
    quantity: dto.quantity,
    image: normalizeOptionalImage(dto.image),
    price: toMoney(dto.price, dto.currencyCode),
    addedAt: dto.addedAt,
  };
}

export function normalizeWishlist(dto: WishlistDto): Wishlist {
  return { id: dto.id, name: dto.name, items: dto.items.map(normalizeWishlistItem) };
}

export function normalizeHeartedProduct(dto: LikedProductDto): HeartedProduct {
  return {
    productId: dto.productId,
    productSlug: dto.productSlug,
    kind: normalizeProductKind(dto.productType, 'PRODUCT'),
    displayName: dto.displayName,
    image: normalizeOptionalImage(dto.image),
    price: toMoney(dto.price, dto.currencyCode),
    likedAt: dto.likedAt,
  };
}

/** The banner entry with its thresholds from major units to minor units of `currency` (decision 0029). */
export function normalizeThresholdBanner(dto: CartThresholdBannerDto, currency: string): ThresholdBannerEntry {
  return {
    minThreshold: toMoney(dto.minThreshold, currency).amount,
    maxThreshold: toMoney(dto.maxThreshold, currency).amount,
    inRangePreHeadline: dto.inRangePreHeadline,
    inRangeHeadline: dto.inRangeHeadline,
    thresholdMetHeadline: dto.thresholdMetHeadline,
    inRangeCtas: dto.inRangeCtas.map((c) => ({ linkTitle: c.linkTitle, linkPath: c.linkPath })),
  };
}
