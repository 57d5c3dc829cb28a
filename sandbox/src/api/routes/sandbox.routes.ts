import { FaultRequestDto } from '@vitrine/contract';
import { Hono } from 'hono';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { jsonBody } from '../request-validation.js';

/**
 * Test-only endpoints (docs/api.md): GET /__sandbox/health always; POST and DELETE
 * /__sandbox/faults only when faults are enabled (else these paths are 404); a fault body is checked
 * against FaultRequestDto.
 */
export function sandboxRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/health', async (c) => {
    await deps.db.query('select 1');
    const seed = deps.seed;
    return c.json({
      ok: true,
      seed: seed ? { origin: seed.origin, fingerprint: seed.fingerprint, unmatchedReviews: seed.unmatchedReviews, ...seed.counts } : null,
      faults: deps.faults !== null,
    });
  });
  const faults = deps.faults;
  if (faults) {
    app.post('/faults', jsonBody(FaultRequestDto), async (c) => c.json({ armed: faults.add(c.req.valid('json')), faults: faults.list() }, 201));
    app.delete('/faults', (c) => {
      faults.clear();
      return c.json({ faults: [] });
    });
    app.get('/faults', (c) => c.json({ faults: faults.list() }));
  }
  return app;
}
