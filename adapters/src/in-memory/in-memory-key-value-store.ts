import { domainError, err, isStoredEntryExpired, ok, storageEntryFor, type Clock, type KeyValueStore, type KeyValueStoreError, type Result } from '@vitrine/core';

/**
 * KeyValueStore in memory with the rules of LocalStorageKeyValueStore: writes built and checked by core's
 * storageEntryFor, entries expire by timestamp from the injected Clock, values copied through
 * JSON as storage would. `setUnavailable(true)` makes writes fail with STORAGE.UNAVAILABLE.
 */
export class InMemoryKeyValueStore implements KeyValueStore {
  private readonly entries = new Map<string, { json: string; expiresAt: number }>();
  private unavailable = false;

  constructor(private readonly clock: Clock) {}

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (isStoredEntryExpired(entry, this.clock.now())) {
      this.entries.delete(key);
      return undefined;
    }
    return JSON.parse(entry.json) as T;
  }

  set<T>(key: string, value: T, ttlMs: number): Result<void, KeyValueStoreError> {
    const built = storageEntryFor(key, value, ttlMs, this.clock.now());
    if (!built.ok) return built;
    if (this.unavailable) return err(domainError('STORAGE.UNAVAILABLE', 'Storage refused the write', { key }));
    const json = JSON.stringify(value);
    if (json === undefined) return err(domainError('STORAGE.INVALID_WRITE', 'Value is not JSON-serialisable', { key }));
    this.entries.set(key, { json, expiresAt: built.value.entry.expiresAt });
    return ok(undefined);
  }

  remove(key: string): void {
    this.entries.delete(key);
  }

  /** Makes every later write fail with STORAGE.UNAVAILABLE (quota exceeded, private mode), or stops that. */
  setUnavailable(unavailable: boolean): void {
    this.unavailable = unavailable;
  }

  /** Keys held, expired ones included until read. */
  keys(): string[] {
    return [...this.entries.keys()];
  }
}
