import crypto from 'node:crypto';
import type { AddWishlistItemRequestDto, LikedProductsResponseDto, WishlistDto, WishlistsResponseDto } from '@vitrine/contract';
import { ApiError } from '../api/api-error.js';
import { toMajor } from '../catalog/price-summary.js';
import type { RequestContext } from '../catalog/request-context.js';
import type { Db } from '../db/db.js';

/**
 * Wishlists (shopping.md §3 "Wishlist", §5, §7 "Wishlist"; decision 0221): one default wishlist
 * per principal and site, created on first use, like the cart. A product is on a wishlist at most
 * once (the heart); an item keeps the SKU when one was chosen. A guest's wishlist merges into the
 * customer's at sign-in ({@link mergeGuestWishlist}). The hearted products of the likes API are the
 * default wishlist's products.
 */

/** Name of the default wishlist. */
export const DEFAULT_WISHLIST_NAME = 'Favorites';

interface ItemRow {
  item_id: string;
  product_id: string;
  slug: string;
  product_type: string;
  display_name: string;
  sku_id: string | null;
  color_name: string | null;
  size_name: string | null;
  quantity: number;
  images: WishlistDto['items'][number]['image'][];
  price_minor: number | null;
  added_at: Date;
}

/** The principal's wishlist on the site, created when missing. */
async function openWishlist(db: Db, principalId: string, siteId: string, now: number): Promise<{ wishlist_id: string; name: string }> {
  await db.query(`insert into wishlist (wishlist_id, principal_id, site_id, name, created_at) values ($1, $2, $3, $4, $5) on conflict (principal_id, site_id) do nothing`, [
    `wl-${crypto.randomUUID()}`,
    principalId,
    siteId,
    DEFAULT_WISHLIST_NAME,
    new Date(now),
  ]);
  const [row] = await db.query<{ wishlist_id: string; name: string }>('select wishlist_id, name from wishlist where principal_id = $1 and site_id = $2', [principalId, siteId]);
  return row!;
}

/** Items of a wishlist with the product facts, newest first; price from the SKU, else the product's lowest sale price. */
async function loadItems(db: Db, wishlistId: string, ctx: RequestContext, page?: { offset: number; limit: number }): Promise<ItemRow[]> {
  return db.query<ItemRow>(
    `select wi.item_id, wi.product_id, p.slug, p.product_type, coalesce(t.display_name, p.display_name) as display_name, wi.sku_id,
            pc.display_name as color_name, s.size_name, wi.quantity, wi.added_at,
            coalesce(pc.images, (select c.images from product_color c where c.product_id = p.product_id order by (c.color_code = p.default_color_code) desc, c.position limit 1), '[]'::jsonb) as images,
            coalesce(sp.sale_minor, (select min(x.sale_minor) from sku k join sku_price x on x.sku_id = k.sku_id and x.currency = $2 where k.product_id = p.product_id),
              (select sum(m.low) from (select min(x.sale_minor) as low from bundle_part b join sku k on k.sku_id in (select jsonb_array_elements_text(b.sku_ids))
                 join sku_price x on x.sku_id = k.sku_id and x.currency = $2 where b.bundle_id = p.product_id group by b.position) m)) as price_minor
       from wishlist_item wi
       join product p on p.product_id = wi.product_id
       left join sku s on s.sku_id = wi.sku_id
       left join product_color pc on pc.product_id = s.product_id and pc.color_code = s.color_code
       left join sku_price sp on sp.sku_id = wi.sku_id and sp.currency = $2
       left join product_translation t on t.product_id = p.product_id and t.language = $3
      where wi.wishlist_id = $1
      order by wi.added_at desc, wi.item_id
      ${page ? 'limit $4 offset $5' : ''}`,
    page ? [wishlistId, ctx.currency, ctx.language, page.limit, page.offset] : [wishlistId, ctx.currency, ctx.language],
  );
}

const itemDto = (r: ItemRow, ctx: RequestContext): WishlistDto['items'][number] => ({
  itemId: r.item_id,
  productId: r.product_id,
  productSlug: r.slug,
  productType: r.product_type,
  displayName: r.display_name,
  skuId: r.sku_id,
  colorName: r.color_name,
  sizeName: r.size_name,
  quantity: r.quantity,
  image: r.images[0] ?? null,
  price: toMajor(Number(r.price_minor ?? 0)),
  currencyCode: ctx.currency,
  addedAt: new Date(r.added_at).getTime(),
});

async function wishlistDto(db: Db, wishlist: { wishlist_id: string; name: string }, ctx: RequestContext): Promise<WishlistDto> {
  return { id: wishlist.wishlist_id, name: wishlist.name, items: (await loadItems(db, wishlist.wishlist_id, ctx)).map((r) => itemDto(r, ctx)) };
}

/** GET /checkout/v0/{siteId}/wishlists: the principal's wishlists (the default one, created on first use). */
export function listWishlists(db: Db, principalId: string, ctx: RequestContext, now: number): Promise<WishlistsResponseDto> {
  return db.transaction(async (tx) => ({ wishlists: [await wishlistDto(tx, await openWishlist(tx, principalId, ctx.site.siteId, now), ctx)] }));
}

/** GET /checkout/v0/{siteId}/wishlists/{id}: anybody holding the id reads it (the shareable view). 404 WISHLIST_NOT_FOUND. */
export async function readWishlist(db: Db, wishlistId: string, ctx: RequestContext): Promise<WishlistDto> {
  const [row] = await db.query<{ wishlist_id: string; name: string }>('select wishlist_id, name from wishlist where wishlist_id = $1 and site_id = $2', [wishlistId, ctx.site.siteId]);
  if (!row) throw new ApiError(404, 'WISHLIST_NOT_FOUND', `No wishlist ${wishlistId}`, { wishlistId });
  return wishlistDto(db, row, ctx);
}

async function ownWishlist(db: Db, principalId: string, wishlistId: string, ctx: RequestContext) {
  const [row] = await db.query<{ wishlist_id: string; name: string }>('select wishlist_id, name from wishlist where wishlist_id = $1 and principal_id = $2 and site_id = $3', [
    wishlistId,
    principalId,
    ctx.site.siteId,
  ]);
  if (!row) throw new ApiError(404, 'WISHLIST_NOT_FOUND', `No wishlist ${wishlistId} of this shopper`, { wishlistId });
  return row;
}

/**
 * POST /checkout/v0/{siteId}/wishlists/{id}/items: puts a product (optionally a SKU of it) on the
 * principal's wishlist; a product already there takes the new SKU and quantity. 404
 * WISHLIST_NOT_FOUND (not the principal's), 400 INVALID_ITEM (unknown product, or a SKU of another product).
 */
export function addWishlistItem(db: Db, principalId: string, ctx: RequestContext, wishlistId: string, body: AddWishlistItemRequestDto, now: number): Promise<WishlistDto> {
  return db.transaction(async (tx) => {
    const wishlist = await ownWishlist(tx, principalId, wishlistId, ctx);
    const [product] = await tx.query<{ product_id: string }>('select product_id from product where product_id = $1', [body.productId]);
    if (!product) throw new ApiError(400, 'INVALID_ITEM', `Unknown product ${body.productId}`, { fields: ['productId'] });
    const skuId = body.skuId ?? null;
    if (skuId !== null) {
      const [sku] = await tx.query<{ product_id: string }>('select product_id from sku where sku_id = $1', [skuId]);
      if (!sku || sku.product_id !== body.productId) throw new ApiError(400, 'INVALID_ITEM', `Unknown SKU ${skuId} of product ${body.productId}`, { fields: ['skuId'] });
    }
    await tx.query(
      `insert into wishlist_item (item_id, wishlist_id, product_id, sku_id, quantity, added_at) values ($1, $2, $3, $4, $5, $6)
       on conflict (wishlist_id, product_id) do update set sku_id = coalesce(excluded.sku_id, wishlist_item.sku_id), quantity = excluded.quantity`,
      [`wli-${crypto.randomUUID()}`, wishlist.wishlist_id, body.productId, skuId, body.quantity, new Date(now)],
    );
    return wishlistDto(tx, wishlist, ctx);
  });
}

/** DELETE /checkout/v0/{siteId}/wishlists/{id}/items/{itemId}. 404 WISHLIST_NOT_FOUND, 404 WISHLIST_ITEM_NOT_FOUND. */
export function removeWishlistItem(db: Db, principalId: string, ctx: RequestContext, wishlistId: string, itemId: string): Promise<WishlistDto> {
  return db.transaction(async (tx) => {
    const wishlist = await ownWishlist(tx, principalId, wishlistId, ctx);
    const deleted = await tx.query<{ item_id: string }>('delete from wishlist_item where item_id = $1 and wishlist_id = $2 returning item_id', [itemId, wishlist.wishlist_id]);
    if (deleted.length === 0) throw new ApiError(404, 'WISHLIST_ITEM_NOT_FOUND', `No wishlist item ${itemId}`, { itemId });
    return wishlistDto(tx, wishlist, ctx);
  });
}

/** GET /likes/v0/{siteId}/me/likes/products?offset=&limit=: the customer's hearted products, newest first, with the total. */
export async function likedProducts(db: Db, principalId: string, ctx: RequestContext, offset: number, limit: number, now: number): Promise<LikedProductsResponseDto> {
  const wishlist = await openWishlist(db, principalId, ctx.site.siteId, now);
  const [count] = await db.query<{ total: number }>('select count(*)::int as total from wishlist_item where wishlist_id = $1', [wishlist.wishlist_id]);
  const rows = await loadItems(db, wishlist.wishlist_id, ctx, { offset, limit });
  return {
    products: rows.map((r) => {
      const item = itemDto(r, ctx);
      return { productId: item.productId, productSlug: item.productSlug, productType: item.productType, displayName: item.displayName, image: item.image, price: item.price, currencyCode: item.currencyCode, likedAt: item.addedAt };
    }),
    total: count?.total ?? 0,
    offset,
    limit,
  };
}

/**
 * Sign-in keeps a guest's hearts (decision 0221): every item of the guest's wishlists moves, site by
 * site, to the customer's wishlist (created when missing); a product already there keeps the
 * customer's item. The guest's wishlists are deleted. Runs inside the caller's transaction.
 * Returns the number of items moved.
 */
export async function mergeGuestWishlist(db: Db, fromPrincipalId: string, toPrincipalId: string, now: number): Promise<number> {
  if (fromPrincipalId === toPrincipalId) return 0;
  const guest = await db.query<{ wishlist_id: string; site_id: string }>('select wishlist_id, site_id from wishlist where principal_id = $1', [fromPrincipalId]);
  let moved = 0;
  for (const list of guest) {
    const target = await openWishlist(db, toPrincipalId, list.site_id, now);
    const rows = await db.query<{ item_id: string }>(
      `insert into wishlist_item (item_id, wishlist_id, product_id, sku_id, quantity, added_at)
       select 'wli-' || md5(item_id || $2), $2, product_id, sku_id, quantity, added_at from wishlist_item where wishlist_id = $1
       on conflict (wishlist_id, product_id) do nothing returning item_id`,
      [list.wishlist_id, target.wishlist_id],
    );
    moved += rows.length;
  }
  await db.query('delete from wishlist where principal_id = $1', [fromPrincipalId]);
  return moved;
}
