import type { BadgeDto } from '@vitrine/contract';
import { INVENTORY_POOLS, type InventoryPool } from '../sites/sites.js';
import type { SeedFit, SeedProduct, SeedReview, SeedSku, SeedStock } from './catalog-model.js';
import { SHOWCASE } from './showcase.js';
import { compareSizes } from './importers/sizes.js';
import { fnv1a } from './text.js';

/**
 * Deterministic merchandising rules (decisions 0012 and 0015): the sample data has uniform stock
 * and almost no markdowns, so the seed assigns fits, stock, markdowns and badges from a hash of the
 * ids, with a fixed salt. Same input, same database.
 */

/** Salt of every hash-based assignment; change it to reshuffle stock (and bump SEED_VERSION). */
export const ASSIGNMENT_SALT = 'vitrine-seed-1';

/** Markdown shares: a whole product in a Luma "… Sale" category, or one colour of another sale product. */
export const FULL_MARKDOWN = 0.3;
export const PARTIAL_MARKDOWN = 0.25;

/** How many products carry BEST_SELLER (the most reviewed). */
const BEST_SELLER_COUNT = 5;

const FITS: readonly SeedFit[] = [
  { code: 'REGULAR', displayName: 'Regular' },
  { code: 'PETITE', displayName: 'Petite' },
  { code: 'TALL', displayName: 'Tall' },
];

/**
 * Stock of a SKU in a pool from the hash of (salt, skuId, pool): 6 % sold out, 3 % backorder only
 * (10-30 units), 15 % low stock (1-5 units), the rest 6-60 units.
 */
export function hashedStock(skuId: string, pool: InventoryPool): SeedStock {
  const h = fnv1a(`${ASSIGNMENT_SALT}|${skuId}|${pool}`);
  const bucket = h % 100;
  const spread = (h >>> 8) % 1000;
  if (bucket < 6) return { stock: 0, backorder: 0 };
  if (bucket < 9) return { stock: 0, backorder: 10 + (spread % 21) };
  if (bucket < 24) return { stock: 1 + (spread % 5), backorder: 0 };
  return { stock: 6 + (spread % 55), backorder: 0 };
}

const everyPool = (stock: SeedStock): Partial<Record<InventoryPool, SeedStock>> =>
  Object.fromEntries(INVENTORY_POOLS.map((p) => [p, { ...stock }]));

/**
 * Fits (decision 0016): women's bottoms get Regular, Petite and Tall. Regular keeps Luma's SKUs and
 * every size; Petite drops the largest size and Tall the smallest; each colour x fit x size is its
 * own SKU ('WSH04-30-Black-Petite'). Other products have no fits.
 */
export function assignFits(products: readonly SeedProduct[]): void {
  for (const product of products) {
    const main = product.categoryPaths[0] ?? [];
    if (product.source !== 'luma' || main[0] !== 'Women' || main[1] !== 'Bottoms') continue;
    const sizeNames = new Map(product.skus.map((s) => [s.sizeId, s.sizeName]));
    const sizes = [...sizeNames.keys()].sort((a, b) => compareSizes(sizeNames.get(a)!, sizeNames.get(b)!));
    if (sizes.length < 2) continue;
    const expanded: SeedSku[] = [];
    for (const color of product.colors) {
      const regular = product.skus.filter((s) => s.colorCode === color.code);
      for (const fit of FITS) {
        const offered = fit.code === 'PETITE' ? sizes.slice(0, -1) : fit.code === 'TALL' ? sizes.slice(1) : sizes;
        for (const sku of regular.filter((s) => offered.includes(s.sizeId))) {
          expanded.push({
            ...sku,
            skuId: fit.code === 'REGULAR' ? sku.skuId : `${sku.skuId}-${fit.displayName}`,
            fitCode: fit.code,
            sourcePrices: structuredClone(sku.sourcePrices),
            prices: {},
            inventory: {},
          });
        }
      }
    }
    product.skus = expanded;
    product.fits = [...FITS];
    product.defaultSizeType = 'REGULAR';
    product.sizeAndFit = 'Available in Regular, Petite (shorter inseam) and Tall (longer inseam) fits.';
  }
}

/** Hash-based stock in every pool for SKUs whose source gives none (Luma; Spree keeps its counts). */
export function assignInventory(products: readonly SeedProduct[]): void {
  for (const product of products) {
    for (const sku of product.skus) {
      if (Object.keys(sku.inventory).length > 0) continue;
      sku.inventory = Object.fromEntries(INVENTORY_POOLS.map((pool) => [pool, hashedStock(sku.skuId, pool)]));
    }
  }
}

/**
 * Markdowns (decision 0015): Luma `sale=Yes` products in a "… Sale" category are marked down in full
 * (30 %), other `sale=Yes` products in their last colour (25 %); a gear special price becomes the
 * USD sale price. Returns skuId -> share off; Spree's compare-at prices stay in its source prices.
 */
export function assignMarkdowns(products: readonly SeedProduct[]): Map<string, number> {
  const markdowns = new Map<string, number>();
  for (const product of products) {
    if (product.traits.specialPrice !== null) {
      for (const sku of product.skus) sku.sourcePrices.USD!.sale = Math.min(sku.sourcePrices.USD!.list, product.traits.specialPrice);
    }
    if (!product.traits.onSale) continue;
    if (product.traits.inSaleCategory) {
      for (const sku of product.skus) markdowns.set(sku.skuId, FULL_MARKDOWN);
    } else {
      const last = product.colors.at(-1)?.code;
      for (const sku of product.skus.filter((s) => s.colorCode === last)) markdowns.set(sku.skuId, PARTIAL_MARKDOWN);
    }
  }
  return markdowns;
}

/**
 * Forces the properties promised by {@link SHOWCASE} (every pool, every currency). Products that are
 * not in the catalogue (fallback seed) are skipped. Mutates products and `markdowns`.
 */
export function applyShowcase(products: readonly SeedProduct[], markdowns: Map<string, number>): void {
  const byId = new Map(products.map((p) => [p.productId, p]));
  const skuOf = (p: SeedProduct | undefined, skuId: string) => p?.skus.find((s) => s.skuId === skuId);

  const standard = byId.get(SHOWCASE.standard.productId);
  for (const sku of standard?.skus ?? []) markdowns.delete(sku.skuId);
  const inStock = skuOf(standard, SHOWCASE.standard.inStockSkuId);
  if (inStock) inStock.inventory = everyPool({ stock: SHOWCASE.standard.inStockUnits, backorder: 0 });
  const outOfStock = skuOf(standard, SHOWCASE.standard.outOfStockSkuId);
  if (outOfStock) outOfStock.inventory = everyPool({ stock: 0, backorder: 0 });

  for (const sku of byId.get(SHOWCASE.markdown.productId)?.skus ?? []) markdowns.set(sku.skuId, FULL_MARKDOWN);
  for (const sku of byId.get(SHOWCASE.partialMarkdown.productId)?.skus ?? []) {
    if (sku.colorCode === SHOWCASE.partialMarkdown.markedDownColorCode) markdowns.set(sku.skuId, PARTIAL_MARKDOWN);
    else markdowns.delete(sku.skuId);
  }

  for (const sku of byId.get(SHOWCASE.backordered.productId)?.skus ?? []) {
    if (sku.colorCode !== SHOWCASE.backordered.colorCode) continue;
    sku.availableStatus = 'backordered';
    sku.inventory = everyPool({ stock: 0, backorder: SHOWCASE.backordered.backorderUnits });
  }

  const preorder = byId.get(SHOWCASE.preorder.productId);
  if (preorder) {
    preorder.preorderFlag = true;
    for (const sku of preorder.skus) sku.inventory = everyPool({ stock: 0, backorder: SHOWCASE.preorder.backorderUnits });
  }

  for (const sku of byId.get(SHOWCASE.discontinuedColor.productId)?.skus ?? []) {
    if (sku.colorCode === SHOWCASE.discontinuedColor.colorCode) sku.availableStatus = 'discontinued';
    else if (sku.colorCode === SHOWCASE.discontinuedColor.availableColorCode) sku.inventory = everyPool({ stock: 12, backorder: 0 });
  }

  const deep = skuOf(byId.get(SHOWCASE.deepStock.productId), SHOWCASE.deepStock.skuId);
  if (deep) deep.inventory = everyPool({ stock: SHOWCASE.deepStock.units, backorder: 0 });
  const low = skuOf(byId.get(SHOWCASE.lowStock.productId), SHOWCASE.lowStock.skuId);
  if (low) low.inventory = everyPool({ stock: SHOWCASE.lowStock.units, backorder: 0 });

  const withFits = byId.get(SHOWCASE.withFits.productId);
  for (const skuId of [SHOWCASE.withFits.petiteSkuId, SHOWCASE.withFits.tallSkuId]) {
    const sku = skuOf(withFits, skuId);
    if (sku) sku.inventory = everyPool({ stock: 10, backorder: 0 });
  }

  const soldOut = byId.get(SHOWCASE.soldOut.productId);
  if (soldOut) {
    soldOut.displaySoldOut = true;
    for (const sku of soldOut.skus) sku.inventory = everyPool({ stock: 0, backorder: 0 });
  }
}

/** Review count and average (rounded to 2 decimals) per productId. */
export function reviewSummaries(reviews: readonly SeedReview[]): Map<string, { count: number; average: number }> {
  const sums = new Map<string, { count: number; total: number }>();
  for (const r of reviews) {
    const s = sums.get(r.productId) ?? { count: 0, total: 0 };
    s.count++;
    s.total += r.rating;
    sums.set(r.productId, s);
  }
  return new Map([...sums].map(([id, s]) => [id, { count: s.count, average: Math.round((s.total / s.count) * 100) / 100 }]));
}

const badge = (type: string, order: number): BadgeDto => ({ type, expiration_date: null, merchandising_order: order });

/**
 * Badges and flags (decision 0015): PRE_ORDER and DISPLAY_SOLD_OUT from the showcase flags, NEW from
 * Luma's `new`, FINAL_SALE when every SKU is marked down, WEB_EXCLUSIVE (and webExclusive) for Luma's
 * "Erin Recommends", BEST_SELLER for the five most reviewed products. TOP_RATED is left to the client
 * (configuration topRated). Products in the Luma Pants/Tees promotions get a promotion label.
 * Call after pricing.
 */
export function assignBadges(products: readonly SeedProduct[], summaries: ReadonlyMap<string, { count: number; average: number }>): void {
  const bestSellers = new Set(
    [...summaries]
      .sort(([a, x], [b, y]) => y.count - x.count || y.average - x.average || a.localeCompare(b))
      .slice(0, BEST_SELLER_COUNT)
      .map(([id]) => id),
  );
  for (const p of products) {
    const badges: BadgeDto[] = [];
    if (p.preorderFlag) badges.push(badge('PRE_ORDER', 1));
    if (p.displaySoldOut) badges.push(badge('DISPLAY_SOLD_OUT', 1));
    if (p.traits.isNew) badges.push(badge('NEW', 2));
    if (p.skus.length > 0 && p.skus.every((s) => s.prices.USD!.sale < s.prices.USD!.list)) badges.push(badge('FINAL_SALE', 3));
    if (p.traits.recommended) {
      p.webExclusive = true;
      badges.push(badge('WEB_EXCLUSIVE', 4));
    }
    if (bestSellers.has(p.productId)) badges.push(badge('BEST_SELLER', 5));
    p.badges = badges;
    p.promotionLabels = p.categoryPaths
      .filter((path) => path[0] === 'Promotions' && (path[1] === 'Pants' || path[1] === 'Tees'))
      .map((path) => `PROMO_${path[1]!.toUpperCase()}`);
  }
}
