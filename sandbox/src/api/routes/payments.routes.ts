import { CreatePaymentRequestDto, PaymentsQueryDto, PaymentVerificationRequestDto, UpdatePaymentRequestDto } from '@vitrine/contract';
import { Hono } from 'hono';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { jsonBody, queryOf } from '../request-validation.js';
import { profileGuard } from '../route-guards.js';
import { siteContext } from '../site-context.js';
import { createPayment, deletePayment, listPayments, updatePayment, verifyPayment } from '../../payments/saved-payments.js';
import { requireProfile } from '../../profile/profile-access.js';

/**
 * Saved payments under /profile/v0 (shell-and-account.md §7 /me/payments; docs/checkout-api.md):
 * reads need REGISTERED, writes AUTHORIZED (403 SCOPE_REQUIRED otherwise). Bodies and queries are
 * checked against the contract's schemas; card and address contents by the card rules, which answer
 * their own codes (CARD_INVALID, ADDRESS_INVALID, ENCRYPTION_KEY_EXPIRED; decision 0126).
 */
export function paymentRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const registered = profileGuard(deps, 'REGISTERED');
  const authorized = profileGuard(deps, 'AUTHORIZED');
  app.get('/:siteId/me/payments', registered, queryOf(PaymentsQueryDto), async (c) => {
    const principal = c.var.profile;
    return c.json({ payments: await listPayments(deps.db, principal.profileId, { includeHidden: c.req.valid('query').includeHidden === 'true', now: deps.clock() }) });
  });
  const cardFields = ['creditCard', 'address', 'addressId', 'visible', 'expirationMonth', 'expirationYear', 'nameOnCard', 'securityCode', 'encryptionId'];
  app.post('/:siteId/me/payments', authorized, jsonBody(CreatePaymentRequestDto, { defer: cardFields }), async (c) => {
    const principal = c.var.profile;
    return c.json(await createPayment(deps.db, principal.profileId, c.req.valid('json'), deps.clock()), 201);
  });
  app.put('/:siteId/me/payments/:paymentId', authorized, jsonBody(UpdatePaymentRequestDto, { defer: cardFields }), async (c) => {
    const principal = c.var.profile;
    return c.json(await updatePayment(deps.db, principal.profileId, c.req.param('paymentId'), c.req.valid('json'), deps.clock()));
  });
  app.delete('/:siteId/me/payments/:paymentId', async (c) => {
    siteContext(c);
    const principal = await requireProfile(deps.db, c, 'AUTHORIZED', deps.clock());
    await deletePayment(deps.db, principal.profileId, c.req.param('paymentId'));
    return c.body(null, 204);
  });
  app.post('/:siteId/me/payments/:paymentId/verification', authorized, jsonBody(PaymentVerificationRequestDto, { defer: cardFields }), async (c) => {
    const principal = c.var.profile;
    return c.json(await verifyPayment(deps.db, principal.profileId, c.req.param('paymentId'), c.req.valid('json'), deps.clock()));
  });
  return app;
}
