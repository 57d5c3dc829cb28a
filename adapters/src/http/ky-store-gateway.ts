import { domainError, err, ok, type PickupArrival, type Result, type SiteContext, type Store, type StoreError, type StoreGateway, type StoreLocation, type StoreStock } from '@vitrine/core';
import type { LocationSearchResponseDto, PickupArrivalDto, PickupArrivalRequestDto, StoreDto, StoreInventoryResponseDto, StoresSearchResponseDto } from '@vitrine/contract';
import type { HttpClient } from './client.js';
import { isHttpError } from './http-error.js';

/** API code → StoreErrorCode (decisions 0240, 0243). */
const CODES: Readonly<Record<string, StoreError['code']>> = {
  INVALID_REQUEST: 'STORES.INVALID_REQUEST',
  NO_NEARBY_STORE: 'STORES.NO_NEARBY_STORE',
  STORE_NOT_FOUND: 'STORES.NOT_FOUND',
  LOCATION_NOT_FOUND: 'STORES.LOCATION_NOT_FOUND',
  ORDER_NOT_FOUND: 'STORES.ORDER_NOT_FOUND',
  NOT_A_PICKUP_ORDER: 'STORES.NOT_A_PICKUP_ORDER',
  CURBSIDE_NOT_OFFERED: 'STORES.CURBSIDE_NOT_OFFERED',
};

/** A stores call's failure as a StoreError (the API's message kept verbatim), or rethrows it (faults, unknown codes). */
export function storeFailure(error: unknown): StoreError {
  if (!isHttpError(error) || error.kind !== 'http') throw error;
  const code = CODES[error.code];
  if (code === undefined) throw error;
  return domainError(code, error.message, { ...error.details, code: error.code });
}

/** StoreDto → Store (`distance` → distanceMiles). */
export function normalizeStore(dto: StoreDto): Store {
  const a = dto.addresses.marketing;
  return {
    storeNumber: dto.storeNumber,
    brandId: dto.brandId,
    name: dto.name,
    address: { addressLine1: a.addressLine1, city: a.city, region: a.region, postalCode: a.postalCode, country: a.country, phone: a.phone },
    loc: { lat: dto.loc.lat, lng: dto.loc.lng },
    timeZone: dto.timeZone,
    hours: dto.hours.map((h) => ({ day: h.day, open: h.open, close: h.close })),
    pickup: { enabled: dto.inStorePickUp.enabled, curbside: dto.inStorePickUp.curbside, readyWithinHours: dto.inStorePickUp.readyWithinHours },
    poolId: dto.poolId,
    distanceMiles: dto.distance,
  };
}

/**
 * StoreGateway over HTTP (shopping.md §7 "Stores"; decisions 0240-0243): GET /misl/v1/stores/search
 * (brandId = the site's brand, distance, lat and lng, or storeNumber), GET
 * /misl/v1/stores/{storeNumber}/inventory (skuIds), GET /misl/v1/locations/search (query, country),
 * POST /order/v0/{siteId}/orders/{orderNumber}/pickup-arrival. Coded StoreErrors; faults throw.
 */
export class KyStoreGateway implements StoreGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  private async call<T>(request: () => Promise<T>): Promise<Result<T, StoreError>> {
    try {
      return ok(await request());
    } catch (error) {
      return err(storeFailure(error));
    }
  }

  nearbyStores(point: { readonly lat: number; readonly lng: number }, distanceMiles?: number): Promise<Result<readonly Store[], StoreError>> {
    const searchParams = { brandId: this.site.brand, lat: point.lat, lng: point.lng, distance: distanceMiles };
    return this.call(async () => (await this.http.get<StoresSearchResponseDto>('/misl/v1/stores/search', { searchParams })).stores.map(normalizeStore));
  }

  storeByNumber(storeNumber: string): Promise<Result<Store, StoreError>> {
    return this.call(async () => {
      const [store] = (await this.http.get<StoresSearchResponseDto>('/misl/v1/stores/search', { searchParams: { brandId: this.site.brand, storeNumber } })).stores;
      if (!store) throw new Error(`The store search for ${storeNumber} answered no store`);
      return normalizeStore(store);
    });
  }

  storeStock(storeNumber: string, skuIds: readonly string[]): Promise<Result<readonly StoreStock[], StoreError>> {
    return this.call(async () => {
      const dto = await this.http.get<StoreInventoryResponseDto>(`/misl/v1/stores/${encodeURIComponent(storeNumber)}/inventory`, { searchParams: { skuIds: skuIds.join(',') } });
      return dto.items.map((i) => ({ skuId: i.skuId, quantity: i.quantity }));
    });
  }

  searchLocations(query: string): Promise<Result<readonly StoreLocation[], StoreError>> {
    return this.call(async () => (await this.http.get<LocationSearchResponseDto>('/misl/v1/locations/search', { searchParams: { query, country: this.site.country } })).locations.map((l) => ({ ...l })));
  }

  checkInForPickup(orderNumber: string, arrival: { readonly emailAddress: string; readonly vehicleDescription: string }): Promise<Result<PickupArrival, StoreError>> {
    const json: PickupArrivalRequestDto = { emailAddress: arrival.emailAddress, vehicleDescription: arrival.vehicleDescription };
    return this.call(async () => {
      const dto = await this.http.post<PickupArrivalDto>(`/order/v0/${encodeURIComponent(this.site.siteId)}/orders/${encodeURIComponent(orderNumber)}/pickup-arrival`, { json });
      return { orderNumber: dto.orderNumber, store: normalizeStore(dto.store), vehicleDescription: dto.vehicleDescription, arrivedAt: dto.arrivedAt };
    });
  }
}
