import type { ColorOption, Money, NavItem, NavItemType, Product, SiteConfiguration, Sku } from '@vitrine/core';
import { priceRangeOf } from './price-range-of.js';

/**
 * Small built-in sample data for the in-memory back end (decision 0146): a navigation tree under
 * 'an-root' (Men > Hoodies & Sweatshirts, Jackets), six Luma-like apparel products in USD with the
 * catalogue's edge cases — an out-of-stock SKU, a low-stock SKU, a backordered SKU, a full and a
 * partial markdown — and the site configuration of an-us. Enough for a UI to run without the
 * sandbox and for the adapter contract suite; amounts in minor units.
 */

const usd = (amount: number): Money => ({ amount, currency: 'USD' });

interface SkuSpec {
  readonly size: string;
  readonly color: string;
  readonly stock?: number;
  readonly backorder?: number;
  /** Sale price (minor units) when below the product's list price. */
  readonly sale?: number;
  readonly status?: Sku['availableStatus'];
}

interface ProductSpec {
  readonly productId: string;
  readonly slug: string;
  readonly name: string;
  /** List price, minor units. */
  readonly price: number;
  readonly category: { readonly slug: string; readonly displayName: string };
  readonly skus: readonly SkuSpec[];
  readonly highlights: readonly string[];
  readonly description: string;
}

function skuOf(spec: ProductSpec, s: SkuSpec): Sku {
  return {
    skuId: `${spec.productId}-${s.size}-${s.color}`,
    colorId: s.color.toUpperCase(),
    sizeId: s.size,
    size: s.size,
    color: s.color,
    fitId: null,
    stockLevel: s.stock ?? 10,
    backorder: s.backorder ?? 0,
    pools: ['US_DIRECT'],
    availableStatus: s.status ?? 'available',
    isDropShip: false,
    isFlatRate: false,
    shipRestriction: null,
    logisticClass: null,
    returnRestockFeeCode: null,
    collectionPointEligible: true,
    backInStockNotificationEligible: true,
    listPrice: usd(spec.price),
    salePrice: usd(s.sale ?? spec.price),
  };
}

function productOf(spec: ProductSpec): Product {
  const skus = spec.skus.map((s) => skuOf(spec, s));
  const colorNames = [...new Set(spec.skus.map((s) => s.color))];
  const colors: ColorOption[] = colorNames.map((name) => {
    const file = `/api/images/luma/${spec.productId.toLowerCase()}-${name.toLowerCase()}_main.jpg`;
    return {
      code: name.toUpperCase(),
      displayName: name,
      swatchUrl: file,
      images: [{ url: file, width: 1274, height: 1580, alt: `${spec.name} in ${name}` }],
      videos: [],
      includedSkus: skus.filter((s) => s.color === name).map((s) => s.skuId),
    };
  });
  return {
    productId: spec.productId,
    displayName: spec.name,
    styleNumber: spec.productId,
    productSlug: spec.slug,
    brand: 'Vitrine',
    subBrand: null,
    description: `<p>${spec.description}</p>`,
    kind: 'regular',
    defaultColorCode: colors[0]!.code,
    defaultSizeType: null,
    preorderFlag: false,
    removeForLegalReasons: false,
    displaySoldOut: false,
    webExclusive: false,
    isGiftCard: false,
    isEgiftCard: false,
    badges: [],
    promotionLabels: [],
    highlights: [...spec.highlights],
    parentCategory: { ...spec.category },
    sizeAndFit: 'Regular fit',
    dimensions: null,
    colors,
    fits: [],
    skus,
    price: priceRangeOf(skus),
    reviews: { count: 5, averageRating: 4.4 },
    faceOutColorCode: colors[0]!.code,
  };
}

const HOODIES = { slug: 'mens-hoodies-sweatshirts', displayName: 'Hoodies & Sweatshirts' } as const;
const JACKETS = { slug: 'mens-jackets', displayName: 'Jackets' } as const;
const grid = (colors: readonly string[], sizes: readonly string[], tweak: (s: SkuSpec) => SkuSpec = (s) => s): SkuSpec[] =>
  colors.flatMap((color) => sizes.map((size) => tweak({ size, color })));

const SPECS: readonly ProductSpec[] = [
  {
    productId: 'MH01',
    slug: 'chaz-kangeroo-hoodie',
    name: 'Chaz Kangeroo Hoodie',
    price: 5200,
    category: HOODIES,
    // XS Gray sold out (nothing on hand, nothing on backorder).
    skus: grid(['Black', 'Gray'], ['XS', 'S', 'M', 'L'], (s) => (s.size === 'XS' && s.color === 'Gray' ? { ...s, stock: 0 } : s)),
    highlights: ['Cotton/polyester blend', 'Kangaroo pocket'],
    description: 'Ideal for cold-weather training or work outdoors, the Chaz Hoodie promises superior warmth.',
  },
  {
    productId: 'MH02',
    slug: 'teton-pullover-hoodie',
    name: 'Teton Pullover Hoodie',
    price: 7000,
    category: HOODIES,
    // M Black: only 2 left.
    skus: grid(['Black'], ['S', 'M'], (s) => (s.size === 'M' ? { ...s, stock: 2 } : s)),
    highlights: ['Fleece lining'],
    description: 'Pull on the Teton Pullover Hoodie for a warm layer on cool days.',
  },
  {
    productId: 'MH03',
    slug: 'bruno-compete-hoodie',
    name: 'Bruno Compete Hoodie',
    price: 6300,
    category: HOODIES,
    // M Blue: none on hand, 5 on backorder.
    skus: grid(['Blue'], ['S', 'M', 'L'], (s) => (s.size === 'M' ? { ...s, stock: 0, backorder: 5, status: 'backordered' } : s)),
    highlights: ['Zip front'],
    description: 'The Bruno Compete Hoodie is a full-zip hoodie for training.',
  },
  {
    productId: 'MJ01',
    slug: 'beaumont-summit-kit',
    name: 'Beaumont Summit Kit',
    price: 4200,
    category: JACKETS,
    // Every SKU marked down: a full markdown.
    skus: grid(['Red', 'Orange'], ['S', 'M', 'L'], (s) => ({ ...s, sale: 3100 })),
    highlights: ['Wind resistant'],
    description: 'The Beaumont Summit Kit jacket keeps the wind out on the trail.',
  },
  {
    productId: 'MJ02',
    slug: 'hyperion-elements-jacket',
    name: 'Hyperion Elements Jacket',
    price: 5100,
    category: JACKETS,
    // Only Green marked down: a partial markdown.
    skus: grid(['Black', 'Green'], ['M', 'L'], (s) => (s.color === 'Green' ? { ...s, sale: 3800 } : s)),
    highlights: ['Water resistant'],
    description: 'The Hyperion Elements Jacket is a light shell for rainy runs.',
  },
  {
    productId: 'MJ03',
    slug: 'jupiter-all-weather-trainer',
    name: 'Jupiter All-Weather Trainer',
    price: 5600,
    category: JACKETS,
    // Gray discontinued: left out when loaded by id (exclude-filter=oos-color).
    skus: grid(['Purple', 'Gray'], ['S', 'M', 'L'], (s) => (s.color === 'Gray' ? { ...s, stock: 0, status: 'discontinued' } : s)),
    highlights: ['Packable'],
    description: 'The Jupiter All-Weather Trainer packs into its own pocket.',
  },
];

/** The built-in sample products (see the module comment), in category order. */
export function sampleProducts(): Product[] {
  return SPECS.map(productOf);
}

function navItem(slug: string, displayName: string, nestLevel: number, ancestorSlugs: readonly string[], children: NavItem[] = [], type: NavItemType = 'category'): NavItem {
  return { slug, type, nestLevel, itemId: `nav-${slug}`, categoryId: type === 'category' ? `cat-${slug}` : null, displayName, ancestorSlugs: [...ancestorSlugs], url: null, target: null, tertiaryDisplay: null, children };
}

/** The built-in navigation forest: 'an-root' > 'men' > the two categories of {@link sampleProducts}. */
export function sampleNavigation(): NavItem[] {
  const leaves = [HOODIES, JACKETS].map((c) => navItem(c.slug, c.displayName, 2, ['an-root', 'men']));
  return [navItem('an-root', 'Shop', 0, [], [navItem('men', 'Men', 1, ['an-root'], leaves)], 'default')];
}

/** The built-in site configuration (an-us, USD, at most 10 of a line, low stock at 3). */
export function sampleSiteConfiguration(): SiteConfiguration {
  return {
    siteId: 'an-us',
    siteName: 'Vitrine',
    brand: 'an',
    rootNavSlug: 'an-root',
    currencies: ['USD'],
    languages: ['en'],
    countries: [
      { countryCode: 'US', name: 'United States', isShipping: true, isBilling: true },
      { countryCode: 'CA', name: 'Canada', isShipping: true, isBilling: true },
    ],
    maxQuantity: 10,
    lowStockThreshold: 3,
    topRated: { minReviewCount: 3, minAverageRating: 4.5 },
    subBrands: [],
    features: { siteSelect: true, backInStock: true },
    // As the sandbox's an-us (decisions 0260, 0261).
    membershipGroups: [
      { name: 'WHOLESALE', newEnrollmentClosed: true, postalCodes: [] },
      { name: 'MARKET_A', newEnrollmentClosed: false, postalCodes: ['10001-14999'] },
      { name: 'MARKET_B', newEnrollmentClosed: false, postalCodes: ['90001-96199'] },
    ],
    deliveryPassMembership: { billingCountries: ['US'], annualFee: { amount: 4900, currency: 'USD' } },
  };
}
