import { describe, expect, it } from 'vitest';
import { paymentIntentOf } from '../../../../ui/src/features/checkout/payment-request';

const returnUrl = 'https://shop.example/checkout/payment';
const draft = { nameOnCard: ' Ada Lovelace ', cardNumber: '4111 1111 1111 1111', expiry: '04/29', securityCode: ' 123 ' };

describe('the payment form’s intents (docs/checkout-api.md "Payment"; decisions 0112, 0118, 0136)', () => {
  it('a new card is card.submit with its digits, trimmed code and name, the expiry parsed and the return URL (the machine’s actor encrypts it)', () => {
    expect(paymentIntentOf({ kind: 'new-card', draft, saveCard: true }, returnUrl)).toEqual({
      type: 'card.submit',
      card: { kind: 'new-card', cardNumber: '4111111111111111', securityCode: '123', expirationMonth: 4, expirationYear: 2029, nameOnCard: 'Ada Lovelace', saveCard: true, returnUrl },
    });
    expect(paymentIntentOf({ kind: 'new-card', draft, saveCard: false }, returnUrl)).not.toHaveProperty('card.saveCard');
  });

  it('a new card whose expiry is not MM/YY gives no intent', () => {
    expect(paymentIntentOf({ kind: 'new-card', draft: { ...draft, expiry: '13/29' }, saveCard: false }, returnUrl)).toBeNull();
  });

  it('a saved card is card.submit with its security code when one was typed', () => {
    expect(paymentIntentOf({ kind: 'saved-card', savedPaymentId: 'pay-1', securityCode: '1234' }, returnUrl)).toEqual({ type: 'card.submit', card: { kind: 'saved-card', savedPaymentId: 'pay-1', securityCode: '1234', returnUrl } });
    expect(paymentIntentOf({ kind: 'saved-card', savedPaymentId: 'pay-1', securityCode: null }, returnUrl)).toEqual({ type: 'card.submit', card: { kind: 'saved-card', savedPaymentId: 'pay-1', securityCode: null, returnUrl } });
  });

  it('gift card, redirect methods and rep hold are payment.submit with their request', () => {
    expect(paymentIntentOf({ kind: 'gift-card', cardNumber: '6006 4910 0000 0001', pin: ' 1234 ' }, returnUrl)).toEqual({ type: 'payment.submit', request: { kind: 'gift-card', cardNumber: '6006491000000001', pin: '1234' } });
    expect(paymentIntentOf({ kind: 'redirect', paymentType: 'PAYPAL' }, returnUrl)).toEqual({ type: 'payment.submit', request: { kind: 'redirect', paymentType: 'PAYPAL', returnUrl } });
    expect(paymentIntentOf({ kind: 'rep-hold' }, returnUrl)).toEqual({ type: 'payment.submit', request: { kind: 'rep-hold' } });
  });
});
