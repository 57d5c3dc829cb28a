import type { ProductTile, TilePage } from '@vitrine/core';
import type { TileDto, TilesResponseDto } from '@vitrine/contract';
import { normalizeBadge } from './badge.normalizer.js';
import { normalizeOptionalImage } from './image.normalizer.js';
import { normalizePriceRange } from './price.normalizer.js';

/** TileDto -> ProductTile (shopping.md §3 "Product tile"); priceData in minor units of its currencyCode. */
export function normalizeTile(dto: TileDto): ProductTile {
  return {
    productId: dto.productId,
    productSlug: dto.productSlug,
    displayName: dto.displayName,
    brand: dto.brand,
    styleNumber: dto.styleNumber,
    productColor: dto.productColor,
    pdpURL: dto.pdpURL,
    image: normalizeOptionalImage(dto.imageURL),
    hoverImage: normalizeOptionalImage(dto.hoverImageURL),
    price: normalizePriceRange(dto.priceData, dto.priceData.currencyCode),
    isMTO: dto.isMTO,
    isBundle: dto.isBundle,
    displaySoldOut: dto.displaySoldOut,
    canHeart: dto.canHeart,
    canQuickshop: dto.canQuickshop,
    promotionLabels: [...dto.promotionLabels],
    badges: dto.badges.map(normalizeBadge),
    swatches: dto.swatches.map((s) => ({ code: s.code, displayName: s.displayName, swatchUrl: s.swatchUrl })),
    reviews: { count: dto.reviews.count, averageRating: dto.reviews.averageRating },
    textLanguage: dto.textLanguage,
  };
}

/** Response of POST /catalog-search-service/v0/{siteId}/tiles/{category} -> TilePage (page 1-based). */
export function normalizeTilePage(dto: TilesResponseDto): TilePage {
  return {
    category: { slug: dto.category.slug, displayName: dto.category.displayName },
    tiles: dto.records.map(normalizeTile),
    page: dto.page,
    pageSize: dto.pageSize,
    totalRecords: dto.totalRecords,
  };
}
