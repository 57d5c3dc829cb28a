import { parse as parseCookies } from 'hono/utils/cookie';
import { LRUCache } from 'lru-cache';
import { AUTH_COOKIE, TOKEN_COOKIE } from '../auth/auth-cookies.js';
import { gzipSegments, gzipWithGlue, type GzipSegments } from './gzip-segments.js';
import type { PageRenderContext, PageRenderer } from './static-routes.js';

/** Options of {@link cachedPageRenderer}. */
export interface PageCacheOptions {
  /** How long a page is kept, ms (the spec's short TTL, 5 minutes, by default). */
  readonly ttlMs?: number;
  /** The catalogue version (decision 0250): a page made at another version is not served. */
  readonly version: () => Promise<number>;
  /** Epoch ms now (default Date.now). */
  readonly clock?: () => number;
  /** Most pages kept (least recently used dropped first); default 500. */
  readonly maxEntries?: number;
  /**
   * The catalogue version as last read, without reading it (ReadCache.peekVersion), or null while
   * it is unknown; {@link CachedPageRenderer.hit} serves nothing without it. Default: always null.
   */
  readonly knownVersion?: () => number | null;
}

/** A page renderer with its cache of anonymous pages (decision 0253) and a synchronous lookup in it (decision 0446). */
export interface CachedPageRenderer extends PageRenderer {
  /**
   * The kept page of the request whose {@link pageCacheKey} is `key`, with `nonce` in place of the
   * CSP nonce it was rendered with, when it was kept at the catalogue version known now and is
   * younger than the TTL; else null (also while the catalogue version is unknown). As UTF-8 bytes
   * for `encoding` 'identity' (the default); as one gzip member (RFC 1952) of those bytes for
   * 'gzip', made from the page's parts compressed once, at its first gzip hit (decision 0448).
   * Reads no database and never renders.
   */
  hit(key: string, nonce: string, encoding?: 'identity' | 'gzip'): Buffer | null;
  /** The request's {@link pageCacheKey} with the renderer's own variant of it: null when its page is never shared. */
  keyOf(request: Request): string | null;
}

/** How the page cache answered, in the response header `X-Vitrine-Page-Cache`. */
export const PAGE_CACHE_HEADER = 'X-Vitrine-Page-Cache';

interface CachedPage {
  readonly version: number;
  readonly expiresAt: number;
  /** The page's UTF-8 bytes cut where the CSP nonce it was rendered with stood (one part when it has none). */
  readonly parts: readonly Buffer[];
  /** The CSP nonce the page was rendered with (its inline scripts carry it). */
  readonly nonce: string | undefined;
  readonly headers: [string, string][];
  /** The parts compressed for gzip answers (decision 0448), made at the page's first gzip hit. */
  gzip?: GzipSegments;
}

/** The spec's short cache TTL (shell-and-account.md §9: 5 minutes), in ms. */
export const PAGE_CACHE_TTL_MS = 5 * 60_000;

/**
 * The cookie part of a page's cache key, or null when the request is a signed-in shopper's (its
 * page is never shared). The token cookie and a guest's auth payload cookie do not change what the
 * server renders for an anonymous shopper and are left out, so every guest shares one page; any
 * other cookie (experiments, preferences) is part of the key.
 */
export function anonymousCookieKey(cookieHeader: string): string | null {
  const cookies = parseCookies(cookieHeader);
  const auth = cookies[AUTH_COOKIE];
  if (auth) {
    let scope: unknown;
    try {
      scope = (JSON.parse(auth) as { scope?: unknown }).scope;
    } catch {
      return null;
    }
    if (scope !== 'GUEST') return null;
  }
  return Object.keys(cookies)
    .filter((name) => name !== AUTH_COOKIE && name !== TOKEN_COOKIE)
    .sort()
    .map((name) => `${name}=${cookies[name]}`)
    .join('; ');
}

/**
 * The page cache key of a request (decision 0253): path, query, the renderer's variant of the
 * request (`variantOf`, e.g. 'crawler' or 'browser', decision 0464; the whole User-Agent without
 * it) and the cookies of {@link anonymousCookieKey}, joined; null when the page must not be shared
 * (not a GET, or a signed-in shopper's request).
 */
export function pageCacheKey(request: Request, variantOf?: (request: Request) => string): string | null {
  const cookieKey = request.method === 'GET' ? anonymousCookieKey(request.headers.get('cookie') ?? '') : null;
  if (cookieKey === null) return null;
  const url = new URL(request.url);
  const variant = variantOf ? variantOf(request) : (request.headers.get('user-agent') ?? '');
  return [url.pathname, url.search, variant, cookieKey].join('\u0000');
}

/**
 * Wraps the server renderer with a cache of anonymous shoppers' pages (decision 0253): a GET page
 * answered 200 without Set-Cookie is kept for `ttlMs`, keyed by URL (its context path names site and
 * locale), the renderer's variant of the request (crawlers get fully rendered pages; the whole
 * User-Agent when the renderer names none, decision 0464) and the request's cookies other than the token
 * and a guest's auth payload; it is served again while the catalogue version is unchanged, so a page
 * never shows stock an order used up. Signed-in shoppers' pages are never kept. The answer says
 * `X-Vitrine-Page-Cache: hit | miss | bypass`. A miss streams the page as it renders and keeps a copy;
 * shoppers asking for the same page meanwhile wait for that rendering instead of starting their own.
 * A kept page's inline scripts are given each answer's own CSP nonce (decision 0291).
 */
export function cachedPageRenderer(render: PageRenderer, options: PageCacheOptions): CachedPageRenderer {
  const ttlMs = options.ttlMs ?? PAGE_CACHE_TTL_MS;
  const clock = options.clock ?? Date.now;
  const pages = new LRUCache<string, CachedPage>({ max: options.maxEntries ?? 500 });
  const mark = (response: Response, how: 'miss' | 'bypass') => {
    const headers = new Headers(response.headers);
    headers.set(PAGE_CACHE_HEADER, how);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };

  /** Pages being rendered now, by key: a second shopper of the same page waits for the first rendering (no stampede). */
  const inflight = new Map<string, Promise<CachedPage | null>>();
  // A kept page is answered with this response's CSP nonce in place of the one it was rendered with (decision 0291).
  // It is kept as bytes cut at the nonce, so a hit only joins buffers: no string is scanned or encoded again.
  const keep = (html: string, nonce: string | undefined): Buffer[] => (nonce ? html.split(`nonce="${nonce}"`) : [html]).map((part) => Buffer.from(part));
  const glueOf = (page: CachedPage, nonce: string | undefined) => Buffer.from(`nonce="${nonce ?? page.nonce}"`);
  const bytes = (page: CachedPage, nonce: string | undefined) => {
    const glue = glueOf(page, nonce);
    return Buffer.concat(page.parts.flatMap((part, i) => (i === 0 ? [part] : [glue, part])));
  };
  // Compressed once per kept page; each gzip answer only strings the parts around its own nonce (decision 0448).
  const gzipped = (page: CachedPage, nonce: string) => gzipWithGlue((page.gzip ??= gzipSegments(page.parts)), glueOf(page, nonce));
  const fromCache = (page: CachedPage, context: PageRenderContext | undefined) =>
    new Response(bytes(page, context?.nonce), { status: 200, headers: [...page.headers, [PAGE_CACHE_HEADER, 'hit']] });

  const keyOf = (request: Request) => pageCacheKey(request, render.variantOf);
  const cached: PageRenderer = async (request, context) => {
    const key = keyOf(request);
    if (key === null) return mark(await render(request, context), 'bypass');
    const version = await options.version();
    const now = clock();
    const kept = pages.get(key);
    if (kept && kept.version === version && kept.expiresAt > now) return fromCache(kept, context);
    const pending = inflight.get(key);
    if (pending) {
      const page = await pending;
      if (page && page.version === version) return fromCache(page, context);
    }
    let settle: (page: CachedPage | null) => void = () => undefined;
    inflight.set(key, new Promise((resolve) => (settle = resolve)));
    const done = (page: CachedPage | null) => {
      if (page) pages.set(key, page);
      settle(page);
      if (inflight.get(key)) inflight.delete(key);
    };
    let response: Response;
    try {
      response = await render(request, context);
    } catch (error) {
      done(null);
      throw error;
    }
    if (response.status !== 200 || response.headers.has('set-cookie') || !response.body) {
      done(null);
      return mark(response, 'bypass');
    }
    const [toClient, toCache] = response.body.tee();
    void new Response(toCache).text().then(
      (html) => done({ version, expiresAt: now + ttlMs, parts: keep(html, context?.nonce), nonce: context?.nonce, headers: [...response.headers.entries()] }),
      () => done(null),
    );
    return mark(new Response(toClient, { status: response.status, headers: response.headers }), 'miss');
  };
  const hit = (key: string, nonce: string, encoding: 'identity' | 'gzip' = 'identity'): Buffer | null => {
    const version = options.knownVersion?.() ?? null;
    const page = version === null ? undefined : pages.get(key);
    if (!page || page.version !== version || page.expiresAt <= clock()) return null;
    return encoding === 'gzip' ? gzipped(page, nonce) : bytes(page, nonce);
  };
  return Object.assign(cached, { hit, keyOf });
}
