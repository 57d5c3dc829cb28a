import { domainError, type DomainError } from '../shared/domain-error.js';
import { err, ok, type Result } from '../shared/result.js';
import { token } from '../shared/token.js';

/**
 * Coded failures of a write: STORAGE.INVALID_WRITE when the key is empty or the ttl is not a
 * positive finite number of ms (shopping.md §5 "Local storage writes need a key and a numeric
 * ttl"); STORAGE.UNAVAILABLE when the browser refuses (quota exceeded, storage disabled).
 */
export type KeyValueStoreError = DomainError<'STORAGE.INVALID_WRITE' | 'STORAGE.UNAVAILABLE'>;

/** Text of STORAGE.INVALID_WRITE. */
export const INVALID_STORAGE_WRITE_MESSAGE = 'Local storage writes need a key and a numeric ttl';

/**
 * Checks a write before it reaches storage (shopping.md §5): a non-empty string key and a ttl that
 * is a finite number of ms above 0. Returns ok(undefined) or STORAGE.INVALID_WRITE with
 * `details.key` and `details.ttlMs`.
 */
export function validateStorageWrite(key: unknown, ttlMs: unknown): Result<void, KeyValueStoreError> {
  const keyOk = typeof key === 'string' && key.trim().length > 0;
  const ttlOk = typeof ttlMs === 'number' && Number.isFinite(ttlMs) && ttlMs > 0;
  if (keyOk && ttlOk) return ok(undefined);
  return err(domainError('STORAGE.INVALID_WRITE', INVALID_STORAGE_WRITE_MESSAGE, { key, ttlMs }));
}

/**
 * True when an entry stored with `expiresAt` (epoch ms) has expired at `now` (epoch ms).
 * Entries expire by timestamp (shopping.md §5): an entry is gone from the ms it expires.
 */
export function isStorageEntryExpired(expiresAt: number, now: number): boolean {
  return now >= expiresAt;
}

/**
 * Port: a small persistent key-value store whose entries expire (localStorage with TTL).
 * Implemented by LocalStorageKeyValueStore and InMemoryKeyValueStore. Values are JSON-serialisable.
 * Example: the default pickup store under 'defaultBopisStore' for 60 days (5184e6 ms, shopping.md §9).
 */
export interface KeyValueStore {
  /** The value under `key`, or undefined when missing, expired (then also removed) or unreadable. Never throws. */
  get<T>(key: string): T | undefined;
  /**
   * Stores `value` under `key` for `ttlMs` milliseconds from now.
   * Returns STORAGE.INVALID_WRITE (bad key or ttl) or STORAGE.UNAVAILABLE (quota, disabled). Never throws.
   */
  set<T>(key: string, value: T, ttlMs: number): Result<void, KeyValueStoreError>;
  /** Deletes `key`; a missing key is fine. Never throws. */
  remove(key: string): void;
}
export const KeyValueStore = token<KeyValueStore>('KeyValueStore');
