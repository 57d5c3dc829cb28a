import { Hono } from 'hono';
import { readJsonObject } from '../api-error.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { siteContext } from '../site-context.js';
import { createPayment, deletePayment, listPayments, updatePayment, verifyPayment } from '../../payments/saved-payments.js';
import { requireProfile } from '../../profile/profile-access.js';

/**
 * Saved payments under /profile/v0 (shell-and-account.md §7 /me/payments; docs/checkout-api.md):
 * reads need REGISTERED, writes AUTHORIZED (403 SCOPE_REQUIRED otherwise).
 */
export function paymentRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:siteId/me/payments', async (c) => {
    siteContext(c);
    const principal = await requireProfile(deps.db, c, 'REGISTERED', deps.clock());
    return c.json({ payments: await listPayments(deps.db, principal.profileId, { includeHidden: c.req.query('includeHidden') === 'true', now: deps.clock() }) });
  });
  app.post('/:siteId/me/payments', async (c) => {
    siteContext(c);
    const principal = await requireProfile(deps.db, c, 'AUTHORIZED', deps.clock());
    return c.json(await createPayment(deps.db, principal.profileId, await readJsonObject(c), deps.clock()), 201);
  });
  app.put('/:siteId/me/payments/:paymentId', async (c) => {
    siteContext(c);
    const principal = await requireProfile(deps.db, c, 'AUTHORIZED', deps.clock());
    return c.json(await updatePayment(deps.db, principal.profileId, c.req.param('paymentId'), await readJsonObject(c), deps.clock()));
  });
  app.delete('/:siteId/me/payments/:paymentId', async (c) => {
    siteContext(c);
    const principal = await requireProfile(deps.db, c, 'AUTHORIZED', deps.clock());
    await deletePayment(deps.db, principal.profileId, c.req.param('paymentId'));
    return c.body(null, 204);
  });
  app.post('/:siteId/me/payments/:paymentId/verification', async (c) => {
    siteContext(c);
    const principal = await requireProfile(deps.db, c, 'AUTHORIZED', deps.clock());
    return c.json(await verifyPayment(deps.db, principal.profileId, c.req.param('paymentId'), await readJsonObject(c), deps.clock()));
  });
  return app;
}
