import { z } from 'zod';

/**
 * JSON shapes of the stores API (shopping.md §3 "Store", §5, §7 "Stores", §8, §9; decision 0240).
 * Each export is a zod schema and the type inferred from it under the same name (decision 0125).
 */

/** A store's marketing address (shopping.md §3 `addresses.marketing`). */
export const StoreAddressDto = z.object({
  addressLine1: z.string(),
  city: z.string(),
  /** State, province or region name, or null. */
  region: z.string().nullable(),
  postalCode: z.string().nullable(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  phone: z.string(),
});
export type StoreAddressDto = z.infer<typeof StoreAddressDto>;

/** Opening hours of one weekday: `day` 0 = Monday … 6 = Sunday, times 'HH:MM' local, both null when closed. */
export const StoreHoursDto = z.object({ day: z.number().int().min(0).max(6), open: z.string().nullable(), close: z.string().nullable() });
export type StoreHoursDto = z.infer<typeof StoreHoursDto>;

/** A store of GET /misl/v1/stores/search. `distance` (miles from the searched point) only on a nearby search. */
export const StoreDto = z.object({
  storeNumber: z.string(),
  brandId: z.string(),
  name: z.string(),
  addresses: z.object({ marketing: StoreAddressDto }),
  /** Where the store is, degrees (shopping.md §3 `loc`). */
  loc: z.object({ lat: z.number(), lng: z.number() }),
  /** IANA time zone of the opening hours. */
  timeZone: z.string(),
  hours: z.array(StoreHoursDto),
  /** In-store pickup (BOPIS) services (shopping.md §3 `inStorePickUp`). */
  inStorePickUp: z.object({ enabled: z.boolean(), curbside: z.boolean(), readyWithinHours: z.number() }),
  /** The inventory pool holding the store's stock (a BOPIS cart line's poolId). */
  poolId: z.string(),
  distance: z.number().nullable(),
});
export type StoreDto = z.infer<typeof StoreDto>;

/**
 * Query of GET /misl/v1/stores/search: `brandId` and either `lat` and `lng` (numbers as text,
 * judged by core's validateNearbyStoresQuery) with `distance` (miles, default 200), or `storeNumber`.
 * `key` is the caller's API key (accepted, not checked by the sandbox).
 */
export const StoresSearchQueryDto = z.object({
  brandId: z.string(),
  distance: z.string().optional(),
  lat: z.string().optional(),
  lng: z.string().optional(),
  storeNumber: z.string().optional(),
  key: z.string().optional(),
});
export type StoresSearchQueryDto = z.infer<typeof StoresSearchQueryDto>;

/** Response of GET /misl/v1/stores/search: nearest first (a store-number lookup: that one store). */
export const StoresSearchResponseDto = z.object({ stores: z.array(StoreDto) });
export type StoresSearchResponseDto = z.infer<typeof StoresSearchResponseDto>;

/** Query of GET /misl/v1/locations/search: a city name or a postal code, and the site's country. */
export const LocationSearchQueryDto = z.object({ query: z.string(), country: z.string().optional() });
export type LocationSearchQueryDto = z.infer<typeof LocationSearchQueryDto>;

/** A place of GET /misl/v1/locations/search (GeoNames cities, CC BY 4.0; US/CA postal codes). */
export const LocationDto = z.object({ name: z.string(), region: z.string().nullable(), country: z.string(), postalCode: z.string().nullable(), lat: z.number(), lng: z.number() });
export type LocationDto = z.infer<typeof LocationDto>;

/** Response of GET /misl/v1/locations/search: best match first, at most 5. */
export const LocationSearchResponseDto = z.object({ locations: z.array(LocationDto) });
export type LocationSearchResponseDto = z.infer<typeof LocationSearchResponseDto>;

/** Query of GET /misl/v1/stores/{storeNumber}/inventory: comma-separated SKU ids. */
export const StoreInventoryQueryDto = z.object({ skuIds: z.string() });
export type StoreInventoryQueryDto = z.infer<typeof StoreInventoryQueryDto>;

/** Response of GET /misl/v1/stores/{storeNumber}/inventory: units on hand per SKU (0 when none). */
export const StoreInventoryResponseDto = z.object({ storeNumber: z.string(), items: z.array(z.object({ skuId: z.string(), quantity: z.number() })) });
export type StoreInventoryResponseDto = z.infer<typeof StoreInventoryResponseDto>;

/** Body of POST /order/v0/{siteId}/orders/{orderNumber}/pickup-arrival (curbside check-in). */
export const PickupArrivalRequestDto = z.object({
  emailAddress: z.string().min(1, { error: 'emailAddress is required' }),
  vehicleDescription: z.string().trim().min(1, { error: 'vehicleDescription is required' }).max(200, { error: 'vehicleDescription is at most 200 characters' }),
});
export type PickupArrivalRequestDto = z.infer<typeof PickupArrivalRequestDto>;

/** Response of the curbside check-in: the pickup store and when the customer said they arrived (epoch ms). */
export const PickupArrivalDto = z.object({
  orderNumber: z.string(),
  store: StoreDto,
  vehicleDescription: z.string(),
  arrivedAt: z.number(),
});
export type PickupArrivalDto = z.infer<typeof PickupArrivalDto>;
