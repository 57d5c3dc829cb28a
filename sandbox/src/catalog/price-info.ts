import type { PriceInfoResponseDto } from '@vitrine/contract';
import { ApiError } from '../api/api-error.js';
import type { Db } from '../db/db.js';
import { summarizePrices, toMajor } from './price-summary.js';
import { loadProducts } from './product-repository.js';
import type { RequestContext } from './request-context.js';

/**
 * The price info of a product (GET /catalog/v0/{siteId}/products/{id}/price-info; shopping.md §7,
 * §3 skuInfo price fields; decision 0272): list and sale price ranges and markdown state over its
 * SKUs (as the product record's skuInfo) and every SKU's list and sale price, decimal major units in
 * the site's currency. A bundle, which has no SKUs of its own, has empty ranges (0) and no SKUs.
 * 404 PRODUCT_NOT_FOUND for an unknown product id.
 */
export async function priceInfo(db: Db, ctx: RequestContext, productId: string): Promise<PriceInfoResponseDto> {
  const [loaded] = await loadProducts(db, { ids: [productId] }, ctx);
  if (!loaded) throw new ApiError(404, 'PRODUCT_NOT_FOUND', `No product found for ${productId}`);
  return {
    productId: loaded.product.product_id,
    currencyCode: ctx.currency,
    ...summarizePrices(loaded.skus),
    skus: loaded.skus.map((s) => ({ skuId: s.sku_id, colorId: s.color_code, sizeId: s.size_id, listPrice: toMajor(s.list_minor), salePrice: toMajor(s.sale_minor) })),
  };
}
