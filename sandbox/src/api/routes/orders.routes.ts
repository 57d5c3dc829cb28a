import { OrderCareQueryDto, OrderDetailsQueryDto, OrderHistoryQueryDto, SmsOptInRequestDto, TrackingQueryDto } from '@vitrine/contract';
import { Hono } from 'hono';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { jsonBody, queryOf } from '../request-validation.js';
import { siteContext } from '../site-context.js';
import { mockOrder } from '../../orders/mock-orders.js';
import { optInSms, orderPayments } from '../../orders/order-care-service.js';
import { orderDetails, orderHistory, tracking } from '../../orders/order-service.js';

/**
 * Order endpoints under /order/v0 (docs/checkout-api.md "Orders"; shell-and-account.md §2 /orders,
 * /order/{id}, /order-tracking, /mock-order/{mockId}, /order-payments; §6 customerZipCode; §7
 * …/orders/{id}/sms-optins, decisions 0265, 0266). Queries are checked
 * against the contract's schemas; their values (page numbers, zip codes) by the order rules.
 */
export function orderRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:siteId/orders', queryOf(OrderHistoryQueryDto), async (c) => {
    const ctx = siteContext(c);
    return c.json(await orderHistory(deps.db, c, ctx.site.siteId, deps.clock()));
  });
  app.get('/:siteId/orders/:orderNumber', queryOf(OrderDetailsQueryDto), async (c) => {
    const ctx = siteContext(c);
    return c.json(await orderDetails(deps.db, c, ctx.site.siteId, c.req.param('orderNumber'), deps.clock()));
  });
  app.get('/:siteId/orders/:orderNumber/payments', queryOf(OrderCareQueryDto), async (c) => {
    const ctx = siteContext(c);
    return c.json(await orderPayments(deps.db, c, ctx.site.siteId, c.req.param('orderNumber'), deps.clock()));
  });
  // The phone number's shape is the service's 400 PHONE_INVALID, not a generic INVALID_REQUEST.
  app.post('/:siteId/orders/:orderNumber/sms-optins', queryOf(OrderCareQueryDto), jsonBody(SmsOptInRequestDto), async (c) => {
    const ctx = siteContext(c);
    return c.json(await optInSms(deps.db, c, ctx.site.siteId, c.req.param('orderNumber'), c.req.valid('json'), deps.clock()), 201);
  });
  app.get('/:siteId/order-tracking', queryOf(TrackingQueryDto), async (c) => {
    const ctx = siteContext(c);
    return c.json(await tracking(deps.db, c, ctx.site.siteId, deps.clock()));
  });
  app.get('/:siteId/mock-orders/:mockId', (c) => {
    const ctx = siteContext(c);
    return c.json(mockOrder(ctx.site.siteId, ctx.currency, c.req.param('mockId'), deps.clock()));
  });
  return app;
}
