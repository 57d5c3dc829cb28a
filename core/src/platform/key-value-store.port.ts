import type { DomainError } from '../shared/domain-error.js';
import type { Result } from '../shared/result.js';
import { token } from '../shared/token.js';

/**
 * Coded failures of a write: STORAGE.INVALID_WRITE when the key is empty or the ttl is not a
 * number of ms (shopping.md §5 "Local storage writes need a key and a numeric ttl"; checked by
 * `storageEntryFor` in core/src/validation); STORAGE.UNAVAILABLE when the browser refuses (quota
 * exceeded, storage disabled).
 */
export type KeyValueStoreError = DomainError<'STORAGE.INVALID_WRITE' | 'STORAGE.UNAVAILABLE'>;

/**
 * Port: a small persistent key-value store whose entries expire by timestamp (localStorage with
 * TTL, shopping.md §5). Implemented by LocalStorageKeyValueStore and InMemoryKeyValueStore; entries
 * are core's StoredEntry `{ value, expiresAt }`. Values are JSON-serialisable.
 * Example: the default pickup store under 'defaultBopisStore' for 60 days (5184e6 ms, shopping.md §9).
 */
export interface KeyValueStore {
  /** The value under `key`, or undefined when missing, expired (then also removed) or unreadable. Never throws. */
  get<T>(key: string): T | undefined;
  /**
   * Stores `value` under `key` for `ttlMs` milliseconds from now.
   * Returns STORAGE.INVALID_WRITE (bad key or ttl, or a value JSON cannot hold) or
   * STORAGE.UNAVAILABLE (quota, disabled). Never throws.
   */
  set<T>(key: string, value: T, ttlMs: number): Result<void, KeyValueStoreError>;
  /** Deletes `key`; a missing key is fine. Never throws. */
  remove(key: string): void;
}
export const KeyValueStore = token<KeyValueStore>('KeyValueStore');
