import { describe, expect, it } from 'vitest';
import { checkSmsOptIn, maskedTenderNumber, money, paymentTotals, type OrderPayments, type OrderTender } from '@vitrine/core';

/** Order payments and SMS opt-in rules (shell-and-account.md §2 "Order payments", §7 sms-optins; decisions 0265, 0266). */

const tender = (over: Partial<OrderTender> = {}): OrderTender => ({
  tenderId: 'T-1',
  paymentType: 'CREDIT_CARD',
  cardType: 'VISA',
  lastFourDigits: '1111',
  giftCardMaskedNumber: null,
  amount: money(5000, 'USD'),
  status: 'CAPTURED',
  refunds: [],
  ...over,
});
const payments = (tenders: OrderTender[]): OrderPayments => ({ orderNumber: 'VT-1', orderStatus: 'SHIPPED', placedAt: 0, total: money(8000, 'USD'), tenders });

describe('paymentTotals', () => {
  it('sums charged and refunded across tenders and nets them', () => {
    const totals = paymentTotals(
      payments([
        tender({ refunds: [{ refundId: 'RT-1', amount: money(1250, 'USD'), refundedAt: 1, reason: 'RETURN' }] }),
        tender({ tenderId: 'T-2', paymentType: 'GIFT_CARD', amount: money(3000, 'USD'), refunds: [{ refundId: 'RT-2', amount: money(500, 'USD'), refundedAt: 2, reason: 'RETURN' }] }),
      ]),
    );
    expect(totals).toEqual({ charged: money(8000, 'USD'), refunded: money(1750, 'USD'), net: money(6250, 'USD') });
  });

  it('is zero for no tenders and never nets below zero', () => {
    expect(paymentTotals(payments([]))).toEqual({ charged: money(0, 'USD'), refunded: money(0, 'USD'), net: money(0, 'USD') });
    const over = tender({ amount: money(100, 'USD'), refunds: [{ refundId: 'RT-1', amount: money(150, 'USD'), refundedAt: 1, reason: 'RETURN' }] });
    expect(paymentTotals(payments([over])).net).toEqual(money(0, 'USD'));
  });

  it('throws on a tender in another currency (a bug)', () => {
    expect(() => paymentTotals(payments([tender({ amount: money(1, 'EUR') })]))).toThrow(RangeError);
  });
});

describe('maskedTenderNumber', () => {
  it('shows a card’s last four behind dots, a gift card’s masked number as given, else null', () => {
    expect(maskedTenderNumber({ lastFourDigits: '4242', giftCardMaskedNumber: null })).toBe('•••• 4242');
    expect(maskedTenderNumber({ lastFourDigits: null, giftCardMaskedNumber: '•••• •••• •••• 0042' })).toBe('•••• •••• •••• 0042');
    expect(maskedTenderNumber({ lastFourDigits: null, giftCardMaskedNumber: null })).toBeNull();
  });

  it('never shows a malformed last-four value', () => {
    expect(maskedTenderNumber({ lastFourDigits: '4111111111111111', giftCardMaskedNumber: null })).toBeNull();
  });
});

describe('checkSmsOptIn', () => {
  it('answers the request body for order-status texts', () => {
    expect(checkSmsOptIn({ phoneDigits: '13125550188', dialingCodeCountryCode: 'US', consent: true })).toEqual({
      ok: true,
      value: { phoneNumber: '13125550188', dialingCodeCountryCode: 'US', consent: true, topics: ['ORDER_STATUS'] },
    });
  });

  it('refuses an unreadable or wrong-length number with PHONE_INVALID', () => {
    for (const phoneDigits of [null, '123456', '1234567890123456', '312-555']) {
      expect(checkSmsOptIn({ phoneDigits, dialingCodeCountryCode: 'US', consent: true })).toMatchObject({ ok: false, error: { code: 'ORDER.PHONE_INVALID', details: { fields: ['phoneNumber'] } } });
    }
  });

  it('refuses a missing consent with CONSENT_REQUIRED, and reports both fields together', () => {
    expect(checkSmsOptIn({ phoneDigits: '13125550188', dialingCodeCountryCode: 'US', consent: false })).toMatchObject({ ok: false, error: { code: 'ORDER.CONSENT_REQUIRED', details: { fields: ['consent'] } } });
    expect(checkSmsOptIn({ phoneDigits: null, dialingCodeCountryCode: 'US', consent: false })).toMatchObject({ ok: false, error: { code: 'ORDER.PHONE_INVALID', details: { fields: ['phoneNumber', 'consent'] } } });
  });
});
