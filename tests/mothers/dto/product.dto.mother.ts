import type { ImageDto, ProductDto, ProductRecordDto, ProductsResponseDto, SkuDto, SkuInfoDto, SliceItemDto } from '@vitrine/contract';
import { HOODIE, hoodieSkuId } from '../product.mother.js';

/**
 * The hoodie of product.mother.ts as GET /catalog/v0/{siteId}/pools/{pool}/products sends it
 * (decimal prices). `normalizeProduct(aProductRecordDto())` equals `aProduct()`.
 */

export function anImageDto(url = '/api/images/luma/m/h/mh01-black_main.jpg', alt = 'Chaz Kangeroo Hoodie in Black'): ImageDto {
  return { url, width: 1274, height: 1580, alt };
}

/** Black M, 10 in stock, $52.00: the DTO of `aSku()`. */
export function aSkuDto(overrides: Partial<SkuDto> = {}): SkuDto {
  return {
    skuId: hoodieSkuId('M', 'Black'),
    colorId: 'BLACK',
    sizeId: 'M',
    size: 'M',
    color: 'Black',
    sizeType: null,
    stockLevel: HOODIE.stock,
    backorder: 0,
    pools: ['US_DIRECT'],
    availableStatus: 'available',
    availabilityCode: 1000,
    isDropShip: false,
    isFlatRate: false,
    shipRestriction: null,
    logisticClass: null,
    returnRestockInfo: null,
    collectionPointEligible: true,
    backInStockNotificationEligible: true,
    additionalShippingInfo: null,
    listPrice: HOODIE.price / 100,
    salePrice: HOODIE.price / 100,
    ...overrides,
  };
}

export function hoodieSkuDtos(): SkuDto[] {
  return HOODIE.colors.flatMap((color) =>
    HOODIE.sizes.map((size) => aSkuDto({ skuId: hoodieSkuId(size, color.name), colorId: color.code, color: color.name, sizeId: size, size })),
  );
}

export function aColorSliceItemDto(code: 'BLACK' | 'GRAY' = 'BLACK', skus: readonly SkuDto[] = hoodieSkuDtos()): SliceItemDto {
  const color = HOODIE.colors.find((c) => c.code === code)!;
  const file = color.name.toLowerCase();
  return {
    code,
    displayName: color.name,
    includedSkus: skus.filter((s) => s.colorId === code).map((s) => s.skuId),
    includedSizes: [...new Set(skus.filter((s) => s.colorId === code).map((s) => s.sizeId))],
    swatchUrl: `/api/images/luma/m/h/mh01-${file}_main.jpg`,
    images: [
      anImageDto(`/api/images/luma/m/h/mh01-${file}_main.jpg`, `Chaz Kangeroo Hoodie in ${color.name}`),
      anImageDto(`/api/images/luma/m/h/mh01-${file}_alt1.jpg`, `Chaz Kangeroo Hoodie in ${color.name}, alternate view`),
    ],
    videos: [],
  };
}

export function aProductDto(overrides: Partial<ProductDto> = {}): ProductDto {
  return {
    productId: HOODIE.productId,
    displayName: HOODIE.displayName,
    styleNumber: HOODIE.productId,
    supplierSku: null,
    productSlug: HOODIE.slug,
    brand: 'Vitrine',
    subBrand: null,
    longDescription: '<p>Ideal for cold-weather training or work outdoors, the Chaz Hoodie promises superior warmth with every wear.</p>',
    productType: 'REGULAR',
    defaultColorCode: 'BLACK',
    defaultSizeType: null,
    merchandiseClass: 'Hoodies',
    preorderFlag: false,
    removeForLegalReasons: false,
    isGiftCard: false,
    isEgiftCard: false,
    isVintage: false,
    isPetite: false,
    webExclusive: false,
    isMarketPlace: false,
    configurationEnabled: false,
    displaySoldOut: false,
    facets: { colors: ['Black', 'Gray'], highlights: ['Cotton/polyester blend', 'Kangaroo pocket'], subBrands: [], attributionProductType: 'Top' },
    promotionLabels: [],
    badges: [],
    parentCategory: { ...HOODIE.category },
    sizeAndFit: 'Relaxed fit',
    dimensions: null,
    defaultImage: anImageDto(),
    ...overrides,
  };
}

export function aSkuInfoDto(overrides: Partial<SkuInfoDto> = {}): SkuInfoDto {
  const skus = overrides.skus ?? hoodieSkuDtos();
  const major = HOODIE.price / 100;
  return {
    currencyCode: 'USD',
    hasMarkdown: false,
    markdownState: 'none',
    listPriceLow: major,
    listPriceHigh: major,
    salePriceLow: major,
    salePriceHigh: major,
    hasAvailableSku: true,
    hasFlatRateSku: false,
    hasRestockFeeCode: false,
    quickShipRegions: [],
    paymentNotifications: [],
    primarySlice: { sliceItems: [aColorSliceItemDto('BLACK', skus), aColorSliceItemDto('GRAY', skus)] },
    secondarySlice: { sliceItems: [] },
    skus,
    ...overrides,
  };
}

export function aProductRecordDto(overrides: { product?: Partial<ProductDto>; skuInfo?: Partial<SkuInfoDto>; record?: Partial<Omit<ProductRecordDto, 'product' | 'skuInfo'>> } = {}): ProductRecordDto {
  return {
    product: aProductDto(overrides.product),
    skuInfo: aSkuInfoDto(overrides.skuInfo),
    faceOutColorCode: 'BLACK',
    recordType: 'PRODUCT',
    language: 'en-US',
    textLanguage: 'en',
    lastModified: '2026-11-01T00:00:00Z',
    reviews: { count: 12, averageRating: 4.6 },
    ...overrides.record,
  };
}

export function aProductsResponseDto(records: ProductRecordDto[] = [aProductRecordDto()]): ProductsResponseDto {
  return { products: records };
}
