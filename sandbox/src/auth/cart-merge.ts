import crypto from 'node:crypto';
import { lineMaximum } from '../cart/cart-service.js';
import type { Db } from '../db/db.js';

/**
 * Sign-in merges the guest's cart into the customer's (docs/auth-api.md; decision 0074).
 */

interface SourceLine {
  site_id: string;
  product_id: string;
  sku_id: string;
  pool_id: string;
  quantity: number;
  available_status: string;
  is_drop_ship: boolean;
  stock_level: number;
  backorder: number;
  gift_card: object | null;
}

/** What a merge did: lines added or increased, and guest lines dropped (nothing sellable any more). */
export interface MergeOutcome {
  readonly merged: number;
  readonly dropped: number;
}

/**
 * Moves every cart line of `fromPrincipalId` (a guest), site by site, into the carts of
 * `toPrincipalId` (creating them): a SKU already in the customer's cart in the same pool adds its
 * quantity to that line, new SKUs are appended in the guest's order; every line is capped at its
 * maximum (the site's maxQuantity and the sellable stock, as on add to cart), and a guest line that
 * can hold nothing (unavailable SKU, or the customer's line already full) is dropped. The guest's
 * carts are deleted afterwards. Runs inside the caller's transaction. Never throws ApiError.
 */
export async function mergeGuestCart(db: Db, fromPrincipalId: string, toPrincipalId: string, now: number): Promise<MergeOutcome> {
  if (fromPrincipalId === toPrincipalId) return { merged: 0, dropped: 0 };
  const lines = await db.query<SourceLine>(
    `select c.site_id, ci.product_id, ci.sku_id, ci.pool_id, ci.quantity, ci.gift_card, s.available_status, s.is_drop_ship,
            coalesce(i.stock_level, 0) as stock_level, coalesce(i.backorder, 0) as backorder
       from cart c join cart_item ci on ci.cart_id = c.cart_id join sku s on s.sku_id = ci.sku_id
       left join sku_inventory i on i.sku_id = ci.sku_id and i.pool_id = ci.pool_id
      where c.principal_id = $1
      order by c.site_id, ci.position`,
    [fromPrincipalId],
  );
  let merged = 0;
  let dropped = 0;
  const targets = new Map<string, string>();
  for (const line of lines) {
    let cartId = targets.get(line.site_id);
    if (cartId === undefined) {
      await db.query(
        `insert into cart (cart_id, principal_id, site_id, status, created_at, updated_at) values ($1, $2, $3, 'ACTIVE', $4, $4)
         on conflict (principal_id, site_id) do nothing`,
        [`cart-${crypto.randomUUID()}`, toPrincipalId, line.site_id, new Date(now)],
      );
      const [cart] = await db.query<{ cart_id: string }>('select cart_id from cart where principal_id = $1 and site_id = $2', [toPrincipalId, line.site_id]);
      cartId = cart!.cart_id;
      targets.set(line.site_id, cartId);
    }
    const max = lineMaximum({ availableStatus: line.available_status, stockLevel: line.stock_level, backorder: line.backorder, isDropShip: line.is_drop_ship });
    // A gift card line joins only a line with the same gift card info (migration 0136, decision 0283).
    const giftCard = line.gift_card ? JSON.stringify(line.gift_card) : null;
    const [existing] = await db.query<{ item_id: string; quantity: number }>(
      `select item_id, quantity from cart_item where cart_id = $1 and sku_id = $2 and pool_id = $3 and coalesce(gift_card, 'null'::jsonb) = coalesce($4::jsonb, 'null'::jsonb)`,
      [cartId, line.sku_id, line.pool_id, giftCard],
    );
    const held = existing?.quantity ?? 0;
    const quantity = Math.min(held + line.quantity, max);
    if (quantity <= held) {
      dropped += 1;
      continue;
    }
    if (existing) {
      await db.query('update cart_item set quantity = $2 where item_id = $1', [existing.item_id, quantity]);
    } else {
      await db.query(
        `insert into cart_item (item_id, cart_id, product_id, sku_id, pool_id, quantity, position, gift_card)
         values ($1, $2, $3, $4, $5, $6, (select coalesce(max(position), 0) + 1 from cart_item where cart_id = $2), $7::jsonb)`,
        [`line-${crypto.randomUUID()}`, cartId, line.product_id, line.sku_id, line.pool_id, quantity, giftCard],
      );
    }
    merged += 1;
  }
  for (const cartId of targets.values()) await db.query('update cart set updated_at = $2 where cart_id = $1', [cartId, new Date(now)]);
  await db.query('delete from cart where principal_id = $1', [fromPrincipalId]);
  return { merged, dropped };
}
