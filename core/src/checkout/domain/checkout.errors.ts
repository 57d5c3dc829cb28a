import type { DomainError } from '../../shared/domain-error.js';

/**
 * Coded failures of the checkout, order, address-book and saved-payment ports
 * (docs/checkout-api.md lists the API codes; the gateways map API code X to `AREA.X`).
 * `details` keeps the API's details plus `code` (the API code) and, for 403, `requiredScope`.
 * Transport faults (no answer, 5xx, unexpected statuses) are thrown, not returned.
 */

export type CheckoutErrorCode =
  /** 403 SCOPE_REQUIRED: a guest must sign in (details.requiredScope 'REGISTERED'). */
  | 'CHECKOUT.SIGN_IN_REQUIRED'
  | 'CHECKOUT.NOT_FOUND'
  | 'CHECKOUT.CART_EMPTY'
  | 'CHECKOUT.CUSTOMER_NOT_FOUND'
  /** details.fields: field → AddressFieldErrorCode. */
  | 'CHECKOUT.ADDRESS_INVALID'
  | 'CHECKOUT.ADDRESS_NOT_FOUND'
  | 'CHECKOUT.SHIPPING_DESTINATION_NOT_SUPPORTED'
  /** The client shows shipping address with ?cpinvalid=1. */
  | 'CHECKOUT.COLLECTION_POINT_INVALID'
  | 'CHECKOUT.SHIPPING_ADDRESS_REQUIRED'
  | 'CHECKOUT.DELIVERY_METHOD_INVALID'
  | 'CHECKOUT.PAYMENT_METHOD_NOT_ALLOWED'
  /** Fetch the PXP key again and re-encrypt. */
  | 'CHECKOUT.ENCRYPTION_KEY_EXPIRED'
  | 'CHECKOUT.DECRYPTION_FAILED'
  /** details.reason: 'LUHN' | 'BRAND' | 'SECURITY_CODE' | 'EXPIRY'. */
  | 'CHECKOUT.CARD_INVALID'
  | 'CHECKOUT.CARD_EXPIRED'
  | 'CHECKOUT.PAYMENT_NOT_FOUND'
  | 'CHECKOUT.SECURITY_CODE_REQUIRED'
  | 'CHECKOUT.GIFT_CARD_NOT_FOUND'
  /** details.balance (major units). */
  | 'CHECKOUT.GIFT_CARD_INSUFFICIENT_BALANCE'
  /** details.missing: CheckoutRequirement[]. */
  | 'CHECKOUT.INCOMPLETE'
  /** details.action: { type, url }. */
  | 'CHECKOUT.PAYMENT_ACTION_REQUIRED'
  /** details.reason: 'DECLINED' | 'INSUFFICIENT_FUNDS'. */
  | 'CHECKOUT.PAYMENT_DECLINED'
  | 'CHECKOUT.SKU_UNAVAILABLE'
  | 'CHECKOUT.QUANTITY_EXCEEDS_STOCK'
  | 'CHECKOUT.ORDER_NOT_FOUND'
  /** 429: too many refused gift card numbers and PINs from this connection; details.retryAfterSeconds. */
  | 'CHECKOUT.RATE_LIMITED'
  | 'CHECKOUT.INVALID_REQUEST';
export type CheckoutError = DomainError<CheckoutErrorCode>;

export type OrderErrorCode =
  /** 403 SCOPE_REQUIRED: details.requiredScope 'AUTHORIZED' (the access guard's upgrade). */
  | 'ORDER.SIGN_IN_REQUIRED'
  | 'ORDER.NOT_FOUND'
  | 'ORDER.TRACKING_NOT_FOUND'
  /** SMS opt-in (decision 0266): the number is not 7-15 digits; details.fields ['phoneNumber']. */
  | 'ORDER.PHONE_INVALID'
  /** SMS opt-in (decision 0266): the text-message consent is missing; details.fields ['consent']. */
  | 'ORDER.CONSENT_REQUIRED'
  | 'ORDER.INVALID_REQUEST';
export type OrderError = DomainError<OrderErrorCode>;

export type AddressBookErrorCode = 'ADDRESS.SIGN_IN_REQUIRED' | 'ADDRESS.NOT_FOUND' | 'ADDRESS.INVALID' | 'ADDRESS.INVALID_REQUEST';
export type AddressBookError = DomainError<AddressBookErrorCode>;

export type SavedPaymentErrorCode =
  | 'PAYMENT.SIGN_IN_REQUIRED'
  | 'PAYMENT.NOT_FOUND'
  | 'PAYMENT.ENCRYPTION_KEY_EXPIRED'
  | 'PAYMENT.DECRYPTION_FAILED'
  | 'PAYMENT.CARD_INVALID'
  | 'PAYMENT.CARD_EXPIRED'
  | 'PAYMENT.ADDRESS_INVALID'
  | 'PAYMENT.ADDRESS_NOT_FOUND'
  | 'PAYMENT.INVALID_REQUEST';
export type SavedPaymentError = DomainError<SavedPaymentErrorCode>;

export type CardEncryptionErrorCode = 'CARD_ENCRYPTION.KEY_INVALID' | 'CARD_ENCRYPTION.INPUT_INVALID' | 'CARD_ENCRYPTION.FAILED';
export type CardEncryptionError = DomainError<CardEncryptionErrorCode>;
