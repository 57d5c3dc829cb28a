import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { createSandboxApp } from '../../sandbox/src/api/app.js';
import type { PageRenderer } from '../../sandbox/src/static/static-routes.js';
import { ReadCache } from '../../sandbox/src/api/read-cache.js';
import { watchCatalogWrites } from '../../sandbox/src/db/catalog-writes.js';
import type { AppEnv } from '../../sandbox/src/api/app-env.js';
import type { Db } from '../../sandbox/src/db/db.js';
import { readSeedSummary } from '../../sandbox/src/seed/seed.js';
import { openTestDatabase, TEST_SAMPLE_DATA_DIR } from '../support/sandbox.js';
import type { AddressLimits } from '../../sandbox/src/api/rate-limits.js';

/** Catalogue tables compared by the determinism test. */
export const CATALOG_TABLES = [
  'category',
  'product',
  'product_translation',
  'product_category',
  'product_color',
  'product_fit',
  'sku',
  'sku_price',
  'sku_inventory',
  'review',
  'product_review_summary',
  'brand',
  'product_brand',
  'seller',
  'product_seller',
  'content_entry',
  'path_redirect',
] as const;

/** md5 of every row of every catalogue table, ordered by row text: equal digests = identical catalogues. */
export async function catalogDigest(db: Db): Promise<Record<string, string>> {
  const digest: Record<string, string> = {};
  for (const table of CATALOG_TABLES) {
    const [row] = await db.query<{ d: string; n: number }>(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d, count(*)::int as n from ${table} t`);
    digest[table] = `${row!.n}:${row!.d}`;
  }
  return digest;
}

/** Parsed JSON bodies are checked with expect(); a loose default type keeps the assertions readable. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type LooseJson = any;

/** A response with its parsed JSON body. */
export interface JsonResponse<T = LooseJson> {
  status: number;
  headers: Headers;
  body: T;
}

const UNREACHABLE = { limit: 1_000_000, windowMs: 60_000 };
const UNREACHABLE_ADDRESS_LIMITS: AddressLimits = { signIn: UNREACHABLE, giftCardBalance: UNREACHABLE, oneTimeCodeChecks: UNREACHABLE, oneTimeCodeSends: UNREACHABLE };

/**
 * A sandbox app over a private copy of the seeded test database, driven with `app.request()` (no
 * network), with a settable clock, a private image cache and a one-cookie-jar client.
 */
export class SandboxHarness {
  now = Date.UTC(2026, 0, 15);
  private cookies = new Map<string, string>();

  private constructor(
    readonly app: Hono<AppEnv>,
    readonly db: Db,
    readonly imageCacheDir: string,
    private readonly closeDb: () => Promise<void>,
  ) {}

  /**
   * Opens a harness; `faults` enables the fault switch, `guestTokenTtlMs` sets the token lifetime,
   * `addressLimits` the per-address limits (default: none in reach, as every in-process request
   * shares one address; the rate-limit tests set their own), `renderPage` a server renderer of the
   * pages (with `staticDir`; its anonymous pages are cached, decision 0253).
   */
  static async open(
    options: { faults?: boolean; guestTokenTtlMs?: number; staticDir?: string; addressLimits?: Partial<AddressLimits>; renderPage?: PageRenderer; random?: () => number } = {},
  ): Promise<SandboxHarness> {
    const { db: raw, close } = await openTestDatabase();
    const imageCacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-image-cache-'));
    const ref: { harness?: SandboxHarness } = {};
    // Tests write stock and prices straight into the database too: through the same watched handle the
    // app uses, so the catalogue read cache sees those writes (decision 0250).
    const readCache = new ReadCache(raw, () => ref.harness!.now);
    const db = watchCatalogWrites(raw, () => readCache.catalogWritten());
    const app = createSandboxApp({
      db,
      readCache,
      sampleDataDir: TEST_SAMPLE_DATA_DIR,
      imageCacheDir,
      staticDir: options.staticDir ?? null,
      ...(options.renderPage ? { renderPage: options.renderPage } : {}),
      faults: options.faults ?? false,
      clock: () => ref.harness!.now,
      guestTokenTtlMs: options.guestTokenTtlMs,
      addressLimits: options.addressLimits ?? UNREACHABLE_ADDRESS_LIMITS,
      ...(options.random ? { random: options.random } : {}),
      seed: await readSeedSummary(db),
    });
    ref.harness = new SandboxHarness(app, db, imageCacheDir, close);
    return ref.harness;
  }

  async close(): Promise<void> {
    await this.closeDb();
    fs.rmSync(this.imageCacheDir, { recursive: true, force: true });
  }

  /** Forgets every cookie (a new browser). */
  clearCookies(): void {
    this.cookies.clear();
  }

  /** Sets a cookie by hand (e.g. a forged token). */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Raw request through app.request(), sending and storing cookies. */
  async raw(method: string, url: string, init: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await this.app.request(url, { method, headers, body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body) });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
    return response;
  }

  /** JSON request; returns status, headers and parsed body. */
  async json<T = LooseJson>(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<JsonResponse<T>> {
    const response = await this.raw(method, url, { body, headers });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T };
  }

  /** Fetches a guest token for a site (sets the cookies). */
  async guest(siteId = 'an-us'): Promise<JsonResponse> {
    return this.json('POST', `/api/auth/v0/${siteId}/tokens`, { grantType: 'guest' });
  }
}

export { TEST_SAMPLE_DATA_DIR };
