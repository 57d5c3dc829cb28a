import { describe, expect, it } from 'vitest';
import { checkCardPayment, checkPaymentRequest, offeredPaymentOptions, orderIdempotencyKey, paymentRequestMethodType, type PaymentContext } from '@vitrine/core';
import { checkoutSamples } from '@vitrine/core/testing';

const { SAMPLE_PAYMENT_METHODS: methods, SAMPLE_SAVED_CARDS: cards, SAMPLE_PAYMENT_REQUESTS: requests, SAMPLE_CARD_PAYMENTS: clearCards, SAMPLE_TODAY: today } = checkoutSamples;
const savedPayments = [cards.visa, cards.expiredMastercard, cards.unverifiedAmex];
const shopper: PaymentContext = { currency: 'USD', language: 'en-US', callCenter: false, applePay: null };
const agent: PaymentContext = { ...shopper, callCenter: true };
const types = (context: PaymentContext) => offeredPaymentOptions(methods, savedPayments, context, today).methods.map((m) => m.methodType);

describe('offeredPaymentOptions (shell §4, §5)', () => {
  it('offers a shopper the active methods of the currency and language, without rep hold or Apple Pay without the capability', () => {
    expect(types(shopper)).toEqual(['CREDIT_CARD', 'GIFT_CARD', 'PAYPAL', 'KLARNA']);
  });

  it('offers Apple Pay with session version 3 and can-make-payments only', () => {
    expect(types({ ...shopper, applePay: { supportsVersion3: true, canMakePayments: true } })).toContain('APPLE_PAY');
    expect(types({ ...shopper, applePay: { supportsVersion3: true, canMakePayments: false } })).not.toContain('APPLE_PAY');
  });

  it('drops a method excluded for the language or not charging the currency', () => {
    expect(types({ ...shopper, language: 'fr-CA', currency: 'CAD' })).toEqual(['CREDIT_CARD', 'GIFT_CARD', 'PAYPAL']);
  });

  it('offers a call-centre agent exactly credit card, gift card and rep hold', () => {
    expect(types(agent)).toEqual(['CREDIT_CARD', 'GIFT_CARD', 'CC_REP_HOLD']);
  });

  it('lists every saved card with its expiry judged by isCardExpired', () => {
    const options = offeredPaymentOptions(methods, savedPayments, shopper, today);
    expect(options.savedCards.map((card) => [card.payment.card.lastFourDigits, card.expired])).toEqual([
      ['1111', false],
      ['4444', true],
      ['0005', false],
    ]);
  });

  it('lists no saved card when cards are not offered, and only credit cards', () => {
    expect(offeredPaymentOptions(methods.filter((m) => m.methodType !== 'CREDIT_CARD'), savedPayments, shopper, today).savedCards).toEqual([]);
    const notACard = { ...cards.visa, id: 'pay-x', paymentType: 'GIFT_CARD' };
    expect(offeredPaymentOptions(methods, [notACard], shopper, today).savedCards).toEqual([]);
  });
});

describe('paymentRequestMethodType', () => {
  it('maps each request to its method type', () => {
    expect(Object.values(requests).map(paymentRequestMethodType)).toEqual([
      'CREDIT_CARD',
      'CREDIT_CARD',
      'CREDIT_CARD',
      'CREDIT_CARD',
      'CREDIT_CARD',
      'GIFT_CARD',
      'CC_REP_HOLD',
      'PAYPAL',
      'APPLE_PAY',
    ]);
  });
});

describe('checkPaymentRequest (decision 0112)', () => {
  const shopperOptions = offeredPaymentOptions(methods, savedPayments, shopper, today);
  const agentOptions = offeredPaymentOptions(methods, savedPayments, agent, today);
  const code = (result: ReturnType<typeof checkPaymentRequest>) => (result.ok ? 'ok' : result.error.code);

  it('accepts a usable saved card, a new card, a gift card and PayPal from a shopper', () => {
    for (const request of [requests.savedCard, requests.newCard, requests.giftCard, requests.paypal]) {
      expect(checkPaymentRequest(request, shopperOptions, today)).toEqual({ ok: true, value: request });
    }
  });

  it('refuses an expired saved card and an expired new card', () => {
    expect(code(checkPaymentRequest(requests.expiredSavedCard, shopperOptions, today))).toBe('CHECKOUT.CARD_EXPIRED');
    expect(code(checkPaymentRequest(requests.expiredNewCard, shopperOptions, today))).toBe('CHECKOUT.CARD_EXPIRED');
  });

  it('asks for the security code of a card that needs verification', () => {
    expect(code(checkPaymentRequest(requests.unverifiedSavedCard, shopperOptions, today))).toBe('CHECKOUT.SECURITY_CODE_REQUIRED');
    const withCode = { ...requests.unverifiedSavedCard, securityCode: { encrypted: 'c2VjcmV0', encryptionId: 'pxp-1' } };
    expect(code(checkPaymentRequest(withCode, shopperOptions, today))).toBe('ok');
  });

  it('refuses a saved card that is not the customer’s', () => {
    expect(code(checkPaymentRequest({ kind: 'saved-card', savedPaymentId: 'pay-other' }, shopperOptions, today))).toBe('CHECKOUT.PAYMENT_NOT_FOUND');
  });

  it('refuses rep hold to a shopper and PayPal to an agent; accepts rep hold from an agent', () => {
    expect(code(checkPaymentRequest(requests.repHold, shopperOptions, today))).toBe('CHECKOUT.PAYMENT_METHOD_NOT_ALLOWED');
    expect(code(checkPaymentRequest(requests.paypal, agentOptions, today))).toBe('CHECKOUT.PAYMENT_METHOD_NOT_ALLOWED');
    expect(code(checkPaymentRequest(requests.repHold, agentOptions, today))).toBe('ok');
  });
});

describe('checkCardPayment: the same checks on a card still in clear (decisions 0112, 0136)', () => {
  const shopperOptions = offeredPaymentOptions(methods, savedPayments, shopper, today);
  const code = (result: ReturnType<typeof checkCardPayment>) => (result.ok ? 'ok' : result.error.code);

  it('accepts a new card, a usable saved card and a card that needs verification with its code', () => {
    for (const card of [clearCards.newCard, clearCards.savedCard, clearCards.verifiedSavedCard]) expect(checkCardPayment(card, shopperOptions, today)).toEqual({ ok: true, value: card });
  });

  it('refuses expired cards, a saved card without its needed code, and another customer’s card; the refusal holds no card number', () => {
    expect(code(checkCardPayment(clearCards.expiredNewCard, shopperOptions, today))).toBe('CHECKOUT.CARD_EXPIRED');
    expect(code(checkCardPayment(clearCards.expiredSavedCard, shopperOptions, today))).toBe('CHECKOUT.CARD_EXPIRED');
    expect(code(checkCardPayment(clearCards.unverifiedSavedCard, shopperOptions, today))).toBe('CHECKOUT.SECURITY_CODE_REQUIRED');
    const framedCode = { ...clearCards.unverifiedSavedCard, codeSealer: { seal: async () => ({ ok: true as const, value: { encrypted: 'c2VjcmV0', encryptionId: 'pxp-1' } }) } };
    expect(code(checkCardPayment(framedCode, shopperOptions, today))).toBe('ok');
    expect(code(checkCardPayment({ kind: 'saved-card', savedPaymentId: 'pay-other', securityCode: null }, shopperOptions, today))).toBe('CHECKOUT.PAYMENT_NOT_FOUND');
    expect(JSON.stringify(checkCardPayment(clearCards.expiredNewCard, shopperOptions, today))).not.toMatch(/4111/);
  });

  it('refuses any card when cards are not offered', () => {
    const noCards = { methods: shopperOptions.methods.filter((method) => method.methodType !== 'CREDIT_CARD'), savedCards: [] };
    expect(code(checkCardPayment(clearCards.newCard, noCards, today))).toBe('CHECKOUT.PAYMENT_METHOD_NOT_ALLOWED');
  });
});

describe('orderIdempotencyKey (decision 0113)', () => {
  it('is the checkout id and its last change: the same state gives the same key', () => {
    expect(orderIdempotencyKey({ checkoutId: 'chk-1001', updatedAt: 1_795_000_180_000 })).toBe('chk-1001:1795000180000');
    expect(orderIdempotencyKey({ checkoutId: 'chk-1001', updatedAt: 1_795_000_180_001 })).not.toBe(orderIdempotencyKey({ checkoutId: 'chk-1001', updatedAt: 1_795_000_180_000 }));
  });

  it('stays within the 100 characters the API accepts', () => {
    const key = orderIdempotencyKey({ checkoutId: 'c'.repeat(120), updatedAt: 1_795_000_180_000 });
    expect(key).toHaveLength(100);
    expect(key.endsWith(':1795000180000')).toBe(true);
  });
});
