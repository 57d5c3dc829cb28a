import { Hono } from 'hono';
import { priceInfo } from '../../catalog/price-info.js';
import { productOfSku } from '../../catalog/sku-product.js';
import { styleLook, stylesOf } from '../../style/style-service.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { siteContext } from '../site-context.js';

/**
 * Style pages and price info under /catalog/v0 (decisions 0270, 0272):
 * - GET /{siteId}/pools/{inventoryPool}/styles/{id}: a look and its pieces; 404 STYLE_NOT_FOUND.
 * - GET /{siteId}/products/{id}/styles: the looks holding a product (200, maybe empty).
 * - GET /{siteId}/products/{id}/price-info (shopping.md §7): prices of a product; 404 PRODUCT_NOT_FOUND.
 * - GET /{siteId}/pools/{inventoryPool}/skus/{skuId}/product: the product owning a SKU (decision 0360); 404 SKU_NOT_FOUND.
 */
export function styleRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:siteId/pools/:inventoryPool/styles/:id', async (c) => c.json(await styleLook(deps.db, siteContext(c, { pool: c.req.param('inventoryPool') }), c.req.param('id'))));
  app.get('/:siteId/products/:id/styles', async (c) => c.json(await stylesOf(deps.db, siteContext(c), c.req.param('id'))));
  app.get('/:siteId/products/:id/price-info', async (c) => c.json(await priceInfo(deps.db, siteContext(c), c.req.param('id'))));
  app.get('/:siteId/pools/:inventoryPool/skus/:skuId/product', async (c) =>
    c.json(await productOfSku(deps.db, siteContext(c, { pool: c.req.param('inventoryPool') }), c.req.param('skuId'))),
  );
  return app;
}
