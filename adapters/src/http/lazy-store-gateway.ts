import type { StoreGateway } from '@vitrine/core';

/**
 * A StoreGateway that builds the real one on its first call (every method is async), so the
 * gateway's code is a chunk of its own, fetched when a stores page or the pickup picker first asks.
 * `make` runs once; a failed load rejects that call and is tried again on the next.
 */
export function lazyStoreGateway(make: () => Promise<StoreGateway>): StoreGateway {
  let loading: Promise<StoreGateway> | undefined;
  const gateway = () =>
    (loading ??= make().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    nearbyStores: async (point, distance) => (await gateway()).nearbyStores(point, distance),
    storeByNumber: async (storeNumber) => (await gateway()).storeByNumber(storeNumber),
    storeStock: async (storeNumber, skuIds) => (await gateway()).storeStock(storeNumber, skuIds),
    searchLocations: async (query) => (await gateway()).searchLocations(query),
    checkInForPickup: async (orderNumber, arrival) => (await gateway()).checkInForPickup(orderNumber, arrival),
  };
}
