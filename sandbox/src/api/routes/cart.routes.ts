import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { authenticate } from '../../auth/token-service.js';
import { addItems, getCart, minicart, removeLine, updateQuantity } from '../../cart/cart-service.js';
import { readJsonObject } from '../api-error.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { siteContext } from '../site-context.js';
import { TOKEN_COOKIE } from './auth.routes.js';

/**
 * Cart endpoints under /checkout/v0 (shopping.md §7 "Cart"; docs/api.md). Every call needs the token
 * cookie: 401 TOKEN_MISSING / TOKEN_INVALID / TOKEN_EXPIRED otherwise.
 */
export function cartRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const who = async (c: Context) => (await authenticate(deps.db, getCookie(c, TOKEN_COOKIE), deps.clock())).principalId;

  app.get('/:siteId/minicart', async (c) => {
    const ctx = siteContext(c);
    return c.json(await minicart(deps.db, await who(c), ctx, c.req.query('include-spend-amount-category'), deps.clock()));
  });
  app.get('/:siteId/carts', async (c) => {
    const ctx = siteContext(c);
    return c.json(await getCart(deps.db, await who(c), ctx, deps.clock()));
  });
  app.post('/:siteId/carts/items', async (c) => {
    const ctx = siteContext(c);
    const principal = await who(c);
    return c.json(await addItems(deps.db, principal, ctx, await readJsonObject(c), deps.clock()));
  });
  app.patch('/:siteId/carts/items/:itemId', async (c) => {
    const ctx = siteContext(c);
    const principal = await who(c);
    return c.json(await updateQuantity(deps.db, principal, ctx, c.req.param('itemId'), await readJsonObject(c), deps.clock()));
  });
  app.delete('/:siteId/carts/items/:itemId', async (c) => {
    const ctx = siteContext(c);
    return c.json(await removeLine(deps.db, await who(c), ctx, c.req.param('itemId'), deps.clock()));
  });
  return app;
}
