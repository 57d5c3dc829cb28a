import { ContentEntriesQueryDto } from '@vitrine/contract';
import { Hono } from 'hono';
import { thresholdBannerEntries } from '../../product-depth/threshold-banner-service.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { queryOf } from '../request-validation.js';
import { siteContext } from '../site-context.js';

/** The content type this route answers; other types fall through to the next handler of the path. */
export const CART_THRESHOLD_BANNER_TYPE = 'cartThresholdBanner';

/**
 * GET /content/v1/{siteId}/entries?content_type=cartThresholdBanner (shopping.md §7 "Content";
 * decision 0224): the site's cart threshold banner entries in the request language. Any other
 * content type is left to the other content handlers mounted on the same path (next()).
 */
export function thresholdBannerRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:siteId/entries', queryOf(ContentEntriesQueryDto), async (c, next) => {
    if (c.req.valid('query').content_type !== CART_THRESHOLD_BANNER_TYPE) return next();
    return c.json(await thresholdBannerEntries(deps.db, siteContext(c)));
  });
  return app;
}
