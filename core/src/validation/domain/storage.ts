import type { DomainError } from '../../shared/domain-error.js';
import { isFiniteNumber, isNonEmptyString } from '../../shared/guards.js';
import { ok, type Result } from '../../shared/result.js';
import { invalidParameters } from './invalid-parameters.js';

/**
 * Local storage with TTL (shopping.md §5 "Local storage writes need a key and a numeric ttl.
 * Entries expire by timestamp"). The browser adapter stores {@link StoredEntry} JSON.
 */

/** What is stored: the value and its expiry instant (epoch ms). */
export interface StoredEntry<T> {
  readonly value: T;
  readonly expiresAt: number;
}

export type StorageError = DomainError<'STORAGE.INVALID_WRITE'>;

/**
 * Builds the entry for a write: needs a non-empty key and a numeric ttl (ms, finite, >= 0) else
 * STORAGE.INVALID_WRITE 'Invalid parameters passed to setItemWithTtl'. `now` epoch ms.
 */
export function storageEntryFor<T>(key: unknown, value: T, ttlMs: unknown, now: number): Result<{ key: string; entry: StoredEntry<T> }, StorageError> {
  const fields: string[] = isNonEmptyString(key) ? [] : ['key'];
  if (!isFiniteNumber(ttlMs) || ttlMs < 0) fields.push('ttl');
  if (fields.length > 0) return invalidParameters('STORAGE.INVALID_WRITE', 'setItemWithTtl', fields);
  return ok({ key: key as string, entry: { value, expiresAt: now + (ttlMs as number) } });
}

/** An entry expires by timestamp: expired when `now >= expiresAt`. */
export function isStoredEntryExpired(entry: Pick<StoredEntry<unknown>, 'expiresAt'>, now: number): boolean {
  return now >= entry.expiresAt;
}

/** Reads a stored entry: its value while fresh, null when expired or malformed (the adapter then removes it). */
export function readStoredEntry<T>(entry: unknown, now: number): T | null {
  if (typeof entry !== 'object' || entry === null || !('expiresAt' in entry) || !('value' in entry)) return null;
  const stored = entry as StoredEntry<T>;
  return isFiniteNumber(stored.expiresAt) && !isStoredEntryExpired(stored, now) ? stored.value : null;
}
