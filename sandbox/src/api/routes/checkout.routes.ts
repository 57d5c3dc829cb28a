import {
  DeliveryMethodRequestDto,
  DeliveryMethodsQueryDto,
  GiftCardBalanceRequestDto,
  PaymentRequestDto,
  PaymentSessionOutcomeDto,
  ShippingAddressRequestDto,
  StartCheckoutRequestDto,
} from '@vitrine/contract';
import { Hono } from 'hono';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { failureLimiter } from '../rate-limits.js';
import { formBody, jsonBody, queryOf } from '../request-validation.js';
import { checkoutGuard } from '../route-guards.js';
import { siteContext } from '../site-context.js';
import { requireCheckoutActor } from '../../checkout/checkout-access.js';
import { currentCheckout, setDeliveryMethod, setShippingAddress, startCheckout } from '../../checkout/checkout-service.js';
import { deliveryMethodsFor, toMinor } from '../../checkout/delivery-methods.js';
import { assertShipsTo, validateAddress } from '../../checkout/address-validation.js';
import { idempotencyKeyOf, placeOrder } from '../../orders/place-order.js';
import { placedOrder } from '../../orders/order-service.js';
import { setPayment } from '../../payments/checkout-payment.js';
import { giftCardBalanceDto } from '../../payments/gift-cards.js';
import { decideSession, parseOutcome, sessionPage } from '../../payments/payment-sessions.js';
import { invalidRequest } from '../api-error.js';

/**
 * Checkout endpoints under /checkout/v0 (docs/checkout-api.md; shell-and-account.md §2 checkout
 * steps, §5, §7): the checkout resource and its steps, place order, the confirmation read, the
 * delivery-method preview, gift card balance, and the sandbox's payment pages. Bodies and queries
 * are checked against the contract's schemas (400 INVALID_REQUEST naming the fields); address, card
 * and gift-card contents by the checkout rules, which answer their own codes (decision 0126).
 */
export function checkoutRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const actor = (c: Parameters<typeof requireCheckoutActor>[1]) => requireCheckoutActor(deps.db, c, deps.clock());

  const signedIn = checkoutGuard(deps);
  app.post('/:siteId/checkouts', signedIn, jsonBody(StartCheckoutRequestDto), async (c) => {
    const ctx = siteContext(c);
    const who = c.var.actor;
    const { checkout, created } = await startCheckout(deps.db, who, ctx, c.req.valid('json'), deps.clock());
    return c.json(checkout, created ? 201 : 200);
  });
  app.get('/:siteId/checkouts/current', async (c) => {
    const ctx = siteContext(c);
    return c.json(await currentCheckout(deps.db, await actor(c), ctx, deps.clock()));
  });
  app.put('/:siteId/checkouts/current/shipping-address', signedIn, jsonBody(ShippingAddressRequestDto, { defer: ['address'] }), async (c) => {
    const ctx = siteContext(c);
    const who = c.var.actor;
    return c.json(await setShippingAddress(deps.db, who, ctx, c.req.valid('json'), deps.clock()));
  });
  app.put('/:siteId/checkouts/current/delivery-method', signedIn, jsonBody(DeliveryMethodRequestDto), async (c) => {
    const ctx = siteContext(c);
    const who = c.var.actor;
    return c.json(await setDeliveryMethod(deps.db, who, ctx, c.req.valid('json'), deps.clock()));
  });
  const paymentBody = jsonBody(PaymentRequestDto, { defer: ['paymentType', 'savedPaymentId', 'securityCode', 'encryptionId', 'creditCard', 'billingAddress', 'giftCard'] });
  app.put('/:siteId/checkouts/current/payment', signedIn, paymentBody, async (c) => {
    const ctx = siteContext(c);
    const who = c.var.actor;
    return c.json(await setPayment(deps.db, c, who, ctx, c.req.valid('json'), deps.clock()));
  });
  app.post('/:siteId/orders', async (c) => {
    const ctx = siteContext(c);
    const who = await actor(c);
    const key = idempotencyKeyOf(c.req.header('idempotency-key'));
    const { order, created } = await placeOrder(deps.db, who, ctx, key, deps.clock());
    return c.json(order, created ? 201 : 200);
  });
  app.get('/:siteId/orders/:orderNumber', async (c) => {
    const ctx = siteContext(c);
    const who = await actor(c);
    return c.json(await placedOrder(deps.db, who.principal.principalId, ctx.site.siteId, c.req.param('orderNumber'), deps.clock()));
  });
  app.get('/:siteId/delivery-methods', queryOf(DeliveryMethodsQueryDto), (c) => {
    const ctx = siteContext(c);
    const query = c.req.valid('query');
    const address = validateAddress({
      address1: '-', city: '-', name: { first: '-', last: '-' },
      country: query.country, postalCode: query.postalCode, region: query.region,
    });
    assertShipsTo(ctx.site, address.country);
    const subtotal = Number(query.subtotal ?? 0);
    if (!Number.isFinite(subtotal) || subtotal < 0) throw invalidRequest('subtotal must be a non-negative amount', { fields: ['subtotal'] });
    const methods = deliveryMethodsFor(ctx.site, address, toMinor(subtotal), deps.clock());
    return c.json({ destination: { country: address.country, postalCode: address.postalCode, region: address.region || null }, methods });
  });
  app.post('/:siteId/gift-cards/balance', jsonBody(GiftCardBalanceRequestDto, { defer: ['cardNumber', 'pin'] }), failureLimiter(deps.addressLimits.giftCardBalance), async (c) => {
    const ctx = siteContext(c);
    return c.json(await giftCardBalanceDto(deps.db, c.req.valid('json'), ctx.currency));
  });
  app.get('/:siteId/payment-sessions/:sessionId', queryOf(PaymentSessionOutcomeDto), async (c) => {
    const ctx = siteContext(c);
    const outcome = c.req.valid('query').outcome;
    if (outcome !== undefined) return c.redirect(await decideSession(deps.db, ctx.site.siteId, c.req.param('sessionId'), parseOutcome(outcome)), 302);
    c.header('Cache-Control', 'no-store');
    return c.html(await sessionPage(deps.db, ctx.site.siteId, c.req.param('sessionId')));
  });
  app.post('/:siteId/payment-sessions/:sessionId', formBody(PaymentSessionOutcomeDto), async (c) => {
    const ctx = siteContext(c);
    return c.redirect(await decideSession(deps.db, ctx.site.siteId, c.req.param('sessionId'), parseOutcome(c.req.valid('form').outcome)), 303);
  });
  return app;
}
