import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AftercareOrderDto, ClaimDto, ReturnDto } from '@vitrine/contract';
import { CUSTOMER, signIn, SITE } from './checkout-test-support.js';
import { SandboxHarness } from './sandbox-harness.js';

/** Returns and claims against the seeded past orders (decisions 0190, 0193). */

const BASE = `/api/order/v0/${SITE}`;
const DAY = 24 * 60 * 60 * 1000;

describe('returns and claims API', () => {
  let h: SandboxHarness;
  let seeded: { order_number: string; placed_at: Date; postal: string }[];
  beforeAll(async () => {
    h = await SandboxHarness.open({ faults: true });
    seeded = await h.db.query(
      `select o.order_number, o.placed_at, o.shipping_address->>'postalCode' as postal from customer_order o join customer c on c.profile_id = o.customer_profile_id
        where c.email = $1 and o.idempotency_key like 'seed:%' order by o.placed_at desc`,
      [CUSTOMER],
    );
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    h.clearCookies();
    // The seed places its orders relative to its own clock: the delivered one is the second newest, 14 days old.
    h.now = new Date(seeded[1]!.placed_at).getTime() + 14 * DAY;
    await h.db.query('delete from order_return');
    await h.db.query('delete from order_claim');
  });
  const numberAt = (i: number) => () => seeded[i]!.order_number;
  const [onTheWay, delivered, old] = [numberAt(0), numberAt(1), numberAt(2)];

  it('seeds three past orders for the demo customer: on its way, delivered, long ago', () => {
    expect(seeded).toHaveLength(3);
  });

  it('lists only the delivered order in its window as eligible, with each line’s units', async () => {
    expect((await h.json('GET', `${BASE}/returns/eligible-orders`)).body).toMatchObject({ code: 'SCOPE_REQUIRED', details: { requiredScope: 'AUTHORIZED' } });
    await signIn(h);
    const res = await h.json<{ orders: AftercareOrderDto[] }>('GET', `${BASE}/returns/eligible-orders`);
    expect(res.body.orders.map((o) => o.orderNumber)).toEqual([delivered()]);
    expect(res.body.orders[0]!.lines.map((l) => [l.quantity, l.eligibleQuantity])).toEqual([[2, 2], [1, 1]]);
    expect((await h.json('GET', `${BASE}/orders/${onTheWay()}/returnable`)).body.code).toBe('NOT_ELIGIBLE');
    expect((await h.json('GET', `${BASE}/orders/${old()}/returnable`)).body.code).toBe('NOT_ELIGIBLE');
    expect((await h.json('GET', `${BASE}/orders/VT-2026-999999/returnable`)).status).toBe(404);
  });

  it('creates a return with a label and its refund, and those units cannot go back twice', async () => {
    await signIn(h);
    const order = (await h.json<AftercareOrderDto>('GET', `${BASE}/orders/${delivered()}/returnable`)).body;
    const methods = (await h.json<{ methods: { id: string; price: number }[] }>('GET', `${BASE}/orders/${delivered()}/return-methods`)).body.methods;
    expect(methods).toEqual([{ id: 'MAIL', price: 7.95, currencyCode: 'USD' }, { id: 'DROP_OFF', price: 0, currencyCode: 'USD' }, { id: 'PICKUP', price: 12, currencyCode: 'USD' }]);
    const line = order.lines[0]!;
    const bad = await h.json('POST', `${BASE}/returns`, { orderNumber: order.orderNumber, methodId: 'MAIL', lines: [{ lineId: line.lineId, quantity: 1, reason: null }] });
    expect([bad.status, bad.body.code]).toEqual([400, 'REASON_REQUIRED']);
    const res = await h.json<ReturnDto>('POST', `${BASE}/returns`, { orderNumber: order.orderNumber, methodId: 'MAIL', lines: [{ lineId: line.lineId, quantity: 2, reason: 'TOO_SMALL' }] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ orderNumber: order.orderNumber, refundTotal: Math.round((line.unitPrice * 2 - 7.95) * 100) / 100, label: { carrier: 'UPS' } });
    expect(res.body.returnNumber).toMatch(/^RT-\d{4}-\d{6}$/);
    expect((await h.json('GET', `${BASE}/returns/${res.body.returnNumber}`)).body).toEqual(res.body);
    const again = await h.json('POST', `${BASE}/returns`, { orderNumber: order.orderNumber, methodId: 'DROP_OFF', lines: [{ lineId: line.lineId, quantity: 1, reason: 'OTHER' }] });
    expect([again.status, again.body.code, again.body.details.max]).toEqual([400, 'QUANTITY_INVALID', 0]);
    expect((await h.raw('GET', `${BASE}/returns/${res.body.returnNumber}/label`)).status).toBe(200);
  });

  it('claims: a guest with the shipping postal code reads and claims; a wrong code is a 404; no code needs a sign-in', async () => {
    const zip = seeded[0]!.postal;
    expect((await h.json('GET', `${BASE}/orders/${onTheWay()}/claimable`)).body.code).toBe('SCOPE_REQUIRED');
    expect((await h.json('GET', `${BASE}/orders/${onTheWay()}/claimable?customerZipCode=00000`)).status).toBe(404);
    const order = (await h.json<AftercareOrderDto>('GET', `${BASE}/orders/${onTheWay()}/claimable?customerZipCode=${zip}`)).body;
    expect(order.lines).toHaveLength(1);
    expect((await h.json('GET', `${BASE}/orders/${onTheWay()}/return-methods?purpose=CLAIM&customerZipCode=${zip}`)).body.methods.map((m: { price: number }) => m.price)).toEqual([0, 0]);
    const body = { orderNumber: onTheWay(), customerZipCode: zip, claimType: 'NOT_RECEIVED', methodId: 'KEEP_ITEM', lines: [{ lineId: order.lines[0]!.lineId, quantity: 1 }], description: 'short', resolution: 'REFUND' };
    expect((await h.json('POST', `${BASE}/claims`, body)).body.code).toBe('DESCRIPTION_INVALID');
    const res = await h.json<ClaimDto>('POST', `${BASE}/claims`, { ...body, description: 'The parcel never arrived at my door.' });
    expect([res.status, res.body.label, res.body.claimType]).toEqual([201, null, 'NOT_RECEIVED']);
    expect((await h.json('GET', `${BASE}/claims/${res.body.claimNumber}?customerZipCode=${zip}`)).body).toEqual(res.body);
    expect((await h.json('GET', `${BASE}/claims/${res.body.claimNumber}?customerZipCode=99999`)).body.code).toBe('CLAIM_NOT_FOUND');
    expect((await h.json('GET', `${BASE}/orders/${old()}/claimable?customerZipCode=${zip}`)).body.code).toBe('NOT_ELIGIBLE');
  });

  it('checks bodies against the contract', async () => {
    await signIn(h);
    const res = await h.json('POST', `${BASE}/returns`, { orderNumber: delivered() });
    expect([res.status, res.body.code]).toEqual([400, 'INVALID_REQUEST']);
  });
});
