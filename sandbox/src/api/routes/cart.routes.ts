import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { authenticate } from '../../auth/token-service.js';
import { cartAddKeyOf, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../cart/cart-add-keys.js';
import { addItems, getCart, minicart, removeLine, setLineFulfillment, updateLine } from '../../cart/cart-service.js';
import { AddCartItemsRequestDto, CartLineFulfillmentRequestDto, MinicartQueryDto, UpdateCartItemRequestDto } from '@vitrine/contract';
import { ApiError } from '../api-error.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { issuePath, jsonBody, queryOf, type Issue } from '../request-validation.js';
import { tokenGuard } from '../route-guards.js';
import { siteContext } from '../site-context.js';
import { TOKEN_COOKIE } from './auth.routes.js';

/**
 * Cart endpoints under /checkout/v0 (shopping.md §7 "Cart"; docs/api.md). Every call needs the token
 * cookie: 401 TOKEN_MISSING / TOKEN_INVALID / TOKEN_EXPIRED otherwise. Bodies and queries are
 * checked against the contract's schemas; a refused add-to-cart body answers the spec's 400
 * INVALID_ITEM text (see {@link invalidItem}).
 */
/**
 * The add-to-cart refusal of shopping.md §7 (core's text 'Invalid parameters passed to addToCart: …'):
 * 400 INVALID_ITEM naming the failing fields of the first failing item (`details.fields`, `details.index`),
 * or `items` when the list is missing or empty.
 */
export function invalidItem(issues: readonly Issue[]): ApiError {
  const inItems = issues.filter((issue) => issue.path[0] === 'items' && typeof issue.path[1] === 'number');
  if (inItems.length === 0) return new ApiError(400, 'INVALID_ITEM', 'Invalid parameters passed to addToCart: items', { fields: ['items'] });
  const index = Math.min(...inItems.map((issue) => issue.path[1] as number));
  const fields = [...new Set(inItems.filter((issue) => issue.path[1] === index).map((issue) => issuePath(issue).split('.').slice(2).join('.')))];
  return new ApiError(400, 'INVALID_ITEM', `Invalid parameters passed to addToCart: ${fields.join(', ')}`, { fields, index });
}

export function cartRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const who = async (c: Context) => (await authenticate(deps.db, getCookie(c, TOKEN_COOKIE), deps.clock())).principalId;

  const token = tokenGuard(deps);
  app.get('/:siteId/minicart', token, queryOf(MinicartQueryDto), async (c) => {
    const ctx = siteContext(c);
    return c.json(await minicart(deps.db, c.var.principalId, ctx, c.req.valid('query')['include-spend-amount-category'], deps.clock()));
  });
  app.get('/:siteId/carts', async (c) => {
    const ctx = siteContext(c);
    return c.json(await getCart(deps.db, await who(c), ctx, deps.clock()));
  });
  app.post('/:siteId/carts/items', token, jsonBody(AddCartItemsRequestDto, { onInvalid: invalidItem }), async (c) => {
    const ctx = siteContext(c);
    const principal = c.var.principalId;
    // An add keyed with Idempotency-Key is taken once (decision 0451): the offline cart queue's replay.
    const key = cartAddKeyOf(c.req.header(IDEMPOTENCY_KEY_HEADER));
    const onReplay = () => c.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return c.json(await addItems(deps.db, principal, ctx, c.req.valid('json'), deps.clock(), key === undefined ? undefined : { key, onReplay }));
  });
  app.patch('/:siteId/carts/items/:itemId', token, jsonBody(UpdateCartItemRequestDto), async (c) => {
    const ctx = siteContext(c);
    const principal = c.var.principalId;
    return c.json(await updateLine(deps.db, principal, ctx, c.req.param('itemId'), c.req.valid('json'), deps.clock()));
  });
  app.put('/:siteId/carts/items/:itemId/fulfillment', token, jsonBody(CartLineFulfillmentRequestDto), async (c) => {
    const ctx = siteContext(c);
    return c.json(await setLineFulfillment(deps.db, c.var.principalId, ctx, c.req.param('itemId'), c.req.valid('json'), deps.clock()));
  });
  app.delete('/:siteId/carts/items/:itemId', async (c) => {
    const ctx = siteContext(c);
    return c.json(await removeLine(deps.db, await who(c), ctx, c.req.param('itemId'), deps.clock()));
  });
  return app;
}
