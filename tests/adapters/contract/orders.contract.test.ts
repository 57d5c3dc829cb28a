import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderGateway } from '@vitrine/core';
import { BACKENDS, type ContractBackend } from './support/backends.js';
import { placeAnOrder } from './support/checkout-steps.js';

/**
 * Contract: OrderGateway, written once and run against the sandbox (KyOrderGateway over real HTTP)
 * and the in-memory back end (docs/checkout-api.md "Orders"; shell-and-account.md §2, §6;
 * decisions 0147, 0148). Each test places its own order as the back end's orders customer and reads
 * it in the same browser (an in-memory client is a world of its own).
 */

describe.each(BACKENDS)('orders contract (%s)', (_name, start) => {
  let backend: ContractBackend;
  beforeAll(async () => {
    backend = await start();
    await backend.samples();
  });
  afterAll(async () => backend?.close());

  it('lists the signed-in customer’s orders, newest first, and reads one', async () => {
    const { ports, order: first } = await placeAnOrder(backend, backend.facts.checkout.ordersCustomer, 'orders-list-1');
    const history = await ports.orders.listOrders();
    if (!history.ok) throw new Error(history.error.code);
    expect(history.value.orders[0]).toMatchObject({ orderNumber: first.orderNumber, status: 'PLACED', total: first.totals.total, itemCount: 2 });
    expect(history.value).toMatchObject({ page: 1, pageSize: 10 });
    const details = await ports.orders.getOrder(first.orderNumber);
    expect(details.ok && details.value.lines.map((l) => l.skuId)).toEqual(first.lines.map((l) => l.skuId));
    await expect(ports.orders.getOrder('VT-1999-000001')).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.NOT_FOUND' } });
  });

  it('after sign-out opens details only with the matching customerZipCode', async () => {
    const { ports, order } = await placeAnOrder(backend, backend.facts.checkout.ordersCustomer, 'orders-zip-1');
    await ports.auth.signOut();
    await expect(ports.orders.getOrder(order.orderNumber)).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.SIGN_IN_REQUIRED', details: { requiredScope: 'AUTHORIZED' } } });
    const zip = order.shippingAddress.postalCode;
    await expect(ports.orders.getOrder(order.orderNumber, { customerZipCode: zip })).resolves.toMatchObject({ ok: true, value: { orderNumber: order.orderNumber } });
    await expect(ports.orders.getOrder(order.orderNumber, { customerZipCode: '00000' })).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.NOT_FOUND' } });
    await expect(ports.orders.listOrders()).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.SIGN_IN_REQUIRED' } });
  });

  it('tracks the order’s shipments by tracking number and by order number + bzip', async () => {
    const { ports, order } = await placeAnOrder(backend, backend.facts.checkout.ordersCustomer, 'orders-track-1');
    const [first] = order.shipments;
    expect(first).toMatchObject({ status: 'LABEL_CREATED', lines: order.lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity })) });
    await ports.auth.signOut();
    const byNumber = await ports.orders.track({ trackingNumbers: [first!.trackingNumber] });
    expect(byNumber.ok && byNumber.value).toMatchObject({ orderNumber: order.orderNumber, orderType: 'ONLINE', shipments: [{ trackingNumber: first!.trackingNumber, carrier: first!.carrier }] });
    const byOrder = await ports.orders.track({ orderNumber: order.orderNumber, bzip: order.shippingAddress.postalCode, orderType: 'ONLINE' });
    expect(byOrder.ok && byOrder.value.shipments.length).toBe(order.shipments.length);
    await expect(ports.orders.track({ orderNumber: order.orderNumber, bzip: '00000' })).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.NOT_FOUND' } });
    await expect(ports.orders.track({ trackingNumbers: ['1ZNOSUCHPARCEL'] })).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.TRACKING_NOT_FOUND' } });
    await expect(ports.orders.track({})).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.INVALID_REQUEST' } });
  });

  it('serves the demo orders by mock id, delivered, and no other', async () => {
    const orders = backend.client().get(OrderGateway);
    await expect(orders.getMockOrder('split-shipment')).resolves.toMatchObject({ ok: true, value: { orderNumber: 'VT-MOCK-SPLIT-SHIPMENT', status: 'DELIVERED', shipments: [{ status: 'DELIVERED' }, { status: 'DELIVERED' }] } });
    await expect(orders.getMockOrder('rep-hold')).resolves.toMatchObject({ ok: true, value: { status: 'ON_HOLD', placedBy: 'CALL_CENTER', shipments: [] } });
    await expect(orders.getMockOrder('no-such-mock')).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.NOT_FOUND' } });
  });
});
