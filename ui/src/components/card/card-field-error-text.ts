import { useLingui } from '@lingui/react/macro';
import type { CardField, CardFieldError } from './card-rules';

/**
 * The text of a card field's problem (card-rules codes REQUIRED, INVALID, BRAND_UNSUPPORTED,
 * EXPIRED), in the active locale; undefined when there is none. Used by the card frame's document
 * (decision 0460) and by the page fields that stay in the page (a saved card's expiry and security code).
 */
export function useCardFieldErrorText(): (field: CardField, code: CardFieldError | undefined | null) => string | undefined {
  const { t } = useLingui();
  return (field, code) => {
    if (!code) return undefined;
    switch (field) {
      case 'nameOnCard':
        return t`Enter the name as it appears on the card.`;
      case 'cardNumber':
        return code === 'REQUIRED' ? t`Enter the card number.` : code === 'BRAND_UNSUPPORTED' ? t`We don't accept this type of card.` : t`Check the card number: it is not a valid card number.`;
      case 'expiry':
        return code === 'REQUIRED' ? t`Enter the expiration date.` : code === 'EXPIRED' ? t`This card has expired.` : t`Enter the expiration date as MM/YY, for example 04/29.`;
      case 'securityCode':
        return code === 'REQUIRED' ? t`Enter the security code.` : t`Enter the 3-digit security code (4 digits for American Express).`;
    }
  };
}
