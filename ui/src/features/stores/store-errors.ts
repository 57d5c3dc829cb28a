import { useLingui } from '@lingui/react/macro';
import { NEARBY_STORES_INVALID_MESSAGE, type StoreError } from '@vitrine/core';

/**
 * The message of a store failure (shopping.md §5, §8; decision 0240). The spec's texts are the en-US
 * messages — 'Invalid parameters passed to getNearbyStores', 'Unable to find nearby store',
 * 'No MISL store found with storeNumber=…' — translated in the other locales.
 */
export function useStoreErrorText(): (error: StoreError) => string {
  const { t } = useLingui();
  return (error) => {
    switch (error.code) {
      case 'STORES.NO_NEARBY_STORE':
        return t`Unable to find nearby store`;
      case 'STORES.NOT_FOUND': {
        const storeNumber = String(error.details?.storeNumber ?? '');
        return t`No MISL store found with storeNumber=${storeNumber}`;
      }
      case 'STORES.LOCATION_NOT_FOUND':
        return t`We couldn't find that city or postal code. Check the spelling or try a nearby city.`;
      case 'STORES.ORDER_NOT_FOUND':
        return t`We can't find an order with that number for this email address.`;
      case 'STORES.NOT_A_PICKUP_ORDER':
        return t`This order has nothing to pick up in store.`;
      case 'STORES.CURBSIDE_NOT_OFFERED':
        return t`This store has no curbside pickup. Please come inside to collect your order.`;
      default:
        return error.message === NEARBY_STORES_INVALID_MESSAGE ? t`Invalid parameters passed to getNearbyStores` : t`Please check what you entered and try again.`;
    }
  };
}
