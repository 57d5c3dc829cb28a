import crypto from 'node:crypto';
import type { AddCartItemsRequestDto, CartLineDto, CartLineFulfillmentRequestDto, CartResponseDto, ImageDto, MinicartResponseDto } from '@vitrine/contract';
import { egiftDeliveryWindow, giftCardKind, utcCalendarDate, validateGiftCardInfo, type GiftCardInfo } from '@vitrine/core';
import { ApiError, invalidRequest } from '../api/api-error.js';
import { availabilityCode, isBackordered, isUnavailable, sellableUnits, type StockFacts } from '../catalog/inventory-rules.js';
import { toMajor } from '../catalog/price-summary.js';
import type { RequestContext } from '../catalog/request-context.js';
import type { Db } from '../db/db.js';
import { claimCartAddKey } from './cart-add-keys.js';
import { isActiveRegistry } from '../registry/registry-service.js';
import { SITE_RULES } from '../sites/site-configuration.js';

/**
 * The cart of a principal on one site (shopping.md §3 "Cart item", §5, §7 "Cart"; decision 0017):
 * one cart per (principal, site) because prices are in the site's currency. Adding a SKU already in
 * the cart adds to its line. A line holds at most min(site maxQuantity, stock + backorder).
 */

interface CartRow {
  cart_id: string;
  status: string;
}

interface LineRow {
  item_id: string;
  product_id: string;
  sku_id: string;
  pool_id: string;
  quantity: number;
  slug: string;
  display_name: string;
  preorder_flag: boolean;
  promotion_labels: string[];
  color_code: string;
  color_name: string;
  images: ImageDto[];
  size_name: string;
  fit_name: string | null;
  available_status: string;
  is_drop_ship: boolean;
  is_flat_rate: boolean;
  list_minor: number;
  sale_minor: number;
  stock_level: number;
  backorder: number;
  store_number: string | null;
  store_name: string | null;
  registry_id: string | null;
  gift_card: GiftCardInfo | null;
  is_gift_card: boolean;
}

interface SkuStockRow {
  sku_id: string;
  product_id: string;
  available_status: string;
  is_drop_ship: boolean;
  stock_level: number;
  backorder: number;
}

const facts = (r: { available_status: string; stock_level: number; backorder: number; is_drop_ship: boolean }): StockFacts => ({
  availableStatus: r.available_status,
  stockLevel: r.stock_level,
  backorder: r.backorder,
  isDropShip: r.is_drop_ship,
});

/** Most units a line of this SKU may hold: min(site max, sellable units). */
export const lineMaximum = (sku: StockFacts) => Math.min(SITE_RULES.maxQuantity, sellableUnits(sku));

/** The principal's cart on the site, created when missing; locked for update on a real Postgres. */
async function openCart(db: Db, principalId: string, siteId: string, now: number): Promise<CartRow> {
  await db.query(
    `insert into cart (cart_id, principal_id, site_id, status, created_at, updated_at) values ($1, $2, $3, 'ACTIVE', $4, $4)
     on conflict (principal_id, site_id) do nothing`,
    [`cart-${crypto.randomUUID()}`, principalId, siteId, new Date(now)],
  );
  const [cart] = await db.query<CartRow>(`select cart_id, status from cart where principal_id = $1 and site_id = $2 for update`, [principalId, siteId]);
  return cart!;
}

/**
 * The principal's cart on the site for a write: created when missing, its updated_at set to `now`,
 * and locked until the transaction ends, in one statement (an upsert locks the row as FOR UPDATE does).
 */
async function touchCart(db: Db, principalId: string, siteId: string, now: number): Promise<CartRow> {
  const [cart] = await db.query<CartRow>(
    `insert into cart (cart_id, principal_id, site_id, status, created_at, updated_at) values ($1, $2, $3, 'ACTIVE', $4, $4)
     on conflict (principal_id, site_id) do update set updated_at = excluded.updated_at
     returning cart_id, status`,
    [`cart-${crypto.randomUUID()}`, principalId, siteId, new Date(now)],
  );
  return cart!;
}

const assertActive = (cart: CartRow) => {
  if (cart.status !== 'ACTIVE') throw new ApiError(412, 'CART_NOT_ACTIVE', 'The cart is not active');
};

/** A cart line as cart_item keeps it. */
type ItemRow = Pick<LineRow, 'item_id' | 'product_id' | 'sku_id' | 'pool_id' | 'quantity' | 'registry_id' | 'gift_card'>;

/** What the catalogue says of a line's SKU in its pool, currency and language (the rest of a {@link LineRow}). */
type LineFacts = Omit<LineRow, keyof ItemRow>;

/** The catalogue part of the lines whose (product, SKU, pool) are given, in the context's currency and language; a SKU without a price in that currency has none. */
const LINE_FACTS_SQL = `select k.product_id, k.sku_id, k.pool_id, p.is_gift_card, p.slug,
        coalesce(t.display_name, p.display_name) as display_name, p.preorder_flag, p.promotion_labels,
        s.color_code, pc.display_name as color_name, pc.images, s.size_name, f.display_name as fit_name,
        s.available_status, s.is_drop_ship, s.is_flat_rate, pr.list_minor, pr.sale_minor,
        coalesce(i.stock_level, 0) as stock_level, coalesce(i.backorder, 0) as backorder,
        st.store_number, st.name as store_name
   from unnest($1::text[], $2::text[], $3::text[]) as k(product_id, sku_id, pool_id)
   left join store st on st.pool_id = k.pool_id
   join product p on p.product_id = k.product_id
   join sku s on s.sku_id = k.sku_id
   join product_color pc on pc.product_id = s.product_id and pc.color_code = s.color_code
   left join product_fit f on f.product_id = s.product_id and f.fit_code = s.fit_code
   join sku_price pr on pr.sku_id = s.sku_id and pr.currency = $4
   left join sku_inventory i on i.sku_id = s.sku_id and i.pool_id = k.pool_id
   left join product_translation t on t.product_id = p.product_id and t.language = $5`;

/**
 * The catalogue facts of `items`, keyed by {@link factsKey}: from the handle's catalogue memo while
 * the catalogue version is known and unchanged (decision 0256), the others in one query (and kept).
 */
async function lineFacts(db: Db, items: readonly ItemRow[], ctx: RequestContext): Promise<Map<string, LineFacts>> {
  const memo = db.catalogMemo;
  const version = memo?.version() ?? null;
  const facts = new Map<string, LineFacts>();
  const missing = new Map<string, ItemRow>();
  for (const item of items) {
    const key = factsKey(item, ctx);
    const known = version !== null ? memo?.get<LineFacts>(key, version) : undefined;
    if (known) facts.set(key, known);
    else missing.set(key, item);
  }
  if (missing.size === 0) return facts;
  const wanted = [...missing.values()];
  const rows = await db.query<LineFacts & Pick<ItemRow, 'product_id' | 'sku_id' | 'pool_id'>>(LINE_FACTS_SQL, [
    wanted.map((i) => i.product_id),
    wanted.map((i) => i.sku_id),
    wanted.map((i) => i.pool_id),
    ctx.currency,
    ctx.language,
  ]);
  for (const row of rows) {
    const key = factsKey(row, ctx);
    facts.set(key, row);
    if (version !== null) memo?.keep(key, row, version);
  }
  return facts;
}

/** The memo key of a line's catalogue facts: product, SKU, pool, currency and language. */
const factsKey = (item: Pick<ItemRow, 'product_id' | 'sku_id' | 'pool_id'>, ctx: RequestContext) =>
  ['cart-line', item.product_id, item.sku_id, item.pool_id, ctx.currency, ctx.language].join('\u0000');

/** The cart's lines in position order with their catalogue facts; a line whose SKU has no price in the site's currency is left out. */
async function loadLines(db: Db, cartId: string, ctx: RequestContext): Promise<LineRow[]> {
  const items = await db.query<ItemRow>(
    'select item_id, product_id, sku_id, pool_id, quantity, registry_id, gift_card from cart_item where cart_id = $1 order by position',
    [cartId],
  );
  if (items.length === 0) return [];
  const facts = await lineFacts(db, items, ctx);
  return items.flatMap((item) => {
    const known = facts.get(factsKey(item, ctx));
    return known ? [{ ...known, ...item }] : [];
  });
}

function lineDto(r: LineRow): CartLineDto {
  const sku = facts(r);
  const flags: string[] = [];
  if (isBackordered(sku, r.preorder_flag) || (!r.preorder_flag && !isUnavailable(sku) && r.quantity > r.stock_level)) flags.push('BACKORDERED_ITEM');
  if (r.is_flat_rate) flags.push('FLAT_RATE_ITEM');
  if (r.promotion_labels.length > 0) flags.push('HAS_PROMO_LABEL');
  if (r.is_gift_card) flags.push('GIFT_CARD_ITEM');
  const image = r.images[0];
  return {
    itemId: r.item_id,
    productId: r.product_id,
    productSlug: r.slug,
    skuId: r.sku_id,
    poolId: r.pool_id,
    displayName: r.display_name,
    colorCode: r.color_code,
    colorName: r.color_name,
    sizeName: r.size_name,
    fitName: r.fit_name,
    quantity: r.quantity,
    maxQuantity: lineMaximum(sku),
    image: image ? { url: image.url, width: image.width, height: image.height, alt: image.alt } : null,
    listPrice: toMajor(r.list_minor),
    salePrice: toMajor(r.sale_minor),
    lineTotal: toMajor(r.sale_minor * r.quantity),
    flags,
    availabilityCode: availabilityCode(sku, r.preorder_flag),
    fulfillmentType: r.store_number ? 'BOPIS' : 'DIRECT',
    pickupStore: r.store_number ? { storeNumber: r.store_number, name: r.store_name! } : null,
    ...(r.registry_id ? { registryId: r.registry_id } : {}),
    ...(r.gift_card ? { giftCard: r.gift_card } : {}),
  };
}

/**
 * The gift card info a line of `product` may hold (shopping.md §3 "Cart item"; decisions 0282, 0283),
 * judged by core's `validateGiftCardInfo` with the e-gift delivery window seen from the server's
 * UTC day with one day of slack each way (the shopper's zone is unknown here). An e-gift card needs
 * the info; a gift card may have it; any other product refuses it. Errors: 400 INVALID_ITEM with
 * `details.fields` ('giftCard', 'giftCard.emailAddress', …), `details.problems` (field -> GIFT_CARD.*
 * code) and `details.index`.
 */
export function acceptedGiftCard(product: { is_gift_card: boolean; is_egift_card: boolean }, info: unknown, now: number, index: number): GiftCardInfo | null {
  const kind = giftCardKind({ isGiftCard: product.is_gift_card, isEgiftCard: product.is_egift_card });
  if (kind === null) {
    if (info === undefined) return null;
    throw new ApiError(400, 'INVALID_ITEM', 'Invalid parameters passed to addToCart: giftCard', { fields: ['giftCard'], problems: { giftCard: 'GIFT_CARD.NOT_A_GIFT_CARD' }, index });
  }
  if (info === undefined) {
    if (kind === 'physical') return null;
    throw new ApiError(400, 'INVALID_ITEM', 'Invalid parameters passed to addToCart: giftCard', { fields: ['giftCard'], problems: { giftCard: 'GIFT_CARD.INFO_REQUIRED' }, index });
  }
  const checked = validateGiftCardInfo(info, kind, egiftDeliveryWindow(utcCalendarDate(now), 1));
  if (!checked.ok) throw new ApiError(400, 'INVALID_ITEM', checked.error.message, { ...checked.error.details, index });
  return checked.value;
}

async function cartDto(db: Db, cart: CartRow, ctx: RequestContext): Promise<CartResponseDto> {
  const lines = await loadLines(db, cart.cart_id, ctx);
  const subtotal = lines.reduce((sum, l) => sum + l.sale_minor * l.quantity, 0);
  return {
    cartId: cart.cart_id,
    currencyCode: ctx.currency,
    items: lines.map(lineDto),
    meta: { totalQuantity: lines.reduce((n, l) => n + l.quantity, 0) },
    priceInfo: { subtotal: toMajor(subtotal), discountableSubtotal: toMajor(subtotal) },
  };
}

/** The whole cart (GET /checkout/v0/{siteId}/carts); an empty cart is created on first use. */
export function getCart(db: Db, principalId: string, ctx: RequestContext, now: number): Promise<CartResponseDto> {
  return db.transaction(async (tx) => cartDto(tx, await openCart(tx, principalId, ctx.site.siteId, now), ctx));
}

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

/**
 * Adds items (POST /checkout/v0/{siteId}/carts/items), all or nothing. Errors: 400 INVALID_ITEM
 * (missing or malformed fields, in `details.fields`, with the core's text 'Invalid parameters passed
 * to addToCart: …'; unknown product/SKU; a pool other than the site's), 409 SKU_UNAVAILABLE,
 * 409 QUANTITY_EXCEEDS_STOCK with details.maxQuantity (the most the line may hold) and
 * details.quantityInCart, 412 CART_NOT_ACTIVE. With `idempotencyKey` (the request's Idempotency-Key,
 * decision 0451) an add the cart already took with that key is not applied again: the answer is
 * the cart as it is, and `onReplay` is called.
 */
export function addItems(
  db: Db,
  principalId: string,
  ctx: RequestContext,
  body: Record<string, unknown>,
  now: number,
  idempotency?: { readonly key: string; readonly onReplay: () => void },
): Promise<CartResponseDto> {
  const items = body.items;
  if (!Array.isArray(items) || items.length === 0) {
    throw new ApiError(400, 'INVALID_ITEM', 'Invalid parameters passed to addToCart: items', { fields: ['items'] });
  }
  const requests = items.map((raw, index) => {
    const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<AddCartItemsRequestDto['items'][number]>;
    const fields: string[] = (['productId', 'skuId', 'poolId'] as const).filter((f) => !nonEmpty(item[f]));
    if (!Number.isInteger(item.quantity) || (item.quantity as number) < 1) fields.push('quantity');
    if (item.cartType !== undefined && item.cartType !== 'TRANSACTIONAL') fields.push('cartType');
    if (item.fulfillmentType !== undefined && item.fulfillmentType !== 'DIRECT' && item.fulfillmentType !== 'BOPIS') fields.push('fulfillmentType');
    if (fields.length > 0) throw new ApiError(400, 'INVALID_ITEM', `Invalid parameters passed to addToCart: ${fields.join(', ')}`, { fields, index });
    const registryId = nonEmpty(item.registryId) ? item.registryId : null;
    const giftCard: unknown = item.giftCard;
    if (item.fulfillmentType === 'BOPIS') return { productId: item.productId!, skuId: item.skuId!, poolId: item.poolId!, quantity: item.quantity!, pickup: true, registryId, giftCard, index };
    if (item.poolId !== ctx.pool) {
      throw new ApiError(400, 'INVALID_ITEM', `Pool ${item.poolId} is not the pool of site ${ctx.site.siteId} (${ctx.pool})`, { fields: ['poolId'], index });
    }
    return { productId: item.productId!, skuId: item.skuId!, poolId: item.poolId!, quantity: item.quantity!, pickup: false, registryId, giftCard, index };
  });

  return db.transaction(async (tx) => {
    const cart = await touchCart(tx, principalId, ctx.site.siteId, now);
    assertActive(cart);
    if (idempotency && !(await claimCartAddKey(tx, cart.cart_id, idempotency.key, now))) {
      idempotency.onReplay();
      return cartDto(tx, cart, ctx);
    }
    for (const [index, req] of requests.entries()) {
      if (req.pickup) await pickupStorePool(tx, ctx, { poolId: req.poolId }, index);
      const [sku] = await tx.query<SkuStockRow & { is_gift_card: boolean; is_egift_card: boolean }>(
        `select s.sku_id, s.product_id, s.available_status, s.is_drop_ship, coalesce(i.stock_level, 0) as stock_level, coalesce(i.backorder, 0) as backorder,
                p.is_gift_card, p.is_egift_card
           from sku s join product p on p.product_id = s.product_id left join sku_inventory i on i.sku_id = s.sku_id and i.pool_id = $2
          where s.sku_id = $1`,
        [req.skuId, req.poolId],
      );
      if (!sku || sku.product_id !== req.productId) {
        throw new ApiError(400, 'INVALID_ITEM', `Unknown SKU ${req.skuId} of product ${req.productId}`, { fields: ['productId', 'skuId'], productId: req.productId, skuId: req.skuId });
      }
      if (isUnavailable(facts(sku))) throw new ApiError(409, 'SKU_UNAVAILABLE', `SKU ${req.skuId} is not available`, { skuId: req.skuId });
      const giftCard = acceptedGiftCard(sku, req.giftCard, now, req.index);
      if (giftCard && req.pickup) throw new ApiError(400, 'INVALID_ITEM', 'Invalid parameters passed to addToCart: fulfillmentType', { fields: ['fulfillmentType'], index: req.index });
      // A line bought for a gift registry names an active registry of the site (decision 0230).
      if (req.registryId !== null && !(await isActiveRegistry(tx, ctx.site.siteId, req.registryId))) {
        throw new ApiError(400, 'INVALID_ITEM', `No active registry ${req.registryId}`, { fields: ['registryId'], index: req.index });
      }
      // Gift card lines join only a line with the same info (migration 0136).
      const [line] = await tx.query<{ item_id: string; quantity: number }>(
        `select item_id, quantity from cart_item where cart_id = $1 and sku_id = $2 and pool_id = $3 and coalesce(gift_card, 'null'::jsonb) = coalesce($4::jsonb, 'null'::jsonb)`,
        [cart.cart_id, req.skuId, req.poolId, giftCard ? JSON.stringify(giftCard) : null],
      );
      const inCart = line?.quantity ?? 0;
      const max = lineMaximum(facts(sku));
      if (inCart + req.quantity > max) {
        throw new ApiError(409, 'QUANTITY_EXCEEDS_STOCK', `Only ${max} of SKU ${req.skuId} can be in the cart`, { skuId: req.skuId, maxQuantity: max, quantityInCart: inCart });
      }
      if (line) {
        await tx.query('update cart_item set quantity = $2, registry_id = coalesce($3, registry_id) where item_id = $1', [line.item_id, inCart + req.quantity, req.registryId]);
      } else {
        await tx.query(
          `insert into cart_item (item_id, cart_id, product_id, sku_id, pool_id, quantity, position, registry_id, gift_card)
           values ($1, $2, $3, $4, $5, $6, (select coalesce(max(position), 0) + 1 from cart_item where cart_id = $2), $7, $8::jsonb)`,
          [`line-${crypto.randomUUID()}`, cart.cart_id, req.productId, req.skuId, req.poolId, req.quantity, req.registryId, giftCard ? JSON.stringify(giftCard) : null],
        );
      }
    }
    return cartDto(tx, cart, ctx);
  });
}

type EditedLine = SkuStockRow & { item_id: string; quantity: number; pool_id: string; registry_id: string | null };

async function lineOf(db: Db, cart: CartRow, itemId: string): Promise<EditedLine> {
  const [line] = await db.query<EditedLine>(
    `select ci.item_id, ci.quantity, ci.pool_id, ci.registry_id, s.sku_id, s.product_id, s.available_status, s.is_drop_ship,
            coalesce(i.stock_level, 0) as stock_level, coalesce(i.backorder, 0) as backorder
       from cart_item ci join sku s on s.sku_id = ci.sku_id left join sku_inventory i on i.sku_id = s.sku_id and i.pool_id = ci.pool_id
      where ci.cart_id = $1 and ci.item_id = $2`,
    [cart.cart_id, itemId],
  );
  if (!line) throw new ApiError(404, 'LINE_NOT_FOUND', `No cart line ${itemId}`, { itemId });
  return line;
}

/**
 * Moves a line to another SKU of its product (the quickshop edit of a cart line, shopping.md §4
 * "Quickshop edit ignores the quantity cap"; decision 0361) with `units` in it. The line keeps its
 * id and position; a line already holding that SKU in the same pool with the same gift card info is
 * folded into it (its units added, it is removed). Errors: 400 INVALID_ITEM (not a SKU of the
 * line's product), 409 SKU_UNAVAILABLE, 409 QUANTITY_EXCEEDS_STOCK (details.maxQuantity, for the
 * units after folding), 409 DUPLICATE_LINE (the other line belongs to another registry).
 */
async function moveLineToSku(tx: Db, cart: CartRow, line: EditedLine, skuId: string, units: number): Promise<void> {
  const [target] = await tx.query<SkuStockRow>(
    `select s.sku_id, s.product_id, s.available_status, s.is_drop_ship, coalesce(i.stock_level, 0) as stock_level, coalesce(i.backorder, 0) as backorder
       from sku s left join sku_inventory i on i.sku_id = s.sku_id and i.pool_id = $2
      where s.sku_id = $1`,
    [skuId, line.pool_id],
  );
  if (!target || target.product_id !== line.product_id) {
    throw new ApiError(400, 'INVALID_ITEM', `SKU ${skuId} is not a SKU of product ${line.product_id}`, { fields: ['skuId'] });
  }
  if (isUnavailable(facts(target))) throw new ApiError(409, 'SKU_UNAVAILABLE', `SKU ${skuId} is not available`, { skuId });
  const [twin] = await tx.query<{ item_id: string; quantity: number; registry_id: string | null }>(
    `select ci.item_id, ci.quantity, ci.registry_id from cart_item ci join cart_item me on me.item_id = $2
      where ci.cart_id = $1 and ci.item_id <> $2 and ci.sku_id = $3 and ci.pool_id = me.pool_id
        and coalesce(ci.gift_card, 'null'::jsonb) = coalesce(me.gift_card, 'null'::jsonb)`,
    [cart.cart_id, line.item_id, skuId],
  );
  if (twin && twin.registry_id !== line.registry_id) throw new ApiError(409, 'DUPLICATE_LINE', `Line ${twin.item_id} already holds SKU ${skuId}`, { itemId: twin.item_id });
  const total = units + (twin?.quantity ?? 0);
  const max = lineMaximum(facts(target));
  if (total > max) throw new ApiError(409, 'QUANTITY_EXCEEDS_STOCK', `Only ${max} of SKU ${skuId} can be in the cart`, { skuId, maxQuantity: max });
  if (twin) await tx.query('delete from cart_item where item_id = $1', [twin.item_id]);
  await tx.query('update cart_item set sku_id = $2, quantity = $3 where item_id = $1', [line.item_id, skuId, total]);
}

/**
 * Changes a line (PATCH …/carts/items/{itemId}): its quantity, its SKU (another SKU of the same
 * product: {@link moveLineToSku}), its gift card info (gift card lines only, judged as on add:
 * {@link acceptedGiftCard}), or several at once. Errors: 400 INVALID_REQUEST (quantity not a whole
 * number >= 1, skuId blank, or no field), 400 INVALID_ITEM (gift card info refused, or sent for a
 * line that is no gift card; a SKU of another product), 404 LINE_NOT_FOUND, 409 SKU_UNAVAILABLE,
 * 409 QUANTITY_EXCEEDS_STOCK (details.maxQuantity), 409 DUPLICATE_LINE (another line already holds
 * that SKU with the same gift card info; decision 0283), 412 CART_NOT_ACTIVE.
 */
export function updateLine(db: Db, principalId: string, ctx: RequestContext, itemId: string, body: Record<string, unknown>, now: number): Promise<CartResponseDto> {
  const { quantity, skuId } = body;
  if (quantity === undefined && body.giftCard === undefined && skuId === undefined) throw invalidRequest('quantity, skuId or giftCard is required', { fields: ['quantity'] });
  if (quantity !== undefined && (!Number.isInteger(quantity) || (quantity as number) < 1)) throw invalidRequest('quantity must be a whole number of at least 1', { fields: ['quantity'] });
  if (skuId !== undefined && (typeof skuId !== 'string' || skuId.trim() === '')) throw invalidRequest('skuId must be a non-empty string', { fields: ['skuId'] });
  return db.transaction(async (tx) => {
    const cart = await touchCart(tx, principalId, ctx.site.siteId, now);
    assertActive(cart);
    const line = await lineOf(tx, cart, itemId);
    if (typeof skuId === 'string' && skuId.trim() !== line.sku_id) {
      await moveLineToSku(tx, cart, line, skuId.trim(), (quantity as number | undefined) ?? line.quantity);
    } else if (quantity !== undefined) {
      if (isUnavailable(facts(line))) throw new ApiError(409, 'SKU_UNAVAILABLE', `SKU ${line.sku_id} is not available`, { skuId: line.sku_id });
      const max = lineMaximum(facts(line));
      if ((quantity as number) > max) throw new ApiError(409, 'QUANTITY_EXCEEDS_STOCK', `Only ${max} of SKU ${line.sku_id} can be in the cart`, { skuId: line.sku_id, maxQuantity: max });
      await tx.query('update cart_item set quantity = $2 where item_id = $1', [itemId, quantity]);
    }
    if (body.giftCard !== undefined) {
      const [kind] = await tx.query<{ is_gift_card: boolean; is_egift_card: boolean }>('select is_gift_card, is_egift_card from product where product_id = $1', [line.product_id]);
      const giftCard = JSON.stringify(acceptedGiftCard(kind!, body.giftCard, now, 0));
      const [twin] = await tx.query<{ item_id: string }>(
        `select ci.item_id from cart_item ci join cart_item me on me.item_id = $2
          where ci.cart_id = $1 and ci.item_id <> $2 and ci.sku_id = me.sku_id and ci.pool_id = me.pool_id and ci.gift_card = $3::jsonb`,
        [cart.cart_id, itemId, giftCard],
      );
      if (twin) throw new ApiError(409, 'DUPLICATE_LINE', `Line ${twin.item_id} already holds this gift card`, { itemId: twin.item_id });
      await tx.query('update cart_item set gift_card = $2::jsonb where item_id = $1', [itemId, giftCard]);
    }
    return cartDto(tx, cart, ctx);
  });
}

/** Removes a line (DELETE …/carts/items/{itemId}). Errors: 404 LINE_NOT_FOUND, 412 CART_NOT_ACTIVE. */
export function removeLine(db: Db, principalId: string, ctx: RequestContext, itemId: string, now: number): Promise<CartResponseDto> {
  return db.transaction(async (tx) => {
    const cart = await touchCart(tx, principalId, ctx.site.siteId, now);
    assertActive(cart);
    await lineOf(tx, cart, itemId);
    await tx.query('delete from cart_item where item_id = $1', [itemId]);
    return cartDto(tx, cart, ctx);
  });
}

/**
 * The header's summary (GET …/minicart). `spendCategories`: category slugs whose spend (sale price x
 * quantity of lines listed in the category or below it) goes into priceInfo.categorySpendAmounts;
 * 'true' means every top-level category. Undefined leaves the field out.
 */
export function minicart(db: Db, principalId: string, ctx: RequestContext, spendCategories: string | undefined, now: number): Promise<MinicartResponseDto> {
  return db.transaction(async (tx) => {
    const cart = await openCart(tx, principalId, ctx.site.siteId, now);
    const lines = await loadLines(tx, cart.cart_id, ctx);
    const subtotal = lines.reduce((sum, l) => sum + l.sale_minor * l.quantity, 0);
    const result: MinicartResponseDto = {
      meta: { totalQuantity: lines.reduce((n, l) => n + l.quantity, 0) },
      priceInfo: { discountableSubtotal: toMajor(subtotal), currencyCode: ctx.currency },
    };
    if (spendCategories !== undefined) {
      const slugs =
        spendCategories === 'true'
          ? (await tx.query<{ slug: string }>(`select c.slug from category c join category r on r.category_id = c.parent_id where r.parent_id is null and $1 = any(c.brands) order by c.position`, [ctx.site.brand])).map((r) => r.slug)
          : spendCategories.split(',').map((s) => s.trim()).filter(Boolean);
      const spend: Record<string, number> = {};
      for (const slug of slugs) {
        const rows = await tx.query<{ total: number }>(
          `with recursive tree as (select category_id from category where slug = $1 union all select c.category_id from category c join tree t on c.parent_id = t.category_id)
           select coalesce(sum(pr.sale_minor * ci.quantity), 0)::int as total
             from cart_item ci join sku_price pr on pr.sku_id = ci.sku_id and pr.currency = $3
            where ci.cart_id = $2 and exists (select 1 from product_category pc where pc.product_id = ci.product_id and pc.category_id in (select category_id from tree))`,
          [slug, cart.cart_id, ctx.currency],
        );
        spend[slug] = toMajor(rows[0]?.total ?? 0);
      }
      result.priceInfo.categorySpendAmounts = spend;
    }
    return result;
  });
}

// --- In-store pickup (BOPIS) of a cart line (shopping.md §3 "Cart item", §4 "Default store"; decision 0241) ---

/**
 * The store pool of a pickup line: a store of the site's brand and country offering in-store pickup,
 * found by `poolId` (add to cart) or `storeNumber` (fulfilment change). Else 400 INVALID_ITEM.
 */
async function pickupStorePool(db: Db, ctx: RequestContext, by: { poolId?: string; storeNumber?: string }, index = 0): Promise<string> {
  const [store] = await db.query<{ pool_id: string; brand_id: string; address: { country: string }; pickup: boolean }>(
    'select pool_id, brand_id, address, pickup from store where pool_id = $1 or store_number = $2',
    [by.poolId ?? '', by.storeNumber ?? ''],
  );
  if (!store || store.brand_id !== ctx.site.brand || store.address.country !== ctx.site.country || !store.pickup) {
    const what = by.poolId ?? by.storeNumber;
    throw new ApiError(400, 'INVALID_ITEM', `${what} is not a pickup store of site ${ctx.site.siteId}`, { fields: [by.poolId ? 'poolId' : 'storeNumber'], index });
  }
  return store.pool_id;
}

/**
 * PUT …/carts/items/{itemId}/fulfillment: ship the line (`DIRECT`, the site's pool) or pick it up at a
 * store (`BOPIS` with storeNumber, the store's pool). The line keeps its quantity, joined to a line of
 * the same SKU already there. Errors: 400 INVALID_ITEM (not a pickup store of the site), 404
 * LINE_NOT_FOUND, 409 SKU_UNAVAILABLE (none at the store), 409 QUANTITY_EXCEEDS_STOCK (details.maxQuantity
 * at the destination), 412 CART_NOT_ACTIVE.
 */
export function setLineFulfillment(db: Db, principalId: string, ctx: RequestContext, itemId: string, body: CartLineFulfillmentRequestDto, now: number): Promise<CartResponseDto> {
  return db.transaction(async (tx) => {
    const cart = await openCart(tx, principalId, ctx.site.siteId, now);
    assertActive(cart);
    const line = await lineOf(tx, cart, itemId);
    const [current] = await tx.query<{ pool_id: string; quantity: number; gift_card: object | null }>('select pool_id, quantity, gift_card from cart_item where item_id = $1', [itemId]);
    // Gift cards are mailed or emailed, never picked up (decision 0283).
    if (current!.gift_card && body.fulfillmentType === 'BOPIS') throw new ApiError(400, 'INVALID_ITEM', 'A gift card line cannot be picked up in store', { fields: ['fulfillmentType'], index: 0 });
    const pool = body.fulfillmentType === 'BOPIS' ? await pickupStorePool(tx, ctx, { storeNumber: body.storeNumber }) : ctx.pool;
    if (pool !== current!.pool_id) {
      const [sku] = await tx.query<SkuStockRow>(
        `select s.sku_id, s.product_id, s.available_status, s.is_drop_ship, coalesce(i.stock_level, 0) as stock_level, coalesce(i.backorder, 0) as backorder
           from sku s left join sku_inventory i on i.sku_id = s.sku_id and i.pool_id = $2 where s.sku_id = $1`,
        [line.sku_id, pool],
      );
      if (isUnavailable(facts(sku!))) throw new ApiError(409, 'SKU_UNAVAILABLE', `SKU ${line.sku_id} is not available there`, { skuId: line.sku_id });
      const [there] = await tx.query<{ item_id: string; quantity: number }>(
        `select item_id, quantity from cart_item where cart_id = $1 and sku_id = $2 and pool_id = $3 and coalesce(gift_card, 'null'::jsonb) = coalesce($4::jsonb, 'null'::jsonb)`,
        [cart.cart_id, line.sku_id, pool, current!.gift_card ? JSON.stringify(current!.gift_card) : null],
      );
      const quantity = current!.quantity + (there?.quantity ?? 0);
      const max = lineMaximum(facts(sku!));
      if (quantity > max) throw new ApiError(409, 'QUANTITY_EXCEEDS_STOCK', `Only ${max} of SKU ${line.sku_id} can be in the cart there`, { skuId: line.sku_id, maxQuantity: max });
      if (there) await tx.query('delete from cart_item where item_id = $1', [there.item_id]);
      await tx.query('update cart_item set pool_id = $2, quantity = $3 where item_id = $1', [itemId, pool, quantity]);
      await tx.query('update cart set updated_at = $2 where cart_id = $1', [cart.cart_id, new Date(now)]);
    }
    return cartDto(tx, cart, ctx);
  });
}
