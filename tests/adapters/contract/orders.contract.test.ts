import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payWithNewCard, type Order } from '@vitrine/core';
import { startTestSandbox } from '../../support/sandbox.js';
import { checkoutClient, PASSWORD, twoLines } from './support/checkout-harness.js';

/** Contract: KyOrderGateway against a real sandbox (docs/checkout-api.md "Orders"; shell-and-account.md §2, §6). */

let sandbox: { url: string; close(): Promise<void> };
let order: Order;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const c = checkoutClient(sandbox.url);
  await c.auth.signIn('olivia.thompson@example.com', PASSWORD);
  for (const line of await twoLines(c)) await c.cart.addItem({ ...line, quantity: 1 });
  const started = await c.checkout.start();
  if (!started.ok) throw new Error(started.error.code);
  await c.checkout.setShippingAddress({ kind: 'saved', addressId: started.value.savedAddresses[0]!.id });
  await c.checkout.setDeliveryMethod('STANDARD');
  await payWithNewCard(c, { cardNumber: '5555555555554444', securityCode: '123', expirationMonth: 8, expirationYear: new Date().getFullYear() + 2, nameOnCard: 'Olivia Thompson' });
  const placed = await c.checkout.placeOrder('orders-contract');
  if (!placed.ok) throw new Error(placed.error.code);
  order = placed.value;
});
afterAll(async () => sandbox?.close());

describe('KyOrderGateway (contract)', () => {
  it('lists the signed-in customer’s orders and reads one', async () => {
    const c = checkoutClient(sandbox.url);
    await c.auth.signIn('olivia.thompson@example.com', PASSWORD);
    const history = await c.orders.listOrders();
    expect(history.ok && history.value.orders.map((o) => o.orderNumber)).toContain(order.orderNumber);
    const details = await c.orders.getOrder(order.orderNumber);
    expect(details.ok && details.value.lines.map((l) => l.skuId)).toEqual(order.lines.map((l) => l.skuId));
  });

  it('opens details without sign-in only with the matching customerZipCode', async () => {
    const c = checkoutClient(sandbox.url);
    await c.session.createGuestSession();
    await expect(c.orders.getOrder(order.orderNumber)).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.SIGN_IN_REQUIRED', details: { requiredScope: 'AUTHORIZED' } } });
    const zip = order.shippingAddress.postalCode;
    await expect(c.orders.getOrder(order.orderNumber, { customerZipCode: zip })).resolves.toMatchObject({ ok: true, value: { orderNumber: order.orderNumber } });
    await expect(c.orders.getOrder(order.orderNumber, { customerZipCode: '00000' })).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.NOT_FOUND' } });
    await expect(c.orders.listOrders()).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.SIGN_IN_REQUIRED' } });
  });

  it('tracks the order’s shipments by tracking number and by order number + bzip', async () => {
    const c = checkoutClient(sandbox.url);
    const [first] = order.shipments;
    expect(first).toBeDefined();
    const byNumber = await c.orders.track({ trackingNumbers: [first!.trackingNumber] });
    expect(byNumber.ok && byNumber.value).toMatchObject({ orderNumber: order.orderNumber, shipments: [{ trackingNumber: first!.trackingNumber, carrier: first!.carrier }] });
    const byOrder = await c.orders.track({ orderNumber: order.orderNumber, bzip: order.shippingAddress.postalCode, orderType: 'ONLINE' });
    expect(byOrder.ok && byOrder.value.shipments.length).toBe(order.shipments.length);
    await expect(c.orders.track({})).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.INVALID_REQUEST' } });
    await expect(c.orders.getMockOrder('split-shipment')).resolves.toMatchObject({ ok: true, value: { shipments: [{}, {}] } });
  });
});
