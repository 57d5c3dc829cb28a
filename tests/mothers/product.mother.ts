import type { Badge, ColorOption, FitOption, Money, PriceRange, Product, ProductImage, Sku } from '@vitrine/core';

/**
 * Object mothers for the catalogue's domain model: valid Products and SKUs modelled on the Luma
 * sample's "Chaz Kangeroo Hoodie" (MH01): colours Black and Gray, sizes XS-L, $52.00, 10 units per
 * SKU, no fits. Every builder takes overrides; named variants cover the rules' edge cases.
 * `tests/mothers/dto/product.dto.mother.ts` builds the same product as the API sends it.
 */

export const HOODIE = {
  productId: 'MH01',
  slug: 'chaz-kangeroo-hoodie',
  displayName: 'Chaz Kangeroo Hoodie',
  currency: 'USD',
  /** Minor units. */
  price: 5200,
  colors: [
    { code: 'BLACK', name: 'Black' },
    { code: 'GRAY', name: 'Gray' },
  ],
  sizes: ['XS', 'S', 'M', 'L'],
  stock: 10,
  category: { slug: 'mens-hoodies-sweatshirts', displayName: 'Hoodies & Sweatshirts' },
} as const;

export const usd = (amount: number): Money => ({ amount, currency: 'USD' });

/** skuId of the hoodie in a colour and size: 'MH01-M-Black'. */
export const hoodieSkuId = (size: string, colorName: string, fit?: string): string => `MH01-${size}-${colorName}${fit ? `-${fit}` : ''}`;

/** An image of the image service, 1274 x 1580 like the Luma photos. */
export function anImage(path = '/api/images/luma/m/h/mh01-black_main.jpg', alt = 'Chaz Kangeroo Hoodie in Black'): ProductImage {
  return { url: path, width: 1274, height: 1580, alt };
}

/** An available SKU: Black M, 10 in stock, no backorder, $52.00. */
export function aSku(overrides: Partial<Sku> = {}): Sku {
  return {
    skuId: hoodieSkuId('M', 'Black'),
    colorId: 'BLACK',
    sizeId: 'M',
    size: 'M',
    color: 'Black',
    fitId: null,
    stockLevel: HOODIE.stock,
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
    listPrice: usd(HOODIE.price),
    salePrice: usd(HOODIE.price),
    ...overrides,
  };
}

/** A SKU with nothing on hand and nothing on backorder: unavailable by shopping.md §4. */
export const anOutOfStockSku = (overrides: Partial<Sku> = {}): Sku => aSku({ stockLevel: 0, backorder: 0, ...overrides });

/** A SKU with no stock but 5 on backorder: backordered by shopping.md §4. */
export const aBackorderedSku = (overrides: Partial<Sku> = {}): Sku => aSku({ stockLevel: 0, backorder: 5, ...overrides });

/** A discontinued SKU. */
export const aDiscontinuedSku = (overrides: Partial<Sku> = {}): Sku => aSku({ availableStatus: 'discontinued', ...overrides });

/** Every SKU of the hoodie: each colour x size, available, $52.00. */
export function hoodieSkus(): Sku[] {
  return HOODIE.colors.flatMap((color) =>
    HOODIE.sizes.map((size) => aSku({ skuId: hoodieSkuId(size, color.name), colorId: color.code, color: color.name, sizeId: size, size })),
  );
}

/** The colour option of one of the hoodie's colours, with its main and alt images. */
export function aColorOption(code: 'BLACK' | 'GRAY' = 'BLACK', skus: readonly Sku[] = hoodieSkus()): ColorOption {
  const color = HOODIE.colors.find((c) => c.code === code)!;
  const file = color.name.toLowerCase();
  return {
    code,
    displayName: color.name,
    swatchUrl: `/api/images/luma/m/h/mh01-${file}_main.jpg`,
    images: [
      anImage(`/api/images/luma/m/h/mh01-${file}_main.jpg`, `Chaz Kangeroo Hoodie in ${color.name}`),
      anImage(`/api/images/luma/m/h/mh01-${file}_alt1.jpg`, `Chaz Kangeroo Hoodie in ${color.name}, alternate view`),
    ],
    videos: [],
    includedSkus: skus.filter((s) => s.colorId === code).map((s) => s.skuId),
  };
}

/** A flat price range in minor units: list = sale = `amount`, no markdown. */
export function aPriceRange(amount: number = HOODIE.price, overrides: Partial<PriceRange> = {}): PriceRange {
  return { listLow: usd(amount), listHigh: usd(amount), saleLow: usd(amount), saleHigh: usd(amount), hasMarkdown: false, markdownState: 'none', ...overrides };
}

/** A badge of a type; never expires unless told. */
export function aBadge(type = 'NEW', overrides: Partial<Badge> = {}): Badge {
  return { type, expiresAt: null, merchandisingOrder: 1, ...overrides };
}

/** The hoodie: a regular product in Black and Gray, sizes XS-L, all in stock, $52.00. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  const skus = overrides.skus ?? hoodieSkus();
  return {
    productId: HOODIE.productId,
    displayName: HOODIE.displayName,
    styleNumber: HOODIE.productId,
    productSlug: HOODIE.slug,
    brand: 'Vitrine',
    subBrand: null,
    description: '<p>Ideal for cold-weather training or work outdoors, the Chaz Hoodie promises superior warmth with every wear.</p>',
    kind: 'regular',
    defaultColorCode: 'BLACK',
    defaultSizeType: null,
    preorderFlag: false,
    removeForLegalReasons: false,
    displaySoldOut: false,
    webExclusive: false,
    isGiftCard: false,
    isEgiftCard: false,
    badges: [],
    promotionLabels: [],
    highlights: ['Cotton/polyester blend', 'Kangaroo pocket'],
    parentCategory: { ...HOODIE.category },
    sizeAndFit: 'Relaxed fit',
    dimensions: null,
    colors: [aColorOption('BLACK', skus), aColorOption('GRAY', skus)],
    fits: [],
    skus,
    price: aPriceRange(),
    reviews: { count: 12, averageRating: 4.6 },
    faceOutColorCode: 'BLACK',
    textLanguage: 'en',
    ...overrides,
  };
}

/** The hoodie with two fits, Regular and Tall, in every colour and size (skuIds end in '-REGULAR' / '-TALL'). */
export function aProductWithFits(overrides: Partial<Product> = {}): Product {
  const fits = [
    { code: 'REGULAR', displayName: 'Regular' },
    { code: 'TALL', displayName: 'Tall' },
  ];
  const skus = fits.flatMap((fit) =>
    hoodieSkus().map((s) => ({ ...s, skuId: hoodieSkuId(s.sizeId, s.color, fit.code), fitId: fit.code })),
  );
  const fitOptions: FitOption[] = fits.map((fit) => ({
    code: fit.code,
    displayName: fit.displayName,
    includedSizes: [...HOODIE.sizes],
    includedSkus: skus.filter((s) => s.fitId === fit.code).map((s) => s.skuId),
  }));
  return aProduct({ skus, fits: fitOptions, defaultSizeType: 'REGULAR', ...overrides });
}

/** The hoodie with every SKU out of stock, displaySoldOut set. */
export function aSoldOutProduct(overrides: Partial<Product> = {}): Product {
  return aProduct({ skus: hoodieSkus().map((s) => ({ ...s, stockLevel: 0, backorder: 0 })), displaySoldOut: true, ...overrides });
}

/** The hoodie with Gray marked down to $39.00 (a partial markdown: list 52, sale 39-52). */
export function aMarkedDownProduct(overrides: Partial<Product> = {}): Product {
  const skus = hoodieSkus().map((s) => (s.colorId === 'GRAY' ? { ...s, salePrice: usd(3900) } : s));
  return aProduct({ skus, price: aPriceRange(HOODIE.price, { saleLow: usd(3900), hasMarkdown: true, markdownState: 'partial' }), ...overrides });
}

/** A second, unrelated product (Luma MH02 "Teton Pullover Hoodie", $70.00, Black only, sizes S-M). */
export function anotherProduct(overrides: Partial<Product> = {}): Product {
  const skus = ['S', 'M'].map((size) =>
    aSku({ skuId: `MH02-${size}-Black`, sizeId: size, size, listPrice: usd(7000), salePrice: usd(7000) }),
  );
  return aProduct({
    productId: 'MH02',
    styleNumber: 'MH02',
    productSlug: 'teton-pullover-hoodie',
    displayName: 'Teton Pullover Hoodie',
    skus,
    colors: [
      {
        code: 'BLACK',
        displayName: 'Black',
        swatchUrl: '/api/images/luma/m/h/mh02-black_main.jpg',
        images: [anImage('/api/images/luma/m/h/mh02-black_main.jpg', 'Teton Pullover Hoodie in Black')],
        videos: [],
        includedSkus: skus.map((s) => s.skuId),
      },
    ],
    price: aPriceRange(7000),
    reviews: { count: 3, averageRating: 4 },
    ...overrides,
  });
}

/** The face values of the sandbox's gift cards (decision 0282). */
const GIFT_CARD_AMOUNTS = [25, 50, 100, 250];

/**
 * The sandbox's e-gift card (decision 0282) as core sees it: GC-EGIFT "E-Gift Card", isGiftCard and
 * isEgiftCard, one colour (EMAIL), one SKU per amount (GC-EGIFT-025 … -250, size '25' …) at face
 * value. `anEgiftCard({ isEgiftCard: false, … })` makes the classic card.
 */
export function anEgiftCard(overrides: Partial<Product> = {}): Product {
  const skus: Sku[] = GIFT_CARD_AMOUNTS.map((a) =>
    aSku({ skuId: `GC-EGIFT-${String(a).padStart(3, '0')}`, colorId: 'EMAIL', color: 'Email', sizeId: String(a), size: String(a), stockLevel: 10_000, listPrice: usd(a * 100), salePrice: usd(a * 100) }),
  );
  return aProduct({
    productId: 'GC-EGIFT',
    productSlug: 'e-gift-card',
    styleNumber: 'GC-EGIFT',
    displayName: 'E-Gift Card',
    isGiftCard: true,
    isEgiftCard: true,
    defaultColorCode: 'EMAIL',
    faceOutColorCode: 'EMAIL',
    parentCategory: null,
    colors: [{ code: 'EMAIL', displayName: 'Email', swatchUrl: null, images: [], videos: [], includedSkus: skus.map((s) => s.skuId) }],
    skus,
    price: aPriceRange(2500, { listHigh: usd(25_000), saleHigh: usd(25_000) }),
    reviews: { count: 0, averageRating: 0 },
    ...overrides,
  });
}
