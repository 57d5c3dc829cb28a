import { err, type Result } from '../../shared/result.js';
import type { Store, StoreError } from '../domain/store.js';
import { NEARBY_STORE_DISTANCE, validateNearbyStoresQuery, validateStoreNumber } from '../domain/stores.js';
import type { StoreGateway } from '../ports/store-gateway.port.js';

/**
 * Nearby stores of a point (shopping.md §5, §7 "Stores", §9): lat and lng must be numbers within
 * ±90/±180, else STORES.INVALID_REQUEST 'Invalid parameters passed to getNearbyStores' without a
 * call; then the gateway's answer within NEARBY_STORE_DISTANCE (200) miles, nearest first, or
 * STORES.NO_NEARBY_STORE 'Unable to find nearby store'. Transport faults reject.
 */
export async function findNearbyStores(gateway: StoreGateway, lat: unknown, lng: unknown): Promise<Result<readonly Store[], StoreError>> {
  const point = validateNearbyStoresQuery(lat, lng);
  if (!point.ok) return err(point.error);
  return gateway.nearbyStores(point.value, NEARBY_STORE_DISTANCE);
}

/**
 * One store by number (shopping.md §5 "Store lookup needs a string store number", §8): a blank or
 * non-string number is STORES.INVALID_REQUEST without a call; an unknown one STORES.NOT_FOUND
 * 'No MISL store found with storeNumber=…'. Transport faults reject.
 */
export async function findStore(gateway: StoreGateway, storeNumber: unknown): Promise<Result<Store, StoreError>> {
  const valid = validateStoreNumber(storeNumber);
  if (!valid.ok) return err(valid.error);
  return gateway.storeByNumber(valid.value);
}
