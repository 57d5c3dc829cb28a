import { z } from 'zod';
import { ProductRecordDto } from './catalog.schema.js';

/**
 * Response of GET /catalog/v0/{siteId}/pools/{inventoryPool}/skus/{skuId}/product (shopping.md §7
 * "Catalogue" products by SKU; shell-and-account.md §2 #quickshop by sku; decision 0360): the SKU,
 * its colour and size ids, and the record of the product that owns it, stock in `inventoryPool`.
 * 404 SKU_NOT_FOUND for an unknown SKU.
 */
export const SkuProductResponseDto = z.object({
  skuId: z.string(),
  colorId: z.string(),
  sizeId: z.string(),
  product: ProductRecordDto,
});
export type SkuProductResponseDto = z.infer<typeof SkuProductResponseDto>;
