import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { SavedPaymentError } from '../domain/checkout.errors.js';
import type { NewSavedCard, SavedCardUpdate, SavedPayment } from '../domain/saved-payment.js';

/**
 * Port: the customer's saved payments (shell-and-account.md §3 "Payment", §7 /me/payments;
 * docs/checkout-api.md). Implemented by KySavedPaymentsGateway and InMemorySavedPayments. Reads
 * need REGISTERED, writes AUTHORIZED (SIGN_IN_REQUIRED). Transport faults throw.
 */
export interface SavedPaymentsGateway {
  /** Saved payments (GET /profile/v0/{siteId}/me/payments; `includeHidden` also lists hidden ones). */
  list(options?: { readonly includeHidden?: boolean }): Promise<Result<readonly SavedPayment[], SavedPaymentError>>;

  /**
   * Saves a card (POST …/me/payments with paymentType CREDIT_CARD): the number already encrypted
   * with the PXP key. The new card needsVerification. Errors: ENCRYPTION_KEY_EXPIRED,
   * DECRYPTION_FAILED, CARD_INVALID, CARD_EXPIRED, ADDRESS_INVALID, ADDRESS_NOT_FOUND.
   */
  addCard(card: NewSavedCard): Promise<Result<SavedPayment, SavedPaymentError>>;

  /** Updates a card (PUT …/me/payments/{id}). Errors: NOT_FOUND, CARD_EXPIRED, ADDRESS_INVALID. */
  update(id: string, update: SavedCardUpdate): Promise<Result<SavedPayment, SavedPaymentError>>;

  /** Deletes a card (DELETE …/me/payments/{id}). Errors: NOT_FOUND. */
  remove(id: string): Promise<Result<void, SavedPaymentError>>;

  /**
   * Verifies a card with its encrypted security code (POST …/me/payments/{id}/verification).
   * Errors: NOT_FOUND, CARD_INVALID (details.reason SECURITY_CODE), ENCRYPTION_KEY_EXPIRED.
   */
  verify(id: string, securityCode: { readonly encrypted: string; readonly encryptionId: string }): Promise<Result<SavedPayment, SavedPaymentError>>;
}
export const SavedPaymentsGateway = token<SavedPaymentsGateway>('SavedPaymentsGateway');
