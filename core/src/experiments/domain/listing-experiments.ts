/**
 * What the listing and product-page experiments of shopping.md §5 change on screen (decision 0330;
 * where each is wired: decision 0420). Pure rules: the UI passes the coerced experiment value.
 */

/** How one product card's image loads. */
export interface TileImageLoading {
  /** Eager with high fetch priority (above the fold). */
  readonly priority: boolean;
  /** The page's LCP image: also preloaded from the document head. Never lazy. */
  readonly preload: boolean;
  /** A low-quality placeholder (the 100 px thumbnail) shows under the lazy image until it loads. */
  readonly placeholder: boolean;
}

/**
 * How the card at `index` (0-based) of a listing grid loads its image for the lazyThumbnails
 * experiment (shopping.md §5: 0/1/2; decision 0420), when the grid would load its first
 * `eagerCount` cards eagerly (the first row):
 * - 0: the first `eagerCount` cards eager and high priority, the rest lazy (the default);
 * - 1: only the LCP card (index 0) eager, every other card lazy;
 * - 2: as 1, and every lazy card shows a low-quality placeholder until its image loads.
 * With `eagerCount` 0 (a tray below the fold) every card is lazy and nothing is preloaded. The LCP
 * image (index 0 of a grid with `eagerCount` ≥ 1) is never lazy and never a placeholder.
 * Any other value reads as 0. Never fails.
 */
export function tileImageLoading(index: number, eagerCount: number, lazyThumbnails: number): TileImageLoading {
  const isLcp = index === 0 && eagerCount > 0;
  if (lazyThumbnails === 1 || lazyThumbnails === 2) return { priority: isLcp, preload: isLcp, placeholder: lazyThumbnails === 2 && !isLcp };
  return { priority: index < eagerCount, preload: isLcp, placeholder: false };
}

/**
 * How many colour swatches a product card shows before "+N" for the plpAllColorOptions
 * experiment (shopping.md §5: 0/1; decision 0420): 0 gives `defaultLimit` (the first swatches),
 * 1 gives every colour option (`Infinity`). Any other value reads as 0. Never fails.
 */
export function tileSwatchLimit(plpAllColorOptions: number, defaultLimit: number): number {
  return plpAllColorOptions === 1 ? Number.POSITIVE_INFINITY : defaultLimit;
}

/** The tiles call's largest page size (shopping.md §7 tiles; the sandbox contract's MAX_PAGE_SIZE). */
const MAX_CATEGORY_TILES_PER_PAGE = 120;

/**
 * The page size (tiles per page) of a category listing for the categoryTilesPerPage experiment
 * (shopping.md §5 "category tiles per page: an integer", default 24; decision 0420): the coerced
 * value (at least 1), capped at 120 (the tiles call's largest page size). Never fails.
 */
export function categoryTilesPageSize(categoryTilesPerPage: number): number {
  return Math.min(Math.max(1, Math.trunc(categoryTilesPerPage)), MAX_CATEGORY_TILES_PER_PAGE);
}

/**
 * True when, after the buy panel's add to cart succeeds, the product page scrolls to its product
 * grid (the "More to explore" section of product trays below the buy panel; decision 0421): only
 * for anchorAfterMobileGBP 1 (shopping.md §5: 0/1) and only below the desktop breakpoint
 * (`isDesktop` false, shell-and-account.md §9: 1025 px). Never fails.
 */
export function scrollsToProductGridAfterBuy(anchorAfterMobileGBP: number, isDesktop: boolean): boolean {
  return anchorAfterMobileGBP === 1 && !isDesktop;
}
