import type { Result } from '../../shared/result.js';
import type { EncryptedCard } from '../domain/checkout.js';
import type { CardEncryptionError } from '../domain/checkout.errors.js';
import type { PaymentEncryptionKey } from '../domain/payment-key.js';

/**
 * A new card sealed where it was typed: the number and security code encrypted with the PXP key
 * (shell-and-account.md §7 "The card number is encrypted client-side with RSA using the fetched
 * key"), with the fields that may travel in clear. Holds no clear number or security code.
 */
export interface SealedCard {
  /** The encrypted number and security code, and the key's id. */
  readonly card: EncryptedCard;
  /** 1..12. */
  readonly expirationMonth: number;
  /** Four digits. */
  readonly expirationYear: number;
  readonly nameOnCard: string;
}

/**
 * Port: the isolated card fields (decision 0460, the card frame) that encrypt the card they hold
 * with the key they are given, so the page that asks never reads the clear number. One sealer per
 * card form; it may be asked again with a fresh key after CHECKOUT.ENCRYPTION_KEY_EXPIRED.
 */
export interface CardSealer {
  /**
   * Encrypts the held card's number and security code with `key` (PEM and encryptionId).
   * Resolves with the sealed card, or CARD_ENCRYPTION.INPUT_INVALID (the fields do not pass their
   * checks), CARD_ENCRYPTION.KEY_INVALID (the PEM cannot be read) or CARD_ENCRYPTION.FAILED (no
   * answer from the fields, or the encryption failed). Never rejects; never returns clear values.
   */
  seal(key: PaymentEncryptionKey): Promise<Result<SealedCard, CardEncryptionError>>;
}

/** A saved card's security code sealed where it was typed: the code encrypted with the PXP key, and the key's id. */
export interface SealedSecurityCode {
  /** The RSA ciphertext (base64) of the code's digits. */
  readonly encrypted: string;
  readonly encryptionId: string;
}

/**
 * Port: the card frame in its security-code mode (decision 0436): it holds only a saved card's
 * security code (CVV/CVC, 4 digits for Amex, 3 otherwise) and encrypts it with the key it is given,
 * so the page that asks never reads the code (shell-and-account.md §7 POST
 * /me/payments/{id}/verification). It may be asked again with a fresh key after
 * PAYMENT.ENCRYPTION_KEY_EXPIRED.
 */
export interface SecurityCodeSealer {
  /**
   * Encrypts the held security code with `key` (PEM and encryptionId). Resolves with the sealed
   * code, or CARD_ENCRYPTION.INPUT_INVALID (the code does not pass its check for the card's brand),
   * CARD_ENCRYPTION.KEY_INVALID (the PEM cannot be read) or CARD_ENCRYPTION.FAILED (no answer from
   * the frame, or the encryption failed). Never rejects; never returns the clear code.
   */
  seal(key: PaymentEncryptionKey): Promise<Result<SealedSecurityCode, CardEncryptionError>>;
}
