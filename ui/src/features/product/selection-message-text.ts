import { useLingui } from '@lingui/react/macro';
import type { SelectionMessageCode } from '@vitrine/core';

/**
 * Hook: the shopper-facing text of a size/fit message code (shopping.md §5; core's
 * SELECTION_MESSAGES holds the spec's wording, this translates it by code — decision 0051).
 */
export function useSelectionMessageText(): (code: SelectionMessageCode) => string {
  const { t } = useLingui();
  return (code) => {
    switch (code) {
      case 'ERROR_PRODUCT_SIZE_TYPE_INVALID':
      case 'SIZE_TYPE_INVALID':
        return t`Fit not available. Please select another fit.`;
      case 'ERROR_PRODUCT_SIZE_NOT_IN_COLOR':
        return t`Size not available in this color. Please select another size.`;
      case 'SIZE_OOS':
        return t`Please select an in-stock size.`;
      case 'SELECT_SIZE':
        return t`Please select a size.`;
    }
  };
}
