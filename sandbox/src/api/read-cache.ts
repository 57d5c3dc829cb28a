import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/db.js';

/** Cache TTLs in minutes (shell-and-account.md §9, shopping.md §9 "Cache TTLs"). */
export const CACHE_TTL_MINUTES = { short: 5, medium: 15, long: 60, extraLong: 1440, robots: 180, staticAsset: 43200, default: 15 } as const;

/**
 * How one catalogue read is cached (decision 0250):
 * - `ttlMinutes`: how long the in-process cache keeps an answer (it is dropped sooner when the
 *   catalogue version moves: stock, prices, products);
 * - `browser`: 'max-age' lets browsers and shared caches keep a GET for `ttlMinutes` (answers that
 *   do not show stock: configuration, navigation); 'revalidate' makes them ask every time with the
 *   ETag (answers that show stock: products, suggestions), which a 304 answers cheaply.
 */
export interface ReadCachePolicy {
  readonly ttlMinutes: number;
  readonly browser: 'max-age' | 'revalidate';
}

/** Request headers that change a catalogue answer (language, locale, pool): part of the cache key. */
const VARYING_HEADERS = ['x-vitrine-language', 'x-vitrine-locale', 'x-vitrine-inventory-pool'] as const;

interface Entry {
  readonly version: number;
  readonly expiresAt: number;
  readonly status: number;
  readonly body: string;
  readonly contentType: string;
  readonly etag: string;
}

/** What a read cache reports (for tests and the load benchmark). */
export interface ReadCacheStats {
  hits: number;
  misses: number;
  notModified: number;
}

/**
 * The in-process cache in front of the database for hot catalogue reads (decision 0250). An entry
 * is served only while it is younger than its policy's TTL and was made at the current catalogue
 * version (`catalog_version`, moved by triggers on every write to stock, prices and products, see
 * migration 0110), so a sold-out size never shows as available from the cache. Per entry the key is
 * method, path with query, JSON body (POST) and the language, locale and pool headers; only 200
 * JSON answers are kept, at most `maxEntries` (least recently used dropped first). Concurrent
 * requests for one key wait for the first one's answer instead of all asking the database.
 */
export class ReadCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Answers being made now, by key: a second request for the same key waits for the first (no stampede). */
  private readonly inflight = new Map<string, Promise<Entry | null>>();
  /** The catalogue version last read, or null when a catalogue write may have moved it. */
  private knownVersion: number | null = null;
  private writes = 0;
  readonly stats: ReadCacheStats = { hits: 0, misses: 0, notModified: 0 };

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
    maxEntries = 5000,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  /**
   * The current catalogue version. Read from the database (one row) the first time and after every
   * {@link catalogWritten}; kept in memory in between, so a cache hit costs no query.
   */
  async version(): Promise<number> {
    if (this.knownVersion !== null) return this.knownVersion;
    const writes = this.writes;
    const [row] = await this.db.query<{ version: number | string }>('select version from catalog_version where id = 1');
    const version = Number(row?.version ?? 0);
    // A write that landed while reading may not be in this figure: read again next time.
    if (writes === this.writes) this.knownVersion = version;
    return version;
  }

  /** The catalogue version as last read, without reading it: null after a catalogue write until {@link version} reads it again (CatalogMemo, decision 0256). */
  peekVersion(): number | null {
    return this.knownVersion;
  }

  /** A statement wrote a catalogue table (sandbox/src/db/catalog-writes.ts): the next request reads the version again. */
  catalogWritten(): void {
    this.writes += 1;
    this.knownVersion = null;
  }

  /** Drops every entry (tests; a re-seed). */
  clear(): void {
    this.entries.clear();
    this.knownVersion = null;
  }

  /**
   * Hono middleware for one GET or POST read. On GET it also sets Cache-Control and a weak ETag
   * (catalogue version and body hash) and answers 304 Not Modified to a matching If-None-Match.
   * Other methods pass through untouched.
   */
  middleware(policy: ReadCachePolicy): MiddlewareHandler {
    const cacheControl = policy.browser === 'max-age' ? `public, max-age=${policy.ttlMinutes * 60}` : 'public, no-cache';
    return async (c, next) => {
      const method = c.req.method;
      if (method !== 'GET' && method !== 'POST') return next();
      const url = new URL(c.req.url);
      const body = method === 'POST' ? await c.req.text() : '';
      const key = [method, url.pathname, url.search, body, ...VARYING_HEADERS.map((h) => c.req.header(h) ?? '')].join('\u0000');
      const version = await this.version();
      const now = this.clock();
      let entry: Entry | null | undefined = this.entries.get(key);
      if (entry && (entry.version !== version || entry.expiresAt <= now)) {
        this.entries.delete(key);
        entry = undefined;
      }
      if (!entry && this.inflight.has(key)) entry = await this.inflight.get(key);
      if (entry) {
        this.stats.hits += 1;
      } else {
        this.stats.misses += 1;
        let settle: (made: Entry | null) => void = () => undefined;
        this.inflight.set(key, new Promise<Entry | null>((resolve) => (settle = resolve)));
        try {
          await next();
          const res = c.res;
          const contentType = res.headers.get('content-type') ?? '';
          if (res.status !== 200 || !contentType.includes('application/json')) return;
          const text = await res.clone().text();
          const etag = `W/"${version}-${createHash('sha1').update(text).digest('base64url').slice(0, 20)}"`;
          entry = { version, expiresAt: now + policy.ttlMinutes * 60_000, status: res.status, body: text, contentType, etag };
          this.entries.set(key, entry);
        } finally {
          settle(entry ?? null);
          this.inflight.delete(key);
        }
      }
      const headers: Record<string, string> = { 'Content-Type': entry.contentType, Vary: VARYING_HEADERS.join(', ') };
      if (method === 'GET') {
        headers['Cache-Control'] = cacheControl;
        headers.ETag = entry.etag;
        const ifNoneMatch = c.req.header('if-none-match');
        if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === entry.etag)) {
          this.stats.notModified += 1;
          c.res = new Response(null, { status: 304, headers });
          return;
        }
      }
      c.res = new Response(entry.body, { status: entry.status, headers });
    };
  }
}

/**
 * The catalogue reads behind the cache, with their policies (decision 0250): path patterns under
 * the API base as Hono's `use` takes them.
 */
export const CATALOG_READ_POLICIES: readonly (readonly [string, ReadCachePolicy])[] = [
  ['/catalog/v0/:siteId/configuration', { ttlMinutes: CACHE_TTL_MINUTES.long, browser: 'max-age' }],
  ['/catalog/v0/an/configuration/:countryCode', { ttlMinutes: CACHE_TTL_MINUTES.long, browser: 'max-age' }],
  ['/catalog/v0/:siteId/navigation', { ttlMinutes: CACHE_TTL_MINUTES.medium, browser: 'max-age' }],
  ['/catalog/v0/:siteId/pools/:inventoryPool/products', { ttlMinutes: CACHE_TTL_MINUTES.short, browser: 'revalidate' }],
  ['/catalog-search-service/v0/:siteId/tiles/:category', { ttlMinutes: CACHE_TTL_MINUTES.short, browser: 'revalidate' }],
  ['/catalog-search-service/v0/:siteId/products/searches', { ttlMinutes: CACHE_TTL_MINUTES.short, browser: 'revalidate' }],
  ['/catalog-search-service/v0/:siteId/products/sayt', { ttlMinutes: CACHE_TTL_MINUTES.short, browser: 'revalidate' }],
  ['/catalog-search-service/v0/:siteId/products/sayt/', { ttlMinutes: CACHE_TTL_MINUTES.short, browser: 'revalidate' }],
  ['/catalog-search-service/v0/:siteId/products/popular', { ttlMinutes: CACHE_TTL_MINUTES.short, browser: 'revalidate' }],
];
