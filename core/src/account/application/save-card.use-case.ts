import { domainError } from '../../shared/domain-error.js';
import { err, type Result } from '../../shared/result.js';
import type { Address } from '../../checkout/domain/address.js';
import type { SavedPayment } from '../../checkout/domain/saved-payment.js';
import type { SavedPaymentError, SavedPaymentErrorCode } from '../../checkout/domain/checkout.errors.js';
import type { CardEncryptor } from '../../checkout/ports/card-encryptor.port.js';
import type { PaymentKeyGateway } from '../../checkout/ports/payment-key-gateway.port.js';
import type { SavedPaymentsGateway } from '../../checkout/ports/saved-payments-gateway.port.js';

/**
 * Use cases "save a card" and "verify a saved card" of the account's payment methods
 * (shell-and-account.md §3 "Payment", §7 POST /me/payments paymentType CREDIT_CARD + visible, POST
 * /me/payments/{id}/verification, "The card number is encrypted client-side with RSA using the
 * fetched key, and the gateway becomes PXP"; decision 0183). The card is encrypted exactly as the
 * checkout's prepareCardPayment does: the PXP key from PaymentKeyGateway, CardEncryptor in the
 * browser, one fresh key and one resend when the server answers PAYMENT.ENCRYPTION_KEY_EXPIRED.
 * The clear number and security code go from the form to the encryptor only.
 */

/** The ports the use cases call. */
export interface SaveCardPorts {
  readonly keys: PaymentKeyGateway;
  readonly encryptor: CardEncryptor;
  readonly payments: Pick<SavedPaymentsGateway, 'addCard' | 'verify'>;
}

/** A new card as the account's card form holds it (in clear, in the browser only). */
export interface NewCardToSave {
  /** As typed; spaces allowed. */
  readonly cardNumber: string;
  /** 1..12. */
  readonly expirationMonth: number;
  /** Four digits. */
  readonly expirationYear: number;
  readonly nameOnCard: string;
  /** A saved address's id, or a new billing address. */
  readonly billing: { readonly addressId: string } | { readonly address: Address };
  /** Offered at checkout (§3 Payment.visible); default true. */
  readonly visible?: boolean;
}

/** PAYMENT.CARD_INVALID (details.reason 'ENCRYPTION', details.code the encryptor's) when the encryptor refuses. */
function refused(code: string, message: string): SavedPaymentError {
  return domainError<SavedPaymentErrorCode>('PAYMENT.CARD_INVALID', message, { reason: 'ENCRYPTION', code });
}

/** Runs `send(fresh)` and, on PAYMENT.ENCRYPTION_KEY_EXPIRED, once more with a fresh key. */
async function withKeyRetry(send: (fresh: boolean) => Promise<Result<SavedPayment, SavedPaymentError>>): Promise<Result<SavedPayment, SavedPaymentError>> {
  const first = await send(false);
  return !first.ok && first.error.code === 'PAYMENT.ENCRYPTION_KEY_EXPIRED' ? send(true) : first;
}

/**
 * Saves a new card: key → encryptCard(number) → `payments.addCard({ encryptedCardNumber,
 * encryptionId, expirationMonth, expirationYear, nameOnCard, billing, visible })`. Resolves with
 * addCard's Result: the saved payment, or PAYMENT.CARD_INVALID, CARD_EXPIRED, ADDRESS_INVALID,
 * DECRYPTION_FAILED, SIGN_IN_REQUIRED … (a second ENCRYPTION_KEY_EXPIRED is returned as it is);
 * PAYMENT.CARD_INVALID with details.reason 'ENCRYPTION' when the encryptor refuses (nothing is
 * sent). Rejects with what the ports throw (transport faults, a 500).
 */
export function saveNewCard(ports: SaveCardPorts, card: NewCardToSave): Promise<Result<SavedPayment, SavedPaymentError>> {
  return withKeyRetry(async (fresh) => {
    const encrypted = await ports.encryptor.encryptCard({ cardNumber: card.cardNumber }, await ports.keys.getKey({ fresh }));
    if (!encrypted.ok) return err(refused(encrypted.error.code, encrypted.error.message));
    return ports.payments.addCard({
      encryptedCardNumber: encrypted.value.encryptedCardNumber,
      encryptionId: encrypted.value.encryptionId,
      expirationMonth: card.expirationMonth,
      expirationYear: card.expirationYear,
      nameOnCard: card.nameOnCard,
      billing: card.billing,
      visible: card.visible ?? true,
    });
  });
}

/**
 * Verifies a saved card that needsVerification with its security code: key →
 * encryptSecurityCode → `payments.verify(id, { encrypted, encryptionId })`, with the same one
 * retry on PAYMENT.ENCRYPTION_KEY_EXPIRED. Resolves with the card (needsVerification false) or
 * verify's error (PAYMENT.CARD_INVALID for a wrong code, NOT_FOUND …); PAYMENT.CARD_INVALID
 * with details.reason 'ENCRYPTION' when the encryptor refuses. Rejects on transport faults.
 */
export function verifySavedCard(ports: SaveCardPorts, paymentId: string, securityCode: string): Promise<Result<SavedPayment, SavedPaymentError>> {
  return withKeyRetry(async (fresh) => {
    const encrypted = await ports.encryptor.encryptSecurityCode(securityCode, await ports.keys.getKey({ fresh }));
    if (!encrypted.ok) return err(refused(encrypted.error.code, encrypted.error.message));
    return ports.payments.verify(paymentId, encrypted.value);
  });
}
