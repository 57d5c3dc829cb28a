import { AddPartItemsRequestDto } from '@vitrine/contract';
import { Hono } from 'hono';
import { addItems } from '../../cart/cart-service.js';
import { ApiError } from '../api-error.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { issuePath, jsonBody, type Issue } from '../request-validation.js';
import { tokenGuard } from '../route-guards.js';
import { siteContext } from '../site-context.js';

/** The part add-to-cart refusal (shopping.md §5 "Part add to cart needs the same"): 400 INVALID_ITEM naming the fields. */
function invalidParts(issues: readonly Issue[]): ApiError {
  const fields = [...new Set(issues.map(issuePath))];
  return new ApiError(400, 'INVALID_ITEM', `Invalid parameters passed to addPartsToCart: ${fields.join(', ')}`, { fields });
}

/**
 * POST /checkout/v1/{siteId}/carts/items (shopping.md §7 "Cart" part items; decision 0220): poolId
 * and items (productId, skuId, quantity, type PART), added all or nothing with the rules and
 * errors of the v0 add (400 INVALID_ITEM, 409 SKU_UNAVAILABLE / QUANTITY_EXCEEDS_STOCK, 412
 * CART_NOT_ACTIVE); answers the cart. Needs a token (401 TOKEN_*).
 */
export function partsCartRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/:siteId/carts/items', tokenGuard(deps), jsonBody(AddPartItemsRequestDto, { onInvalid: invalidParts }), async (c) => {
    const body = c.req.valid('json');
    if (body.items.length === 0) throw new ApiError(400, 'INVALID_ITEM', 'Invalid parameters passed to addPartsToCart: items', { fields: ['items'] });
    const items = body.items.map((i) => ({ productId: i.productId, skuId: i.skuId, poolId: body.poolId, quantity: i.quantity }));
    return c.json(await addItems(deps.db, c.var.principalId, siteContext(c), { items }, deps.clock()));
  });
  return app;
}
