import { RestockRequestDto } from '@vitrine/contract';
import { Hono } from 'hono';
import { restock } from '../../product-depth/back-in-stock-service.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { jsonBody } from '../request-validation.js';

/** Test-only POST /__sandbox/restock (decision 0222), registered only with the fault switch on (else 404). */
export function restockRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  if (!deps.faults) return app;
  app.post('/restock', jsonBody(RestockRequestDto), async (c) => c.json(await restock(deps.db, c.req.valid('json'), deps.clock())));
  return app;
}
