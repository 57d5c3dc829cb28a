import type { TileDto, TilesResponseDto } from '@vitrine/contract';
import { HOODIE } from '../product.mother.js';
import { anImageDto } from './product.dto.mother.js';

/** The hoodie's tile as the tiles call sends it; `normalizeTile(aTileDto())` equals `aTile()`. */
export function aTileDto(overrides: Partial<TileDto> = {}): TileDto {
  const major = HOODIE.price / 100;
  return {
    productId: HOODIE.productId,
    productColor: 'BLACK',
    brand: 'Vitrine',
    pdpURL: `/shop/${HOODIE.slug}?color=BLACK`,
    imageURL: anImageDto('/api/images/luma/m/h/mh01-black_main.jpg', 'Chaz Kangeroo Hoodie in Black'),
    hoverImageURL: anImageDto('/api/images/luma/m/h/mh01-black_alt1.jpg', 'Chaz Kangeroo Hoodie in Black, alternate view'),
    canHeart: true,
    styleNumber: HOODIE.productId,
    canQuickshop: true,
    displayName: HOODIE.displayName,
    productSlug: HOODIE.slug,
    priceData: { currencyCode: 'USD', salePriceHigh: major, salePriceLow: major, listPriceHigh: major, listPriceLow: major, hasMarkdown: false, markdownState: 'none' },
    isMTO: false,
    isBundle: false,
    promotionLabels: [],
    displaySoldOut: false,
    badges: [],
    swatches: [
      { code: 'BLACK', displayName: 'Black', swatchUrl: '/api/images/luma/m/h/mh01-black_main.jpg' },
      { code: 'GRAY', displayName: 'Gray', swatchUrl: '/api/images/luma/m/h/mh01-gray_main.jpg' },
    ],
    reviews: { count: 12, averageRating: 4.6 },
    textLanguage: 'en',
    ...overrides,
  };
}

export function aTilesResponseDto(overrides: Partial<TilesResponseDto> = {}): TilesResponseDto {
  const records = overrides.records ?? [aTileDto()];
  return { records, totalRecords: records.length, page: 1, pageSize: 24, category: { ...HOODIE.category }, ...overrides };
}
