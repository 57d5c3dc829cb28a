import crypto from 'node:crypto';
import type { BackInStockRequestDto, BackInStockResponseDto, RestockResponseDto } from '@vitrine/contract';
import { ApiError } from '../api/api-error.js';
import { isUnavailable } from '../catalog/inventory-rules.js';
import type { RequestContext } from '../catalog/request-context.js';
import type { Db } from '../db/db.js';
import { sendMail } from '../profile/mailbox.js';
import { siteConfiguration } from '../sites/site-configuration.js';

interface SkuFacts {
  product_id: string;
  style_number: string;
  available_status: string;
  is_drop_ship: boolean;
  back_in_stock_eligible: boolean;
  stock_level: number;
  backorder: number;
}

async function skuFacts(db: Db, skuId: string, poolId: string): Promise<SkuFacts | undefined> {
  const [row] = await db.query<SkuFacts>(
    `select s.product_id, p.style_number, s.available_status, s.is_drop_ship, s.back_in_stock_eligible,
            coalesce(i.stock_level, 0) as stock_level, coalesce(i.backorder, 0) as backorder
       from sku s join product p on p.product_id = s.product_id left join sku_inventory i on i.sku_id = s.sku_id and i.pool_id = $2
      where s.sku_id = $1`,
    [skuId, poolId],
  );
  return row;
}

const stock = (r: SkuFacts) => ({ availableStatus: r.available_status, stockLevel: r.stock_level, backorder: r.backorder, isDropShip: r.is_drop_ship });

/**
 * POST /likes/v0/{siteId}/back-in-stock-notifications (shopping.md §4 "Inventory rules", §5, §7;
 * decision 0222): stores a request to be told when a sold-out SKU returns. Offered only on sites
 * with the backInStock feature, for an unavailable SKU with backInStockNotificationEligible, in the
 * site's pool. 403 FEATURE_DISABLED (site), 400 INVALID_ITEM (unknown SKU, SKU of another product
 * or style, another pool), 409 NOT_SOLD_OUT (the SKU can be bought), 409 NOT_ELIGIBLE (flag off).
 * The same email for the same SKU again is ALREADY_SUBSCRIBED (no second notice).
 */
export async function subscribeBackInStock(db: Db, ctx: RequestContext, body: BackInStockRequestDto, now: number): Promise<{ created: boolean; body: BackInStockResponseDto }> {
  if (!siteConfiguration(ctx.site).features.backInStock) throw new ApiError(403, 'FEATURE_DISABLED', `Back-in-stock notifications are not offered on ${ctx.site.siteId}`);
  if (body.poolId !== ctx.pool) throw new ApiError(400, 'INVALID_ITEM', `Pool ${body.poolId} is not the pool of site ${ctx.site.siteId}`, { fields: ['poolId'] });
  const sku = await skuFacts(db, body.skuId, body.poolId);
  if (!sku || sku.product_id !== body.productId || sku.style_number !== body.styleNumber) {
    throw new ApiError(400, 'INVALID_ITEM', `Unknown SKU ${body.skuId} of product ${body.productId} (style ${body.styleNumber})`, { fields: ['productId', 'skuId', 'styleNumber'] });
  }
  if (!isUnavailable(stock(sku))) throw new ApiError(409, 'NOT_SOLD_OUT', `SKU ${body.skuId} can be bought now`, { skuId: body.skuId });
  if (!sku.back_in_stock_eligible) throw new ApiError(409, 'NOT_ELIGIBLE', `SKU ${body.skuId} takes no back-in-stock notifications`, { skuId: body.skuId });
  const inserted = await db.query<{ request_id: string }>(
    `insert into back_in_stock_request (request_id, site_id, product_id, sku_id, style_number, pool_id, email, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (site_id, sku_id, pool_id, email) do update set notified_at = null
     where back_in_stock_request.notified_at is not null returning request_id`,
    [`bis-${crypto.randomUUID()}`, ctx.site.siteId, body.productId, body.skuId, body.styleNumber, body.poolId, body.email.trim().toLowerCase(), new Date(now)],
  );
  return inserted.length > 0 ? { created: true, body: { status: 'SUBSCRIBED' } } : { created: false, body: { status: 'ALREADY_SUBSCRIBED' } };
}

/**
 * Test-only POST /__sandbox/restock (the fault/admin switch; decision 0222): sets a SKU's stock in
 * a pool; above 0 it makes an 'unavailable' status 'available' and "sends" the notice to every waiting
 * request of that SKU and pool through the test mailbox (subject 'Back in stock: {name}', link to
 * the product page) and marks them notified; 0 sells the SKU out again (tests put it back). 404
 * NOT_FOUND for an unknown SKU.
 */
export async function restock(db: Db, input: { skuId: string; poolId: string; stockLevel: number }, now: number): Promise<RestockResponseDto> {
  return db.transaction(async (tx) => {
    const [sku] = await tx.query<{ slug: string; display_name: string; size_name: string; color_code: string }>(
      'select p.slug, p.display_name, s.size_name, s.color_code from sku s join product p on p.product_id = s.product_id where s.sku_id = $1',
      [input.skuId],
    );
    if (!sku) throw new ApiError(404, 'NOT_FOUND', `No SKU ${input.skuId}`);
    await tx.query(
      `insert into sku_inventory (sku_id, pool_id, stock_level, backorder) values ($1, $2, $3, 0)
       on conflict (sku_id, pool_id) do update set stock_level = excluded.stock_level`,
      [input.skuId, input.poolId, input.stockLevel],
    );
    if (input.stockLevel === 0) return { skuId: input.skuId, poolId: input.poolId, stockLevel: 0, notified: 0 };
    await tx.query("update sku set available_status = 'available' where sku_id = $1 and available_status = 'unavailable'", [input.skuId]);
    const waiting = await tx.query<{ request_id: string; email: string }>(
      'select request_id, email from back_in_stock_request where sku_id = $1 and pool_id = $2 and notified_at is null order by created_at, request_id',
      [input.skuId, input.poolId],
    );
    for (const request of waiting) {
      await sendMail(tx, {
        to: request.email,
        subject: `Back in stock: ${sku.display_name}`,
        body: `${sku.display_name} in size ${sku.size_name} is back in stock.`,
        link: `/shop/${sku.slug}?color=${encodeURIComponent(sku.color_code)}`,
        now,
      });
      await tx.query('update back_in_stock_request set notified_at = $2 where request_id = $1', [request.request_id, new Date(now)]);
    }
    return { skuId: input.skuId, poolId: input.poolId, stockLevel: input.stockLevel, notified: waiting.length };
  });
}
