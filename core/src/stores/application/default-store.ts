import type { ProfileGateway } from '../../identity/ports/profile-gateway.port.js';
import type { KeyValueStore, KeyValueStoreError } from '../../platform/key-value-store.port.js';
import type { Clock } from '../../shared/clock.js';
import type { Result } from '../../shared/result.js';
import type { Store } from '../domain/store.js';
import { DEFAULT_STORE_CACHE_MS, DEFAULT_STORE_KEY, isDefaultStoreFresh } from '../domain/stores.js';

/**
 * The shopper's store (shopping.md §4 "Default store", §9; shell-and-account.md §3 Preferences
 * favoriteStores; decision 0241): the chosen pickup store is cached under 'defaultBopisStore' for
 * 60 days, and a signed-in customer's favourite store is saved to their preferences.
 */

/** What is cached under 'defaultBopisStore': the store and when it was chosen (epoch ms). */
export interface DefaultStore {
  readonly storeNumber: string;
  readonly name: string;
  readonly poolId: string;
  readonly savedAt: number;
}

/** Caches `store` as the pickup store for DEFAULT_STORE_CACHE_MS (5184e6 ms). STORAGE.* errors from the store. */
export function saveDefaultStore(storage: KeyValueStore, clock: Clock, store: Pick<Store, 'storeNumber' | 'name' | 'poolId'>): Result<void, KeyValueStoreError> {
  const entry: DefaultStore = { storeNumber: store.storeNumber, name: store.name, poolId: store.poolId, savedAt: clock.now() };
  return storage.set(DEFAULT_STORE_KEY, entry, DEFAULT_STORE_CACHE_MS);
}

/** The cached pickup store while fresh (chosen less than 60 days ago), else undefined (a stale entry is removed). */
export function readDefaultStore(storage: KeyValueStore, clock: Clock): DefaultStore | undefined {
  const entry = storage.get<DefaultStore>(DEFAULT_STORE_KEY);
  if (entry === undefined) return undefined;
  if (typeof entry.savedAt === 'number' && typeof entry.storeNumber === 'string' && isDefaultStoreFresh(entry.savedAt, clock.now())) return entry;
  storage.remove(DEFAULT_STORE_KEY);
  return undefined;
}

/** Ports of {@link makeMyStore}; `profile` only for a signed-in (REGISTERED or better) customer. */
export interface MakeMyStorePorts {
  readonly storage: KeyValueStore;
  readonly clock: Clock;
  readonly profile?: ProfileGateway;
  /** The site's language, country and currency, for preferences that do not exist yet. */
  readonly site: { readonly language: string; readonly country: string; readonly currency: string };
}

/**
 * "Make this my store": caches the pickup store (see {@link saveDefaultStore}) and, with a profile,
 * puts the store first in the preferences' favoriteStores (PUT …/preferences/global, which creates
 * missing preferences; decision 0075). Result: whether the favourite was saved to the profile.
 * A refused cache write is returned as its STORAGE error; profile faults reject.
 */
export async function makeMyStore(ports: MakeMyStorePorts, store: Pick<Store, 'storeNumber' | 'name' | 'poolId'>): Promise<Result<{ readonly savedToProfile: boolean }, KeyValueStoreError>> {
  const cached = saveDefaultStore(ports.storage, ports.clock, store);
  if (!cached.ok) return cached;
  if (!ports.profile) return { ok: true, value: { savedToProfile: false } };
  const current = await ports.profile.getPreferences();
  const global = current?.global ?? { language: ports.site.language, country: ports.site.country, currency: ports.site.currency, favoriteStores: [], profilePhoto: null };
  await ports.profile.putGlobalPreferences({ ...global, favoriteStores: [store.storeNumber, ...global.favoriteStores.filter((n) => n !== store.storeNumber)] });
  return { ok: true, value: { savedToProfile: true } };
}
