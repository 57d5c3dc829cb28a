import { describe, expect, it } from 'vitest';
import { OrderPaymentsDto, SmsOptInDto, SmsOptInRequestDto } from '@vitrine/contract';
import { money } from '@vitrine/core';
import { KyOrderGateway } from '../../../adapters/src/http/ky-order-gateway.js';
import { aSite } from '../../mothers/site.mother.js';
import { clientHarness } from '../support/client-harness.js';
import { apiError, json } from '../support/fetch-stub.js';

/** KyOrderGateway.getPayments and optInSms against the contract (shell-and-account.md §2 "Order payments", §7 sms-optins; decisions 0265, 0266). */

const PAYMENTS = OrderPaymentsDto.parse({
  orderNumber: 'VT-2026-001000',
  orderStatus: 'SHIPPED',
  placedAt: 1_700_000_000_000,
  currencyCode: 'USD',
  totalMinor: 6681,
  tenders: [
    {
      tenderId: 'VT-2026-001000-1',
      paymentType: 'CREDIT_CARD',
      cardType: 'VISA',
      lastFourDigits: '1111',
      giftCardMaskedNumber: null,
      amountMinor: 6681,
      status: 'PARTIALLY_REFUNDED',
      refunds: [{ refundId: 'RT-2026-000100', amountMinor: 2500, refundedAt: 1_700_100_000_000, reason: 'RETURN' }],
    },
  ],
});

describe('KyOrderGateway: order care', () => {
  const setup = () => {
    const h = clientHarness();
    return { ...h, orders: new KyOrderGateway(h.http, aSite()) };
  };

  it('reads the payments with customerZipCode and turns minor units into Money', async () => {
    const { orders, stub } = setup();
    stub.on('GET', '/api/order/v0/an-us/orders/VT-2026-001000/payments', json(200, PAYMENTS));
    const result = await orders.getPayments('VT-2026-001000', { customerZipCode: '49628' });
    expect(stub.calls[0]!.url.search).toBe('?customerZipCode=49628');
    expect(result).toEqual({
      ok: true,
      value: {
        orderNumber: 'VT-2026-001000',
        orderStatus: 'SHIPPED',
        placedAt: 1_700_000_000_000,
        total: money(6681, 'USD'),
        tenders: [
          {
            tenderId: 'VT-2026-001000-1',
            paymentType: 'CREDIT_CARD',
            cardType: 'VISA',
            lastFourDigits: '1111',
            giftCardMaskedNumber: null,
            amount: money(6681, 'USD'),
            status: 'PARTIALLY_REFUNDED',
            refunds: [{ refundId: 'RT-2026-000100', amount: money(2500, 'USD'), refundedAt: 1_700_100_000_000, reason: 'RETURN' }],
          },
        ],
      },
    });
  });

  it('maps 403 SCOPE_REQUIRED and 404 ORDER_NOT_FOUND on payments; a 500 throws', async () => {
    const { orders, stub } = setup();
    stub.on('GET', '/api/order/v0/an-us/orders/VT-X/payments', apiError(403, 'SCOPE_REQUIRED', 'x', { requiredScope: 'AUTHORIZED' }));
    await expect(orders.getPayments('VT-X')).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.SIGN_IN_REQUIRED' } });
    expect(stub.calls[0]!.url.search).toBe('');
    stub.on('GET', '/api/order/v0/an-us/orders/VT-Y/payments', apiError(404, 'ORDER_NOT_FOUND'));
    await expect(orders.getPayments('VT-Y', { customerZipCode: '1' })).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.NOT_FOUND' } });
    stub.on('GET', '/api/order/v0/an-us/orders/VT-Z/payments', apiError(500, 'INTERNAL'));
    await expect(orders.getPayments('VT-Z')).rejects.toBeTruthy();
  });

  it('posts an opt-in body the contract accepts and reads the stored opt-in', async () => {
    const { orders, stub } = setup();
    const answer = SmsOptInDto.parse({ optInId: 'sms-1', orderNumber: 'VT-2026-001000', phoneNumber: '13125550188', topics: ['ORDER_STATUS'], consentedAt: 5 });
    stub.on('POST', '/api/order/v0/an-us/orders/VT-2026-001000/sms-optins', json(201, answer));
    const result = await orders.optInSms('VT-2026-001000', { phoneNumber: '13125550188', dialingCodeCountryCode: 'US', consent: true, topics: ['ORDER_STATUS'] });
    expect(result).toEqual({ ok: true, value: answer });
    const body = stub.calls[0]!.body;
    expect(SmsOptInRequestDto.parse(body)).toEqual({ phoneNumber: '13125550188', dialingCodeCountryCode: 'US', consent: true, topics: ['ORDER_STATUS'] });
  });

  it('maps PHONE_INVALID and CONSENT_REQUIRED with their fields', async () => {
    const { orders, stub } = setup();
    stub.on('POST', '/api/order/v0/an-us/orders/VT-1/sms-optins', apiError(400, 'PHONE_INVALID', 'bad', { fields: ['phoneNumber'] }));
    await expect(orders.optInSms('VT-1', { phoneNumber: '1', dialingCodeCountryCode: 'US', consent: true, topics: ['ORDER_STATUS'] }, { customerZipCode: '49628' })).resolves.toMatchObject({
      ok: false,
      error: { code: 'ORDER.PHONE_INVALID', details: { fields: ['phoneNumber'] } },
    });
    expect(stub.calls[0]!.url.search).toBe('?customerZipCode=49628');
    stub.on('POST', '/api/order/v0/an-us/orders/VT-2/sms-optins', apiError(400, 'CONSENT_REQUIRED', 'no', { fields: ['consent'] }));
    await expect(orders.optInSms('VT-2', { phoneNumber: '13125550188', dialingCodeCountryCode: 'US', consent: true, topics: ['ORDER_STATUS'] })).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.CONSENT_REQUIRED' } });
  });
});
