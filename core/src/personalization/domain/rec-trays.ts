import type { AnalyticsEvent } from '../../analytics/domain/analytics-queue.js';
import type { CartLine } from '../../cart/domain/cart.js';
import type { ProductTile } from '../../catalog/domain/product.js';
import type { ExperimentValues } from '../../experiments/domain/experiment-values.js';
import type { EVENTS_WITHOUT_MARKETING_CONSENT } from '../../privacy/domain/privacy.js';

/**
 * Recommendation trays (shopping.md §3 "Personalization and analytics" recTrays, §4, §5; decisions
 * 0330, 0400): where they show, what a tray is, and its data-layer events.
 */

/** Where a tray shows: the product page (and its family tray), the cart page, the home page. */
export type RecTrayPlacement = 'product-page' | 'product-page-family' | 'cart-page' | 'home-page';

/** The pages that carry trays. */
export type RecTrayPage = 'product' | 'cart' | 'home';

/** One recommendation tray: the campaign (shopping.md §3: campaignId, experienceId), its title (campaign name), placement and products in rank order. */
export interface RecTray {
  readonly campaignId: string;
  readonly experienceId: string;
  readonly title: string;
  readonly placement: RecTrayPlacement;
  readonly products: readonly ProductTile[];
}

/**
 * The trays a page asks for (decision 0330): the product page its tray, and the family tray after
 * it when enableFamilyRecTray is 1; the cart and home pages one tray each. Never fails.
 */
export function recTrayPlacements(page: RecTrayPage, experiments: Pick<ExperimentValues, 'enableFamilyRecTray'>): RecTrayPlacement[] {
  if (page === 'cart') return ['cart-page'];
  if (page === 'home') return ['home-page'];
  return experiments.enableFamilyRecTray === 1 ? ['product-page', 'product-page-family'] : ['product-page'];
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
