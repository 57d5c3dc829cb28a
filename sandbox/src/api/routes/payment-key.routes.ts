import { Hono } from 'hono';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { siteContext } from '../site-context.js';
import { currentPublicKey } from '../../payments/payment-keys.js';

/**
 * GET /catalog/v0/{siteId}/configuration/pxp-public-key (shell-and-account.md §7): the PXP public key
 * `{ publicEncryptionKey: { pem }, encryptionId, expiresAt }` (decision 0106). No token needed;
 * never cached by the browser (the key rotates).
 */
export function paymentKeyRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:siteId/configuration/pxp-public-key', async (c) => {
    siteContext(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await currentPublicKey(deps.db, deps.clock()));
  });
  return app;
}
