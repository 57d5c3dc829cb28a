import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';

/**
 * Names of payment methods and card brands as the shopper reads them (shell-and-account.md §9
 * "Payment types", "Card types map to codes"). Brand names are the brands' own and not translated.
 */

const BRAND_NAMES: Readonly<Record<string, string>> = {
  VISA: 'Visa',
  MC: 'Mastercard',
  AMEX: 'American Express',
  DISC: 'Discover',
  DCI: 'Diners Club',
  JCB: 'JCB',
  MSTRO: 'Maestro',
  CUP: 'UnionPay',
};

/** The brand name of a card type code ('MC' → 'Mastercard'); the code itself when unknown. */
export function cardBrandName(code: string): string {
  return BRAND_NAMES[code] ?? code;
}

/** The translated name of a payment method type ('CREDIT_CARD' → 'Credit card', 'CC_REP_HOLD' → 'Rep hold'). */
export function usePaymentMethodLabel(): (methodType: string) => string {
  const { t } = useLingui();
  return useCallback(
    (methodType: string) => {
      switch (methodType) {
        case 'CREDIT_CARD':
          return t`Credit card`;
        case 'GIFT_CARD':
          return t`Gift card`;
        case 'CC_REP_HOLD':
          return t`Rep hold`;
        case 'PAYPAL':
          return 'PayPal';
        case 'KLARNA':
          return 'Klarna';
        case 'AFTERPAY':
          return 'Afterpay';
        case 'CLEARPAY':
          return 'Clearpay';
        case 'APPLE_PAY':
          return 'Apple Pay';
        case 'LINK':
          return 'Link';
        case 'SOFORT':
          return 'Sofort';
        case 'ALIPAY':
          return 'Alipay';
        default:
          return methodType;
      }
    },
    [t],
  );
}
