import { LRUCache } from 'lru-cache';

/**
 * An in-process memo of catalogue facts (decision 0256): each value is kept with the catalogue
 * version it was read at (`catalog_version`, moved by every write to stock, prices and products,
 * migration 0110) and handed out only while that is still the version this process knows. After a
 * catalogue write the known version is null until someone reads it again, and nothing is handed
 * out or kept meanwhile, so a memoized fact never shows stock that an order used up. The memo never
 * reads the database itself: its callers may be inside a transaction on PGlite's one connection.
 */
export class CatalogMemo {
  private readonly entries: LRUCache<string, { readonly version: number; readonly value: unknown }>;

  /**
   * @param knownVersion the catalogue version this process last read, or null while a catalogue
   *   write has not been followed by a read (ReadCache.peekVersion).
   * @param maxEntries most values kept, least recently used dropped first (default 20,000).
   */
  constructor(
    private readonly knownVersion: () => number | null,
    maxEntries = 20_000,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  /** The version to read facts at (pass it to {@link get} and {@link keep}), or null: read from the database and keep nothing. */
  version(): number | null {
    return this.knownVersion();
  }

  /** The value kept for `key` when it was read at `version`, else undefined. */
  get<T>(key: string, version: number): T | undefined {
    const entry = this.entries.get(key);
    return entry && entry.version === version ? (entry.value as T) : undefined;
  }

  /** Keeps `value`, read at `version`, for `key`, unless a catalogue write has been noted since (the known version moved or is unknown). */
  keep(key: string, value: unknown, version: number): void {
    if (this.knownVersion() === version) this.entries.set(key, { version, value });
  }
}
