import { useLingui } from '@lingui/react/macro';
import type { ClaimType, DomainError, ReturnMethodId, ReturnReason } from '@vitrine/core';

/**
 * The visible texts of returns and claims (decision 0194): reasons, claim types, methods and the
 * message of every AFTERCARE.* code (the spec shows none of these texts).
 */
export function useAftercareTexts() {
  const { t } = useLingui();
  const reasons: Record<ReturnReason, string> = {
    TOO_SMALL: t`Too small`,
    TOO_LARGE: t`Too large`,
    NOT_AS_PICTURED: t`Not as pictured`,
    CHANGED_MIND: t`Changed my mind`,
    ARRIVED_LATE: t`Arrived too late`,
    OTHER: t`Other reason`,
  };
  const claimTypes: Record<ClaimType, string> = {
    DAMAGED: t`An item arrived damaged`,
    MISSING_ITEM: t`An item is missing from the parcel`,
    WRONG_ITEM: t`I received the wrong item`,
    NOT_RECEIVED: t`My order never arrived`,
  };
  const methods: Record<ReturnMethodId, string> = {
    MAIL: t`Prepaid mail label`,
    DROP_OFF: t`Drop off at a partner point`,
    PICKUP: t`Courier pick-up at my address`,
    KEEP_ITEM: t`Keep the item (no return needed)`,
  };
  const errorText = (error: DomainError): string => {
    switch (error.code) {
      case 'AFTERCARE.SIGN_IN_REQUIRED':
        return t`Please sign in to continue.`;
      case 'AFTERCARE.ORDER_NOT_FOUND':
        return t`We could not find that order. Check the order number and postal code.`;
      case 'AFTERCARE.NOT_ELIGIBLE':
        return t`This order can no longer be returned or claimed.`;
      case 'AFTERCARE.NOTHING_SELECTED':
        return t`Choose at least one item.`;
      case 'AFTERCARE.QUANTITY_INVALID':
        return t`Choose a quantity within what you can send back.`;
      case 'AFTERCARE.REASON_REQUIRED':
        return t`Choose a reason for each item.`;
      case 'AFTERCARE.METHOD_INVALID':
        return t`Choose one of the offered methods.`;
      case 'AFTERCARE.DESCRIPTION_INVALID':
        return t`Describe what happened in 10 to 1,000 characters.`;
      case 'AFTERCARE.RETURN_NOT_FOUND':
        return t`We could not find that return.`;
      case 'AFTERCARE.CLAIM_NOT_FOUND':
        return t`We could not find that claim.`;
      case 'AFTERCARE.CONNECTION_LOST':
        return t`We could not reach our service. Nothing was lost; please try again.`;
      default:
        return t`Something went wrong. Please try again.`;
    }
  };
  return { reasons, claimTypes, methods, errorText };
}

/** Major units (as returns and claims carry them) → Money in minor units for formatMoney. */
export const moneyOf = (amount: number, currency: string) => ({ amount: Math.round(amount * 100), currency });
