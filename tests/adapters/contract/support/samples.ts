import { isSkuBackordered, isSkuUnavailable, NavigationGateway, ProductCatalog, sellableQuantity, SiteConfigurationGateway, type NavItem, type Product, type Sku } from '@vitrine/core';
import type { BackendClient } from './backends.js';

/**
 * What the contracts use from a back end's catalogue, found through the ports themselves so the
 * contracts hold on any catalogue (the sandbox's seed of the day, or the in-memory sample data):
 * the site's limits, the leaf categories with their ancestors, loaded products, and SKUs that show
 * one rule each (decision 0147). A rule the catalogue has no SKU for is undefined.
 */
export interface CatalogueSamples {
  readonly maxQuantity: number;
  readonly rootNavSlug: string;
  /** Leaf categories with products, nav order, with their ancestors' slugs (root first). */
  readonly leaves: readonly { readonly item: NavItem; readonly ancestorSlugs: readonly string[]; readonly totalRecords: number }[];
  /** Products of the first leaf categories, loaded by slug. */
  readonly products: readonly Product[];
  /** A SKU that can be bought at least twice. */
  readonly inStock: { readonly product: Product; readonly sku: Sku; readonly limit: number };
  /** A SKU that cannot be bought. */
  readonly soldOut: { readonly product: Product; readonly sku: Sku } | undefined;
  /** A buyable SKU whose limit is its stock (no backorder, below the site's max quantity). */
  readonly lowStock: { readonly product: Product; readonly sku: Sku; readonly limit: number } | undefined;
  /** A backordered SKU. */
  readonly backordered: { readonly product: Product; readonly sku: Sku } | undefined;
  /** A word of the first product's name (lower case, 4+ letters), for search. */
  readonly searchWord: string;
}

const CATEGORIES_SCANNED = 4;
const TILES_PER_CATEGORY = 12;

/** Finds the {@link CatalogueSamples} of the back end `client` talks to. Throws when the catalogue has no leaf category with products. */
export async function discoverSamples(client: BackendClient): Promise<CatalogueSamples> {
  const config = await client.get(SiteConfigurationGateway).getConfiguration();
  const root = await client.get(NavigationGateway).getNavigation({ slug: config.rootNavSlug });
  if (!root.ok) throw new Error(`No navigation: ${root.error.code}`);
  const walk = (items: readonly NavItem[], ancestors: readonly string[]): { item: NavItem; ancestorSlugs: readonly string[] }[] =>
    items.flatMap((item) => (item.children.length === 0 ? (item.type === 'category' ? [{ item, ancestorSlugs: ancestors }] : []) : walk(item.children, [...ancestors, item.slug])));
  const catalog = client.get(ProductCatalog);
  const leaves: { item: NavItem; ancestorSlugs: readonly string[]; totalRecords: number }[] = [];
  const products: Product[] = [];
  for (const leaf of walk(root.value.items, [])) {
    if (leaves.length >= CATEGORIES_SCANNED) break;
    const page = await catalog.getCategoryTiles(leaf.item.slug, 1, TILES_PER_CATEGORY);
    if (!page.ok || page.value.tiles.length === 0) continue;
    leaves.push({ ...leaf, totalRecords: page.value.totalRecords });
    for (const tile of page.value.tiles) {
      const loaded = await catalog.getProductBySlug(tile.productSlug);
      if (loaded.ok && !products.some((p) => p.productId === loaded.value.productId)) products.push(loaded.value);
    }
  }
  if (products.length === 0) throw new Error('The catalogue has no category with products');
  const skus = products.flatMap((product) => product.skus.map((sku) => ({ product, sku, limit: Math.min(sellableQuantity(sku), config.maxQuantity) })));
  const regular = skus.filter((s) => !s.product.preorderFlag && !s.product.isGiftCard && s.product.kind === 'regular');
  const inStock = regular.find((s) => s.sku.availableStatus === 'available' && s.sku.stockLevel >= 2 && s.limit >= 2);
  if (!inStock) throw new Error('The catalogue has no SKU in stock');
  const lowStock = regular.filter((s) => !isSkuUnavailable(s.sku) && s.sku.backorder === 0 && s.sku.stockLevel >= 1 && s.sku.stockLevel < config.maxQuantity).sort((a, b) => a.sku.stockLevel - b.sku.stockLevel)[0];
  const word = (products[0]!.displayName.toLowerCase().match(/\p{L}{4,}/gu) ?? [])[0];
  if (!word) throw new Error(`No search word in ${products[0]!.displayName}`);
  return {
    maxQuantity: config.maxQuantity,
    rootNavSlug: config.rootNavSlug,
    leaves,
    products,
    inStock,
    soldOut: regular.find((s) => isSkuUnavailable(s.sku)),
    lowStock,
    backordered: regular.find((s) => isSkuBackordered(s.sku, s.product.preorderFlag)),
    searchWord: word,
  };
}
