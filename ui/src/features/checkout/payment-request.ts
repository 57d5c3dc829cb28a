import type { CardPayment, CardSealer, CheckoutEvent, RedirectPaymentType, SecurityCodeSealer } from '@vitrine/core';
import { digitsOf } from '../../components/card/card-rules';
import type { CardSummary } from '../../components/card/card-frame-protocol';

/**
 * From the payment form to the checkout machine's intent (docs/checkout-api.md "Payment";
 * decisions 0112, 0118, 0136, 0460): a new card becomes `card.submit` with the card frame's sealer
 * and the expiry it reported — the machine's `prepareCardPayment` actor fetches the PXP key and the
 * frame encrypts with it; the page never holds the number — a saved card `card.submit` with the
 * card frame holding its security code when it needs one (decision 0436), and every other method
 * `payment.submit` with its request.
 */

/** What the shopper chose on the payment step, in clear (browser memory only). */
export type PaymentChoice =
  | { readonly kind: 'saved-card'; readonly savedPaymentId: string; readonly codeSealer: SecurityCodeSealer | null }
  | { readonly kind: 'framed-card'; readonly sealer: CardSealer; readonly summary: CardSummary; readonly saveCard: boolean }
  | { readonly kind: 'gift-card'; readonly cardNumber: string; readonly pin: string }
  | { readonly kind: 'redirect'; readonly paymentType: RedirectPaymentType }
  | { readonly kind: 'rep-hold' };

/**
 * The event "Place order" sends for `choice`: `card.submit` for a new card in the card frame (its
 * sealer, the expiry of the frame's summary, `saveCard` when ticked) or a saved card (the sealer of
 * the frame holding its security code when it needs one; no clear code ever); `payment.submit` for a gift card (digits, trimmed PIN), a
 * redirect method or rep hold. `returnUrl` is where a payment page (redirect method, 3-D Secure)
 * sends the browser back to. Pure.
 */
export function paymentIntentOf(choice: PaymentChoice, returnUrl: string): CheckoutEvent {
  switch (choice.kind) {
    case 'gift-card':
      return { type: 'payment.submit', request: { kind: 'gift-card', cardNumber: digitsOf(choice.cardNumber), pin: choice.pin.trim() } };
    case 'redirect':
      return { type: 'payment.submit', request: { kind: 'redirect', paymentType: choice.paymentType, returnUrl } };
    case 'rep-hold':
      return { type: 'payment.submit', request: { kind: 'rep-hold' } };
    case 'saved-card':
      return { type: 'card.submit', card: { kind: 'saved-card', savedPaymentId: choice.savedPaymentId, securityCode: null, ...(choice.codeSealer ? { codeSealer: choice.codeSealer } : {}), returnUrl } };
    case 'framed-card': {
      const card: CardPayment = {
        kind: 'sealed-card',
        sealer: choice.sealer,
        expirationMonth: choice.summary.expirationMonth,
        expirationYear: choice.summary.expirationYear,
        ...(choice.saveCard ? { saveCard: true } : {}),
        returnUrl,
      };
      return { type: 'card.submit', card };
    }
  }
}
