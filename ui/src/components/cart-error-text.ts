import { useLingui } from '@lingui/react/macro';
import type { CartError } from '@vitrine/core';

/**
 * Hook: the shopper-facing text for a cart failure (decision 0054): a coded CartError, or null for
 * a thrown (transport) failure. Translated; never shows a raw code.
 */
export function useCartErrorText(): (error: CartError | null) => string {
  const { t } = useLingui();
  return (error) => {
    switch (error?.code) {
      case 'CART.SKU_UNAVAILABLE':
        return t`Sorry, this item is no longer available in the size and color you picked.`;
      case 'CART.QUANTITY_EXCEEDS_STOCK':
        return t`Sorry, we don’t have that many in stock. Please choose a smaller quantity.`;
      case 'CART.LINE_NOT_FOUND':
        return t`This item is no longer in your cart. Please refresh the page.`;
      case 'CART.DUPLICATE_LINE':
        return t`Your cart already has this gift card with exactly these details. Change a detail, or remove this card and change the other one’s quantity.`;
      case 'CART.INVALID_ITEM':
        return t`Please choose a color, size and quantity.`;
      case 'CART.UNAVAILABLE':
        return t`Your cart is not available right now. Please try again in a moment.`;
      default:
        return t`Something went wrong and your cart was not changed. Please try again.`;
    }
  };
}
