import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STORE_CACHE_MS,
  DEFAULT_STORE_KEY,
  isDefaultStoreFresh,
  NEARBY_STORE_DISTANCE,
  NEARBY_STORES_INVALID_MESSAGE,
  NO_NEARBY_STORE_MESSAGE,
  storeNotFoundMessage,
  validateNearbyStoresQuery,
  validateStoreNumber,
} from '@vitrine/core';

describe('stores (shopping §5, §8, §9)', () => {
  it("nearby stores need numeric lat and lng, else 'Invalid parameters passed to getNearbyStores'", () => {
    expect(validateNearbyStoresQuery(40.7, -74)).toEqual({ ok: true, value: { lat: 40.7, lng: -74 } });
    for (const [lat, lng] of [['40', -74], [40, null], [91, 0], [0, 181], [Number.NaN, 0]]) {
      const r = validateNearbyStoresQuery(lat, lng);
      expect(!r.ok && [r.error.code, r.error.message]).toEqual(['STORES.INVALID_REQUEST', 'Invalid parameters passed to getNearbyStores']);
    }
    expect(NEARBY_STORES_INVALID_MESSAGE).toBe('Invalid parameters passed to getNearbyStores');
  });
  it('store lookup needs a string store number', () => {
    expect(validateStoreNumber('0042')).toEqual({ ok: true, value: '0042' });
    expect(validateStoreNumber(42).ok).toBe(false);
  });
  it('has the spec texts and constants', () => {
    expect(NO_NEARBY_STORE_MESSAGE).toBe('Unable to find nearby store');
    expect(storeNotFoundMessage('0042')).toBe('No MISL store found with storeNumber=0042');
    expect([DEFAULT_STORE_KEY, DEFAULT_STORE_CACHE_MS, NEARBY_STORE_DISTANCE]).toEqual(['defaultBopisStore', 60 * 86_400_000, 200]);
  });
  it('the cached default store is fresh for 60 days', () => {
    expect(isDefaultStoreFresh(0, DEFAULT_STORE_CACHE_MS - 1)).toBe(true);
    expect(isDefaultStoreFresh(0, DEFAULT_STORE_CACHE_MS)).toBe(false);
  });
  it('property: coordinates are accepted iff within ±90 / ±180 (inclusive)', () => {
    fc.assert(fc.property(fc.double({ min: -200, max: 200, noNaN: true }), fc.double({ min: -200, max: 200, noNaN: true }), (lat, lng) => {
      expect(validateNearbyStoresQuery(lat, lng).ok).toBe(Math.abs(lat) <= 90 && Math.abs(lng) <= 180);
    }));
  });
});
