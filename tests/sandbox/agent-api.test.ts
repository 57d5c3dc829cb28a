import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditedWriteOf } from '../../sandbox/src/agent/agent-service.js';
import { AGENT, addToCart, CHECKOUT, CURRENT, inStockSku, ORDERS, signIn, SITE } from './checkout-test-support.js';
import { SandboxHarness } from './sandbox-harness.js';

/** Call-centre agent tools (shell-and-account.md §1, §6; decisions 0370-0372; docs/api.md "Call-centre agent tools"). */

const BASE = `/api/agent/v0/${SITE}`;
const SARAH = 'sarah.johnson@example.com';
const CART = `/api/checkout/v0/${SITE}/carts`;

describe('agent tools API', () => {
  let h: SandboxHarness;
  let sarahId: string;
  let sarahPhone: string;
  beforeAll(async () => {
    h = await SandboxHarness.open();
    const [row] = await h.db.query<{ profile_id: string; phone: string }>('select profile_id, phone from customer where email = $1', [SARAH]);
    sarahId = row!.profile_id;
    sarahPhone = row!.phone;
  });
  afterAll(async () => h?.close());

  it('refuses guests and customers with 403 SCOPE_REQUIRED (requiredScope CALL_CENTER), and no token with 401', async () => {
    h.clearCookies();
    expect((await h.json('GET', `${BASE}/customers?q=sarah`)).body).toMatchObject({ code: 'TOKEN_MISSING' });
    await h.json('POST', `/api/auth/v0/${SITE}/tokens`, { grantType: 'guest' });
    for (const [method, path] of [['GET', `${BASE}/customers?q=sarah`], ['POST', `${BASE}/sessions`], ['GET', `${BASE}/sessions/current`], ['DELETE', `${BASE}/sessions/current`], ['GET', `${BASE}/audit`]] as const) {
      const guest = await h.json(method, path, method === 'POST' ? { customerId: sarahId } : undefined);
      expect(guest.status).toBe(403);
      expect(guest.body).toEqual({ code: 'SCOPE_REQUIRED', message: 'This call needs a CALL_CENTER token', details: { requiredScope: 'CALL_CENTER' } });
    }
    h.clearCookies();
    await signIn(h, SARAH);
    const customer = await h.json('GET', `${BASE}/customers?q=sarah`);
    expect(customer.status).toBe(403);
    expect(customer.body).toMatchObject({ code: 'SCOPE_REQUIRED', details: { requiredScope: 'CALL_CENTER' } });
    expect((await h.json('POST', `${BASE}/sessions`, { customerId: sarahId })).status).toBe(403);
  });

  it('finds customers by e-mail, name or phone (partial, case-insensitive), never agents, with a bounded page', async () => {
    h.clearCookies();
    await signIn(h, AGENT);
    const byEmail = await h.json('GET', `${BASE}/customers?q=${encodeURIComponent('SARAH.JOHN')}`);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.customers).toEqual([{ customerId: sarahId, firstName: 'Sarah', lastName: 'Johnson', email: SARAH, phone: sarahPhone }]);
    const byFullName = await h.json('GET', `${BASE}/customers?q=${encodeURIComponent('sarah johnson')}`);
    expect(byFullName.body.customers.map((c: { email: string }) => c.email)).toEqual([SARAH]);
    const byLastName = await h.json('GET', `${BASE}/customers?q=johns`);
    expect(byLastName.body.customers.map((c: { email: string }) => c.email)).toContain(SARAH);
    const byPhone = await h.json('GET', `${BASE}/customers?q=${encodeURIComponent(`(${sarahPhone.slice(0, 3)}) ${sarahPhone.slice(3)}`)}`);
    expect(byPhone.body.customers.map((c: { email: string }) => c.email)).toContain(SARAH);
    expect((await h.json('GET', `${BASE}/customers?q=agent`)).body.customers).toEqual([]);
    expect((await h.json('GET', `${BASE}/customers?q=${encodeURIComponent('100%')}`)).body.customers).toEqual([]);
    const page = await h.json('GET', `${BASE}/customers?q=example.com&limit=3`);
    expect(page.body.customers).toHaveLength(3);
    const tooShort = await h.json('GET', `${BASE}/customers?q=%20s%20`);
    expect(tooShort.status).toBe(400);
    expect(tooShort.body).toMatchObject({ code: 'INVALID_REQUEST', details: { fields: ['q'] } });
    expect((await h.json('GET', `${BASE}/customers?q=sarah&limit=26`)).body).toMatchObject({ code: 'INVALID_REQUEST', details: { fields: ['limit'] } });
  });

  it("binds the customer's cart to the agent's token, audits every write, and gives the agent's own cart back on end", async () => {
    h.clearCookies();
    await signIn(h, SARAH);
    const sku = await inStockSku(h.db, 'luma');
    const sarahCart = await addToCart(h, [sku]);
    const sarahLines = sarahCart.items.length;

    h.clearCookies();
    await signIn(h, AGENT);
    const own = await h.json('GET', CART);
    const ownLines = own.body.items.length;
    expect((await h.json('GET', `${BASE}/sessions/current`)).body).toEqual({ session: null });

    const unknown = await h.json('POST', `${BASE}/sessions`, { customerId: 'nobody' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'CUSTOMER_NOT_FOUND' });

    const started = await h.json('POST', `${BASE}/sessions`, { customerId: sarahId });
    expect(started.status).toBe(201);
    expect(started.body).toEqual({ session: { customer: expect.objectContaining({ customerId: sarahId, email: SARAH }), startedAt: h.now } });
    expect(JSON.parse(decodeURIComponent(h.cookie('vitrine_acting_for')!))).toEqual({ customerId: sarahId, firstName: 'Sarah', lastName: 'Johnson', email: SARAH });
    expect((await h.json('GET', `${BASE}/sessions/current`)).body.session.customer.customerId).toBe(sarahId);
    expect((await h.json('GET', CART)).body.items).toHaveLength(sarahLines);

    const other = await inStockSku(h.db, 'spree');
    const written = await addToCart(h, [other]);
    expect(written.items).toHaveLength(sarahLines + 1);
    // The agent is still the agent: its own profile answers, not the customer's.
    expect(JSON.stringify((await h.json('GET', `/api/profile/v0/${SITE}/me`)).body)).toContain(AGENT);

    const ended = await h.json('DELETE', `${BASE}/sessions/current`);
    expect(ended.body).toEqual({ session: null });
    expect(h.cookie('vitrine_acting_for')).toBe('');
    expect((await h.json('GET', CART)).body.items).toHaveLength(ownLines);
    expect((await h.json('DELETE', `${BASE}/sessions/current`)).body).toEqual({ session: null });

    h.clearCookies();
    await signIn(h, SARAH);
    expect((await h.json('GET', CART)).body.items).toHaveLength(sarahLines + 1);

    h.clearCookies();
    await signIn(h, AGENT);
    const audit = await h.json('GET', `${BASE}/audit?limit=5`);
    expect(audit.status).toBe(200);
    expect(audit.body.entries.map((e: { action: string }) => e.action)).toEqual(['SESSION_END', 'CART_WRITE', 'SESSION_START', 'CUSTOMER_SEARCH', 'CUSTOMER_SEARCH']);
    const [end, write, start] = audit.body.entries;
    expect(start).toMatchObject({ customerId: sarahId, customerName: 'Sarah Johnson', occurredAt: h.now, details: { email: SARAH } });
    expect(write).toMatchObject({ customerId: sarahId, details: { method: 'POST', path: `${CART}/items` } });
    expect(end).toMatchObject({ customerId: sarahId, details: { reason: 'ended' } });
    expect(audit.body.entries[3]).toMatchObject({ customerId: null, customerName: null, details: { query: expect.any(String), results: expect.any(Number) } });
  });

  it('starting a session for another customer ends the first one', async () => {
    h.clearCookies();
    await signIn(h, AGENT);
    const [roni] = await h.db.query<{ profile_id: string }>("select profile_id from customer where email = 'roni_cost@example.com'");
    await h.json('POST', `${BASE}/sessions`, { customerId: sarahId });
    await h.json('POST', `${BASE}/sessions`, { customerId: roni!.profile_id });
    const audit = await h.json('GET', `${BASE}/audit?limit=3`);
    expect(audit.body.entries.map((e: { action: string; customerId: string }) => [e.action, e.customerId])).toEqual([
      ['SESSION_START', roni!.profile_id],
      ['SESSION_END', sarahId],
      ['SESSION_START', sarahId],
    ]);
    await h.json('DELETE', `${BASE}/sessions/current`);
  });

  it('checks out for the acted-for customer: their cart, another customer refused, the order and every write audited', async () => {
    const emily = 'emily.rodriguez@example.com';
    const [row] = await h.db.query<{ profile_id: string }>('select profile_id from customer where email = $1', [emily]);
    h.clearCookies();
    await signIn(h, AGENT);
    await h.json('POST', `${BASE}/sessions`, { customerId: row!.profile_id });
    await addToCart(h, [await inStockSku(h.db, 'spree')]);
    const mismatch = await h.json('POST', CHECKOUT, { customerEmail: SARAH });
    expect([mismatch.status, mismatch.body.code]).toEqual([409, 'AGENT_SESSION_MISMATCH']);
    const started = await h.json('POST', CHECKOUT, {});
    expect(started.status).toBe(201);
    const checkout = await h.json('GET', CURRENT);
    await h.json('PUT', `${CURRENT}/shipping-address`, { addressId: checkout.body.savedAddresses[0].id });
    await h.json('PUT', `${CURRENT}/delivery-method`, { deliveryMethodId: 'STANDARD' });
    await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'CC_REP_HOLD' });
    const order = await h.json('POST', ORDERS, {}, { 'idempotency-key': 'agent-acting-1' });
    expect(order.status).toBe(201);
    expect(order.body).toMatchObject({ placedBy: 'CALL_CENTER', customer: { name: { first: 'Emily', last: 'Rodriguez' } } });
    await h.json('DELETE', `${BASE}/sessions/current`);

    const audit = await h.json('GET', `${BASE}/audit?limit=8`);
    expect(audit.body.entries.map((e: { action: string }) => e.action)).toEqual(['SESSION_END', 'ORDER_PLACED', 'CHECKOUT_WRITE', 'CHECKOUT_WRITE', 'CHECKOUT_WRITE', 'CHECKOUT_WRITE', 'CART_WRITE', 'SESSION_START']);
    expect(audit.body.entries[1]).toMatchObject({ customerId: row!.profile_id, customerName: 'Emily Rodriguez', details: { method: 'POST', path: `/api/checkout/v0/${SITE}/orders`, orderNumber: order.body.orderNumber } });
  });

  it('refuses a cross-site start or end (the origin check, decision 0290) and a body over the limit', async () => {
    h.clearCookies();
    await signIn(h, AGENT);
    const crossSite = await h.json('POST', `${BASE}/sessions`, { customerId: sarahId }, { origin: 'https://evil.example' });
    expect([crossSite.status, crossSite.body.code]).toEqual([403, 'ORIGIN_NOT_ALLOWED']);
    expect((await h.json('DELETE', `${BASE}/sessions/current`, undefined, { 'sec-fetch-site': 'cross-site' })).body.code).toBe('ORIGIN_NOT_ALLOWED');
    const tooLarge = await h.json('POST', `${BASE}/sessions`, { customerId: 'x'.repeat(200_000) });
    expect([tooLarge.status, tooLarge.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect((await h.json('GET', `${BASE}/sessions/current`)).body).toEqual({ session: null });
  });

  it('names the audited write of a checkout call', () => {
    expect(auditedWriteOf('GET', `${CART}`)).toBeNull();
    expect(auditedWriteOf('POST', `/api/checkout/v0/${SITE}/payment-sessions/abc`)).toBeNull();
    expect(auditedWriteOf('POST', `/api/checkout/v0/${SITE}/orders`)).toBe('ORDER_PLACED');
    expect(auditedWriteOf('DELETE', `${CART}/items/1`)).toBe('CART_WRITE');
    expect(auditedWriteOf('POST', `/api/checkout/v1/${SITE}/carts/items`)).toBe('CART_WRITE');
    expect(auditedWriteOf('PUT', `/api/checkout/v0/${SITE}/checkouts/current/delivery-method`)).toBe('CHECKOUT_WRITE');
  });
});
