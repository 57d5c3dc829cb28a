import { domainError } from '../../shared/domain-error.js';
import { err, type Result } from '../../shared/result.js';
import type { Address } from '../../checkout/domain/address.js';
import type { SavedPayment } from '../../checkout/domain/saved-payment.js';
import type { SavedPaymentError, SavedPaymentErrorCode } from '../../checkout/domain/checkout.errors.js';
import type { CardSealer, SecurityCodeSealer } from '../../checkout/ports/card-sealer.port.js';
import type { PaymentKeyGateway } from '../../checkout/ports/payment-key-gateway.port.js';
import type { SavedPaymentsGateway } from '../../checkout/ports/saved-payments-gateway.port.js';

/**
 * Use cases "save a card" and "verify a saved card" of the account's payment methods
 * (shell-and-account.md §3 "Payment", §7 POST /me/payments paymentType CREDIT_CARD + visible, POST
 * /me/payments/{id}/verification, "The card number is encrypted client-side with RSA using the
 * fetched key, and the gateway becomes PXP"; decisions 0183, 0460, 0435). A new card is sealed
 * where it was typed (the card frame's CardSealer, exactly as checkout's 'sealed-card'): the page
 * and these use cases hold only ciphertexts. The PXP key comes from PaymentKeyGateway; one fresh key
 * and one resend when the server answers PAYMENT.ENCRYPTION_KEY_EXPIRED. A saved card's security
 * code for verification is sealed in the card frame too (its security-code mode, decision 0436).
 */

/** The ports the use cases call. */
export interface SaveCardPorts {
  readonly keys: PaymentKeyGateway;
  readonly payments: Pick<SavedPaymentsGateway, 'addCard' | 'verify'>;
}

/**
 * A new card held by the card frame (decision 0460): its sealer encrypts number and security code
 * with the key it is given and tells expiry and name; no clear value is here.
 */
export interface NewCardToSave {
  readonly sealer: CardSealer;
  /** A saved address's id, or a new billing address. */
  readonly billing: { readonly addressId: string } | { readonly address: Address };
  /** Offered at checkout (§3 Payment.visible); default true. */
  readonly visible?: boolean;
}

/** PAYMENT.CARD_INVALID (details.reason 'ENCRYPTION', details.code the encryptor's or sealer's) when it refuses. */
function refused(code: string, message: string): SavedPaymentError {
  return domainError<SavedPaymentErrorCode>('PAYMENT.CARD_INVALID', message, { reason: 'ENCRYPTION', code });
}

/** Runs `send(fresh)` and, on PAYMENT.ENCRYPTION_KEY_EXPIRED, once more with a fresh key. */
async function withKeyRetry(send: (fresh: boolean) => Promise<Result<SavedPayment, SavedPaymentError>>): Promise<Result<SavedPayment, SavedPaymentError>> {
  const first = await send(false);
  return !first.ok && first.error.code === 'PAYMENT.ENCRYPTION_KEY_EXPIRED' ? send(true) : first;
}

/**
 * Saves a new card: key → `card.sealer.seal(key)` → `payments.addCard({ encryptedCardNumber,
 * encryptedSecurityCode, encryptionId, expirationMonth, expirationYear, nameOnCard, billing,
 * visible })` with the sealed card's ciphertexts, expiry and name (the form the checkout's
 * 'sealed-card' sends). Resolves with addCard's Result: the saved payment (verified when the
 * security code was sealed with it), or PAYMENT.CARD_INVALID, CARD_EXPIRED, ADDRESS_INVALID,
 * DECRYPTION_FAILED, SIGN_IN_REQUIRED … (a second ENCRYPTION_KEY_EXPIRED is returned as it is);
 * PAYMENT.CARD_INVALID with details.reason 'ENCRYPTION' and details.code the sealer's
 * (CARD_ENCRYPTION.INPUT_INVALID, KEY_INVALID, FAILED) when the sealer refuses (nothing is sent).
 * Rejects with what the ports throw (transport faults, a 500).
 */
export function saveNewCard(ports: Pick<SaveCardPorts, 'keys' | 'payments'>, card: NewCardToSave): Promise<Result<SavedPayment, SavedPaymentError>> {
  return withKeyRetry(async (fresh) => {
    const sealed = await card.sealer.seal(await ports.keys.getKey({ fresh }));
    if (!sealed.ok) return err(refused(sealed.error.code, sealed.error.message));
    const { card: encrypted, expirationMonth, expirationYear, nameOnCard } = sealed.value;
    return ports.payments.addCard({
      encryptedCardNumber: encrypted.encryptedCardNumber,
      encryptedSecurityCode: encrypted.encryptedSecurityCode,
      encryptionId: encrypted.encryptionId,
      expirationMonth,
      expirationYear,
      nameOnCard,
      billing: card.billing,
      visible: card.visible ?? true,
    });
  });
}

/**
 * Verifies a saved card that needsVerification with its security code, sealed in the card frame
 * (decision 0436): key → `sealer.seal(key)` → `payments.verify(id, { encrypted, encryptionId })`,
 * with the same one retry (sealed again with a fresh key) on PAYMENT.ENCRYPTION_KEY_EXPIRED.
 * Resolves with the card (needsVerification false) or verify's error (PAYMENT.CARD_INVALID for a
 * wrong code, DECRYPTION_FAILED, NOT_FOUND …); PAYMENT.CARD_INVALID with details.reason
 * 'ENCRYPTION' and details.code the sealer's when the sealer refuses (nothing is sent). Rejects
 * with what the ports throw (transport faults, a 500).
 */
export function verifySavedCard(ports: SaveCardPorts, paymentId: string, sealer: SecurityCodeSealer): Promise<Result<SavedPayment, SavedPaymentError>> {
  return withKeyRetry(async (fresh) => {
    const sealed = await sealer.seal(await ports.keys.getKey({ fresh }));
    if (!sealed.ok) return err(refused(sealed.error.code, sealed.error.message));
    return ports.payments.verify(paymentId, sealed.value);
  });
}
