import type { Badge } from './product.js';

/**
 * Badges and ratings, shopping.md §3 "Badges", §4 "Badges and ratings" (decision 0022).
 */

/** Every badge type of shopping.md §3, verbatim. */
export const BADGE_TYPES = [
  'DISPLAY_SOLD_OUT',
  'WEB_EXCLUSIVE',
  'BACK_IN_STOCK',
  'NEW_COLOR_AVAILABLE',
  'BROWSE_CALL_OUT_TEXT_PRIMARY',
  'BROWSE_CALL_OUT_TEXT_SECONDARY',
  'JUST_ADDED',
  'BEST_SELLER',
  'WIFI',
  'TOP_RATED',
  'PRE_ORDER',
  'NEW',
  'FP_EXCLUSIVE',
  'UO_EXCLUSIVE',
  'MORE_SIZES',
  'MADE_TO_ORDER',
  'A_PLUS',
  'QUICKSHIP',
  'CARE_FP',
  'FULFILLED',
  'FINAL_SALE',
  'BUNDLE',
  'TERRAIN_EXCLUSIVE',
  'READY_TO_SHIP',
] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

/** The badge types shown as text call-outs; every other type is visual (decision 0022). */
export const TEXTUAL_BADGE_TYPES: readonly BadgeType[] = ['BROWSE_CALL_OUT_TEXT_PRIMARY', 'BROWSE_CALL_OUT_TEXT_SECONDARY'];

/** Top Rated minimums (shopping.md §4): at least `minReviewCount` reviews and an average of at least `minAverageRating` stars. */
export interface TopRatedConfig {
  readonly minReviewCount: number;
  readonly minAverageRating: number;
}

/** The spec's defaults: at least 3 reviews and an average of at least 4.5 (shopping.md §4). */
export const TOP_RATED_DEFAULTS: TopRatedConfig = { minReviewCount: 3, minAverageRating: 4.5 };

/** True when `type` is one of {@link BADGE_TYPES}. */
export function isBadgeType(type: string): type is BadgeType {
  return (BADGE_TYPES as readonly string[]).includes(type);
}

/** True when a badge is shown as text (a browse call-out), false when it is visual. */
export function isTextualBadge(badge: Pick<Badge, 'type'>): boolean {
  return (TEXTUAL_BADGE_TYPES as readonly string[]).includes(badge.type);
}

/**
 * Top Rated (shopping.md §4): the review count and the average both reach the configured
 * minimums (inclusive), or the product already carries a TOP_RATED badge.
 * `reviews.count` in reviews, `reviews.averageRating` in stars (0..5). Config defaults to
 * {@link TOP_RATED_DEFAULTS}. Never fails.
 */
export function isTopRated(
  reviews: { readonly count: number; readonly averageRating: number },
  badges: readonly Pick<Badge, 'type'>[] = [],
  config: TopRatedConfig = TOP_RATED_DEFAULTS,
): boolean {
  if (badges.some((b) => b.type === 'TOP_RATED')) return true;
  return reviews.count >= config.minReviewCount && reviews.averageRating >= config.minAverageRating;
}

/**
 * A badge is live until its expiration instant: expired when `now >= expiresAt` (epoch ms).
 * `expiresAt` null never expires (shopping.md §3 expiration_date; decision 0022).
 */
export function isBadgeExpired(badge: Pick<Badge, 'expiresAt'>, now: number): boolean {
  return badge.expiresAt !== null && now >= badge.expiresAt;
}

/** What a tile or PDP shows: at most one visual badge, and every textual one. */
export interface BadgeDisplay {
  /** The first visual badge by merchandising order, or null. */
  readonly visual: Badge | null;
  /** Textual badges by merchandising order. */
  readonly textual: readonly Badge[];
}

/** Options of {@link badgeDisplay}. */
export interface BadgeDisplayOptions {
  /** Epoch ms of "now", for expiry. */
  readonly now: number;
  /** Badge types never to show on this tile or page (shopping.md §3 tile denyListBadges). */
  readonly denyList?: readonly string[];
  /** When given, a TOP_RATED badge is added for products that qualify (see {@link isTopRated}). */
  readonly topRated?: { readonly reviews: { readonly count: number; readonly averageRating: number }; readonly config?: TopRatedConfig };
}

/**
 * Orders badges by merchandising_order ascending (lower first); ties keep their given order.
 * Returns a new array.
 */
export function sortBadges(badges: readonly Badge[]): Badge[] {
  return badges
    .map((badge, index) => ({ badge, index }))
    .sort((a, b) => a.badge.merchandisingOrder - b.badge.merchandisingOrder || a.index - b.index)
    .map((x) => x.badge);
}

/**
 * The badges to show (shopping.md §4): unknown types, expired badges and deny-listed types are
 * dropped; a TOP_RATED badge is added when `options.topRated` qualifies and none is present (it
 * sorts after every existing badge); the rest is ordered by merchandising_order; the first visual
 * badge is kept (only one is shown) and every textual badge is kept. Never fails.
 */
export function badgeDisplay(badges: readonly Badge[], options: BadgeDisplayOptions): BadgeDisplay {
  const deny = new Set(options.denyList ?? []);
  let candidates = badges.filter((b) => isBadgeType(b.type) && !isBadgeExpired(b, options.now));
  if (options.topRated && !candidates.some((b) => b.type === 'TOP_RATED') && isTopRated(options.topRated.reviews, [], options.topRated.config)) {
    const last = candidates.reduce((max, b) => Math.max(max, b.merchandisingOrder), 0);
    candidates = [...candidates, { type: 'TOP_RATED', expiresAt: null, merchandisingOrder: last + 1 }];
  }
  const ordered = sortBadges(candidates.filter((b) => !deny.has(b.type)));
  return { visual: ordered.find((b) => !isTextualBadge(b)) ?? null, textual: ordered.filter(isTextualBadge) };
}

/** Highlight limits of shopping.md §4: 4 primary highlights (with an image) and 6 secondary (with an icon). */
export const HIGHLIGHT_LIMITS = { primary: 4, secondary: 6 } as const;

/** A product highlight (facets.highlights) as content describes it. */
export interface Highlight {
  readonly label: string;
  /** Image URL; a highlight with an image is primary. */
  readonly imageUrl?: string | null;
  /** Icon URL; a highlight without an image but with an icon is secondary. */
  readonly iconUrl?: string | null;
}

/**
 * Splits highlights into primary (those with an image, first 4) and secondary (those with an icon
 * and no image, first 6), keeping their order; highlights with neither are not shown
 * (shopping.md §4; decision 0022).
 */
export function limitHighlights<H extends Highlight>(highlights: readonly H[]): { primary: H[]; secondary: H[] } {
  const primary = highlights.filter((h) => Boolean(h.imageUrl)).slice(0, HIGHLIGHT_LIMITS.primary);
  const secondary = highlights.filter((h) => !h.imageUrl && Boolean(h.iconUrl)).slice(0, HIGHLIGHT_LIMITS.secondary);
  return { primary, secondary };
}
