import type { CardTypeCode } from '../payments/domain/card.js';
import type { Address } from './address.js';

/**
 * A saved payment of the customer (shell-and-account.md §3 "Payment"; GET /me/payments). Only
 * credit cards are saved; the number is never known to the client, only brand, last four, expiry.
 */
export interface SavedPayment {
  /** 'pay-…'. */
  readonly id: string;
  /** 'CREDIT_CARD'. */
  readonly paymentType: string;
  readonly visible: boolean;
  readonly card: {
    readonly cardType: CardTypeCode | string;
    readonly lastFourDigits: string;
    /** 1..12. */
    readonly expirationMonth: number;
    /** Four digits. */
    readonly expirationYear: number;
    readonly nameOnCard: string;
    /** The card must have its security code checked before use (§3 needsVerification). */
    readonly needsVerification: boolean;
    /** Billing address and its address-book id. */
    readonly billingAddress: { readonly id: string | null; readonly nickName: string | null; readonly address: Address } | null;
  };
}

/** A new card for the address book of payments (POST /me/payments). */
export interface NewSavedCard {
  /** Base64 ciphertext of the digits (CardEncryptor). */
  readonly encryptedCardNumber: string;
  /**
   * Base64 ciphertext of the security code with the same key, when one was sealed with the number
   * (the card frame's sealed card, decision 0460): the card is then saved verified. Absent or null:
   * the new card needsVerification.
   */
  readonly encryptedSecurityCode?: string | null;
  readonly encryptionId: string;
  /** 1..12. */
  readonly expirationMonth: number;
  readonly expirationYear: number;
  readonly nameOnCard: string;
  readonly billing: { readonly addressId: string } | { readonly address: Address };
  readonly visible: boolean;
}

/** Changes to a saved card (PUT /me/payments/{id}); absent fields stay. */
export interface SavedCardUpdate {
  readonly visible?: boolean;
  readonly expirationMonth?: number;
  readonly expirationYear?: number;
  readonly nameOnCard?: string;
  readonly billing?: { readonly addressId: string } | { readonly address: Address };
}
