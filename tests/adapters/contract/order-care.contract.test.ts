import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsOptInRequest } from '@vitrine/core';
import { BACKENDS, type ContractBackend } from './support/backends.js';
import { placeAnOrder } from './support/checkout-steps.js';

/**
 * Contract: OrderGateway.getPayments and optInSms, written once and run against the sandbox
 * (KyOrderGateway over real HTTP) and the in-memory back end (shell-and-account.md §2 "Order
 * payments", §6, §7 sms-optins; decisions 0265, 0266).
 */

const optIn = (phoneNumber: string, consent = true): SmsOptInRequest => ({ phoneNumber, dialingCodeCountryCode: 'US', consent: consent as true, topics: ['ORDER_STATUS'] });

describe.each(BACKENDS)('order care contract (%s)', (_name, start) => {
  let backend: ContractBackend;
  beforeAll(async () => {
    backend = await start();
    await backend.samples();
  });
  afterAll(async () => backend?.close());

  it('reads the owner’s payments: one tender for the total, authorized, masked, no refunds', async () => {
    const { ports, order } = await placeAnOrder(backend, backend.facts.checkout.ordersCustomer, 'order-care-payments-1');
    const payments = await ports.orders.getPayments(order.orderNumber);
    if (!payments.ok) throw new Error(payments.error.code);
    expect(payments.value).toMatchObject({ orderNumber: order.orderNumber, orderStatus: 'PLACED', placedAt: order.placedAt, total: order.totals.total });
    expect(payments.value.tenders).toEqual([
      expect.objectContaining({ paymentType: order.payment.paymentType, cardType: order.payment.cardType, lastFourDigits: order.payment.lastFourDigits, amount: order.totals.total, status: 'AUTHORIZED', refunds: [] }),
    ]);
    await expect(ports.orders.getPayments('VT-1999-000001')).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.NOT_FOUND' } });
  });

  it('after sign-out reads payments and opts in only with the matching customerZipCode', async () => {
    const { ports, order } = await placeAnOrder(backend, backend.facts.checkout.ordersCustomer, 'order-care-zip-1');
    await ports.auth.signOut();
    const zip = order.shippingAddress.postalCode;
    await expect(ports.orders.getPayments(order.orderNumber)).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.SIGN_IN_REQUIRED' } });
    await expect(ports.orders.getPayments(order.orderNumber, { customerZipCode: zip })).resolves.toMatchObject({ ok: true, value: { orderNumber: order.orderNumber } });
    await expect(ports.orders.getPayments(order.orderNumber, { customerZipCode: '00000' })).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.NOT_FOUND' } });
    await expect(ports.orders.optInSms(order.orderNumber, optIn('13125550188'))).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.SIGN_IN_REQUIRED' } });
    const kept = await ports.orders.optInSms(order.orderNumber, optIn('13125550188'), { customerZipCode: zip });
    expect(kept).toMatchObject({ ok: true, value: { orderNumber: order.orderNumber, phoneNumber: '13125550188', topics: ['ORDER_STATUS'] } });
  });

  it('refuses a number that is not 7-15 digits and a missing consent, naming the field', async () => {
    const { ports, order } = await placeAnOrder(backend, backend.facts.checkout.ordersCustomer, 'order-care-sms-1');
    await expect(ports.orders.optInSms(order.orderNumber, optIn('12'))).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.PHONE_INVALID', details: { fields: ['phoneNumber'] } } });
    await expect(ports.orders.optInSms(order.orderNumber, optIn('(312) 555-0188'))).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.PHONE_INVALID' } });
    await expect(ports.orders.optInSms(order.orderNumber, optIn('13125550188', false))).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.CONSENT_REQUIRED', details: { fields: ['consent'] } } });
    const first = await ports.orders.optInSms(order.orderNumber, optIn('13125550199'));
    const again = await ports.orders.optInSms(order.orderNumber, optIn('13125550199'));
    expect(first.ok && again.ok && again.value.optInId === first.value.optInId).toBe(true);
  });
});
