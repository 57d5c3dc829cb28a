import type { CampaignDto, RecTrayPlacementDto } from '@vitrine/contract';
import { loadProducts } from '../catalog/product-repository.js';
import type { RequestContext } from '../catalog/request-context.js';
import { toTile } from '../catalog/tile.mapper.js';
import type { Db } from '../db/db.js';

/** Most products in one recommendation tray (decision 0400). */
export const REC_TRAY_SIZE = 8;

/** Where a tray's candidates come from (decision 0400). */
type Source = 'co-purchases' | 'links' | 'best-sellers' | 'family';

/**
 * The ranking strategy of each winston2 variant (shopping.md §5; decisions 0330, 0400): the
 * candidate sources in the order they fill the tray. 0, the default: co-purchases of placed orders,
 * then Luma's related and up-sell links; 1 links first; 2 co-purchases only; 3 links only; 4 the
 * default topped up with best sellers.
 */
const STRATEGIES: Readonly<Record<number, readonly Source[]>> = {
  0: ['co-purchases', 'links'],
  1: ['links', 'co-purchases'],
  2: ['co-purchases'],
  3: ['links'],
  4: ['co-purchases', 'links', 'best-sellers'],
};

/** One tray asked for: where it shows, the products it is about (empty: best sellers), the variants. */
export interface TrayRequest {
  readonly placement: RecTrayPlacementDto;
  readonly productIds: readonly string[];
  readonly strategyVariant?: number | undefined;
  readonly campaignVariant?: number | undefined;
}

/** Products bought in the same placed orders as any seed (seeds left out): most shared orders first, then product id. */
async function coPurchases(db: Db, seeds: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ product_id: string }>(
    `select other.product_id, count(distinct other.order_number)::int as orders
       from order_line seed join order_line other on other.order_number = seed.order_number
      where seed.product_id = any($1::text[]) and not (other.product_id = any($1::text[]))
      group by other.product_id order by orders desc, other.product_id`,
    [seeds],
  );
  return rows.map((r) => r.product_id);
}

/** Luma's related then up-sell links of the seeds, seed by seed in the order given, each in link order. */
async function links(db: Db, seeds: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ linked_product_id: string }>(
    `select linked_product_id from product_link
      where product_id = any($1::text[]) and link_type in ('related', 'upsell')
      order by array_position($1::text[], product_id), case link_type when 'related' then 0 else 1 end, position`,
    [seeds],
  );
  return rows.map((r) => r.linked_product_id);
}

/** Products by units in placed orders, most first, then product id. */
async function bestSellers(db: Db): Promise<string[]> {
  const rows = await db.query<{ product_id: string }>('select product_id, sum(quantity)::int as units from order_line group by product_id order by units desc, product_id');
  return rows.map((r) => r.product_id);
}

/** The seeds' family: products of the seeds' parent categories, best sellers first, then catalogue order. */
async function family(db: Db, seeds: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ product_id: string }>(
    `select p.product_id from product p
       left join (select product_id, sum(quantity)::int as units from order_line group by product_id) sold on sold.product_id = p.product_id
      where p.parent_category_id in (select parent_category_id from product where product_id = any($1::text[]))
      order by coalesce(sold.units, 0) desc, p.position, p.product_id`,
    [seeds],
  );
  return rows.map((r) => r.product_id);
}

/** Of `ids`, the products sold alone (REGULAR, not a gift card) and listed in a category shown on `brand`. */
async function onBrand(db: Db, ids: readonly string[], brand: string): Promise<Set<string>> {
  const rows = await db.query<{ product_id: string }>(
    `select p.product_id from product p
      where p.product_id = any($1::text[]) and p.product_type = 'REGULAR' and not p.is_gift_card and not p.is_egift_card
        and exists (select 1 from product_category pc join category c on c.category_id = pc.category_id where pc.product_id = p.product_id and $2 = any(c.brands))`,
    [ids, brand],
  );
  return new Set(rows.map((r) => r.product_id));
}

/** The listing and search placements, whose campaign variant picks the ranking (decision 0424). */
const LISTING_PLACEMENTS: readonly RecTrayPlacementDto[] = ['category-page', 'search-page'];

/**
 * The sources of a tray: the family tray its family; no seeds the best sellers; a listing or
 * search tray of campaign variant 2 (plp/searchPersonalization) the store's best sellers
 * (decision 0424); else the winston2 strategy.
 */
function sourcesOf(tray: TrayRequest): readonly Source[] {
  if (tray.placement === 'product-page-family') return ['family'];
  if (tray.productIds.length === 0) return ['best-sellers'];
  if (LISTING_PLACEMENTS.includes(tray.placement) && tray.campaignVariant === 2) return ['best-sellers'];
  return STRATEGIES[tray.strategyVariant ?? 0] ?? STRATEGIES[0]!;
}

/** The candidate ids of a tray, best first, repeats and seeds left out. */
async function candidates(db: Db, tray: TrayRequest): Promise<string[]> {
  const seeds = tray.productIds;
  const sources = sourcesOf(tray);
  const ranked: string[] = [];
  const taken = new Set(seeds);
  for (const source of sources) {
    const ids = source === 'co-purchases' ? await coPurchases(db, seeds) : source === 'links' ? await links(db, seeds) : source === 'family' ? await family(db, seeds) : await bestSellers(db);
    for (const id of ids) {
      if (taken.has(id)) continue;
      taken.add(id);
      ranked.push(id);
    }
  }
  return ranked;
}

/** The campaign's English name (the UI translates its own heading by placement and variant). */
function campaignNameOf(tray: TrayRequest): string {
  if (tray.placement === 'product-page-family') return 'From the same family';
  if (LISTING_PLACEMENTS.includes(tray.placement) && tray.campaignVariant === 2) return 'Popular right now';
  return 'You may also like';
}

/**
 * A recommendation tray as a campaign (shopping.md §3 recTrays; decision 0400): the candidates of
 * the placement's strategy (co-purchases from placed orders first, then Luma's related and up-sell
 * links; the family tray: the seeds' categories; no seeds: best sellers), kept when the product
 * exists, is sold on the site's brand and has stock in the request's pool, at most
 * {@link REC_TRAY_SIZE}, as tiles in the request's language and currency. A listing or search
 * tray (category-page, search-page) of campaign variant 2 gives the store's best sellers instead
 * ("Popular right now"; decision 0424); from variant 3 on the client asks none. The campaign id names
 * the placement, the experience id the strategy and campaign variants.
 */
export async function recTrayCampaign(db: Db, ctx: RequestContext, tray: TrayRequest): Promise<CampaignDto> {
  const ranked = await candidates(db, tray);
  const sellable = await onBrand(db, ranked, ctx.site.brand);
  const loaded = await loadProducts(db, { ids: ranked.filter((id) => sellable.has(id)) }, ctx);
  const tiles = loaded.map((l) => toTile(l, ctx)).filter((t) => t.canQuickshop && !t.displaySoldOut).slice(0, REC_TRAY_SIZE);
  const variant = `s${tray.strategyVariant ?? 0}${tray.campaignVariant !== undefined ? `-c${tray.campaignVariant}` : ''}`;
  return {
    campaignId: `rec-tray-${tray.placement}`,
    experienceId: `rec-tray-${tray.placement}-${variant}`,
    campaignName: campaignNameOf(tray),
    payload: { templateId: 'rec-tray', placement: tray.placement, fullProductIds: tiles.map((t) => t.productId), products: tiles },
  };
}

/** The ids among `ids` that name a catalogue product. */
export async function knownProducts(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ product_id: string }>('select product_id from product where product_id = any($1::text[])', [ids]);
  return new Set(rows.map((r) => r.product_id));
}
