import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { PickupArrival, Store, StoreError, StoreLocation, StoreStock } from '../domain/store.js';

/**
 * Port: stores (shopping.md §7 "Stores": GET /misl/v1/stores/search with brandId, distance, lat and
 * lng or storeNumber; decisions 0240-0243). Implemented by KyStoreGateway and InMemoryStores. Coded
 * StoreErrors as Results; transport faults throw. The gateway validates nothing: the stores use
 * cases (`stores/application/`) check lat/lng and store numbers first.
 */
export interface StoreGateway {
  /** The brand's stores within `distanceMiles` (default 200) of a point, nearest first. STORES.NO_NEARBY_STORE, STORES.INVALID_REQUEST. */
  nearbyStores(point: { readonly lat: number; readonly lng: number }, distanceMiles?: number): Promise<Result<readonly Store[], StoreError>>;
  /** One store of the brand by number. STORES.NOT_FOUND ('No MISL store found with storeNumber=…'). */
  storeByNumber(storeNumber: string): Promise<Result<Store, StoreError>>;
  /** Units on hand at a store per SKU, in the order asked (GET /misl/v1/stores/{n}/inventory). STORES.NOT_FOUND. */
  storeStock(storeNumber: string, skuIds: readonly string[]): Promise<Result<readonly StoreStock[], StoreError>>;
  /** Places a typed city or postal code may mean, best first, the site's country first. STORES.LOCATION_NOT_FOUND, STORES.INVALID_REQUEST. */
  searchLocations(query: string): Promise<Result<readonly StoreLocation[], StoreError>>;
  /**
   * Curbside check-in for a pickup order (POST /order/v0/{siteId}/orders/{n}/pickup-arrival).
   * STORES.ORDER_NOT_FOUND, STORES.NOT_A_PICKUP_ORDER, STORES.CURBSIDE_NOT_OFFERED, STORES.INVALID_REQUEST.
   */
  checkInForPickup(orderNumber: string, arrival: { readonly emailAddress: string; readonly vehicleDescription: string }): Promise<Result<PickupArrival, StoreError>>;
}
export const StoreGateway = token<StoreGateway>('StoreGateway');
