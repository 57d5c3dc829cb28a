import { describe, expect, it, vi } from 'vitest';
import {
  canPickUpAt,
  DEFAULT_STORE_CACHE_MS,
  DEFAULT_STORE_KEY,
  findNearbyStores,
  findStore,
  makeMyStore,
  pickupAvailability,
  readDefaultStore,
  saveDefaultStore,
  type KeyValueStore,
  type Preferences,
  type ProfileGateway,
  type Store,
  type StoreGateway,
} from '@vitrine/core';

/** Store use cases and rules (shopping.md §3 "Store", §4 "Default store", §5, §8, §9; decision 0241). */

const STORE: Store = {
  storeNumber: '0101',
  brandId: 'an',
  name: 'Seattle Pike Place',
  address: { addressLine1: '1 Market Street', city: 'Seattle', region: 'WA', postalCode: '98101', country: 'US', phone: '+1 206 555 0101' },
  loc: { lat: 47.6, lng: -122.3 },
  timeZone: 'America/Los_Angeles',
  hours: [],
  pickup: { enabled: true, curbside: true, readyWithinHours: 2 },
  poolId: 'STORE_0101',
  distanceMiles: 1.2,
};

function gateway(): StoreGateway {
  return {
    nearbyStores: vi.fn(async () => ({ ok: true as const, value: [STORE] })),
    storeByNumber: vi.fn(async () => ({ ok: true as const, value: STORE })),
    storeStock: vi.fn(),
    searchLocations: vi.fn(),
    checkInForPickup: vi.fn(),
  };
}

class MapStorage implements KeyValueStore {
  readonly entries = new Map<string, { value: unknown; ttlMs: number }>();
  refuse = false;
  get<T>(key: string): T | undefined {
    return this.entries.get(key)?.value as T | undefined;
  }
  set<T>(key: string, value: T, ttlMs: number) {
    if (this.refuse) return { ok: false as const, error: { code: 'STORAGE.UNAVAILABLE' as const, message: 'quota' } };
    this.entries.set(key, { value, ttlMs });
    return { ok: true as const, value: undefined };
  }
  remove(key: string): void {
    this.entries.delete(key);
  }
}

describe('store search use cases', () => {
  it('checks lat and lng before calling, then asks for 200 miles', async () => {
    const g = gateway();
    const bad = await findNearbyStores(g, 'north', -122);
    expect(!bad.ok && bad.error.message).toBe('Invalid parameters passed to getNearbyStores');
    expect(g.nearbyStores).not.toHaveBeenCalled();
    await expect(findNearbyStores(g, 47.6, -122.3)).resolves.toEqual({ ok: true, value: [STORE] });
    expect(g.nearbyStores).toHaveBeenCalledWith({ lat: 47.6, lng: -122.3 }, 200);
  });

  it('checks the store number before calling', async () => {
    const g = gateway();
    expect((await findStore(g, '')).ok).toBe(false);
    expect(g.storeByNumber).not.toHaveBeenCalled();
    await expect(findStore(g, '0101')).resolves.toEqual({ ok: true, value: STORE });
  });
});

describe('store rules', () => {
  it('offers pickup only at a pickup store of the site’s country', () => {
    expect(canPickUpAt(STORE, 'US')).toBe(true);
    expect(canPickUpAt(STORE, 'CA')).toBe(false);
    expect(canPickUpAt({ ...STORE, pickup: { ...STORE.pickup, enabled: false } }, 'US')).toBe(false);
  });
  it('tells whether all, some or none of the wanted units are at the store', () => {
    expect(pickupAvailability(0, 1)).toBe('UNAVAILABLE');
    expect(pickupAvailability(2, 3)).toBe('LIMITED');
    expect(pickupAvailability(3, 3)).toBe('AVAILABLE');
  });
});

describe('default store (defaultBopisStore, 60 days)', () => {
  it('caches the store for 5184e6 ms and reads it back while fresh; a stale or malformed entry is removed', () => {
    const storage = new MapStorage();
    let now = 1_000;
    const clock = { now: () => now };
    expect(saveDefaultStore(storage, clock, STORE)).toEqual({ ok: true, value: undefined });
    expect(storage.entries.get(DEFAULT_STORE_KEY)?.ttlMs).toBe(DEFAULT_STORE_CACHE_MS);
    expect(readDefaultStore(storage, clock)).toEqual({ storeNumber: '0101', name: 'Seattle Pike Place', poolId: 'STORE_0101', savedAt: 1_000 });
    now = 1_000 + DEFAULT_STORE_CACHE_MS;
    expect(readDefaultStore(storage, clock)).toBeUndefined();
    expect(storage.entries.has(DEFAULT_STORE_KEY)).toBe(false);
    expect(readDefaultStore(storage, clock)).toBeUndefined();
    storage.entries.set(DEFAULT_STORE_KEY, { value: { storeNumber: 7 }, ttlMs: 1 });
    expect(readDefaultStore(storage, clock)).toBeUndefined();
  });

  it('"Make this my store" caches it and, signed in, puts it first in favoriteStores', async () => {
    const storage = new MapStorage();
    const clock = { now: () => 5 };
    const site = { language: 'en', country: 'US', currency: 'USD' };
    await expect(makeMyStore({ storage, clock, site }, STORE)).resolves.toEqual({ ok: true, value: { savedToProfile: false } });

    const existing: Preferences = { global: { ...site, favoriteStores: ['0110', '0101'], profilePhoto: null }, web: { interstitialDeclined: false } };
    const put = vi.fn(async (global: Preferences['global']) => ({ global, web: existing.web }));
    const profile = { getPreferences: vi.fn(async () => existing), putGlobalPreferences: put } as unknown as ProfileGateway;
    await expect(makeMyStore({ storage, clock, site, profile }, STORE)).resolves.toEqual({ ok: true, value: { savedToProfile: true } });
    expect(put).toHaveBeenLastCalledWith({ ...existing.global, favoriteStores: ['0101', '0110'] });

    const none = { getPreferences: vi.fn(async () => null), putGlobalPreferences: put } as unknown as ProfileGateway;
    await makeMyStore({ storage, clock, site, profile: none }, STORE);
    expect(put).toHaveBeenLastCalledWith({ ...site, favoriteStores: ['0101'], profilePhoto: null });

    storage.refuse = true;
    await expect(makeMyStore({ storage, clock, site, profile }, STORE)).resolves.toMatchObject({ ok: false, error: { code: 'STORAGE.UNAVAILABLE' } });
  });
});

describe('pickup delivery', () => {
  it('is the STORE_PICKUP method', async () => {
    const { isPickupDelivery, PICKUP_DELIVERY_METHOD_ID } = await import('@vitrine/core');
    expect(PICKUP_DELIVERY_METHOD_ID).toBe('STORE_PICKUP');
    expect(isPickupDelivery({ id: 'STORE_PICKUP' })).toBe(true);
    expect(isPickupDelivery({ id: 'STANDARD' })).toBe(false);
    expect(isPickupDelivery(null)).toBe(false);
  });
});
