import type { ProductTile, TilePage } from '@vitrine/core';
import { aPriceRange, anImage, HOODIE } from './product.mother.js';

/** The hoodie's listing card (shopping.md §3 "Product tile"). */
export function aTile(overrides: Partial<ProductTile> = {}): ProductTile {
  return {
    productId: HOODIE.productId,
    productSlug: HOODIE.slug,
    displayName: HOODIE.displayName,
    brand: 'Vitrine',
    styleNumber: HOODIE.productId,
    productColor: 'BLACK',
    pdpURL: `/shop/${HOODIE.slug}?color=BLACK`,
    image: anImage('/api/images/luma/m/h/mh01-black_main.jpg', 'Chaz Kangeroo Hoodie in Black'),
    hoverImage: anImage('/api/images/luma/m/h/mh01-black_alt1.jpg', 'Chaz Kangeroo Hoodie in Black, alternate view'),
    price: aPriceRange(),
    isMTO: false,
    isBundle: false,
    displaySoldOut: false,
    canHeart: true,
    canQuickshop: true,
    promotionLabels: [],
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

/** Page 1 of the hoodies category with the given tiles (default: the hoodie's). */
export function aTilePage(overrides: Partial<TilePage> = {}): TilePage {
  const tiles = overrides.tiles ?? [aTile()];
  return { category: { ...HOODIE.category }, tiles, page: 1, pageSize: 24, totalRecords: tiles.length, ...overrides };
}
