import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailboxResponseDto, OrderDto, OrderPaymentsDto, SmsOptInDto } from '@vitrine/contract';
import { clearCheckouts, CURRENT, encryptedCard, ORDERS, readyForPayment, signIn, SITE } from './checkout-test-support.js';
import { SandboxHarness } from './sandbox-harness.js';

/** Order payments and SMS opt-ins (shell-and-account.md §2 /order-payments, §7 …/orders/{id}/sms-optins; decisions 0265, 0266). */

const ORDER_API = `/api/order/v0/${SITE}/orders`;
const DAY = 24 * 60 * 60 * 1000;

describe('order care API', () => {
  let h: SandboxHarness;
  let orderNumber: string;
  let total: number;
  beforeAll(async () => {
    h = await SandboxHarness.open();
    h.now = Date.UTC(2026, 10, 23, 10);
    await clearCheckouts(h.db);
    await readyForPayment(h, h.db);
    await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'CREDIT_CARD', creditCard: await encryptedCard(h, '4111111111111111') });
    const placed = await h.json<OrderDto>('POST', ORDERS, {}, { 'idempotency-key': 'order-care' });
    expect(placed.status).toBe(201);
    orderNumber = placed.body.orderNumber;
    total = Math.round(placed.body.totals.total * 100);
  });
  afterAll(async () => h?.close());
  beforeEach(() => h.clearCookies());

  const mailbox = async (to: string) => (await h.json<MailboxResponseDto>('GET', `/api/__sandbox/mailbox?to=${encodeURIComponent(to)}`)).body.messages;

  describe('GET …/orders/{orderNumber}/payments', () => {
    it('answers the owner the card tender for the order total in minor units, never a card number', async () => {
      await signIn(h);
      const res = await h.json<OrderPaymentsDto>('GET', `${ORDER_API}/${orderNumber}/payments`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        orderNumber,
        orderStatus: 'PLACED',
        placedAt: Date.UTC(2026, 10, 23, 10),
        currencyCode: 'USD',
        totalMinor: total,
        tenders: [{ tenderId: `${orderNumber}-1`, paymentType: 'CREDIT_CARD', cardType: 'VISA', lastFourDigits: '1111', giftCardMaskedNumber: null, amountMinor: total, status: 'AUTHORIZED', refunds: [] }],
      });
      expect(JSON.stringify(res.body)).not.toContain('4111111111111111');
    });

    it('lets a guest read it with the shipping ZIP code; a wrong ZIP is 404 ORDER_NOT_FOUND, none is 403 SCOPE_REQUIRED', async () => {
      expect((await h.json<OrderPaymentsDto>('GET', `${ORDER_API}/${orderNumber}/payments?customerZipCode=49628`)).body.orderNumber).toBe(orderNumber);
      const wrong = await h.json('GET', `${ORDER_API}/${orderNumber}/payments?customerZipCode=99999`);
      expect([wrong.status, wrong.body.code]).toEqual([404, 'ORDER_NOT_FOUND']);
      const none = await h.json('GET', `${ORDER_API}/${orderNumber}/payments`);
      expect([none.status, none.body.code, none.body.details]).toEqual([403, 'SCOPE_REQUIRED', { requiredScope: 'AUTHORIZED' }]);
      const unknown = await h.json('GET', `${ORDER_API}/VT-1999-000001/payments?customerZipCode=49628`);
      expect(unknown.status).toBe(404);
    });

    it('lists a return’s refund on the tender and marks it partially refunded', async () => {
      await h.db.query(
        `insert into order_return (return_number, order_number, site_id, customer_profile_id, created_at, method, lines, refund_total_minor, currency)
         select 'RT-2026-000900', order_number, site_id, customer_profile_id, $2, '{}'::jsonb, '[]'::jsonb, 1500, currency from customer_order where order_number = $1`,
        [orderNumber, new Date(h.now + DAY)],
      );
      const tender = (await h.json<OrderPaymentsDto>('GET', `${ORDER_API}/${orderNumber}/payments?customerZipCode=49628`)).body.tenders[0]!;
      expect(tender.status).toBe('PARTIALLY_REFUNDED');
      expect(tender.refunds).toEqual([{ refundId: 'RT-2026-000900', amountMinor: 1500, refundedAt: h.now + DAY, reason: 'RETURN' }]);
      await h.db.query(`delete from order_return where return_number = 'RT-2026-000900'`);
    });
  });

  describe('POST …/orders/{orderNumber}/sms-optins', () => {
    const body = { phoneNumber: '13125550188', dialingCodeCountryCode: 'US', consent: true, topics: ['ORDER_STATUS'] };

    it('keeps the opt-in and texts a confirmation to the phone’s digits (the sandbox mailbox)', async () => {
      await signIn(h);
      const res = await h.json<SmsOptInDto>('POST', `${ORDER_API}/${orderNumber}/sms-optins`, body);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ orderNumber, phoneNumber: '13125550188', topics: ['ORDER_STATUS'], consentedAt: h.now });
      expect(res.body.optInId).toMatch(/^sms-/);
      const [message] = (await mailbox('13125550188')).slice(-1);
      expect(message!.body).toContain(`order ${orderNumber}`);
      expect(message!.subject).toBe(`Text updates for order ${orderNumber}`);
      // A repeat updates the same opt-in.
      h.now += 1000;
      const again = await h.json<SmsOptInDto>('POST', `${ORDER_API}/${orderNumber}/sms-optins`, body);
      expect(again.body.optInId).toBe(res.body.optInId);
      expect(again.body.consentedAt).toBe(h.now);
      const rows = await h.db.query<{ n: number }>('select count(*)::int as n from order_sms_optin where order_number = $1', [orderNumber]);
      expect(rows[0]!.n).toBe(1);
    });

    it('refuses a number that is not 7-15 digits (PHONE_INVALID) and a missing consent (CONSENT_REQUIRED), storing nothing', async () => {
      await signIn(h);
      for (const phoneNumber of ['(312) 555-0188', '12345', '1234567890123456']) {
        const res = await h.json('POST', `${ORDER_API}/${orderNumber}/sms-optins`, { ...body, phoneNumber: phoneNumber });
        expect([res.status, res.body.code, res.body.details]).toEqual([400, 'PHONE_INVALID', { fields: ['phoneNumber'] }]);
      }
      const noConsent = await h.json('POST', `${ORDER_API}/${orderNumber}/sms-optins`, { ...body, phoneNumber: '14155550100', consent: false });
      expect([noConsent.status, noConsent.body.code, noConsent.body.details]).toEqual([400, 'CONSENT_REQUIRED', { fields: ['consent'] }]);
      expect(await mailbox('14155550100')).toEqual([]);
      const malformed = await h.json('POST', `${ORDER_API}/${orderNumber}/sms-optins`, { phoneNumber: '14155550100' });
      expect([malformed.status, malformed.body.code]).toEqual([400, 'INVALID_REQUEST']);
    });

    it('lets a guest opt in with the order’s ZIP code only', async () => {
      const refused = await h.json('POST', `${ORDER_API}/${orderNumber}/sms-optins`, { ...body, phoneNumber: '14155550111' });
      expect(refused.status).toBe(403);
      const wrongZip = await h.json('POST', `${ORDER_API}/${orderNumber}/sms-optins?customerZipCode=10001`, { ...body, phoneNumber: '14155550111' });
      expect(wrongZip.status).toBe(404);
      const ok = await h.json<SmsOptInDto>('POST', `${ORDER_API}/${orderNumber}/sms-optins?customerZipCode=49628`, { ...body, phoneNumber: '14155550111' });
      expect(ok.status).toBe(201);
      expect(await mailbox('14155550111')).toHaveLength(1);
    });
  });
});
