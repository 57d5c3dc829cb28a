import { describe, expect, it, vi } from 'vitest';
import type { CardSealer } from '@vitrine/core';
import { paymentIntentOf } from '../../../../ui/src/features/checkout/payment-request';

const returnUrl = 'https://shop.example/checkout/payment';
/** The card frame's sealer (decision 0460): the page holds it, never the number. */
const sealer: CardSealer = { seal: vi.fn() };
const summary = { cardType: 'VISA', lastFourDigits: '1111', expirationMonth: 4, expirationYear: 2029 };

describe('the payment form’s intents (docs/checkout-api.md "Payment"; decisions 0112, 0118, 0136, 0460)', () => {
  it('a new card in the card frame is card.submit with the frame’s sealer, the expiry it reported and the return URL (the machine’s actor has the frame encrypt it)', () => {
    expect(paymentIntentOf({ kind: 'framed-card', sealer, summary, saveCard: true }, returnUrl)).toEqual({
      type: 'card.submit',
      card: { kind: 'sealed-card', sealer, expirationMonth: 4, expirationYear: 2029, saveCard: true, returnUrl },
    });
    expect(paymentIntentOf({ kind: 'framed-card', sealer, summary, saveCard: false }, returnUrl)).not.toHaveProperty('card.saveCard');
    expect(sealer.seal).not.toHaveBeenCalled();
  });

  it('a saved card is card.submit with the sealer of the frame holding its security code when it needs one, never a clear code (decision 0436)', () => {
    const codeSealer = { seal: vi.fn() };
    expect(paymentIntentOf({ kind: 'saved-card', savedPaymentId: 'pay-1', codeSealer }, returnUrl)).toEqual({ type: 'card.submit', card: { kind: 'saved-card', savedPaymentId: 'pay-1', securityCode: null, codeSealer, returnUrl } });
    expect(paymentIntentOf({ kind: 'saved-card', savedPaymentId: 'pay-1', codeSealer: null }, returnUrl)).toEqual({ type: 'card.submit', card: { kind: 'saved-card', savedPaymentId: 'pay-1', securityCode: null, returnUrl } });
    expect(codeSealer.seal).not.toHaveBeenCalled();
  });


  it('gift card, redirect methods and rep hold are payment.submit with their request', () => {
    expect(paymentIntentOf({ kind: 'gift-card', cardNumber: '6006 4910 0000 0001', pin: ' 1234 ' }, returnUrl)).toEqual({ type: 'payment.submit', request: { kind: 'gift-card', cardNumber: '6006491000000001', pin: '1234' } });
    expect(paymentIntentOf({ kind: 'redirect', paymentType: 'PAYPAL' }, returnUrl)).toEqual({ type: 'payment.submit', request: { kind: 'redirect', paymentType: 'PAYPAL', returnUrl } });
    expect(paymentIntentOf({ kind: 'rep-hold' }, returnUrl)).toEqual({ type: 'payment.submit', request: { kind: 'rep-hold' } });
  });
});
