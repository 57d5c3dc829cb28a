import type { CategoryRef, NavItem, ProductImage, ProductTile } from '@vitrine/core';

/** Entry tiles to top categories the home page shows (decision 0050). */
export const HOME_ENTRY_LIMIT = 4;
/** Products in the home tray. */
export const HOME_TRAY_SIZE = 8;

export interface HomeEntry {
  readonly item: NavItem;
  readonly image: ProductImage | null;
}

/** What the home page renders (decision 0050). */
export interface HomeContent {
  /** The hero: the first top category and the image shown large (the LCP image). */
  readonly hero: { readonly category: NavItem; readonly image: ProductImage | null } | null;
  readonly entries: readonly HomeEntry[];
  readonly tray: { readonly category: CategoryRef; readonly slug: string; readonly tiles: readonly ProductTile[] } | null;
}

/**
 * Builds the home page from the top categories and a first page of tiles for each (decision 0050),
 * never showing one product twice: the hero takes the first product image of the first category,
 * each entry tile the first unused product image of its category, and the tray shows up to 8
 * unused products of the second category (the first when there is one), or of `traySlug` when
 * given (the sub-brand home's root, decision 0344; its tiles are in `tilesBySlug` too). Categories
 * whose tiles failed to load (null) get no image and cannot feed the tray. Pure.
 */
export function buildHomeContent(
  categories: readonly NavItem[],
  tilesBySlug: ReadonlyMap<string, { readonly category: CategoryRef; readonly tiles: readonly ProductTile[] } | null>,
  traySlug?: string,
): HomeContent {
  const used = new Set<string>();
  const take = (slug: string): ProductImage | null => {
    const tile = tilesBySlug.get(slug)?.tiles.find((t) => t.image !== null && !used.has(t.productId));
    if (!tile) return null;
    used.add(tile.productId);
    return tile.image;
  };

  const first = categories[0];
  const hero = first ? { category: first, image: take(first.slug) } : null;
  const entries = categories.map((item) => ({ item, image: take(item.slug) }));

  const trayFrom = traySlug ?? (categories[1] ?? first)?.slug;
  const trayPage = trayFrom ? tilesBySlug.get(trayFrom) : null;
  const tray =
    trayFrom && trayPage
      ? { category: trayPage.category, slug: trayFrom, tiles: trayPage.tiles.filter((t) => !used.has(t.productId)).slice(0, HOME_TRAY_SIZE) }
      : null;
  return { hero, entries, tray: tray && tray.tiles.length > 0 ? tray : null };
}
