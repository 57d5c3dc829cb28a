import type { DomainError } from '../../shared/domain-error.js';
import { isFiniteNumber, isNonEmptyString } from '../../shared/guards.js';
import { ok, type Result } from '../../shared/result.js';
import { invalidParameters } from '../../validation/domain/invalid-parameters.js';

/**
 * Stores and the default pickup store (shopping.md §3 "Store", §4 "Default store", §5, §8, §9).
 */

export type StoresError = DomainError<'STORES.INVALID_REQUEST'>;

/** The spec's text (shopping.md §5), verbatim. */
export const NEARBY_STORES_INVALID_MESSAGE = 'Invalid parameters passed to getNearbyStores';
/** 'Unable to find nearby store' (shopping.md §8), verbatim. */
export const NO_NEARBY_STORE_MESSAGE = 'Unable to find nearby store';
/** Nearby-store search distance (shopping.md §9). */
export const NEARBY_STORE_DISTANCE = 200;
/** The key the chosen pickup store is cached under (shopping.md §4). */
export const DEFAULT_STORE_KEY = 'defaultBopisStore';
/** Default pickup store cache: 60 days = 5184e6 ms (shopping.md §9). */
export const DEFAULT_STORE_CACHE_MS = 5_184_000_000;

/**
 * Nearby-store search needs numeric lat and lng (shopping.md §5), finite and within ±90 / ±180
 * degrees; else STORES.INVALID_REQUEST 'Invalid parameters passed to getNearbyStores'.
 */
export function validateNearbyStoresQuery(lat: unknown, lng: unknown): Result<{ lat: number; lng: number }, StoresError> {
  const fields: string[] = [];
  if (!isFiniteNumber(lat) || Math.abs(lat) > 90) fields.push('lat');
  if (!isFiniteNumber(lng) || Math.abs(lng) > 180) fields.push('lng');
  return fields.length > 0 ? invalidParameters('STORES.INVALID_REQUEST', 'getNearbyStores', fields, NEARBY_STORES_INVALID_MESSAGE) : ok({ lat: lat as number, lng: lng as number });
}

/** Store lookup needs a string store number (shopping.md §5); else STORES.INVALID_REQUEST 'Invalid parameters passed to getStore'. */
export function validateStoreNumber(storeNumber: unknown): Result<string, StoresError> {
  return isNonEmptyString(storeNumber) ? ok(storeNumber) : invalidParameters('STORES.INVALID_REQUEST', 'getStore', ['storeNumber']);
}

/** 'No MISL store found with storeNumber=...' (shopping.md §8), verbatim. */
export function storeNotFoundMessage(storeNumber: string): string {
  return `No MISL store found with storeNumber=${storeNumber}`;
}

/** The cached default store is fresh for 60 days after it was saved (epoch ms): now - savedAt < 5184e6. */
export function isDefaultStoreFresh(savedAt: number, now: number): boolean {
  return now - savedAt < DEFAULT_STORE_CACHE_MS;
}
