import type { CardPayment, CheckoutEvent, RedirectPaymentType } from '@vitrine/core';
import { digitsOf, expiryOf, type CardDraft } from '../../components/card/card-rules';

/**
 * From the payment form to the checkout machine's intent (docs/checkout-api.md "Payment";
 * decisions 0112, 0118, 0136): a card becomes `card.submit` with its fields in clear — the
 * machine's `prepareCardPayment` actor fetches the PXP key and encrypts them before anything leaves
 * the browser — and every other method `payment.submit` with its request.
 */

/** What the shopper chose on the payment step, in clear (browser memory only). */
export type PaymentChoice =
  | { readonly kind: 'saved-card'; readonly savedPaymentId: string; readonly securityCode: string | null }
  | { readonly kind: 'new-card'; readonly draft: CardDraft; readonly saveCard: boolean }
  | { readonly kind: 'gift-card'; readonly cardNumber: string; readonly pin: string }
  | { readonly kind: 'redirect'; readonly paymentType: RedirectPaymentType }
  | { readonly kind: 'rep-hold' };

/**
 * The event "Place order" sends for `choice`: `card.submit` for a new card (the number's digits,
 * the trimmed security code and name, the expiry parsed from MM/YY, `saveCard` when ticked) or a
 * saved card (its security code when one was typed, else null); `payment.submit` for a gift card
 * (digits, trimmed PIN), a redirect method or rep hold. `returnUrl` is where a payment page
 * (redirect method, 3-D Secure) sends the browser back to. Null for a new card whose expiry is not
 * MM/YY (the form's checks refuse it first). Pure.
 */
export function paymentIntentOf(choice: PaymentChoice, returnUrl: string): CheckoutEvent | null {
  switch (choice.kind) {
    case 'gift-card':
      return { type: 'payment.submit', request: { kind: 'gift-card', cardNumber: digitsOf(choice.cardNumber), pin: choice.pin.trim() } };
    case 'redirect':
      return { type: 'payment.submit', request: { kind: 'redirect', paymentType: choice.paymentType, returnUrl } };
    case 'rep-hold':
      return { type: 'payment.submit', request: { kind: 'rep-hold' } };
    case 'saved-card':
      return { type: 'card.submit', card: { kind: 'saved-card', savedPaymentId: choice.savedPaymentId, securityCode: choice.securityCode, returnUrl } };
    case 'new-card': {
      const expiry = expiryOf(choice.draft);
      if (!expiry) return null;
      const card: CardPayment = {
        kind: 'new-card',
        cardNumber: digitsOf(choice.draft.cardNumber),
        securityCode: choice.draft.securityCode.trim(),
        expirationMonth: expiry.month,
        expirationYear: expiry.year,
        nameOnCard: choice.draft.nameOnCard.trim(),
        ...(choice.saveCard ? { saveCard: true } : {}),
        returnUrl,
      };
      return { type: 'card.submit', card };
    }
  }
}
