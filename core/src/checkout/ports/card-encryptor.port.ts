import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { EncryptedCard } from '../domain/checkout.js';
import type { CardEncryptionError } from '../domain/checkout.errors.js';
import type { PaymentEncryptionKey } from '../domain/payment-key.js';

/**
 * Port: encrypts card data in the browser so the number never leaves it in clear
 * (shell-and-account.md §7 "The card number is encrypted client-side with RSA using the fetched
 * key, and the gateway becomes PXP"). Implemented by JsEncryptCardEncryptor (jsencrypt, RSA
 * PKCS#1 v1.5, base64) and a fake in memory.
 */
export interface CardEncryptor {
  /**
   * Encrypts the card number's digits (spaces and dashes are dropped first) and, when given, the
   * security code's digits with `key.pem`; the result carries `key.encryptionId`.
   * Errors: CARD_ENCRYPTION.INPUT_INVALID (no digits, or a number outside 12..19 digits, or a
   * security code outside 3..4 digits), CARD_ENCRYPTION.KEY_INVALID (the PEM cannot be read),
   * CARD_ENCRYPTION.FAILED. Never throws for bad input; never logs the input.
   */
  encryptCard(input: { readonly cardNumber: string; readonly securityCode?: string }, key: PaymentEncryptionKey): Promise<Result<EncryptedCard, CardEncryptionError>>;

  /** Encrypts a security code alone (saved-card verification). Same errors as encryptCard. */
  encryptSecurityCode(securityCode: string, key: PaymentEncryptionKey): Promise<Result<{ readonly encrypted: string; readonly encryptionId: string }, CardEncryptionError>>;
}
export const CardEncryptor = token<CardEncryptor>('CardEncryptor');
