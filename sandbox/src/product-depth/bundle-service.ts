import type { BundlePartsResponseDto, BundlesResponseDto } from '@vitrine/contract';
import { ApiError } from '../api/api-error.js';
import { toProductRecord } from '../catalog/product-record.mapper.js';
import { loadProducts } from '../catalog/product-repository.js';
import type { RequestContext } from '../catalog/request-context.js';
import type { Db } from '../db/db.js';

interface PartRow {
  position: number;
  title: string;
  part_product_id: string;
  sku_ids: string[];
  quantity: number;
}

/**
 * The parts of a bundle (GET /catalog/v0/{siteId}/products/{id}/parts; shopping.md §7; decision
 * 0220): each part's product record with only the SKUs the bundle offers (and only the colours
 * of those SKUs), in the request's language, currency and pool. Two queries plus one product load
 * whatever the number of parts. 404 PRODUCT_NOT_FOUND when `bundleId` is no bundle.
 */
export async function bundleParts(db: Db, ctx: RequestContext, bundleId: string): Promise<BundlePartsResponseDto> {
  const [bundle] = await db.query<{ product_id: string }>("select product_id from product where product_id = $1 and product_type = 'BUNDLE'", [bundleId]);
  if (!bundle) throw new ApiError(404, 'PRODUCT_NOT_FOUND', `No bundle found for ${bundleId}`);
  const rows = await db.query<PartRow>('select position, title, part_product_id, sku_ids, quantity from bundle_part where bundle_id = $1 order by position', [bundleId]);
  const loaded = new Map((await loadProducts(db, { ids: rows.map((r) => r.part_product_id) }, ctx)).map((l) => [l.product.product_id, l]));
  const parts = rows.flatMap((row) => {
    const part = loaded.get(row.part_product_id);
    if (!part) return [];
    const offered = new Set(row.sku_ids);
    const skus = part.skus.filter((s) => offered.has(s.sku_id));
    const colors = part.colors.filter((c) => skus.some((s) => s.color_code === c.color_code));
    return [{ position: row.position, title: row.title, quantity: row.quantity, product: toProductRecord({ ...part, skus, colors }, ctx) }];
  });
  return { bundleId, parts };
}

/**
 * The bundles a product is part of, or the bundle itself when `productId` is one (GET
 * /catalog/v1/{siteId}/pools/{pool}/products/{id}/bundles?limit=; shopping.md §7, §9 limit 5),
 * in seed order, at most `limit`. An unknown product has none.
 */
export async function bundlesOf(db: Db, ctx: RequestContext, productId: string, limit: number): Promise<BundlesResponseDto> {
  const rows = await db.query<{ product_id: string; slug: string; display_name: string; images: BundlesResponseDto['bundles'][number]['image'][] }>(
    `select p.product_id, p.slug, coalesce(t.display_name, p.display_name) as display_name,
            coalesce((select c.images from product_color c where c.product_id = p.product_id order by c.position limit 1), '[]'::jsonb) as images
       from product p
       left join product_translation t on t.product_id = p.product_id and t.language = $3
      where p.product_type = 'BUNDLE' and (p.product_id = $1 or exists (select 1 from bundle_part b where b.bundle_id = p.product_id and b.part_product_id = $1))
      order by p.position, p.product_id
      limit $2`,
    [productId, limit, ctx.language],
  );
  return { bundles: rows.map((r) => ({ productId: r.product_id, productSlug: r.slug, displayName: r.display_name, image: r.images[0] ?? null })) };
}
