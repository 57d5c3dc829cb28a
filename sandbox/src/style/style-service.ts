import type { ImageDto, ProductStylesResponseDto, StylePieceLinkDto, StyleResponseDto } from '@vitrine/contract';
import { ApiError } from '../api/api-error.js';
import { toProductRecord } from '../catalog/product-record.mapper.js';
import { loadProducts } from '../catalog/product-repository.js';
import type { RequestContext } from '../catalog/request-context.js';
import type { Db } from '../db/db.js';

/**
 * A look and its pieces (GET /catalog/v0/{siteId}/pools/{inventoryPool}/styles/{id}; shopping.md §2
 * "/shop/style/{id}"; decision 0270): each piece's full product record in the request's language,
 * currency and pool, in look order (the anchor first). Pieces whose product is gone are left out.
 * Two queries plus one product load. 404 STYLE_NOT_FOUND for an unknown id.
 */
export async function styleLook(db: Db, ctx: RequestContext, styleId: string): Promise<StyleResponseDto> {
  const [look] = await db.query<{ style_id: string; anchor_product_id: string }>('select style_id, anchor_product_id from style_look where style_id = $1', [styleId]);
  if (!look) throw new ApiError(404, 'STYLE_NOT_FOUND', `No style found for ${styleId}`);
  const rows = await db.query<{ position: number; product_id: string; link_type: StylePieceLinkDto }>(
    'select position, product_id, link_type from style_look_piece where style_id = $1 order by position',
    [styleId],
  );
  const loaded = new Map((await loadProducts(db, { ids: rows.map((r) => r.product_id) }, ctx)).map((l) => [l.product.product_id, l]));
  const pieces = rows.flatMap((row) => {
    const product = loaded.get(row.product_id);
    return product ? [{ position: row.position, linkType: row.link_type, product: toProductRecord(product, ctx) }] : [];
  });
  return { styleId: look.style_id, anchorProductId: look.anchor_product_id, pieces };
}

/**
 * The looks holding a product (GET /catalog/v0/{siteId}/products/{id}/styles; decision 0270): the
 * look it anchors first, then the others in seed order, each with the anchor's name in the request
 * language, its first photo and the number of pieces. An unknown product has none.
 */
export async function stylesOf(db: Db, ctx: RequestContext, productId: string): Promise<ProductStylesResponseDto> {
  const rows = await db.query<{ style_id: string; anchor_product_id: string; display_name: string; images: ImageDto[]; piece_count: number }>(
    `select l.style_id, l.anchor_product_id, coalesce(t.display_name, p.display_name) as display_name,
            coalesce((select c.images from product_color c where c.product_id = p.product_id order by (c.color_code = p.default_color_code) desc, c.position limit 1), '[]'::jsonb) as images,
            (select count(*)::int from style_look_piece n where n.style_id = l.style_id) as piece_count
       from style_look l
       join product p on p.product_id = l.anchor_product_id
       left join product_translation t on t.product_id = p.product_id and t.language = $2
      where exists (select 1 from style_look_piece x where x.style_id = l.style_id and x.product_id = $1)
      order by (l.anchor_product_id = $1) desc, l.position`,
    [productId, ctx.language],
  );
  return {
    styles: rows.map((r) => ({ styleId: r.style_id, anchorProductId: r.anchor_product_id, displayName: r.display_name, image: r.images[0] ?? null, pieceCount: r.piece_count })),
  };
}
