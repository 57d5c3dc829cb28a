import { ClaimAccessQueryDto, ClaimRequestDto, ReturnMethodsQueryDto, ReturnRequestDto } from '@vitrine/contract';
import { Hono } from 'hono';
import { claimableOrder, createClaim, createReturn, eligibleOrders, readClaim, readReturn, returnableOrder, returnMethods } from '../../aftercare/aftercare-service.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { jsonBody, queryOf } from '../request-validation.js';
import { siteContext } from '../site-context.js';

/**
 * Returns and claims under /order/v0 (shell-and-account.md §2 Returns, Claims; §6 customerZipCode;
 * decision 0190; docs/api.md "Returns and claims"). Bodies and queries are checked against the
 * contract's schemas; their values by core's aftercare rules.
 */
export function aftercareRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:siteId/returns/eligible-orders', async (c) => {
    const ctx = siteContext(c);
    return c.json({ orders: await eligibleOrders(deps.db, c, ctx.site.siteId, deps.clock()) });
  });
  app.get('/:siteId/orders/:orderNumber/returnable', async (c) => {
    const ctx = siteContext(c);
    return c.json(await returnableOrder(deps.db, c, ctx.site.siteId, c.req.param('orderNumber'), deps.clock()));
  });
  app.get('/:siteId/orders/:orderNumber/claimable', queryOf(ClaimAccessQueryDto), async (c) => {
    const ctx = siteContext(c);
    return c.json(await claimableOrder(deps.db, c, ctx.site.siteId, c.req.param('orderNumber'), c.req.query('customerZipCode'), deps.clock()));
  });
  app.get('/:siteId/orders/:orderNumber/return-methods', queryOf(ReturnMethodsQueryDto), async (c) => {
    const ctx = siteContext(c);
    const purpose = c.req.query('purpose') === 'CLAIM' ? 'CLAIM' : 'RETURN';
    return c.json({ methods: await returnMethods(deps.db, c, ctx.site.siteId, c.req.param('orderNumber'), purpose, c.req.query('customerZipCode'), deps.clock()) });
  });
  app.post('/:siteId/returns', jsonBody(ReturnRequestDto), async (c) => {
    const ctx = siteContext(c);
    return c.json(await createReturn(deps.db, c, ctx.site.siteId, c.req.valid('json'), deps.clock()), 201);
  });
  app.get('/:siteId/returns/:returnNumber', async (c) => {
    const ctx = siteContext(c);
    return c.json(await readReturn(deps.db, c, ctx.site.siteId, c.req.param('returnNumber'), deps.clock()));
  });
  app.get('/:siteId/returns/:returnNumber/label', async (c) => {
    const ctx = siteContext(c);
    const ret = await readReturn(deps.db, c, ctx.site.siteId, c.req.param('returnNumber'), deps.clock());
    return c.html(labelPage(`Return ${ret.returnNumber}`, ret.orderNumber, ret.label));
  });
  app.post('/:siteId/claims', jsonBody(ClaimRequestDto), async (c) => {
    const ctx = siteContext(c);
    return c.json(await createClaim(deps.db, c, ctx.site.siteId, c.req.valid('json'), deps.clock()), 201);
  });
  app.get('/:siteId/claims/:claimNumber', queryOf(ClaimAccessQueryDto), async (c) => {
    const ctx = siteContext(c);
    return c.json(await readClaim(deps.db, c, ctx.site.siteId, c.req.param('claimNumber'), c.req.query('customerZipCode'), deps.clock()));
  });
  app.get('/:siteId/claims/:claimNumber/label', queryOf(ClaimAccessQueryDto), async (c) => {
    const ctx = siteContext(c);
    const claim = await readClaim(deps.db, c, ctx.site.siteId, c.req.param('claimNumber'), c.req.query('customerZipCode'), deps.clock());
    return c.html(labelPage(`Claim ${claim.claimNumber}`, claim.orderNumber, claim.label));
  });
  return app;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A printable prepaid label (the sandbox's stand-in for a carrier's PDF). */
function labelPage(title: string, orderNumber: string, label: { carrier: string; trackingNumber: string } | null): string {
  const body = label ? `<p>${escape(label.carrier)}</p><p>${escape(label.trackingNumber)}</p>` : '<p>No label: drop the parcel off with this number.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1><p>Order ${escape(orderNumber)}</p>${body}</main></body></html>`;
}

/**
 * Test-only (docs/api.md "Test-only endpoints"; mounted only with the fault switch): DELETE
 * /__sandbox/aftercare?email= forgets the returns and claims of that customer's orders, so a
 * journey on the seeded past orders can run again on the same database.
 */
export function aftercareSandboxRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.delete('/aftercare', async (c) => {
    const email = c.req.query('email') ?? '';
    const orders = `select o.order_number from customer_order o join customer c on c.profile_id = o.customer_profile_id where lower(c.email) = lower($1)`;
    const returns = await deps.db.query<{ n: number }>(`with d as (delete from order_return where order_number in (${orders}) returning 1) select count(*)::int as n from d`, [email]);
    const claims = await deps.db.query<{ n: number }>(`with d as (delete from order_claim where order_number in (${orders}) returning 1) select count(*)::int as n from d`, [email]);
    return c.json({ returns: returns[0]!.n, claims: claims[0]!.n });
  });
  return app;
}
