import { AddWishlistItemRequestDto } from '@vitrine/contract';
import { Hono } from 'hono';
import { addWishlistItem, listWishlists, readWishlist, removeWishlistItem } from '../../product-depth/wishlist-service.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { jsonBody } from '../request-validation.js';
import { tokenGuard } from '../route-guards.js';
import { siteContext } from '../site-context.js';

/**
 * Wishlist endpoints under /checkout/v0 (shopping.md §7 "Wishlist"; decision 0221): the shopper's
 * wishlists, add and remove need a token (401 TOKEN_*); reading one wishlist by id is public (the
 * shareable view). Bodies are checked against AddWishlistItemRequestDto (400 INVALID_REQUEST).
 */
export function wishlistRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const token = tokenGuard(deps);
  app.get('/:siteId/wishlists', token, async (c) => c.json(await listWishlists(deps.db, c.var.principalId, siteContext(c), deps.clock())));
  app.get('/:siteId/wishlists/:id', async (c) => c.json(await readWishlist(deps.db, c.req.param('id'), siteContext(c))));
  app.post('/:siteId/wishlists/:id/items', token, jsonBody(AddWishlistItemRequestDto), async (c) =>
    c.json(await addWishlistItem(deps.db, c.var.principalId, siteContext(c), c.req.param('id'), c.req.valid('json'), deps.clock())),
  );
  app.delete('/:siteId/wishlists/:id/items/:itemId', token, async (c) =>
    c.json(await removeWishlistItem(deps.db, c.var.principalId, siteContext(c), c.req.param('id'), c.req.param('itemId'))),
  );
  return app;
}
