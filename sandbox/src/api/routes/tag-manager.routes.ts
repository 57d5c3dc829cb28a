import { Hono } from 'hono';
import { ApiError } from '../api-error.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { tagManagerScript } from '../../analytics/tag-manager-script.js';
import type { TagManagerEventLog } from '../../analytics/tag-manager-events.js';

/** The stand-in becomes ready this long after it loads, ms (decision 0310). */
export const TAG_MANAGER_READY_DELAY_MS = 1500;

/**
 * The tag manager stand-in (decision 0310): GET /tag-manager/v0/tm.js serves the script (same
 * origin, allowed by the CSP's 'self'); POST /tag-manager/v0/collect takes one data-layer entry (a
 * JSON object; anything else is 400 INVALID_REQUEST) and answers 204.
 */
export function tagManagerRoutes(deps: ApiDeps, log: TagManagerEventLog, collectPath: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const script = tagManagerScript({ readyDelayMs: TAG_MANAGER_READY_DELAY_MS, collectPath });
  app.get('/tm.js', (c) => c.body(script, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }));
  app.post('/collect', async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'INVALID_REQUEST', 'A data-layer entry is a JSON object');
    log.add(body as Record<string, unknown>, deps.clock());
    return c.body(null, 204);
  });
  return app;
}

/**
 * Test-only GET /__sandbox/tag-manager-events (decision 0310): `{ events: [{ receivedAt, entry }] }`
 * oldest first; DELETE forgets them. Registered only when `enabled` (the test mailbox switch, which
 * startSandbox turns off on non-loopback hosts); otherwise the paths are 404.
 */
export function tagManagerSandboxRoutes(log: TagManagerEventLog, enabled: boolean): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  if (!enabled) return app;
  app.get('/tag-manager-events', (c) => c.json({ events: log.list() }));
  app.delete('/tag-manager-events', (c) => {
    log.clear();
    return c.json({ events: [] });
  });
  return app;
}
