import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutDto, OrderDto } from '@vitrine/contract';
import { utcCalendarDate } from '@vitrine/core';
import { giftCardSkuId } from '../../sandbox/src/seed/steps/gift-cards.step.js';
import { addToCart, AGENT, CHECKOUT, clearCheckouts, CURRENT, CUSTOMER, encryptedCard, inStockSku, ORDERS, readyForPayment, signIn, SITE, US_ADDRESS } from './checkout-test-support.js';
import { SandboxHarness } from './sandbox-harness.js';

/** Place order and orders after checkout (docs/checkout-api.md "Place order", "Orders"; decisions 0108, 0109). */

const HISTORY = `/api/order/v0/${SITE}/orders`;
const TRACKING = `/api/order/v0/${SITE}/order-tracking`;
const DAY = 24 * 60 * 60 * 1000;

describe('orders API', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open({ faults: true });
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    h.clearCookies();
    h.now += DAY;
    await clearCheckouts(h.db);
    await h.raw('DELETE', '/api/__sandbox/faults');
  });

  const stockOf = async (skuId: string) => (await h.db.query<{ stock_level: number; backorder: number }>(`select stock_level, backorder from sku_inventory where sku_id = $1 and pool_id = 'US_DIRECT'`, [skuId]))[0]!;

  async function placeWithCard(number = '4111111111111111', key = `k-${h.now}`) {
    const checkout = (await readyForPayment(h, h.db)) as CheckoutDto;
    await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'CREDIT_CARD', creditCard: await encryptedCard(h, number) });
    return { checkout, res: await h.json<OrderDto>('POST', ORDERS, {}, { 'idempotency-key': key }) };
  }

  describe('place order', () => {
    it('stores the order with a human-readable number, empties the cart, takes the stock and closes the checkout', async () => {
      h.now = Date.UTC(2026, 10, 23, 10);
      await signIn(h);
      const luma = await inStockSku(h.db, 'luma');
      const spree = await inStockSku(h.db, 'spree');
      const before = [await stockOf(luma.skuId), await stockOf(spree.skuId)];
      await addToCart(h, [luma], 2);
      await addToCart(h, [spree], 1);
      await h.json('POST', CHECKOUT, {});
      await h.json('PUT', `${CURRENT}/shipping-address`, { address: US_ADDRESS });
      await h.json('PUT', `${CURRENT}/delivery-method`, { deliveryMethodId: 'EXPRESS' });
      const checkout = (await h.json<CheckoutDto>('PUT', `${CURRENT}/payment`, { paymentType: 'CREDIT_CARD', creditCard: await encryptedCard(h, '4111 1111 1111 1111') })).body;
      const res = await h.json<OrderDto>('POST', ORDERS, {}, { 'idempotency-key': 'first-order' });
      expect(res.status).toBe(201);
      const order = res.body;
      expect(order.orderNumber).toMatch(/^VT-2026-\d{6}$/);
      expect(order).toMatchObject({
        status: 'PLACED',
        placedAt: h.now,
        siteId: SITE,
        currencyCode: 'USD',
        placedBy: 'CUSTOMER',
        customer: { name: { first: 'Veronica', last: 'Costello' } },
        shippingAddress: { ...US_ADDRESS, phoneNumber: '5552293326' },
        deliveryMethod: { id: 'EXPRESS' },
        payment: { paymentType: 'CREDIT_CARD', paymentGateway: 'PXP', cardType: 'VISA', lastFourDigits: '1111', expirationMonth: 4, expirationYear: 2031, giftCardMaskedNumber: null },
        totals: checkout.totals,
      });
      expect(order.lines.map((l) => [l.skuId, l.quantity])).toEqual([[luma.skuId, 2], [spree.skuId, 1]]);
      expect(order.shipments).toHaveLength(1);
      expect((await h.json('GET', `/api/checkout/v0/${SITE}/carts`)).body.items).toEqual([]);
      expect((await h.json('GET', CURRENT)).body.code).toBe('CHECKOUT_NOT_FOUND');
      const after = [await stockOf(luma.skuId), await stockOf(spree.skuId)];
      expect(after[0]!.stock_level + after[0]!.backorder).toBe(before[0]!.stock_level + before[0]!.backorder - 2);
      expect(after[1]!.stock_level + after[1]!.backorder).toBe(before[1]!.stock_level + before[1]!.backorder - 1);
      const confirmation = await h.json<OrderDto>('GET', `${ORDERS}/${order.orderNumber}`);
      expect(confirmation.body).toEqual(order);
    });

    it('is idempotent: the same key answers the same order (200) and changes nothing', async () => {
      const { res } = await placeWithCard('4111111111111111', 'same-key');
      const seq = await h.db.query<{ n: number }>('select count(*)::int as n from customer_order');
      const again = await h.json<OrderDto>('POST', ORDERS, {}, { 'idempotency-key': 'same-key' });
      expect([again.status, again.body.orderNumber]).toEqual([200, res.body.orderNumber]);
      expect(await h.db.query('select count(*)::int as n from customer_order')).toEqual(seq);
      const missingKey = await h.json('POST', ORDERS, {});
      expect([missingKey.status, missingKey.body.code]).toEqual([400, 'INVALID_REQUEST']);
    });

    it('declines the decline test cards with 402 PAYMENT_DECLINED and keeps the cart and the checkout', async () => {
      for (const [number, reason] of [['4000000000000002', 'DECLINED'], ['4000000000009995', 'INSUFFICIENT_FUNDS']] as const) {
        await clearCheckouts(h.db);
        const { checkout, res } = await placeWithCard(number, `declined-${number}`);
        expect([res.status, (res.body as unknown as { code: string }).code, (res.body as unknown as { details: unknown }).details]).toEqual([402, 'PAYMENT_DECLINED', { reason }]);
        const still = (await h.json<CheckoutDto>('GET', CURRENT)).body;
        expect([still.lines.length, still.shippingAddress, still.deliveryMethod?.id, still.payment?.card?.lastFourDigits]).toEqual([checkout.lines.length, checkout.shippingAddress, 'STANDARD', number.slice(-4)]);
      }
    });

    it('answers 409 CHECKOUT_INCOMPLETE with what is missing, and 409 QUANTITY_EXCEEDS_STOCK when stock ran out', async () => {
      await signIn(h);
      const sku = await inStockSku(h.db, 'luma');
      await addToCart(h, [sku], 3);
      await h.json('POST', CHECKOUT, {});
      const incomplete = await h.json('POST', ORDERS, {}, { 'idempotency-key': 'incomplete' });
      expect([incomplete.status, incomplete.body.code, incomplete.body.details]).toEqual([409, 'CHECKOUT_INCOMPLETE', { missing: ['shippingAddress', 'deliveryMethod', 'payment'] }]);
      await h.json('PUT', `${CURRENT}/shipping-address`, { address: US_ADDRESS });
      await h.json('PUT', `${CURRENT}/delivery-method`, { deliveryMethodId: 'STANDARD' });
      await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'CREDIT_CARD', creditCard: await encryptedCard(h, '4111111111111111') });
      await h.db.query(`update sku_inventory set stock_level = 1, backorder = 0 where sku_id = $1 and pool_id = 'US_DIRECT'`, [sku.skuId]);
      const short = await h.json('POST', ORDERS, {}, { 'idempotency-key': 'short' });
      expect([short.status, short.body.code, short.body.details.maxQuantity]).toEqual([409, 'QUANTITY_EXCEEDS_STOCK', 1]);
      await h.db.query(`update sku_inventory set stock_level = $2, backorder = $3 where sku_id = $1 and pool_id = 'US_DIRECT'`, [sku.skuId, sku.stock, sku.backorder]);
    });

    it('keeps everything when the place-order call fails (fault switch) and succeeds on the retry', async () => {
      await readyForPayment(h, h.db);
      await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'CREDIT_CARD', creditCard: await encryptedCard(h, '4111111111111111') });
      await h.json('POST', '/api/__sandbox/faults', { path: `/checkout/v0/${SITE}/orders`, method: 'POST', count: 1, status: 503, code: 'SERVICE_UNAVAILABLE' });
      const failed = await h.json('POST', ORDERS, {}, { 'idempotency-key': 'faulted' });
      expect([failed.status, failed.body.code, failed.body.details]).toEqual([503, 'SERVICE_UNAVAILABLE', { mocked: true }]);
      expect((await h.json<CheckoutDto>('GET', CURRENT)).body.missing).toEqual([]);
      expect((await h.json('POST', ORDERS, {}, { 'idempotency-key': 'faulted' })).status).toBe(201);
    });

    it('places a call-centre order for the customer: rep hold gives ON_HOLD and no shipments; it is in the customer’s history', async () => {
      await signIn(h, AGENT);
      await addToCart(h, [await inStockSku(h.db, 'spree')]);
      await h.json('POST', CHECKOUT, { customerEmail: 'michael.chen@example.com' });
      await h.json('PUT', `${CURRENT}/shipping-address`, { addressId: (await h.json<CheckoutDto>('GET', CURRENT)).body.savedAddresses[0]!.id });
      await h.json('PUT', `${CURRENT}/delivery-method`, { deliveryMethodId: 'STANDARD' });
      await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'CC_REP_HOLD' });
      const order = (await h.json<OrderDto>('POST', ORDERS, {}, { 'idempotency-key': 'agent-1' })).body;
      expect(order).toMatchObject({ status: 'ON_HOLD', placedBy: 'CALL_CENTER', shipments: [], payment: { paymentType: 'CC_REP_HOLD', paymentGateway: null }, customer: { name: { first: 'Michael', last: 'Chen' } } });
      expect((await h.json(`GET`, HISTORY)).body.orders.map((o: { orderNumber: string }) => o.orderNumber)).toContain(order.orderNumber);
      expect((await h.json('GET', `${HISTORY}?customerEmail=michael.chen@example.com`)).body.orders[0].orderNumber).toBe(order.orderNumber);
      h.clearCookies();
      await signIn(h, 'michael.chen@example.com');
      expect((await h.json('GET', HISTORY)).body.orders.map((o: { orderNumber: string }) => o.orderNumber)).toContain(order.orderNumber);
    });

    it('copies each cart line’s gift card info onto its order line; the order, its confirmation and its details return it (decision 0364)', async () => {
      await signIn(h);
      const luma = await inStockSku(h.db, 'luma');
      const giftCard = { name: 'Maya Chen', emailAddress: 'maya.chen@example.com', message: 'Happy birthday!', deliveryDate: utcCalendarDate(h.now + 7 * DAY) };
      await addToCart(h, [luma]);
      const added = await h.json('POST', `/api/checkout/v0/${SITE}/carts/items`, {
        items: [
          { productId: 'GC-EGIFT', skuId: giftCardSkuId('GC-EGIFT', 50), poolId: 'US_DIRECT', quantity: 1, giftCard },
          { productId: 'GC-CLASSIC', skuId: giftCardSkuId('GC-CLASSIC', 25), poolId: 'US_DIRECT', quantity: 1, giftCard: { name: 'Sam Ortiz', message: '' } },
        ],
      });
      expect(added.status).toBe(200);
      await h.json('POST', CHECKOUT, {});
      await h.json('PUT', `${CURRENT}/shipping-address`, { address: US_ADDRESS });
      await h.json('PUT', `${CURRENT}/delivery-method`, { deliveryMethodId: 'STANDARD' });
      await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'CREDIT_CARD', creditCard: await encryptedCard(h, '4111111111111111') });
      const placed = await h.json<OrderDto>('POST', ORDERS, {}, { 'idempotency-key': `gift-${h.now}` });
      expect(placed.status).toBe(201);
      const expected = [
        [luma.skuId, undefined],
        [giftCardSkuId('GC-EGIFT', 50), giftCard],
        [giftCardSkuId('GC-CLASSIC', 25), { name: 'Sam Ortiz', message: '' }],
      ];
      expect(placed.body.lines.map((l) => [l.skuId, l.giftCard])).toEqual(expected);
      expect('giftCard' in placed.body.lines[0]!).toBe(false);
      const stored = await h.db.query<{ gift_card: unknown }>('select gift_card from order_line where order_number = $1 order by position', [placed.body.orderNumber]);
      expect(stored.map((r) => r.gift_card)).toEqual([null, giftCard, { name: 'Sam Ortiz', message: '' }]);
      const confirmation = await h.json<OrderDto>('GET', `${ORDERS}/${placed.body.orderNumber}`);
      const details = await h.json<OrderDto>('GET', `${HISTORY}/${placed.body.orderNumber}`);
      for (const read of [confirmation, details]) expect(read.body.lines.map((l) => [l.skuId, l.giftCard])).toEqual(expected);
      // The cart the info came from is gone with the order.
      expect((await h.json('GET', `/api/checkout/v0/${SITE}/carts`)).body.items).toEqual([]);
    });
  });

  describe('history, details and tracking', () => {
    it('lists the customer’s orders newest first (AUTHORIZED), pages them, and needs AUTHORIZED', async () => {
      await placeWithCard('4111111111111111', 'history-1');
      h.now += 1000;
      await clearCheckouts(h.db);
      const second = (await placeWithCard('5555555555554444', 'history-2')).res.body;
      const history = await h.json('GET', `${HISTORY}?pageSize=1`);
      expect(history.body).toMatchObject({ page: 1, pageSize: 1, orders: [{ orderNumber: second.orderNumber, status: 'PLACED', currencyCode: 'USD', total: second.totals.total, itemCount: 2 }] });
      expect(history.body.totalRecords).toBeGreaterThanOrEqual(2);
      h.now += 60 * 60 * 1000; // the step-up lapses: REGISTERED
      const registered = await h.json('GET', HISTORY);
      expect([registered.status, registered.body.code, registered.body.details]).toEqual([403, 'SCOPE_REQUIRED', { requiredScope: 'AUTHORIZED' }]);
      h.clearCookies();
      expect((await h.json('GET', HISTORY)).status).toBe(403);
    });

    it('opens order details to the owner, or to anyone with the matching customerZipCode; hides them otherwise', async () => {
      const order = (await placeWithCard('4111111111111111', 'details')).res.body;
      const url = `${HISTORY}/${order.orderNumber}`;
      expect((await h.json<OrderDto>('GET', url)).body.orderNumber).toBe(order.orderNumber);
      h.clearCookies();
      const anonymous = await h.json('GET', url);
      expect([anonymous.status, anonymous.body.code, anonymous.body.details]).toEqual([403, 'SCOPE_REQUIRED', { requiredScope: 'AUTHORIZED' }]);
      for (const zip of ['49628', '49628-7978', ' 496287978 ']) expect((await h.json<OrderDto>('GET', `${url}?customerZipCode=${encodeURIComponent(zip)}`)).body.orderNumber).toBe(order.orderNumber);
      const wrong = await h.json('GET', `${url}?customerZipCode=10001`);
      expect([wrong.status, wrong.body.code]).toEqual([404, 'ORDER_NOT_FOUND']);
      await signIn(h, 'olivia.thompson@example.com');
      expect((await h.json('GET', url)).body.code).toBe('ORDER_NOT_FOUND');
      await signIn(h, AGENT);
      expect((await h.json('GET', url)).status).toBe(200);
    });

    it('tracks shipments by tracking number or by order number + bzip; events appear as time passes', async () => {
      h.now = Date.UTC(2026, 11, 1, 9); // a Tuesday
      await signIn(h, CUSTOMER);
      await addToCart(h, [await inStockSku(h.db, 'luma'), await inStockSku(h.db, 'spree')]);
      const thirdSku = (await h.db.query<{ sku_id: string; product_id: string }>(`select s.sku_id, s.product_id from sku s join sku_inventory i on i.sku_id = s.sku_id and i.pool_id = 'US_DIRECT' join product p on p.product_id = s.product_id where p.source like 'luma%' and i.stock_level > 20 and not p.preorder_flag order by s.sku_id desc limit 1`))[0]!;
      await addToCart(h, [{ productId: thirdSku.product_id, skuId: thirdSku.sku_id, poolId: 'US_DIRECT' }]);
      await h.json('POST', CHECKOUT, {});
      await h.json('PUT', `${CURRENT}/shipping-address`, { address: US_ADDRESS });
      await h.json('PUT', `${CURRENT}/delivery-method`, { deliveryMethodId: 'STANDARD' });
      await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'CREDIT_CARD', creditCard: await encryptedCard(h, '4111111111111111') });
      const order = (await h.json<OrderDto>('POST', ORDERS, {}, { 'idempotency-key': 'tracking' })).body;
      expect(order.shipments.map((s) => [s.carrier, s.status, s.estimatedDelivery, s.lines.length])).toEqual([
        ['UPS', 'LABEL_CREATED', '2026-12-08', 2],
        ['USPS', 'LABEL_CREATED', '2026-12-10', 1],
      ]);
      expect(order.shipments[0]!.trackingNumber).toMatch(/^1Z[0-9A-F]{6}\d{10}$/);
      expect(order.shipments[0]!.events).toEqual([]);
      h.clearCookies();
      const [ups, usps] = order.shipments;
      const byNumber = await h.json('GET', `${TRACKING}?tracking_numbers=${ups!.trackingNumber}`);
      expect(byNumber.body).toEqual({ orderNumber: order.orderNumber, orderType: 'ONLINE', shipments: [ups] });
      h.now = Date.UTC(2026, 11, 2, 12);
      const later = await h.json('GET', `${TRACKING}?order_number=${order.orderNumber}&bzip=49628&orderType=ONLINE`);
      expect(later.body.shipments.map((s: { status: string; events: unknown[] }) => [s.status, s.events.length])).toEqual([
        ['IN_TRANSIT', 3],
        ['IN_TRANSIT', 3],
      ]);
      h.now = Date.UTC(2026, 11, 8, 20);
      const partly = await h.json<OrderDto>('GET', `${HISTORY}/${order.orderNumber}?customerZipCode=49628`);
      expect([partly.body.status, partly.body.shipments.map((s) => s.status)]).toEqual(['SHIPPED', ['DELIVERED', 'IN_TRANSIT']]);
      h.now = Date.UTC(2026, 11, 11);
      expect((await h.json<OrderDto>('GET', `${HISTORY}/${order.orderNumber}?customerZipCode=49628`)).body.status).toBe('DELIVERED');
      const carrier = await h.json('GET', `${TRACKING}?order_number=${order.orderNumber}&bzip=49628&carrier=usps`);
      expect(carrier.body.shipments.map((s: { trackingNumber: string }) => s.trackingNumber)).toEqual([usps!.trackingNumber]);
      expect((await h.json('GET', `${TRACKING}?order_number=${order.orderNumber}&bzip=00000`)).body.code).toBe('ORDER_NOT_FOUND');
      expect((await h.json('GET', `${TRACKING}?tracking_numbers=1ZNOPE`)).body.code).toBe('TRACKING_NOT_FOUND');
      expect((await h.json('GET', TRACKING)).body.code).toBe('INVALID_REQUEST');
    });

    it('serves fixed mock orders for /mock-order/{mockId}', async () => {
      const standard = await h.json<OrderDto>('GET', `/api/order/v0/${SITE}/mock-orders/standard`);
      expect(standard.body).toMatchObject({ orderNumber: 'VT-MOCK-STANDARD', status: 'DELIVERED', currencyCode: 'USD' });
      expect((await h.json<OrderDto>('GET', `/api/order/v0/${SITE}/mock-orders/rep-hold`)).body.status).toBe('ON_HOLD');
      expect((await h.json<OrderDto>('GET', `/api/order/v0/${SITE}/mock-orders/split-shipment`)).body.shipments).toHaveLength(2);
      expect((await h.json('GET', `/api/order/v0/${SITE}/mock-orders/nope`)).body.code).toBe('ORDER_NOT_FOUND');
    });
  });
});
