import type { Db } from '../db/db.js';

/** The event kinds social proof counts (decision 0320). */
export const SOCIAL_EVENT_KINDS = ['VIEW', 'ADD_TO_CART'] as const;
export type SocialEventKind = (typeof SOCIAL_EVENT_KINDS)[number];

/** The longest lookback social proof answers for (minutes; decision 0320: one week). */
export const MAX_LOOKBACK_MINS = 7 * 24 * 60;

/** One product's counts in the lookback window: distinct visitors who viewed / added it to a cart. */
export interface SocialProofItem {
  itemId: string;
  views: number;
  addToCarts: number;
}

/**
 * Records one product event of a visitor on a site at `nowMs` (epoch ms). Returns false when the
 * product is unknown (nothing is recorded), true otherwise. Decision 0320.
 */
export async function recordSocialEvent(db: Db, event: { siteId: string; productId: string; kind: SocialEventKind; visitorId: string }, nowMs: number): Promise<boolean> {
  const rows = await db.query(
    `insert into social_event (site_id, product_id, kind, visitor_id, occurred_at)
     select $1, p.product_id, $3, $4, to_timestamp($5::double precision / 1000) from product p where p.product_id = $2
     returning event_id`,
    [event.siteId, event.productId, event.kind, event.visitorId, nowMs],
  );
  return rows.length > 0;
}

/**
 * GET /slipstream/api/social/v0 (shopping.md §7): for each requested product id, the number of
 * distinct visitors who viewed it and who added it to a cart on `siteId` in the last
 * `lookbackMins` minutes before `nowMs` (epoch ms). Items keep the requested order; products
 * without events count 0.
 */
export async function socialProof(db: Db, siteId: string, itemIds: readonly string[], lookbackMins: number, nowMs: number): Promise<SocialProofItem[]> {
  const rows = await db.query<{ product_id: string; views: number; add_to_carts: number }>(
    `select product_id,
            count(distinct visitor_id) filter (where kind = 'VIEW')::int as views,
            count(distinct visitor_id) filter (where kind = 'ADD_TO_CART')::int as add_to_carts
       from social_event
      where site_id = $1 and product_id = any($2::text[])
        and occurred_at > to_timestamp($3::double precision / 1000)
        and occurred_at <= to_timestamp($4::double precision / 1000)
      group by product_id`,
    [siteId, itemIds, nowMs - lookbackMins * 60_000, nowMs],
  );
  const byId = new Map(rows.map((r) => [r.product_id, r]));
  return itemIds.map((itemId) => ({ itemId, views: byId.get(itemId)?.views ?? 0, addToCarts: byId.get(itemId)?.add_to_carts ?? 0 }));
}
