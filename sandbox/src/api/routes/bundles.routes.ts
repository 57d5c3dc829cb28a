import { BundlesQueryDto } from '@vitrine/contract';
import { Hono } from 'hono';
import { bundleParts, bundlesOf } from '../../product-depth/bundle-service.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { queryOf } from '../request-validation.js';
import { siteContext } from '../site-context.js';

/** GET /catalog/v0/{siteId}/products/{id}/parts (shopping.md §7; decision 0220): a bundle's parts; 404 PRODUCT_NOT_FOUND. */
export function bundlePartsRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:siteId/products/:id/parts', async (c) => c.json(await bundleParts(deps.db, siteContext(c), c.req.param('id'))));
  return app;
}

/** GET /catalog/v1/{siteId}/pools/{pool}/products/{id}/bundles?limit=1-5 (default 5): the bundles holding the product. */
export function bundlesRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:siteId/pools/:inventoryPool/products/:id/bundles', queryOf(BundlesQueryDto), async (c) => {
    const ctx = siteContext(c, { pool: c.req.param('inventoryPool') });
    return c.json(await bundlesOf(deps.db, ctx, c.req.param('id'), Number(c.req.valid('query').limit ?? 5)));
  });
  return app;
}
