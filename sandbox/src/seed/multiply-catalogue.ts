import type { SeedProduct } from './catalog-model.js';

/**
 * The large-listing switch of the sandbox (docs/performance.md "Large listings", decision 0163):
 * VITRINE_CATALOG_MULTIPLIER=N makes every style under one category branch exist N times, so that
 * branch's listing holds N times its products (Women/Tops: 50 styles, N=200 gives 10,000).
 * Use it only with its own data directory (VITRINE_DATA_DIR): the seed fingerprint does not
 * include the multiplier, so a database seeded with it would otherwise be taken as the normal one.
 */

/** Environment variable with the multiplier N (a whole number from 1 to MAX_CATALOG_MULTIPLIER). */
export const CATALOG_MULTIPLIER_ENV = 'VITRINE_CATALOG_MULTIPLIER';
/** Environment variable with the branch to multiply, as display names joined by '/': 'Women/Tops' (the default). */
export const CATALOG_MULTIPLY_CATEGORY_ENV = 'VITRINE_CATALOG_MULTIPLY_CATEGORY';
/** Branch multiplied when CATALOG_MULTIPLY_CATEGORY_ENV is unset. */
export const DEFAULT_MULTIPLIED_CATEGORY = 'Women/Tops';
/** Largest multiplier accepted. */
export const MAX_CATALOG_MULTIPLIER = 1000;

/** What the multiplier settings read from the environment say: N (1 = off) and the branch's path. */
export interface CatalogueMultiplier {
  readonly times: number;
  readonly categoryPath: readonly string[];
}

/**
 * Reads the multiplier settings from `env`. Unset or empty = { times: 1 } (off). Throws an Error
 * naming the variable when N is not a whole number from 1 to MAX_CATALOG_MULTIPLIER.
 */
export function readCatalogueMultiplier(env: Readonly<Record<string, string | undefined>>): CatalogueMultiplier {
  const raw = env[CATALOG_MULTIPLIER_ENV]?.trim();
  const times = raw ? Number(raw) : 1;
  if (!Number.isInteger(times) || times < 1 || times > MAX_CATALOG_MULTIPLIER) {
    throw new Error(`${CATALOG_MULTIPLIER_ENV} must be a whole number from 1 to ${MAX_CATALOG_MULTIPLIER} (got ${raw})`);
  }
  const category = env[CATALOG_MULTIPLY_CATEGORY_ENV]?.trim() || DEFAULT_MULTIPLIED_CATEGORY;
  return { times, categoryPath: category.split('/').map((s) => s.trim()) };
}

/** True when the product's main category path starts with `prefix` (display names). */
function isUnder(product: SeedProduct, prefix: readonly string[]): boolean {
  const main = product.categoryPaths[0] ?? [];
  return prefix.length > 0 && prefix.every((segment, i) => main[i] === segment);
}

/**
 * Copy number `copy` (2..N) of a style: ids, style number and SKU ids suffixed '-X{copy}', slug
 * '-{copy}' (unique among `slugs`, which it joins), name ' {copy}', its main category only (so
 * collections and sales keep their size), and only its default colour's SKUs (keeps seeding 10,000
 * styles within about a minute). Prices and stock are still to be derived by the later seed steps.
 */
function copyOf(product: SeedProduct, copy: number, slugs: Set<string>): SeedProduct {
  const suffix = `-X${copy}`;
  const color = product.colors.find((c) => c.code === product.defaultColorCode) ?? product.colors[0];
  const colors = color ? [color] : [];
  const skus = product.skus.filter((s) => !color || s.colorCode === color.code);
  let slug = `${product.slug}-${copy}`;
  for (let n = 2; slugs.has(slug); n++) slug = `${product.slug}-${copy}-${n}`;
  slugs.add(slug);
  return structuredClone({
    ...product,
    productId: `${product.productId}${suffix}`,
    styleNumber: `${product.styleNumber}${suffix}`,
    slug,
    displayName: `${product.displayName} ${copy}`,
    defaultColorCode: color?.code ?? null,
    categoryPaths: product.categoryPaths.slice(0, 1),
    colors,
    skus: skus.map((s) => ({ ...s, skuId: `${s.skuId}${suffix}` })),
    translations: product.translations.map((t) => ({ ...t, displayName: `${t.displayName} ${copy}` })),
  });
}

/**
 * The seed step behind VITRINE_CATALOG_MULTIPLIER: returns `products` followed by N-1 copies of
 * each style under the configured branch (see copyOf), or `products` itself when N is 1. Adds the
 * copies' slugs to `slugs`; logs one line. Throws on invalid settings (readCatalogueMultiplier) or
 * when N > 1 and no style is under the branch.
 */
export function multiplyCatalogue(
  products: SeedProduct[],
  slugs: Set<string>,
  log: (line: string) => void,
  env: Readonly<Record<string, string | undefined>> = process.env,
): SeedProduct[] {
  const { times, categoryPath } = readCatalogueMultiplier(env);
  if (times === 1) return products;
  const originals = products.filter((p) => isUnder(p, categoryPath));
  if (originals.length === 0) throw new Error(`${CATALOG_MULTIPLIER_ENV}: no style under ${categoryPath.join('/')}`);
  const copies: SeedProduct[] = [];
  for (let copy = 2; copy <= times; copy++) for (const product of originals) copies.push(copyOf(product, copy, slugs));
  log(`  Catalogue multiplier: ${originals.length} styles under ${categoryPath.join('/')} x ${times} = ${originals.length * times} (${copies.length} copies)`);
  return [...products, ...copies];
}
