/**
 * Showcase fixtures: products of the seed (Luma + Spree sample data) that are made to show one rule
 * each (docs/sandbox-fixtures.md). The seed's merchandising step reads these constants and forces
 * the properties, so they hold in every inventory pool and currency; tests/sandbox/showcase.test.ts
 * checks the seeded database really has them. e2e and contract tests import them instead of
 * hard-coding slugs and SKUs. Both the full shared data and the committed subset
 * (sandbox/sample-data, decision 0120) contain every one of them.
 */
export const SHOWCASE = {
  /** Slug of the main navigation root (site configuration rootNavSlug). */
  rootNavSlug: 'main-nav',

  /** A plain product: full price, normal stock, one size sold out in its default colour. */
  standard: {
    slug: 'augusta-pullover-jacket',
    productId: 'WJ03',
    colorCode: 'RED',
    inStockSize: 'M',
    inStockSkuId: 'WJ03-M-Red',
    /** Units of the in-stock SKU in every pool. */
    inStockUnits: 20,
    outOfStockSize: 'XS',
    outOfStockSkuId: 'WJ03-XS-Red',
  },

  /** Every SKU marked down (markdownState 'full', FINAL_SALE badge). */
  markdown: {
    slug: 'josie-yoga-jacket',
    productId: 'WJ02',
    markdownState: 'full',
  },

  /** Some SKUs marked down (markdownState 'partial'): the marked-down colour and one at full price. */
  partialMarkdown: {
    slug: 'chaz-kangeroo-hoodie',
    productId: 'MH01',
    markdownState: 'partial',
    markedDownColorCode: 'ORANGE',
    fullPriceColorCode: 'BLACK',
  },

  /** One colour whose SKUs have no stock but can be backordered (stock 0, backorder > 0, status 'backordered'). */
  backordered: {
    slug: 'miko-pullover-hoodie',
    productId: 'WH04',
    colorCode: 'PURPLE',
    skuId: 'WH04-M-Purple',
    backorderUnits: 25,
  },

  /** A preorder product (preorderFlag, PRE_ORDER badge): stock 0 and backorder units, yet not "backordered". */
  preorder: {
    slug: 'nadia-elements-shell',
    productId: 'WJ10',
    colorCode: 'BLACK',
    skuId: 'WJ10-M-Black',
    backorderUnits: 40,
  },

  /** A colour whose SKUs are availableStatus 'discontinued' (availability code 1005). */
  discontinuedColor: {
    slug: 'iris-workout-top',
    productId: 'WS03',
    colorCode: 'GREEN',
    skuId: 'WS03-M-Green',
    availableColorCode: 'BLUE',
  },

  /** A SKU with more than 99 units, so a cart line can pass the header's 99+ cap (site maxQuantity 200). */
  deepStock: {
    slug: 'radiant-tee',
    productId: 'WS12',
    colorCode: 'BLUE',
    skuId: 'WS12-M-Blue',
    units: 150,
  },

  /** A SKU at or below the low-stock threshold (5). */
  lowStock: {
    slug: 'bella-tank',
    productId: 'WT01',
    colorCode: 'BLACK',
    skuId: 'WT01-M-Black',
    units: 2,
  },

  /** A product with fits (secondary slice): Regular offers every size, Petite drops the largest, Tall the smallest. */
  withFits: {
    slug: 'artemis-running-short',
    productId: 'WSH04',
    colorCode: 'BLACK',
    fits: ['REGULAR', 'PETITE', 'TALL'],
    defaultFit: 'REGULAR',
    /** In Regular and Tall, not in Petite. */
    notInPetiteSize: '32',
    /** In Regular and Petite, not in Tall. */
    notInTallSize: '28',
    petiteSkuId: 'WSH04-30-Black-Petite',
    tallSkuId: 'WSH04-30-Black-Tall',
  },

  /** Every SKU unavailable and displaySoldOut set (DISPLAY_SOLD_OUT badge). */
  soldOut: {
    slug: 'argus-all-weather-tank',
    productId: 'MT07',
  },

  /** A NEW badge from Luma's `new` attribute. */
  newBadge: {
    slug: 'ingrid-running-jacket',
    productId: 'WJ04',
  },

  /** Enough reviews for Top Rated (>= 3 reviews, average >= 4.5) from Luma's review sample. */
  topRated: {
    slug: 'kenobi-trail-jacket',
    productId: 'MJ04',
  },

  /** A product whose SKUs have different prices (sizes 55/65/75 cm), so it shows a price range. */
  priceRange: {
    slug: 'sprite-stasis-ball',
    productId: '24-WG081',
  },

  /** A Spree home good (sub-brand anthroliving) with its own EUR prices and de/fr names. */
  homeGoods: {
    slug: 'automatic-espresso-machine',
    productId: 'AUTOMATIC-ESPRESSO-MACHINE',
    colorCode: 'MATTE_BLACK',
    skuId: 'AUTOMATIC-ESPRESSO-MACHINE-MATTE-BLACK',
    /** USD price in the source data (major units). */
    usdPrice: 879.99,
    deName: 'Kaffeevollautomat',
    frName: 'Machine Espresso Automatique',
    categorySlug: 'home-kitchen-coffee-machines',
  },

  /** A Luma activewear product of sub-brand fpmovement. */
  fpMovement: {
    slug: 'bella-tank',
    productId: 'WT01',
    categorySlug: 'fpmovement-bras-tanks',
  },

  /** A category with more than 24 products: three pages of 24 in the full data, two in the committed subset (25 products). */
  pagedCategory: {
    slug: 'women-tops',
    pageSize: 24,
  },

  /** A product removed for legal reasons (shell-and-account.md §2: the page answers 451; decision 0153). */
  legalRemoval: {
    slug: 'steam-generator-iron',
  },

  /** A leaf category and its breadcrumb trail (ancestors root first). */
  leafCategory: {
    slug: 'women-tops-jackets',
    ancestorSlugs: ['main-nav', 'women', 'women-tops'],
  },
} as const;

export type Showcase = typeof SHOWCASE;
