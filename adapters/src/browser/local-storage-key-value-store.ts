import {
  domainError,
  err,
  isStoredEntryExpired,
  ok,
  storageEntryFor,
  type Clock,
  type KeyValueStore,
  type KeyValueStoreError,
  type Result,
  type StoredEntry,
} from '@vitrine/core';

/** Parses what a key holds as core's StoredEntry; anything else (foreign or broken values) gives undefined. */
function parseEntry(raw: string | null): StoredEntry<unknown> | undefined {
  if (raw === null) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredEntry<unknown>> | null;
    return parsed !== null && typeof parsed === 'object' && 'value' in parsed && typeof parsed.expiresAt === 'number' && Number.isFinite(parsed.expiresAt)
      ? { value: parsed.value, expiresAt: parsed.expiresAt }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * KeyValueStore over Web Storage (localStorage by default) with TTL (shopping.md §5 "Local storage
 * writes need a key and a numeric ttl. Entries expire by timestamp"). Each key holds core's
 * StoredEntry as JSON, `{ value, expiresAt }` with expiresAt in epoch ms from the injected Clock;
 * an expired entry is removed when read. Writes are built and checked by core's storageEntryFor
 * (STORAGE.INVALID_WRITE 'Invalid parameters passed to setItemWithTtl'); a browser refusal (quota,
 * disabled storage, no storage at all) is STORAGE.UNAVAILABLE. Nothing throws. Decision 0044.
 */
export class LocalStorageKeyValueStore implements KeyValueStore {
  constructor(
    private readonly clock: Clock,
    private readonly storage: () => Storage | undefined = () => globalThis.localStorage,
  ) {}

  private area(): Storage | undefined {
    try {
      return this.storage();
    } catch {
      return undefined; // a SecurityError when storage is disabled
    }
  }

  get<T>(key: string): T | undefined {
    const area = this.area();
    if (!area) return undefined;
    let raw: string | null;
    try {
      raw = area.getItem(key);
    } catch {
      return undefined;
    }
    const entry = parseEntry(raw);
    if (!entry) return undefined;
    if (isStoredEntryExpired(entry, this.clock.now())) {
      this.remove(key);
      return undefined;
    }
    return entry.value as T;
  }

  set<T>(key: string, value: T, ttlMs: number): Result<void, KeyValueStoreError> {
    const built = storageEntryFor(key, value, ttlMs, this.clock.now());
    if (!built.ok) return built;
    let serialized: string;
    try {
      if (JSON.stringify(value) === undefined) throw new TypeError(`${typeof value} is not JSON`);
      serialized = JSON.stringify(built.value.entry);
    } catch (cause) {
      return err(domainError('STORAGE.INVALID_WRITE', 'Value is not JSON-serialisable', { key, cause: String(cause) }));
    }
    const area = this.area();
    if (!area) return err(domainError('STORAGE.UNAVAILABLE', 'Storage is not available', { key }));
    try {
      area.setItem(key, serialized);
      return ok(undefined);
    } catch (cause) {
      return err(domainError('STORAGE.UNAVAILABLE', 'Storage refused the write', { key, cause: String(cause) }));
    }
  }

  remove(key: string): void {
    try {
      this.area()?.removeItem(key);
    } catch {
      // storage disabled: nothing to remove
    }
  }

  /** Removes every expired entry this store wrote (other keys are left alone). Returns the keys removed. */
  purgeExpired(): string[] {
    const area = this.area();
    if (!area) return [];
    const now = this.clock.now();
    const expired: string[] = [];
    try {
      for (let i = 0; i < area.length; i += 1) {
        const key = area.key(i);
        if (key === null) continue;
        const entry = parseEntry(area.getItem(key));
        if (entry && isStoredEntryExpired(entry, now)) expired.push(key);
      }
    } catch {
      return [];
    }
    for (const key of expired) this.remove(key);
    return expired;
  }
}
