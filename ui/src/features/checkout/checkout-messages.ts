import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { CHECKOUT_CONNECTION_LOST, type DomainError } from '@vitrine/core';
import { useFormatMoney } from '../../shared/format';
import { useSite } from '../../shared/site-context';

/**
 * The shopper's text for a coded checkout problem (docs/checkout-api.md codes as core's
 * `CHECKOUT.*` errors; the machine's CHECKOUT.CONNECTION_LOST; `paymentError=<code>` from a payment
 * page as `CHECKOUT.<code>`; decision 0116). Every text says what happened and what to do; none
 * asks the shopper to type again what they typed.
 */
export function useCheckoutErrorText(): (error: DomainError) => string {
  const { t } = useLingui();
  const format = useFormatMoney();
  const { currency } = useSite();
  return useCallback(
    (error: DomainError) => {
      const details = error.details ?? {};
      const reason = typeof details['reason'] === 'string' ? details['reason'] : null;
      const code = error.code.replace(/^CHECKOUT\./, '');
      switch (error.code) {
        case CHECKOUT_CONNECTION_LOST:
          return t`We lost the connection to the store. Nothing you entered was lost: check your connection and try again.`;
        case 'CHECKOUT.SIGN_IN_REQUIRED':
          return t`Please sign in to continue your checkout.`;
        case 'CHECKOUT.NOT_FOUND':
          return t`Your checkout has expired. Start again from your cart.`;
        case 'CHECKOUT.CART_EMPTY':
          return t`Your cart is empty, so there is nothing to check out.`;
        case 'CHECKOUT.CUSTOMER_NOT_FOUND':
          return t`We couldn't find a customer with that email address.`;
        case 'CHECKOUT.INVALID_REQUEST':
          return t`Some details were not accepted. Check them and try again.`;
        case 'CHECKOUT.ADDRESS_INVALID':
          return t`Check the highlighted address fields.`;
        case 'CHECKOUT.ADDRESS_NOT_FOUND':
          return t`That saved address is no longer available. Choose another one.`;
        case 'CHECKOUT.SHIPPING_DESTINATION_NOT_SUPPORTED':
          return t`We can't ship to that country from this site. Choose another address.`;
        case 'CHECKOUT.COLLECTION_POINT_INVALID':
          return t`The pickup location you chose is not available. Choose a shipping address instead.`;
        case 'CHECKOUT.SHIPPING_ADDRESS_REQUIRED':
          return t`Add a shipping address first.`;
        case 'CHECKOUT.DELIVERY_METHOD_INVALID':
          return t`That delivery method isn't available for this address. Choose another one.`;
        case 'CHECKOUT.PAYMENT_METHOD_NOT_ALLOWED':
          return t`That payment method isn't available for this order. Choose another one.`;
        case 'CHECKOUT.ENCRYPTION_KEY_EXPIRED':
          return t`The secure payment session expired. Select Place order again.`;
        case 'CHECKOUT.DECRYPTION_FAILED':
          return t`Your card details could not be read securely. Check them and select Place order again.`;
        case 'CHECKOUT.CARD_INVALID':
          if (reason === 'LUHN') return t`Check the card number: it is not a valid card number.`;
          if (reason === 'BRAND') return t`We don't accept this type of card. Use another card.`;
          if (reason === 'SECURITY_CODE') return t`Check the security code.`;
          if (reason === 'EXPIRY') return t`Check the expiration date.`;
          if (reason === 'ENCRYPTION') return t`Your card details could not be encrypted in your browser. Check them and try again.`;
          return t`Check your card details.`;
        case 'CHECKOUT.CARD_EXPIRED':
          return t`This card has expired. Use another card.`;
        case 'CHECKOUT.PAYMENT_NOT_FOUND':
          return t`That saved card is no longer available. Choose another one.`;
        case 'CHECKOUT.SECURITY_CODE_REQUIRED':
          return t`Enter the card's security code to use this card.`;
        case 'CHECKOUT.GIFT_CARD_NOT_FOUND':
          return t`We couldn't find a gift card with that number and PIN.`;
        case 'CHECKOUT.GIFT_CARD_INSUFFICIENT_BALANCE': {
          const balance = typeof details['balance'] === 'number' ? format({ amount: Math.round(details['balance'] * 100), currency }) : null;
          return balance ? t`The gift card's balance (${balance}) doesn't cover the order total. Choose another payment method.` : t`The gift card's balance doesn't cover the order total. Choose another payment method.`;
        }
        case 'CHECKOUT.INCOMPLETE':
          return t`Some checkout steps are not complete yet. Complete them and try again.`;
        case 'CHECKOUT.PAYMENT_ACTION_REQUIRED':
          return t`Your payment needs one more step. Taking you there…`;
        case 'CHECKOUT.PAYMENT_DECLINED':
          return reason === 'INSUFFICIENT_FUNDS'
            ? t`Your card was declined for insufficient funds. Nothing was charged: try another card or payment method.`
            : t`Your payment was declined. Nothing was charged: try another card or payment method.`;
        case 'CHECKOUT.SCA_FAILED':
          return t`Your card could not be verified. Nothing was charged: try again or use another card.`;
        case 'CHECKOUT.PAYMENT_CANCELLED':
          return t`The payment was cancelled. Choose how you would like to pay.`;
        case 'CHECKOUT.SKU_UNAVAILABLE':
          return t`An item in your cart is no longer available. Review your cart before you order.`;
        case 'CHECKOUT.QUANTITY_EXCEEDS_STOCK':
          return t`We no longer have enough stock for an item in your cart. Review your cart before you order.`;
        case 'CHECKOUT.ORDER_NOT_FOUND':
          return t`We couldn't find that order.`;
        default:
          return details['paymentError'] !== undefined
            ? t`The payment was not completed (${code}). Nothing was charged: choose how you would like to pay.`
            : t`Something went wrong (${code}). Nothing you entered was lost: try again.`;
      }
    },
    [t, format, currency],
  );
}
