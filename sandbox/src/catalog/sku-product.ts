import type { SkuProductResponseDto } from '@vitrine/contract';
import { ApiError } from '../api/api-error.js';
import type { Db } from '../db/db.js';
import { toProductRecord } from './product-record.mapper.js';
import { loadProducts } from './product-repository.js';
import type { RequestContext } from './request-context.js';

/**
 * The product that owns a SKU (GET /catalog/v0/{siteId}/pools/{inventoryPool}/skus/{skuId}/product;
 * shell-and-account.md §2 #quickshop by sku; decision 0360): the SKU's colour and size ids and the
 * owning product's record with stock in the request's pool. 404 SKU_NOT_FOUND 'No SKU found for
 * {skuId}' for an unknown SKU.
 */
export async function productOfSku(db: Db, ctx: RequestContext, skuId: string): Promise<SkuProductResponseDto> {
  const [row] = await db.query<{ product_id: string; color_code: string; size_id: string }>(
    'select product_id, color_code, size_id from sku where sku_id = $1',
    [skuId],
  );
  const [loaded] = row ? await loadProducts(db, { ids: [row.product_id] }, ctx) : [];
  if (!row || !loaded) throw new ApiError(404, 'SKU_NOT_FOUND', `No SKU found for ${skuId}`);
  return { skuId, colorId: row.color_code, sizeId: row.size_id, product: toProductRecord(loaded, ctx) };
}
