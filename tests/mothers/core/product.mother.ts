import fc from 'fast-check';
import type { AvailableStatus, ColorOption, FitOption, Product, Sku } from '@vitrine/core';

/** Object mothers for catalogue tests: readable defaults, override what the test is about. */

const usd = (amount: number) => ({ amount, currency: 'USD' });

/** A sellable SKU: 5 on hand, no backorder, available. */
export function aSku(overrides: Partial<Sku> = {}): Sku {
  return {
    skuId: 'SKU-1',
    colorId: 'BLK',
    sizeId: 'M',
    size: 'M',
    color: 'Black',
    fitId: null,
    stockLevel: 5,
    backorder: 0,
    pools: ['US_DIRECT'],
    availableStatus: 'available',
    isDropShip: false,
    isFlatRate: false,
    shipRestriction: null,
    logisticClass: null,
    returnRestockFeeCode: null,
    collectionPointEligible: true,
    backInStockNotificationEligible: true,
    listPrice: usd(5200),
    salePrice: usd(5200),
    ...overrides,
  };
}

/** A sold-out SKU (nothing on hand or on backorder). */
export const aSoldOutSku = (overrides: Partial<Sku> = {}) => aSku({ stockLevel: 0, backorder: 0, ...overrides });

export function aColor(code: string, includedSkus: readonly string[] = [], overrides: Partial<ColorOption> = {}): ColorOption {
  return {
    code,
    displayName: code,
    swatchUrl: null,
    images: [{ url: `/images/${code}.jpg`, width: 1000, height: 1500, alt: code }],
    videos: [],
    includedSkus,
    ...overrides,
  };
}

export function aFit(code: string, overrides: Partial<FitOption> = {}): FitOption {
  return { code, displayName: code, includedSizes: [], includedSkus: [], ...overrides };
}

/** A product built from its SKUs: colours and fits are derived from them unless given. */
export function aProduct(skus: readonly Sku[] = [aSku()], overrides: Partial<Product> = {}): Product {
  const colorCodes = [...new Set(skus.map((s) => s.colorId))];
  const fitCodes = [...new Set(skus.map((s) => s.fitId).filter((f): f is string => f !== null))];
  return {
    productId: 'P-1',
    displayName: 'Linen Shirt',
    styleNumber: '4110',
    productSlug: 'linen-shirt',
    brand: 'Vitrine',
    subBrand: null,
    description: '',
    kind: 'regular',
    defaultColorCode: null,
    defaultSizeType: null,
    preorderFlag: false,
    removeForLegalReasons: false,
    displaySoldOut: false,
    webExclusive: false,
    isGiftCard: false,
    isEgiftCard: false,
    badges: [],
    promotionLabels: [],
    highlights: [],
    parentCategory: null,
    sizeAndFit: null,
    dimensions: null,
    colors: colorCodes.map((c) => aColor(c, skus.filter((s) => s.colorId === c).map((s) => s.skuId))),
    fits: fitCodes.map((f) => aFit(f)),
    skus,
    price: { listLow: usd(5200), listHigh: usd(5200), saleLow: usd(5200), saleHigh: usd(5200), hasMarkdown: false, markdownState: 'none' },
    reviews: { count: 0, averageRating: 0 },
    faceOutColorCode: null,
    ...overrides,
  };
}

/** Stock of one SKU in a matrix product. */
export interface StockCell {
  readonly stockLevel: number;
  readonly backorder: number;
  readonly availableStatus: AvailableStatus;
}

/**
 * A colour × fit × size matrix product. `stock` decides each SKU's stock (default: 3 on hand).
 * `fits` empty means a product without a secondary slice.
 */
export function aMatrixProduct(
  colors: readonly string[],
  fits: readonly string[],
  sizes: readonly string[],
  stock: (color: string, fit: string | null, size: string, index: number) => StockCell = () => ({ stockLevel: 3, backorder: 0, availableStatus: 'available' }),
  overrides: Partial<Product> = {},
): Product {
  const skus: Sku[] = [];
  const fitList: (string | null)[] = fits.length > 0 ? [...fits] : [null];
  for (const color of colors)
    for (const fit of fitList)
      for (const size of sizes) {
        const cell = stock(color, fit, size, skus.length);
        skus.push(aSku({ skuId: `${color}-${fit ?? 'X'}-${size}`, colorId: color, fitId: fit, sizeId: size, size, color, ...cell }));
      }
  return aProduct(skus, overrides);
}

/**
 * The benchmark product: 20 colours × 4 fits × 25 sizes = 2,000 SKUs, every seventh sold out and
 * every eleventh on backorder.
 */
export function aLargeProduct(): Product {
  const colors = Array.from({ length: 20 }, (_, i) => `C${String(i).padStart(2, '0')}`);
  const fits = ['REG', 'PET', 'TALL', 'PLUS'];
  const sizes = Array.from({ length: 25 }, (_, i) => `S${i}`);
  return aMatrixProduct(colors, fits, sizes, (_c, _f, _s, i) =>
    i % 7 === 0 ? { stockLevel: 0, backorder: 0, availableStatus: 'available' } : i % 11 === 0 ? { stockLevel: 0, backorder: 4, availableStatus: 'backordered' } : { stockLevel: (i % 9) + 1, backorder: 0, availableStatus: 'available' },
    { defaultColorCode: 'C03', defaultSizeType: 'REG' },
  );
}

/** fast-check: an availableStatus. */
export const availableStatusArb: fc.Arbitrary<AvailableStatus> = fc.constantFrom('available', 'backordered', 'discontinued', 'unavailable');

/** fast-check: stock fields of a SKU (small counts so edges are hit often). */
export const stockArb = fc.record({
  stockLevel: fc.integer({ min: 0, max: 12 }),
  backorder: fc.integer({ min: 0, max: 12 }),
  availableStatus: availableStatusArb,
  isDropShip: fc.boolean(),
});

/**
 * fast-check: a matrix product of 1-4 colours, 0-3 fits and 1-5 sizes with random stock, plus a
 * default colour and size type that may or may not exist.
 */
export const matrixProductArb: fc.Arbitrary<Product> = fc
  .record({
    colors: fc.uniqueArray(fc.constantFrom('BLK', 'WHT', 'RED', 'BLU'), { minLength: 1, maxLength: 4 }),
    fits: fc.uniqueArray(fc.constantFrom('REG', 'PET', 'TALL'), { maxLength: 3 }),
    sizes: fc.uniqueArray(fc.constantFrom('XS', 'S', 'M', 'L', 'XL'), { minLength: 1, maxLength: 5 }),
    cells: fc.array(fc.record({ stockLevel: fc.integer({ min: 0, max: 6 }), backorder: fc.integer({ min: 0, max: 3 }), availableStatus: availableStatusArb }), {
      minLength: 60,
      maxLength: 60,
    }),
    defaultColorCode: fc.option(fc.constantFrom('BLK', 'WHT', 'GRN'), { nil: null }),
    defaultSizeType: fc.option(fc.constantFrom('REG', 'PET', 'XXX'), { nil: null }),
  })
  .map(({ colors, fits, sizes, cells, defaultColorCode, defaultSizeType }) =>
    aMatrixProduct(colors, fits, sizes, (_c, _f, _s, i) => cells[i % cells.length]!, { defaultColorCode, defaultSizeType }),
  );
