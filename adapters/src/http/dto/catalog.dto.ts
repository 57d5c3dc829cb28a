/**
 * JSON shapes of the catalogue API (shopping.md §3 "Product", "SKU", "Product tile", "Navigation
 * item"; §7 "Catalogue"). Field names follow the spec. Prices are decimal major units, as the
 * retailer's API sends them; normalizers turn them into Money in minor units.
 * Only `adapters/src/http` and `sandbox` (types only) may import these.
 */

/** Availability codes of shopping.md §3. */
export type AvailabilityCodeDto = 1000 | 1003 | 1005 | 1111;

export interface ImageDto {
  /** Path of the image in the image service, without width: '/api/images/luma/m/h/mh01-black_main.jpg'. */
  url: string;
  /** Intrinsic width and height of the source in px. */
  width: number;
  height: number;
  alt: string;
}

export interface SkuDto {
  skuId: string;
  colorId: string;
  sizeId: string;
  /** Size display name ('M', '32'). */
  size: string;
  /** Colour display name ('Black'). */
  color: string;
  /** Code of the secondary slice item (fit) the SKU belongs to, e.g. 'REGULAR'; null when the product has no fits. */
  sizeType: string | null;
  stockLevel: number;
  backorder: number;
  pools: string[];
  /** 'available' | 'backordered' | 'discontinued' | 'unavailable'. */
  availableStatus: string;
  availabilityCode: AvailabilityCodeDto;
  isDropShip: boolean;
  isFlatRate: boolean;
  shipRestriction: { codeName: string } | null;
  logisticClass: string | null;
  returnRestockInfo: { feeCode: string } | null;
  collectionPointEligible: boolean;
  backInStockNotificationEligible: boolean;
  additionalShippingInfo: { code: string; price: number } | null;
  /** Decimal major units in the site's currency. */
  listPrice: number;
  salePrice: number;
}

export interface SliceItemDto {
  code: string;
  displayName: string;
  /** skuIds of the SKUs in this slice item. */
  includedSkus: string[];
  /** sizeIds available in this slice item. */
  includedSizes: string[];
  swatchUrl: string | null;
  images: ImageDto[];
  videos: string[];
}

export interface SkuInfoDto {
  currencyCode: string;
  hasMarkdown: boolean;
  /** 'none' | 'partial' | 'full' (decision 0004). */
  markdownState: string;
  listPriceLow: number;
  listPriceHigh: number;
  salePriceLow: number;
  salePriceHigh: number;
  hasAvailableSku: boolean;
  hasFlatRateSku: boolean;
  hasRestockFeeCode: boolean;
  quickShipRegions: string[];
  paymentNotifications: string[];
  /** Colours. */
  primarySlice: { sliceItems: SliceItemDto[] };
  /** Fits (Regular, Petite, Tall); sliceItems empty when the product has no fits. */
  secondarySlice: { sliceItems: SliceItemDto[] };
  skus: SkuDto[];
}

export interface BadgeDto {
  type: string;
  expiration_date: string | null;
  merchandising_order: number;
  text?: string;
}

export interface CategoryRefDto {
  slug: string;
  displayName: string;
}

export interface ProductDto {
  productId: string;
  displayName: string;
  styleNumber: string;
  supplierSku: string | null;
  productSlug: string;
  brand: string;
  /** 'anthroliving' | 'fpmovement' | null. */
  subBrand: string | null;
  /** HTML from the source catalogue; the UI sanitises before rendering. */
  longDescription: string;
  /** 'REGULAR' | 'MTO' | 'HYBRID' | 'BUNDLE'. */
  productType: string;
  defaultColorCode: string | null;
  defaultSizeType: string | null;
  merchandiseClass: string | null;
  preorderFlag: boolean;
  removeForLegalReasons: boolean;
  isGiftCard: boolean;
  isEgiftCard: boolean;
  isVintage: boolean;
  isPetite: boolean;
  webExclusive: boolean;
  isMarketPlace: boolean;
  configurationEnabled: boolean;
  displaySoldOut: boolean;
  facets: { colors: string[]; highlights: string[]; subBrands: string[]; attributionProductType: string | null };
  promotionLabels: string[];
  badges: BadgeDto[];
  parentCategory: CategoryRefDto | null;
  sizeAndFit: string | null;
  dimensions: string | null;
  defaultImage: ImageDto | null;
}

/** One record of GET /catalog/v0/{siteId}/pools/{inventoryPool}/products. */
export interface ProductRecordDto {
  product: ProductDto;
  skuInfo: SkuInfoDto;
  faceOutColorCode: string | null;
  recordType: 'PRODUCT' | 'BUNDLE';
  language: string;
  lastModified: string;
  reviews: { count: number; averageRating: number };
}

/** Response of GET /catalog/v0/{siteId}/pools/{inventoryPool}/products. */
export interface ProductsResponseDto {
  products: ProductRecordDto[];
}

/** Product tile of shopping.md §3. */
export interface TileDto {
  productId: string;
  productColor: string | null;
  brand: string;
  pdpURL: string;
  imageURL: ImageDto | null;
  hoverImageURL: ImageDto | null;
  canHeart: boolean;
  styleNumber: string;
  canQuickshop: boolean;
  displayName: string;
  productSlug: string;
  priceData: {
    currencyCode: string;
    salePriceHigh: number;
    salePriceLow: number;
    listPriceHigh: number;
    listPriceLow: number;
    hasMarkdown: boolean;
    markdownState: string;
  };
  isMTO: boolean;
  isBundle: boolean;
  promotionLabels: string[];
  displaySoldOut: boolean;
  badges: BadgeDto[];
  swatches: { code: string; displayName: string; swatchUrl: string | null }[];
  reviews: { count: number; averageRating: number };
}

/** Response of POST /catalog-search-service/v0/{siteId}/tiles/{category}. */
export interface TilesResponseDto {
  records: TileDto[];
  totalRecords: number;
  /** 1-based page. */
  page: number;
  pageSize: number;
  category: CategoryRefDto;
}

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

/** Response of GET /catalog/v0/{siteId}/navigation. */
export interface NavigationResponseDto {
  navigationItems: NavigationItemDto[];
  ancestorNavigationItems: NavigationItemDto[];
}

/** Body of POST /catalog-search-service/v0/{siteId}/products/searches (shopping.md §7 "Search"). */
export interface SearchRequestDto {
  query: string;
  pageSize: number;
  /** 1-based page. */
  page: number;
  refinements?: Record<string, string[]>;
}

/** Response of POST /catalog-search-service/v0/{siteId}/products/searches: matching tiles, best first. */
export interface SearchResponseDto {
  query: string;
  records: TileDto[];
  totalRecords: number;
  page: number;
  pageSize: number;
}
