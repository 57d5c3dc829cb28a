import { z } from 'zod';

/**
 * JSON shapes of the catalogue API (shopping.md §3 "Product", "SKU", "Product tile", "Navigation
 * item"; §7 "Catalogue"). Field names follow the spec. Prices are decimal major units, as the
 * retailer's API sends them; normalizers turn them into Money in minor units. Each export is a zod
 * schema and the type inferred from it under the same name (decision 0125).
 */

/** Availability codes of shopping.md §3. */
export const AvailabilityCodeDto = z.union([z.literal(1000), z.literal(1003), z.literal(1005), z.literal(1111)]);
export type AvailabilityCodeDto = z.infer<typeof AvailabilityCodeDto>;

export const ImageDto = z.object({
  /** Path of the image in the image service, without width: '/api/images/luma/m/h/mh01-black_main.jpg'. */
  url: z.string(),
  /** Intrinsic width and height of the source in px. */
  width: z.number(),
  height: z.number(),
  alt: z.string(),
});
export type ImageDto = z.infer<typeof ImageDto>;

export const SkuDto = z.object({
  skuId: z.string(),
  colorId: z.string(),
  sizeId: z.string(),
  /** Size display name ('M', '32'). */
  size: z.string(),
  /** Colour display name ('Black'). */
  color: z.string(),
  /** Code of the secondary slice item (fit) the SKU belongs to, e.g. 'REGULAR'; null when the product has no fits. */
  sizeType: z.string().nullable(),
  stockLevel: z.number(),
  backorder: z.number(),
  pools: z.array(z.string()),
  /** 'available' | 'backordered' | 'discontinued' | 'unavailable'. */
  availableStatus: z.string(),
  availabilityCode: AvailabilityCodeDto,
  isDropShip: z.boolean(),
  isFlatRate: z.boolean(),
  shipRestriction: z.object({ codeName: z.string() }).nullable(),
  logisticClass: z.string().nullable(),
  returnRestockInfo: z.object({ feeCode: z.string() }).nullable(),
  collectionPointEligible: z.boolean(),
  backInStockNotificationEligible: z.boolean(),
  additionalShippingInfo: z.object({ code: z.string(), price: z.number() }).nullable(),
  /** Decimal major units in the site's currency. */
  listPrice: z.number(),
  salePrice: z.number(),
});
export type SkuDto = z.infer<typeof SkuDto>;

export const SliceItemDto = z.object({
  code: z.string(),
  displayName: z.string(),
  /** skuIds of the SKUs in this slice item. */
  includedSkus: z.array(z.string()),
  /** sizeIds available in this slice item. */
  includedSizes: z.array(z.string()),
  swatchUrl: z.string().nullable(),
  images: z.array(ImageDto),
  videos: z.array(z.string()),
});
export type SliceItemDto = z.infer<typeof SliceItemDto>;

export const SkuInfoDto = z.object({
  currencyCode: z.string(),
  hasMarkdown: z.boolean(),
  /** 'none' | 'partial' | 'full' (decision 0004). */
  markdownState: z.string(),
  listPriceLow: z.number(),
  listPriceHigh: z.number(),
  salePriceLow: z.number(),
  salePriceHigh: z.number(),
  hasAvailableSku: z.boolean(),
  hasFlatRateSku: z.boolean(),
  hasRestockFeeCode: z.boolean(),
  quickShipRegions: z.array(z.string()),
  paymentNotifications: z.array(z.string()),
  /** Colours. */
  primarySlice: z.object({ sliceItems: z.array(SliceItemDto) }),
  /** Fits (Regular, Petite, Tall); sliceItems empty when the product has no fits. */
  secondarySlice: z.object({ sliceItems: z.array(SliceItemDto) }),
  skus: z.array(SkuDto),
});
export type SkuInfoDto = z.infer<typeof SkuInfoDto>;

export const BadgeDto = z.object({
  type: z.string(),
  expiration_date: z.string().nullable(),
  merchandising_order: z.number(),
  text: z.string().optional(),
});
export type BadgeDto = z.infer<typeof BadgeDto>;

export const CategoryRefDto = z.object({ slug: z.string(), displayName: z.string() });
export type CategoryRefDto = z.infer<typeof CategoryRefDto>;

export const ProductDto = z.object({
  productId: z.string(),
  displayName: z.string(),
  styleNumber: z.string(),
  supplierSku: z.string().nullable(),
  productSlug: z.string(),
  brand: z.string(),
  /** 'anthroliving' | 'fpmovement' | null. */
  subBrand: z.string().nullable(),
  /** HTML from the source catalogue; the UI sanitises before rendering. */
  longDescription: z.string(),
  /** 'REGULAR' | 'MTO' | 'HYBRID' | 'BUNDLE'. */
  productType: z.string(),
  defaultColorCode: z.string().nullable(),
  defaultSizeType: z.string().nullable(),
  merchandiseClass: z.string().nullable(),
  preorderFlag: z.boolean(),
  removeForLegalReasons: z.boolean(),
  isGiftCard: z.boolean(),
  isEgiftCard: z.boolean(),
  isVintage: z.boolean(),
  isPetite: z.boolean(),
  webExclusive: z.boolean(),
  isMarketPlace: z.boolean(),
  /** The marketplace seller of an isMarketPlace product (decision 0212); absent or null otherwise. */
  sellerInfo: z.object({ shopName: z.string(), slug: z.string() }).nullable().optional(),
  configurationEnabled: z.boolean(),
  displaySoldOut: z.boolean(),
  facets: z.object({ colors: z.array(z.string()), highlights: z.array(z.string()), subBrands: z.array(z.string()), attributionProductType: z.string().nullable() }),
  promotionLabels: z.array(z.string()),
  badges: z.array(BadgeDto),
  parentCategory: CategoryRefDto.nullable(),
  sizeAndFit: z.string().nullable(),
  dimensions: z.string().nullable(),
  defaultImage: ImageDto.nullable(),
});
export type ProductDto = z.infer<typeof ProductDto>;

/** One record of GET /catalog/v0/{siteId}/pools/{inventoryPool}/products. */
export const ProductRecordDto = z.object({
  product: ProductDto,
  skuInfo: SkuInfoDto,
  faceOutColorCode: z.string().nullable(),
  recordType: z.enum(['PRODUCT', 'BUNDLE']),
  language: z.string(),
  /**
   * ISO 639-1 language of the product's displayName and longDescription: `language` when they are
   * translated, else the source language ('en'), so the page can mark them with `lang` (decision 0255).
   */
  textLanguage: z.string(),
  lastModified: z.string(),
  reviews: z.object({ count: z.number(), averageRating: z.number() }),
});
export type ProductRecordDto = z.infer<typeof ProductRecordDto>;

/** Response of GET /catalog/v0/{siteId}/pools/{inventoryPool}/products. */
export const ProductsResponseDto = z.object({ products: z.array(ProductRecordDto) });
export type ProductsResponseDto = z.infer<typeof ProductsResponseDto>;

/** Product tile of shopping.md §3. */
export const TileDto = z.object({
  productId: z.string(),
  productColor: z.string().nullable(),
  brand: z.string(),
  pdpURL: z.string(),
  imageURL: ImageDto.nullable(),
  hoverImageURL: ImageDto.nullable(),
  canHeart: z.boolean(),
  styleNumber: z.string(),
  canQuickshop: z.boolean(),
  displayName: z.string(),
  productSlug: z.string(),
  priceData: z.object({
    currencyCode: z.string(),
    salePriceHigh: z.number(),
    salePriceLow: z.number(),
    listPriceHigh: z.number(),
    listPriceLow: z.number(),
    hasMarkdown: z.boolean(),
    markdownState: z.string(),
  }),
  isMTO: z.boolean(),
  isBundle: z.boolean(),
  promotionLabels: z.array(z.string()),
  displaySoldOut: z.boolean(),
  badges: z.array(BadgeDto),
  swatches: z.array(z.object({ code: z.string(), displayName: z.string(), swatchUrl: z.string().nullable() })),
  reviews: z.object({ count: z.number(), averageRating: z.number() }),
  /** ISO 639-1 language of displayName: the request's when translated, else the source language ('en'; decision 0255). */
  textLanguage: z.string(),
});
export type TileDto = z.infer<typeof TileDto>;

/** Response of POST /catalog-search-service/v0/{siteId}/tiles/{category}. */
export const TilesResponseDto = z.object({
  records: z.array(TileDto),
  totalRecords: z.number(),
  /** 1-based page. */
  page: z.number(),
  pageSize: z.number(),
  category: CategoryRefDto,
});
export type TilesResponseDto = z.infer<typeof TilesResponseDto>;

/** Navigation item of shopping.md §3. */
export interface NavigationItemDto {
  slug: string;
  /** 'CATEGORY' | 'BRAND' | 'CONTENT' | 'EXTERNAL' | 'HEADING' | 'DEFAULT' | 'SMART' | 'GATEWAY' | 'NON_PRODUCT' | 'NO_NAV'. */
  typeCode: string;
  nestLevel: number;
  navigationItems: NavigationItemDto[];
  ancestorSlugs: string[];
  itemId: string;
  categoryId: string | null;
  displayName: string;
  url: unknown;
  target?: string;
  displayPreferences: { tertiaryDisplay: number | null };
}
/** Schema of a navigation item; recursive, so its type is written out above and checked against it. */
export const NavigationItemDto: z.ZodType<NavigationItemDto> = z.object({
  slug: z.string(),
  typeCode: z.string(),
  nestLevel: z.number(),
  get navigationItems() {
    return z.array(NavigationItemDto);
  },
  ancestorSlugs: z.array(z.string()),
  itemId: z.string(),
  categoryId: z.string().nullable(),
  displayName: z.string(),
  url: z.unknown(),
  target: z.string().optional(),
  displayPreferences: z.object({ tertiaryDisplay: z.number().nullable() }),
});

/** Response of GET /catalog/v0/{siteId}/navigation. */
export const NavigationResponseDto = z.object({
  navigationItems: z.array(NavigationItemDto),
  ancestorNavigationItems: z.array(NavigationItemDto),
});
export type NavigationResponseDto = z.infer<typeof NavigationResponseDto>;

/**
 * Query of GET /catalog/v0/{siteId}/navigation: exactly one of `slug` and `categoryId` (the route
 * answers its own 400 for both or neither); `breadcrumbs=true`, `navigation=false` switch parts.
 */
export const NavigationQueryDto = z.object({
  slug: z.string().optional(),
  categoryId: z.string().optional(),
  breadcrumbs: z.enum(['true', 'false']).optional(),
  navigation: z.enum(['true', 'false']).optional(),
});
export type NavigationQueryDto = z.infer<typeof NavigationQueryDto>;

/**
 * Query of GET /catalog/v0/{siteId}/pools/{inventoryPool}/products: `slug` or `product-id=a,b` (the
 * route answers its own 400 for both or neither, and for more than 100 ids); the rest are optional flags.
 */
export const ProductsQueryDto = z.object({
  slug: z.string().optional(),
  'product-id': z.string().optional(),
  'exclude-filter': z.string().optional(),
  'include-pools': z.string().optional(),
  projection: z.string().optional(),
  'projection-slug': z.string().optional(),
  countryCode: z.string().optional(),
  'include-realtime-inventory': z.string().optional(),
});
export type ProductsQueryDto = z.infer<typeof ProductsQueryDto>;

/** Largest page size of a tiles or search call (shopping.md §7). */
export const MAX_PAGE_SIZE = 120;
/** Page size of a tiles or search call that gives none. */
export const DEFAULT_PAGE_SIZE = 24;

/** Body of POST /catalog-search-service/v0/{siteId}/tiles/{category}: 1-based page, both optional (24 and 1), optional sub-brand refinements. */
export const TilesRequestDto = z.object({
  pageSize: z
    .number({ error: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int({ error: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .min(1, { error: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .max(MAX_PAGE_SIZE, { error: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .optional(),
  page: z
    .number({ error: 'page must be a whole number of at least 1' })
    .int({ error: 'page must be a whole number of at least 1' })
    .min(1, { error: 'page must be a whole number of at least 1' })
    .optional(),
  /** Keeps the products of these sub-brands only (shopping.md §1 "refinements on facets.subBrands"; decision 0344); case-insensitive, OR-ed. */
  refinements: z
    .strictObject({ subBrands: z.array(z.string({ error: 'subBrands must be a list of strings' }), { error: 'subBrands must be a list of strings' }).optional() }, { error: 'refinements must be { subBrands: [code] }' })
    .optional(),
});
export type TilesRequestDto = z.infer<typeof TilesRequestDto>;
