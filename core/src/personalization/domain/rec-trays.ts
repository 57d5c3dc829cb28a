import type { AnalyticsEvent } from '../../analytics/domain/analytics-queue.js';
import type { CartLine } from '../../cart/domain/cart.js';
import type { ProductTile } from '../../catalog/domain/product.js';
import type { ExperimentValues } from '../../experiments/domain/experiment-values.js';
import type { EVENTS_WITHOUT_MARKETING_CONSENT } from '../../privacy/domain/privacy.js';

/**
 * Recommendation trays (shopping.md §3 "Personalization and analytics" recTrays, §4, §5; decisions
 * 0330, 0400): where they show, what a tray is, and its data-layer events.
 */

/** Where a tray shows: the product page (and its family tray), the cart page, the home page, the category listing and the search results (decision 0424). */
export type RecTrayPlacement = 'product-page' | 'product-page-family' | 'cart-page' | 'home-page' | 'category-page' | 'search-page';

/** The pages that carry trays. */
export type RecTrayPage = 'product' | 'cart' | 'home' | 'category' | 'search';

/** How many of a listing's first products seed its tray (decision 0424): the first rows a shopper sees. */
export const LISTING_TRAY_SEED_COUNT = 12;

/** The campaign variant from which a listing or search page shows no tray at all (the hold-out; decision 0424). */
export const LISTING_TRAY_HOLDOUT_VARIANT = 3;

/** The experiments that choose a page's trays (shopping.md §5; decisions 0330, 0424). */
export type RecTrayExperiments = Pick<ExperimentValues, 'enableFamilyRecTray' | 'plpPersonalization' | 'searchPersonalization'>;

/** One recommendation tray: the campaign (shopping.md §3: campaignId, experienceId), its title (campaign name), placement and products in rank order. */
export interface RecTray {
  readonly campaignId: string;
  readonly experienceId: string;
  readonly title: string;
  readonly placement: RecTrayPlacement;
  readonly products: readonly ProductTile[];
}

/**
 * The campaign variant a page sends with its trays (shopping.md §5; decision 0424):
 * plpPersonalization on the category listing, searchPersonalization on the search results,
 * none elsewhere. Never fails.
 */
export function recTrayCampaignVariant(page: RecTrayPage, experiments: Pick<RecTrayExperiments, 'plpPersonalization' | 'searchPersonalization'>): number | undefined {
  if (page === 'category') return experiments.plpPersonalization;
  if (page === 'search') return experiments.searchPersonalization;
  return undefined;
}

/**
 * The trays a page asks for (decisions 0330, 0424): the product page its tray, and the family tray
 * after it when enableFamilyRecTray is 1; the cart and home pages one tray each; the category
 * listing (plpPersonalization) and the search results (searchPersonalization) one tray while the
 * variant is below {@link LISTING_TRAY_HOLDOUT_VARIANT}, none from it on. Never fails.
 */
export function recTrayPlacements(page: RecTrayPage, experiments: RecTrayExperiments): RecTrayPlacement[] {
  if (page === 'cart') return ['cart-page'];
  if (page === 'home') return ['home-page'];
  if (page === 'category' || page === 'search') {
    const variant = page === 'category' ? experiments.plpPersonalization : experiments.searchPersonalization;
    if (variant >= LISTING_TRAY_HOLDOUT_VARIANT) return [];
    return [page === 'category' ? 'category-page' : 'search-page'];
  }
  return experiments.enableFamilyRecTray === 1 ? ['product-page', 'product-page-family'] : ['product-page'];
}

/**
 * The products that seed a listing's or search's tray (decision 0424): the first
 * {@link LISTING_TRAY_SEED_COUNT} of the page, in page order, each once. Never fails.
 */
export function listingTraySeeds(productIds: readonly string[]): string[] {
  return [...new Set(productIds)].slice(0, LISTING_TRAY_SEED_COUNT);
}

/**
 * What a tray's heading says (decisions 0400, 0424): 'family' for the family tray ("From the
 * same family"); 'popular' for a listing or search tray of campaign variant 2, the store's best
 * sellers ("Popular right now"); else 'related' ("You may also like").
 * Never fails.
 */
export function recTrayHeadingKind(placement: RecTrayPlacement, campaignVariant: number | undefined): 'family' | 'popular' | 'related' {
  if (placement === 'product-page-family') return 'family';
  if ((placement === 'category-page' || placement === 'search-page') && campaignVariant === 2) return 'popular';
  return 'related';
}

/** The two tray event names, the ones sent without marketing consent (shopping.md §4). */
export type ProductTrayEventName = (typeof EVENTS_WITHOUT_MARKETING_CONSENT)[number];

/**
 * The data-layer event of a tray (shopping.md §4 "Analytics events"): a link event named
 * `name` ('product-tray-impression' or 'product-tray-click') with data `{ campaignId,
 * experienceId, placement, productIds }` for an impression (the tray's products in order), plus
 * `{ productId, position }` (1-based) for a click on `product`. Never fails.
 */
export function productTrayEvent(name: ProductTrayEventName, tray: RecTray, product?: ProductTile): AnalyticsEvent {
  const base = { campaignId: tray.campaignId, experienceId: tray.experienceId, placement: tray.placement, productIds: tray.products.map((p) => p.productId) };
  if (!product) return { kind: 'link', name, data: base };
  return { kind: 'link', name, data: { ...base, productId: product.productId, position: tray.products.findIndex((p) => p.productId === product.productId) + 1 } };
}

/** One campaign statistic for the personalization provider: a tray was shown or clicked. */
export interface CampaignStat {
  readonly campaignId: string;
  readonly experienceId: string;
  readonly stat: 'Impression' | 'Clickthrough';
}

/** The campaign statistic of a tray event: an impression or a clickthrough of the tray's campaign. */
export function campaignStatOf(name: ProductTrayEventName, tray: RecTray): CampaignStat {
  return { campaignId: tray.campaignId, experienceId: tray.experienceId, stat: name === 'product-tray-click' ? 'Clickthrough' : 'Impression' };
}

/** One cart line as the personalization provider reads it: product id, unit price (major units), quantity. */
export interface DatasetCartLine {
  readonly productId: string;
  readonly price: number;
  readonly quantity: number;
}

/**
 * The cart lines as the personalization provider reads them (cart.singleLine.Product; shell-and-
 * account.md §7): product id, unit sale price in major units (the sites' currencies have two
 * decimals: minor / 100) and quantity. Never fails.
 */
export function datasetCartLines(lines: readonly Pick<CartLine, 'productId' | 'salePrice' | 'quantity'>[]): DatasetCartLine[] {
  return lines.map((line) => ({ productId: line.productId, price: line.salePrice.amount / 100, quantity: line.quantity }));
}
