import type { AvailableStatus, ColorOption, FitOption, Product, ProductKind, Sku } from '@vitrine/core';
import type { ProductRecordDto, SkuDto, SliceItemDto } from '@vitrine/contract';
import { normalizeBadge } from './badge.normalizer.js';
import { normalizeImage } from './image.normalizer.js';
import { toMoney } from './money.normalizer.js';
import { normalizePriceRange } from './price.normalizer.js';

const AVAILABLE_STATUSES: readonly AvailableStatus[] = ['available', 'backordered', 'discontinued', 'unavailable'];

/** availableStatus text -> AvailableStatus, case-insensitive; unknown texts give 'unavailable' (never sell what we cannot read). */
export function normalizeAvailableStatus(value: string): AvailableStatus {
  const lower = value.toLowerCase();
  return (AVAILABLE_STATUSES as readonly string[]).includes(lower) ? (lower as AvailableStatus) : 'unavailable';
}

const KINDS: Readonly<Record<string, ProductKind>> = { REGULAR: 'regular', MTO: 'mto', HYBRID: 'hybrid', BUNDLE: 'bundle' };

/** productType ('REGULAR' | 'MTO' | 'HYBRID' | 'BUNDLE') and recordType -> ProductKind; a BUNDLE record is always 'bundle'; unknown types are 'regular'. */
export function normalizeProductKind(productType: string, recordType: ProductRecordDto['recordType']): ProductKind {
  if (recordType === 'BUNDLE') return 'bundle';
  return KINDS[productType.toUpperCase()] ?? 'regular';
}

/** SkuDto -> Sku; prices in minor units of `currency`. */
export function normalizeSku(dto: SkuDto, currency: string): Sku {
  return {
    skuId: dto.skuId,
    colorId: dto.colorId,
    sizeId: dto.sizeId,
    size: dto.size,
    color: dto.color,
    fitId: dto.sizeType,
    stockLevel: Math.max(0, dto.stockLevel),
    backorder: Math.max(0, dto.backorder),
    pools: [...dto.pools],
    availableStatus: normalizeAvailableStatus(dto.availableStatus),
    isDropShip: dto.isDropShip,
    isFlatRate: dto.isFlatRate,
    shipRestriction: dto.shipRestriction?.codeName ?? null,
    logisticClass: dto.logisticClass,
    returnRestockFeeCode: dto.returnRestockInfo?.feeCode ?? null,
    collectionPointEligible: dto.collectionPointEligible,
    backInStockNotificationEligible: dto.backInStockNotificationEligible,
    listPrice: toMoney(dto.listPrice, currency),
    salePrice: toMoney(dto.salePrice, currency),
  };
}

/** A primary slice item -> ColorOption. */
export function normalizeColor(dto: SliceItemDto): ColorOption {
  return {
    code: dto.code,
    displayName: dto.displayName,
    swatchUrl: dto.swatchUrl,
    images: dto.images.map(normalizeImage),
    videos: [...dto.videos],
    includedSkus: [...dto.includedSkus],
  };
}

/** A secondary slice item -> FitOption. */
export function normalizeFit(dto: SliceItemDto): FitOption {
  return { code: dto.code, displayName: dto.displayName, includedSizes: [...dto.includedSizes], includedSkus: [...dto.includedSkus] };
}

/**
 * One record of GET /catalog/v0/{siteId}/pools/{inventoryPool}/products -> Product
 * (shopping.md §3 "Product", "SKU"). Prices: decimal major units of skuInfo.currencyCode -> Money
 * in minor units. Pure; never throws on a well-typed DTO.
 */
export function normalizeProduct(record: ProductRecordDto): Product {
  const { product, skuInfo } = record;
  const currency = skuInfo.currencyCode;
  return {
    productId: product.productId,
    displayName: product.displayName,
    styleNumber: product.styleNumber,
    productSlug: product.productSlug,
    brand: product.brand,
    subBrand: product.subBrand,
    description: product.longDescription,
    kind: normalizeProductKind(product.productType, record.recordType),
    defaultColorCode: product.defaultColorCode,
    defaultSizeType: product.defaultSizeType,
    preorderFlag: product.preorderFlag,
    removeForLegalReasons: product.removeForLegalReasons,
    displaySoldOut: product.displaySoldOut,
    webExclusive: product.webExclusive,
    isGiftCard: product.isGiftCard,
    isEgiftCard: product.isEgiftCard,
    badges: product.badges.map(normalizeBadge),
    promotionLabels: [...product.promotionLabels],
    highlights: [...product.facets.highlights],
    parentCategory: product.parentCategory === null ? null : { slug: product.parentCategory.slug, displayName: product.parentCategory.displayName },
    sizeAndFit: product.sizeAndFit,
    dimensions: product.dimensions,
    colors: skuInfo.primarySlice.sliceItems.map(normalizeColor),
    fits: skuInfo.secondarySlice.sliceItems.map(normalizeFit),
    skus: skuInfo.skus.map((sku) => normalizeSku(sku, currency)),
    price: normalizePriceRange(skuInfo, currency),
    reviews: { count: record.reviews.count, averageRating: record.reviews.averageRating },
    faceOutColorCode: record.faceOutColorCode,
    textLanguage: record.textLanguage,
  };
}
