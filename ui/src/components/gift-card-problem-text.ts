import { useLingui } from '@lingui/react/macro';
import { GIFT_CARD_MESSAGE_MAX_LENGTH, GIFT_CARD_NAME_MAX_LENGTH, type GiftCardFieldProblem } from '@vitrine/core';

/**
 * Hook: the shopper-facing, translated text of a gift card field problem (core's
 * GiftCardFieldProblem; decision 0283). Never shows a raw code.
 */
export function useGiftCardProblemText(): (problem: GiftCardFieldProblem) => string {
  const { t } = useLingui();
  const nameMax = GIFT_CARD_NAME_MAX_LENGTH;
  const messageMax = GIFT_CARD_MESSAGE_MAX_LENGTH;
  return (problem) => {
    switch (problem) {
      case 'GIFT_CARD.NAME_REQUIRED':
        return t`Enter the recipient’s name.`;
      case 'GIFT_CARD.NAME_TOO_LONG':
        return t`Use ${nameMax} characters or fewer for the name.`;
      case 'GIFT_CARD.EMAIL_REQUIRED':
        return t`Enter the recipient’s email address.`;
      case 'GIFT_CARD.EMAIL_INVALID':
        return t`Enter an email address like name@example.com.`;
      case 'GIFT_CARD.MESSAGE_TOO_LONG':
        return t`Keep the message to ${messageMax} characters or fewer.`;
      case 'GIFT_CARD.DELIVERY_DATE_REQUIRED':
        return t`Choose a delivery date.`;
      case 'GIFT_CARD.DELIVERY_DATE_INVALID':
        return t`Enter a real date.`;
      case 'GIFT_CARD.DELIVERY_DATE_PAST':
        return t`Choose today or a later date.`;
      case 'GIFT_CARD.DELIVERY_DATE_TOO_LATE':
        return t`Choose a date within the next year.`;
    }
  };
}
