import { LocationSearchQueryDto, PickupArrivalRequestDto, StoreInventoryQueryDto, StoresSearchQueryDto } from '@vitrine/contract';
import { Hono } from 'hono';
import { checkInForPickup } from '../../stores/pickup-arrival.js';
import { searchLocations, searchStores, storeInventory } from '../../stores/store-service.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { jsonBody, queryOf } from '../request-validation.js';
import { siteContext } from '../site-context.js';

/**
 * Store endpoints under /misl/v1 (shopping.md §7 "Stores"; decision 0240): store search by point or
 * store number, a store's stock per SKU, and the location search that geocodes typed text.
 */
export function storeRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/stores/search', queryOf(StoresSearchQueryDto), async (c) => c.json({ stores: await searchStores(deps.db, c.req.valid('query')) }));
  app.get('/stores/:storeNumber/inventory', queryOf(StoreInventoryQueryDto), async (c) => {
    const skuIds = c.req.valid('query').skuIds.split(',').map((s) => s.trim()).filter(Boolean);
    return c.json(await storeInventory(deps.db, c.req.param('storeNumber'), skuIds));
  });
  app.get('/locations/search', queryOf(LocationSearchQueryDto), (c) => {
    const query = c.req.valid('query');
    return c.json({ locations: searchLocations(query.query, query.country) });
  });
  return app;
}

/** Curbside check-in under /order/v0 (decision 0243): POST /{siteId}/orders/{orderNumber}/pickup-arrival. */
export function pickupArrivalRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/:siteId/orders/:orderNumber/pickup-arrival', jsonBody(PickupArrivalRequestDto), async (c) => {
    const ctx = siteContext(c);
    return c.json(await checkInForPickup(deps.db, ctx.site.siteId, c.req.param('orderNumber'), c.req.valid('json'), deps.clock()));
  });
  return app;
}
