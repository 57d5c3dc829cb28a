import { domainError, type AddressBookError, type CheckoutError, type DomainError, type OrderError, type SavedPaymentError } from '@vitrine/core';
import { isHttpError } from './http-error.js';

/**
 * API failures of the checkout-area calls → coded core errors (docs/checkout-api.md error codes;
 * core's checkout.errors.ts). A 403 SCOPE_REQUIRED becomes `AREA.SIGN_IN_REQUIRED` (details keep
 * requiredScope); a known API code X becomes `AREA.X` (or its renamed form); anything else —
 * network failures, 5xx, unknown codes — is rethrown for the caller to treat as a fault.
 */
function mapFailure<C extends string>(error: unknown, area: string, codes: Readonly<Record<string, string>>): DomainError<C> {
  if (!isHttpError(error) || error.kind !== 'http') throw error;
  const details = { ...error.details, code: error.code };
  if (error.status === 403 && error.code === 'SCOPE_REQUIRED') return domainError(`${area}.SIGN_IN_REQUIRED` as C, error.message, details);
  const mapped = codes[error.code];
  if (mapped === undefined) throw error;
  return domainError(`${area}.${mapped}` as C, error.message, details);
}

const same = (...codes: string[]) => Object.fromEntries(codes.map((c) => [c, c]));

const CHECKOUT_CODES: Readonly<Record<string, string>> = {
  ...same(
    'CART_EMPTY', 'CUSTOMER_NOT_FOUND', 'ADDRESS_INVALID', 'ADDRESS_NOT_FOUND', 'SHIPPING_DESTINATION_NOT_SUPPORTED', 'COLLECTION_POINT_INVALID',
    'SHIPPING_ADDRESS_REQUIRED', 'DELIVERY_METHOD_INVALID', 'PAYMENT_METHOD_NOT_ALLOWED', 'ENCRYPTION_KEY_EXPIRED', 'DECRYPTION_FAILED', 'CARD_INVALID',
    'CARD_EXPIRED', 'PAYMENT_NOT_FOUND', 'SECURITY_CODE_REQUIRED', 'GIFT_CARD_NOT_FOUND', 'GIFT_CARD_INSUFFICIENT_BALANCE', 'PAYMENT_ACTION_REQUIRED',
    'PAYMENT_DECLINED', 'SKU_UNAVAILABLE', 'QUANTITY_EXCEEDS_STOCK', 'ORDER_NOT_FOUND', 'INVALID_REQUEST', 'RATE_LIMITED',
  ),
  CHECKOUT_NOT_FOUND: 'NOT_FOUND',
  CHECKOUT_INCOMPLETE: 'INCOMPLETE',
};

/** A checkout call's failure as a CheckoutError (see CheckoutErrorCode), or rethrows it. */
export const checkoutFailure = (error: unknown): CheckoutError => mapFailure(error, 'CHECKOUT', CHECKOUT_CODES);

/** An order call's failure as an OrderError (ORDER_NOT_FOUND → ORDER.NOT_FOUND), or rethrows it. */
export const orderFailure = (error: unknown): OrderError =>
  mapFailure(error, 'ORDER', {
    ORDER_NOT_FOUND: 'NOT_FOUND',
    TRACKING_NOT_FOUND: 'TRACKING_NOT_FOUND',
    INVALID_REQUEST: 'INVALID_REQUEST',
    CUSTOMER_NOT_FOUND: 'NOT_FOUND',
    // SMS opt-ins (decision 0266).
    PHONE_INVALID: 'PHONE_INVALID',
    CONSENT_REQUIRED: 'CONSENT_REQUIRED',
  });

/** An address-book call's failure as an AddressBookError, or rethrows it. */
export const addressBookFailure = (error: unknown): AddressBookError =>
  mapFailure(error, 'ADDRESS', { ADDRESS_NOT_FOUND: 'NOT_FOUND', ADDRESS_INVALID: 'INVALID', INVALID_REQUEST: 'INVALID_REQUEST' });

/** A saved-payment call's failure as a SavedPaymentError, or rethrows it. */
export const savedPaymentFailure = (error: unknown): SavedPaymentError =>
  mapFailure(error, 'PAYMENT', {
    PAYMENT_NOT_FOUND: 'NOT_FOUND',
    ...same('ENCRYPTION_KEY_EXPIRED', 'DECRYPTION_FAILED', 'CARD_INVALID', 'CARD_EXPIRED', 'ADDRESS_INVALID', 'ADDRESS_NOT_FOUND', 'INVALID_REQUEST'),
  });
