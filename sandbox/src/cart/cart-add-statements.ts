import crypto from 'node:crypto';
import type { GiftCardInfo } from '@vitrine/core';
import type { Db } from '../db/db.js';

/**
 * The statements of an add to cart (shopping.md §7 "Cart"; decision 0458), folded so that a guest's
 * add of one SKU runs two inside its transaction: the cart upsert with the SKUs' stock, then the
 * line upsert with the cart's lines after it.
 */

/** The cart as an add sees it. */
export interface AddCartRow {
  readonly cart_id: string;
  readonly status: string;
}

/** A SKU's stock in the pool it is added from, and whether its product is a (e-)gift card. */
export interface AddSkuRow {
  readonly sku_id: string;
  readonly product_id: string;
  readonly available_status: string;
  readonly is_drop_ship: boolean;
  readonly stock_level: number;
  readonly backorder: number;
  readonly is_gift_card: boolean;
  readonly is_egift_card: boolean;
}

/** A cart line as cart_item keeps it. */
export interface CartItemRow {
  readonly item_id: string;
  readonly product_id: string;
  readonly sku_id: string;
  readonly pool_id: string;
  readonly quantity: number;
  readonly registry_id: string | null;
  readonly gift_card: GiftCardInfo | null;
}

const CART_AND_SKUS_SQL = `with c as (
    insert into cart (cart_id, principal_id, site_id, status, created_at, updated_at) values ($1, $2, $3, 'ACTIVE', $4, $4)
    on conflict (principal_id, site_id) do update set updated_at = excluded.updated_at
    returning cart_id, status
  )
  select c.cart_id, c.status, f.n, f.sku_id, f.product_id, f.available_status, f.is_drop_ship, f.stock_level, f.backorder, f.is_gift_card, f.is_egift_card
    from c left join lateral (
      select k.n::int as n, s.sku_id, s.product_id, s.available_status, s.is_drop_ship,
             coalesce(i.stock_level, 0) as stock_level, coalesce(i.backorder, 0) as backorder, p.is_gift_card, p.is_egift_card
        from unnest($5::text[], $6::text[]) with ordinality as k(sku_id, pool_id, n)
        join sku s on s.sku_id = k.sku_id
        join product p on p.product_id = s.product_id
        left join sku_inventory i on i.sku_id = s.sku_id and i.pool_id = k.pool_id
    ) f on true`;

/**
 * In one statement: the principal's cart on the site, created when missing, its updated_at set to
 * `now` (epoch ms) and locked until the transaction ends (an upsert locks the row as FOR UPDATE
 * does), and the stock of each wanted (SKU, pool). Resolves with the cart and, per wanted entry in
 * its order, the SKU's row or undefined for an unknown SKU. Throws the driver's error on SQL errors.
 */
export async function touchCartWithSkus(
  db: Db,
  principalId: string,
  siteId: string,
  now: number,
  wanted: readonly { readonly skuId: string; readonly poolId: string }[],
): Promise<{ cart: AddCartRow; skus: (AddSkuRow | undefined)[] }> {
  const rows = await db.query<AddCartRow & { n: number | null } & AddSkuRow>(CART_AND_SKUS_SQL, [
    `cart-${crypto.randomUUID()}`,
    principalId,
    siteId,
    new Date(now),
    wanted.map((w) => w.skuId),
    wanted.map((w) => w.poolId),
  ]);
  const first = rows[0]!;
  const skus: (AddSkuRow | undefined)[] = wanted.map(() => undefined);
  for (const { n, cart_id: _cart, status: _status, ...sku } of rows) if (n !== null) skus[n - 1] = sku;
  return { cart: { cart_id: first.cart_id, status: first.status }, skus };
}

const ADD_TO_LINE_SQL = `with written as (
    insert into cart_item (item_id, cart_id, product_id, sku_id, pool_id, quantity, position, registry_id, gift_card)
    values ($1, $2, $3, $4, $5, $6, (select coalesce(max(position), 0) + 1 from cart_item where cart_id = $2), $7, $8::jsonb)
    on conflict (cart_id, sku_id, pool_id, (coalesce(gift_card, 'null'::jsonb)))
    do update set quantity = cart_item.quantity + excluded.quantity, registry_id = coalesce(excluded.registry_id, cart_item.registry_id)
    returning item_id, product_id, sku_id, pool_id, quantity, registry_id, gift_card, position
  )
  select item_id, product_id, sku_id, pool_id, quantity, registry_id, gift_card, written
    from (select *, true as written from written
          union all
          select item_id, product_id, sku_id, pool_id, quantity, registry_id, gift_card, position, false
            from cart_item where cart_id = $2 and item_id <> (select item_id from written)) lines
   order by position`;

/**
 * Adds `quantity` units of a SKU to the cart's line of that SKU, pool and gift card info (one line
 * per such key, migration 0136), making the line at the end of the cart when there is none; a
 * registry id given replaces the line's. One statement. Resolves with the line's units after the
 * add and every line of the cart after it, in position order. The caller checks the units against
 * the line's maximum and throws (rolling the add back with its transaction) when they are over.
 * Throws the driver's error on SQL errors (a units total beyond a 32-bit integer among them).
 */
export async function addToLine(
  db: Db,
  cartId: string,
  line: { readonly productId: string; readonly skuId: string; readonly poolId: string; readonly quantity: number; readonly registryId: string | null; readonly giftCard: GiftCardInfo | null },
): Promise<{ quantity: number; items: CartItemRow[] }> {
  const rows = await db.query<CartItemRow & { written: boolean }>(ADD_TO_LINE_SQL, [
    `line-${crypto.randomUUID()}`,
    cartId,
    line.productId,
    line.skuId,
    line.poolId,
    line.quantity,
    line.registryId,
    line.giftCard ? JSON.stringify(line.giftCard) : null,
  ]);
  const written = rows.find((row) => row.written)!;
  return { quantity: written.quantity, items: rows.map(({ written: _written, ...item }) => item) };
}

/** The units of the cart's line of a SKU, pool and gift card info (null: none), 0 when there is no such line. One statement. */
export async function lineUnits(db: Db, cartId: string, skuId: string, poolId: string, giftCard: GiftCardInfo | null): Promise<number> {
  const [line] = await db.query<{ quantity: number }>(
    `select quantity from cart_item where cart_id = $1 and sku_id = $2 and pool_id = $3 and coalesce(gift_card, 'null'::jsonb) = coalesce($4::jsonb, 'null'::jsonb)`,
    [cartId, skuId, poolId, giftCard ? JSON.stringify(giftCard) : null],
  );
  return line?.quantity ?? 0;
}
