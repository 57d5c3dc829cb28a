import { BackInStockRequestDto, LikedProductsQueryDto } from '@vitrine/contract';
import { Hono } from 'hono';
import { subscribeBackInStock } from '../../product-depth/back-in-stock-service.js';
import { likedProducts } from '../../product-depth/wishlist-service.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { jsonBody, queryOf } from '../request-validation.js';
import { profileGuard } from '../route-guards.js';
import { siteContext } from '../site-context.js';

/**
 * Likes endpoints under /likes/v0 (shopping.md §7 "Notifications and email"; decisions 0221,
 * 0222): the signed-in customer's hearted products with offset paging (403 SCOPE_REQUIRED / 401
 * otherwise), and back-in-stock requests (no token needed: the email is the address).
 */
export function likesRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:siteId/me/likes/products', profileGuard(deps, 'REGISTERED'), queryOf(LikedProductsQueryDto), async (c) => {
    const query = c.req.valid('query');
    return c.json(await likedProducts(deps.db, c.var.profile.principalId, siteContext(c), Number(query.offset ?? 0), Number(query.limit ?? 24), deps.clock()));
  });
  app.post('/:siteId/back-in-stock-notifications', jsonBody(BackInStockRequestDto), async (c) => {
    const outcome = await subscribeBackInStock(deps.db, siteContext(c), c.req.valid('json'), deps.clock());
    return c.json(outcome.body, outcome.created ? 201 : 200);
  });
  return app;
}
