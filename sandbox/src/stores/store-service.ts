import type { LocationDto, StoreDto, StoreInventoryResponseDto, StoresSearchQueryDto } from '@vitrine/contract';
import { NEARBY_STORE_DISTANCE, NEARBY_STORES_INVALID_MESSAGE, NO_NEARBY_STORE_MESSAGE, storeNotFoundMessage, validateNearbyStoresQuery, validateStoreNumber } from '@vitrine/core';
import { ApiError } from '../api/api-error.js';
import type { Db } from '../db/db.js';
import { admin1Name, geoCities, postalCodeLookup } from './geonames.js';

/**
 * Store search, store stock and location search (shopping.md §3 "Store", §5, §7 "Stores", §8, §9;
 * decisions 0240, 0241). The rules and texts are core's: validateNearbyStoresQuery,
 * validateStoreNumber, NEARBY_STORE_DISTANCE, NO_NEARBY_STORE_MESSAGE, storeNotFoundMessage.
 */

export interface StoreRow {
  store_number: string;
  brand_id: string;
  name: string;
  address: StoreDto['addresses']['marketing'];
  lat: number;
  lng: number;
  time_zone: string;
  hours: StoreDto['hours'];
  pickup: boolean;
  curbside: boolean;
  ready_within_hours: number;
  pool_id: string;
}

/** The API shape of a store row, `distance` in miles or null. */
export const storeDto = (r: StoreRow, distance: number | null = null): StoreDto => ({
  storeNumber: r.store_number,
  brandId: r.brand_id,
  name: r.name,
  addresses: { marketing: r.address },
  loc: { lat: r.lat, lng: r.lng },
  timeZone: r.time_zone,
  hours: r.hours,
  inStorePickUp: { enabled: r.pickup, curbside: r.curbside, readyWithinHours: r.ready_within_hours },
  poolId: r.pool_id,
  distance,
});

const EARTH_RADIUS_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A store by number, or undefined. */
export async function findStore(db: Db, storeNumber: string): Promise<StoreRow | undefined> {
  const [row] = await db.query<StoreRow>('select * from store where store_number = $1', [storeNumber]);
  return row;
}

/** A store by number, else 404 STORE_NOT_FOUND 'No MISL store found with storeNumber=…'. */
export async function requireStore(db: Db, storeNumber: string): Promise<StoreRow> {
  const row = await findStore(db, storeNumber);
  if (!row) throw new ApiError(404, 'STORE_NOT_FOUND', storeNotFoundMessage(storeNumber), { storeNumber });
  return row;
}

/** A numeric query value, NaN when blank or not a number ('abc', '12x'). */
const numeric = (text: string | undefined) => (text === undefined || text.trim() === '' ? Number.NaN : Number(text));

/**
 * GET /misl/v1/stores/search. `storeNumber`: that store of the brand, else 404 STORE_NOT_FOUND.
 * Otherwise `lat`/`lng` must be numbers (400 INVALID_REQUEST 'Invalid parameters passed to
 * getNearbyStores' with details.fields) and `distance` (miles, default 200) a positive number; the
 * brand's stores within it, nearest first, else 404 NO_NEARBY_STORE 'Unable to find nearby store'.
 */
export async function searchStores(db: Db, query: StoresSearchQueryDto): Promise<StoreDto[]> {
  if (query.storeNumber !== undefined) {
    const valid = validateStoreNumber(query.storeNumber.trim());
    if (!valid.ok) throw new ApiError(400, 'INVALID_REQUEST', valid.error.message, valid.error.details);
    const row = await findStore(db, valid.value);
    if (!row || row.brand_id !== query.brandId) throw new ApiError(404, 'STORE_NOT_FOUND', storeNotFoundMessage(valid.value), { storeNumber: valid.value });
    return [storeDto(row)];
  }
  const point = validateNearbyStoresQuery(numeric(query.lat), numeric(query.lng));
  const distance = query.distance === undefined ? NEARBY_STORE_DISTANCE : numeric(query.distance);
  if (!point.ok) throw new ApiError(400, 'INVALID_REQUEST', point.error.message, point.error.details);
  if (!(distance > 0)) throw new ApiError(400, 'INVALID_REQUEST', NEARBY_STORES_INVALID_MESSAGE, { fields: ['distance'] });
  const rows = await db.query<StoreRow>('select * from store where brand_id = $1 order by position', [query.brandId]);
  const near = rows
    .map((r) => ({ r, miles: milesBetween(point.value, r) }))
    .filter((x) => x.miles <= distance)
    .sort((a, b) => a.miles - b.miles);
  if (near.length === 0) throw new ApiError(404, 'NO_NEARBY_STORE', NO_NEARBY_STORE_MESSAGE, { distance });
  return near.map((x) => storeDto(x.r, Math.round(x.miles * 10) / 10));
}

/** GET /misl/v1/stores/{storeNumber}/inventory: units on hand at the store per SKU (unknown SKUs: 0). 404 STORE_NOT_FOUND. */
export async function storeInventory(db: Db, storeNumber: string, skuIds: readonly string[]): Promise<StoreInventoryResponseDto> {
  const store = await requireStore(db, storeNumber);
  const rows = await db.query<{ sku_id: string; stock_level: number }>('select sku_id, stock_level from sku_inventory where pool_id = $1 and sku_id = any($2::text[])', [store.pool_id, [...skuIds]]);
  const units = new Map(rows.map((r) => [r.sku_id, r.stock_level]));
  return { storeNumber, items: skuIds.map((skuId) => ({ skuId, quantity: units.get(skuId) ?? 0 })) };
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim();

/**
 * GET /misl/v1/locations/search: geocodes a US ZIP / Canadian postal code, or a city name with an
 * optional ', region' ('Portland, OR'), from GeoNames; the site's `country` first. At most 5, exact
 * names before prefixes. 400 INVALID_REQUEST for a blank query; 404 LOCATION_NOT_FOUND when nothing matches.
 */
export function searchLocations(queryText: string, country: string | undefined): LocationDto[] {
  const text = queryText.trim();
  if (text === '') throw new ApiError(400, 'INVALID_REQUEST', 'Invalid parameters passed to searchLocations', { fields: ['query'] });
  if (/^\d{5}(-\d{4})?$/.test(text) || /^[A-Za-z]\d[A-Za-z](\s?\d[A-Za-z]\d)?$/.test(text)) {
    const found = postalCodeLookup(text.slice(0, 5));
    if (!found) throw new ApiError(404, 'LOCATION_NOT_FOUND', `No place found for ${text}`, { query: text });
    return [{ name: found.city, region: found.region, country: found.country, postalCode: text.toUpperCase(), lat: found.lat, lng: found.lng }];
  }
  const [namePart = '', regionPart] = text.split(',').map((part) => fold(part));
  const ranked = geoCities()
    .filter((c) => fold(c.name).startsWith(namePart))
    .map((c) => {
      const region = admin1Name(c.country, c.admin1);
      const regionMatches = regionPart === undefined || regionPart === '' || fold(c.admin1) === regionPart || (region !== null && fold(region).startsWith(regionPart));
      return { c, region, score: (fold(c.name) === namePart ? 0 : 2) + (c.country === country ? 0 : 1) + (regionMatches ? 0 : 10) };
    })
    .filter((x) => x.score < 10)
    .sort((a, b) => a.score - b.score)
    .slice(0, 5);
  if (ranked.length === 0) throw new ApiError(404, 'LOCATION_NOT_FOUND', `No place found for ${text}`, { query: text });
  return ranked.map(({ c, region }) => ({ name: c.name, region: c.country === 'US' ? c.admin1 : region, country: c.country, postalCode: null, lat: c.lat, lng: c.lng }));
}
