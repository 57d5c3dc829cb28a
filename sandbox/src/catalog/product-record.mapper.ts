import type { ProductDto, ProductRecordDto, SkuDto, SkuInfoDto, SliceItemDto } from '@vitrine/contract';
import { availabilityCode, isUnavailable } from './inventory-rules.js';
import { summarizePrices, toMajor } from './price-summary.js';
import type { ColorRow, LoadedProduct, SkuRow } from './product-repository.js';
import type { RequestContext } from './request-context.js';
import { SHOWCASE } from '../seed/showcase.js';

const stockFacts = (s: SkuRow) => ({ availableStatus: s.available_status, stockLevel: s.stock_level, backorder: s.backorder, isDropShip: s.is_drop_ship });

/** True when some SKU of the colour can be sold in the request pool. */
export function colorHasStock(skus: readonly SkuRow[], colorCode: string): boolean {
  return skus.some((s) => s.color_code === colorCode && !isUnavailable(stockFacts(s)));
}

function skuDto(s: SkuRow, preorder: boolean): SkuDto {
  return {
    skuId: s.sku_id,
    colorId: s.color_code,
    sizeId: s.size_id,
    size: s.size_name,
    color: s.color_name,
    sizeType: s.fit_code,
    stockLevel: s.stock_level,
    backorder: s.backorder,
    pools: s.pools,
    availableStatus: s.available_status,
    availabilityCode: availabilityCode(stockFacts(s), preorder),
    isDropShip: s.is_drop_ship,
    isFlatRate: s.is_flat_rate,
    shipRestriction: s.ship_restriction ? { codeName: s.ship_restriction } : null,
    logisticClass: s.logistic_class,
    returnRestockInfo: s.restock_fee_code ? { feeCode: s.restock_fee_code } : null,
    collectionPointEligible: s.collection_point_eligible,
    backInStockNotificationEligible: s.back_in_stock_eligible,
    additionalShippingInfo: null,
    listPrice: toMajor(s.list_minor),
    salePrice: toMajor(s.sale_minor),
  };
}

const unique = <T>(values: T[]) => [...new Set(values)];

function colorSlice(color: ColorRow, skus: readonly SkuRow[]): SliceItemDto {
  const own = skus.filter((s) => s.color_code === color.color_code);
  return {
    code: color.color_code,
    displayName: color.display_name,
    includedSkus: own.map((s) => s.sku_id),
    includedSizes: unique(own.map((s) => s.size_id)),
    swatchUrl: color.swatch_url,
    images: color.images,
    videos: [],
  };
}

/**
 * Maps a loaded product to the API's ProductRecordDto (shopping.md §3 "Product", "SKU"). With
 * `excludeOosColors` (exclude-filter=oos-color) colours without sellable stock in the pool are
 * left out with their SKUs, and the price range covers what is left.
 */
export function toProductRecord(loaded: LoadedProduct, ctx: RequestContext, options: { excludeOosColors?: boolean } = {}): ProductRecordDto {
  const { product: p, fits } = loaded;
  const colors = options.excludeOosColors ? loaded.colors.filter((c) => colorHasStock(loaded.skus, c.color_code)) : loaded.colors;
  const kept = new Set(colors.map((c) => c.color_code));
  const skus = loaded.skus.filter((s) => kept.has(s.color_code));
  const prices = summarizePrices(skus);
  const defaultColor = colors.find((c) => c.color_code === p.default_color_code) ?? colors[0] ?? null;

  const skuInfo: SkuInfoDto = {
    currencyCode: ctx.currency,
    ...prices,
    hasAvailableSku: skus.some((s) => !isUnavailable(stockFacts(s))),
    hasFlatRateSku: skus.some((s) => s.is_flat_rate),
    hasRestockFeeCode: skus.some((s) => s.restock_fee_code !== null),
    quickShipRegions: [],
    paymentNotifications: [],
    primarySlice: { sliceItems: colors.map((c) => colorSlice(c, skus)) },
    secondarySlice: {
      sliceItems: fits.map((f) => {
        const own = skus.filter((s) => s.fit_code === f.fit_code);
        return { code: f.fit_code, displayName: f.display_name, includedSkus: own.map((s) => s.sku_id), includedSizes: unique(own.map((s) => s.size_id)), swatchUrl: null, images: [], videos: [] };
      }),
    },
    skus: skus.map((s) => skuDto(s, p.preorder_flag)),
  };

  const product: ProductDto = {
    productId: p.product_id,
    displayName: p.display_name,
    styleNumber: p.style_number,
    supplierSku: null,
    productSlug: p.slug,
    brand: p.brand,
    subBrand: p.sub_brand,
    longDescription: p.description,
    productType: p.product_type,
    defaultColorCode: defaultColor?.color_code ?? null,
    defaultSizeType: p.default_size_type,
    merchandiseClass: p.merchandise_class,
    preorderFlag: p.preorder_flag,
    removeForLegalReasons: p.slug === SHOWCASE.legalRemoval.slug,
    isGiftCard: p.is_gift_card,
    isEgiftCard: p.is_egift_card,
    isVintage: false,
    isPetite: p.is_petite,
    webExclusive: p.web_exclusive,
    isMarketPlace: p.seller_slug !== null,
    sellerInfo: p.seller_slug ? { shopName: p.shop_name ?? p.seller_slug, slug: p.seller_slug } : null,
    configurationEnabled: false,
    displaySoldOut: p.display_sold_out,
    facets: {
      colors: colors.map((c) => c.display_name),
      highlights: p.highlights,
      subBrands: p.sub_brand ? [p.sub_brand] : [],
      attributionProductType: p.attribution_product_type,
    },
    promotionLabels: p.promotion_labels,
    badges: p.badges,
    parentCategory: p.parent_slug ? { slug: p.parent_slug, displayName: p.parent_name ?? p.parent_slug } : null,
    sizeAndFit: p.size_and_fit,
    dimensions: p.dimensions,
    defaultImage: defaultColor?.images[0] ?? null,
  };

  return {
    product,
    skuInfo,
    faceOutColorCode: defaultColor?.color_code ?? null,
    recordType: p.product_type === 'BUNDLE' ? 'BUNDLE' : 'PRODUCT',
    language: ctx.language,
    textLanguage: p.text_language,
    lastModified: new Date(p.last_modified).toISOString(),
    reviews: { count: p.review_count, averageRating: p.average_rating },
  };
}
