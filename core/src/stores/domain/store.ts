import type { DomainError } from '../../shared/domain-error.js';

/**
 * A store and what the client does with it (shopping.md §3 "Store": storeNumber, addresses.marketing,
 * inStorePickUp, loc; §4 "Default store"; decisions 0240-0243).
 */

/** A store's marketing address (`addresses.marketing`). */
export interface StoreAddress {
  readonly addressLine1: string;
  readonly city: string;
  readonly region: string | null;
  readonly postalCode: string | null;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly phone: string;
}

/** Opening hours of a weekday: 0 = Monday … 6 = Sunday; 'HH:MM' local times, both null when closed. */
export interface StoreHours {
  readonly day: number;
  readonly open: string | null;
  readonly close: string | null;
}

export interface Store {
  readonly storeNumber: string;
  readonly brandId: string;
  readonly name: string;
  readonly address: StoreAddress;
  /** Degrees (`loc`). */
  readonly loc: { readonly lat: number; readonly lng: number };
  /** IANA time zone of the hours. */
  readonly timeZone: string;
  readonly hours: readonly StoreHours[];
  /** In-store pickup (BOPIS) services (`inStorePickUp`). */
  readonly pickup: { readonly enabled: boolean; readonly curbside: boolean; readonly readyWithinHours: number };
  /** The inventory pool holding the store's stock: a BOPIS cart line's poolId. */
  readonly poolId: string;
  /** Miles from the searched point, or null when the store was not found by distance. */
  readonly distanceMiles: number | null;
}

/** A place a typed city or postal code stands for (the start of a nearby search). */
export interface StoreLocation {
  readonly name: string;
  readonly region: string | null;
  readonly country: string;
  readonly postalCode: string | null;
  readonly lat: number;
  readonly lng: number;
}

/** Units of a SKU on hand at a store. */
export interface StoreStock {
  readonly skuId: string;
  readonly quantity: number;
}

/** A curbside check-in: the customer has arrived at `store` for `orderNumber` (arrivedAt epoch ms). */
export interface PickupArrival {
  readonly orderNumber: string;
  readonly store: Store;
  readonly vehicleDescription: string;
  readonly arrivedAt: number;
}

/**
 * Coded store failures: INVALID_REQUEST ('Invalid parameters passed to getNearbyStores' …),
 * NO_NEARBY_STORE ('Unable to find nearby store'), NOT_FOUND ('No MISL store found with storeNumber=…'),
 * LOCATION_NOT_FOUND (typed text matches no place), ORDER_NOT_FOUND, NOT_A_PICKUP_ORDER and
 * CURBSIDE_NOT_OFFERED (curbside check-in).
 */
export type StoreErrorCode =
  | 'STORES.INVALID_REQUEST'
  | 'STORES.NO_NEARBY_STORE'
  | 'STORES.NOT_FOUND'
  | 'STORES.LOCATION_NOT_FOUND'
  | 'STORES.ORDER_NOT_FOUND'
  | 'STORES.NOT_A_PICKUP_ORDER'
  | 'STORES.CURBSIDE_NOT_OFFERED';
export type StoreError = DomainError<StoreErrorCode>;

/** The most characters a curbside vehicle description may have. */
export const VEHICLE_DESCRIPTION_MAX = 200;

/** True when a cart line of a site in `country` may be picked up at `store`: pickup offered, same country. */
export function canPickUpAt(store: Pick<Store, 'pickup' | 'address'>, country: string): boolean {
  return store.pickup.enabled && store.address.country === country;
}

/** Pickup availability of `wanted` units given `onHand` at a store: all of them, some, or none. */
export type PickupAvailability = 'AVAILABLE' | 'LIMITED' | 'UNAVAILABLE';

/** {@link PickupAvailability} of `wanted` units (>= 1) when the store has `onHand`. */
export function pickupAvailability(onHand: number, wanted: number): PickupAvailability {
  if (onHand <= 0) return 'UNAVAILABLE';
  return onHand >= wanted ? 'AVAILABLE' : 'LIMITED';
}

/** The delivery method of a checkout whose items are all picked up in store (decision 0242). */
export const PICKUP_DELIVERY_METHOD_ID = 'STORE_PICKUP';

/** True when an order or checkout is collected at a store (its delivery method is STORE_PICKUP). */
export function isPickupDelivery(method: { readonly id: string } | null | undefined): boolean {
  return method?.id === PICKUP_DELIVERY_METHOD_ID;
}
