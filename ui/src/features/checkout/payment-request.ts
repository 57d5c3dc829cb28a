import {
  CHECKOUT_CONNECTION_LOST,
  domainError,
  err,
  ok,
  type CardEncryptor,
  type DomainError,
  type PaymentKeyGateway,
  type PaymentRequest,
  type RedirectPaymentType,
  type Result,
} from '@vitrine/core';
import { digitsOf, expiryOf, type CardDraft } from './card-rules';

/**
 * From the payment form to core's PaymentRequest (docs/checkout-api.md "Payment"; decision
 * 0112: `payment.submit` carries a new card already encrypted; decision 0118). The card number and
 * every security code are encrypted here with the PXP key (CardEncryptor, RSA with the key from
 * PaymentKeyGateway) — what leaves this function never holds them in clear.
 */

/** What the shopper chose on the payment step, in clear (browser memory only). */
export type PaymentChoice =
  | { readonly kind: 'saved-card'; readonly savedPaymentId: string; readonly securityCode: string | null }
  | { readonly kind: 'new-card'; readonly draft: CardDraft; readonly saveCard: boolean }
  | { readonly kind: 'gift-card'; readonly cardNumber: string; readonly pin: string }
  | { readonly kind: 'redirect'; readonly paymentType: RedirectPaymentType }
  | { readonly kind: 'rep-hold' };

/** The ports the encryption needs. */
export interface EncryptionPorts {
  readonly keys: PaymentKeyGateway;
  readonly encryptor: CardEncryptor;
}

const encryptionFailed = (error: DomainError) => domainError('CHECKOUT.CARD_INVALID', error.message, { reason: 'ENCRYPTION', code: error.code });

/**
 * Builds the request of a choice. Cards: fetches the PXP key (`fresh` skips a cached one, after
 * ENCRYPTION_KEY_EXPIRED) and encrypts the number's digits and the security code; a saved card
 * sends its encrypted security code only when one was typed (a card that needsVerification).
 * `returnUrl` is where a payment page (redirect method, 3-D Secure) sends the browser back to.
 * Errors: CHECKOUT.CARD_INVALID (details.reason 'ENCRYPTION') when encryption fails,
 * CHECKOUT.CONNECTION_LOST when the key cannot be fetched. Never throws.
 */
export async function paymentRequestOf(choice: PaymentChoice, ports: EncryptionPorts, returnUrl: string, fresh = false): Promise<Result<PaymentRequest, DomainError>> {
  switch (choice.kind) {
    case 'gift-card':
      return ok({ kind: 'gift-card', cardNumber: digitsOf(choice.cardNumber), pin: choice.pin.trim() });
    case 'redirect':
      return ok({ kind: 'redirect', paymentType: choice.paymentType, returnUrl });
    case 'rep-hold':
      return ok({ kind: 'rep-hold' });
    default:
      break;
  }
  let key;
  try {
    key = await ports.keys.getKey({ fresh });
  } catch (error) {
    return err(domainError(CHECKOUT_CONNECTION_LOST, error instanceof Error ? error.message : 'The payment key could not be fetched'));
  }
  if (choice.kind === 'saved-card') {
    if (choice.securityCode === null) return ok({ kind: 'saved-card', savedPaymentId: choice.savedPaymentId, returnUrl });
    const encrypted = await ports.encryptor.encryptSecurityCode(choice.securityCode, key);
    if (!encrypted.ok) return err(encryptionFailed(encrypted.error));
    return ok({ kind: 'saved-card', savedPaymentId: choice.savedPaymentId, securityCode: encrypted.value, returnUrl });
  }
  const expiry = expiryOf(choice.draft);
  if (!expiry) return err(domainError('CHECKOUT.CARD_INVALID', 'The expiration date is not MM/YY', { reason: 'EXPIRY' }));
  const encrypted = await ports.encryptor.encryptCard({ cardNumber: digitsOf(choice.draft.cardNumber), securityCode: choice.draft.securityCode.trim() }, key);
  if (!encrypted.ok) return err(encryptionFailed(encrypted.error));
  return ok({
    kind: 'new-card',
    card: encrypted.value,
    expirationMonth: expiry.month,
    expirationYear: expiry.year,
    nameOnCard: choice.draft.nameOnCard.trim(),
    ...(choice.saveCard ? { saveCard: true } : {}),
    returnUrl,
  });
}
