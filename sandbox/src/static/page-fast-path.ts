import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import { LRUCache } from 'lru-cache';
import { HSTS, overTls } from '../api/security-headers.js';
import { PAGE_CACHE_HEADER, pageCacheKey, type CachedPageRenderer } from './page-cache.js';

/** A kept page's response headers as the whole middleware chain made them, each value cut where that response's CSP nonce stood. */
type HeaderTemplate = readonly (readonly [name: string, parts: readonly string[]])[];

/** Headers a fast answer never copies: HSTS depends on each request's scheme; the length is the body's own. */
const PER_REQUEST = new Set(['strict-transport-security', 'content-length']);

/**
 * A request the fast path may answer: no compression asked for (no Accept-Encoding, or identity
 * only), since the compress middleware would change the body and headers of the answer.
 */
const uncompressed = (acceptEncoding: string | null) => acceptEncoding === null || acceptEncoding.trim() === '' || acceptEncoding.trim().toLowerCase() === 'identity';

/**
 * Answers anonymous shoppers' kept pages ahead of the middleware chain (decision 0446). Mounted
 * first on the app: for a GET outside `apiBase` that asks for no compression, whose page is kept
 * by `pages` at the catalogue version known now ({@link CachedPageRenderer.hit}), it answers at
 * once with the bytes of the kept page and the headers the whole chain gave that page the last
 * time it went through it (security headers, Cache-Control, Vary, `X-Vitrine-Page-Cache: hit`),
 * with a new CSP nonce (16 random bytes, base64) in the Content-Security-Policy and in the page's
 * inline scripts alike, and HSTS when the request came over TLS. Anything else, and a kept page
 * whose headers it has not seen yet, goes down the chain; after the chain it keeps the headers of a
 * 200 page answered from or into the page cache, uncompressed (at most `maxEntries`, default 500).
 */
export function cachedPageFastPath(pages: CachedPageRenderer, apiBase: string, maxEntries = 500): MiddlewareHandler<{ Variables: SecureHeadersVariables }> {
  const templates = new LRUCache<string, HeaderTemplate>({ max: maxEntries });
  return async (c, next) => {
    const request = c.req.raw;
    if (request.method !== 'GET' || c.req.path.startsWith(`${apiBase}/`) || !uncompressed(request.headers.get('accept-encoding'))) return next();
    const key = pageCacheKey(request);
    if (key === null) return next();
    const template = templates.get(key);
    if (template) {
      const nonce = randomBytes(16).toString('base64');
      const body = pages.hit(key, nonce);
      if (body) {
        const headers: Record<string, string> = {};
        for (const [name, parts] of template) headers[name] = parts.join(nonce);
        if (overTls(request)) headers['strict-transport-security'] = HSTS;
        return new Response(body, { status: 200, headers });
      }
    }
    await next();
    const nonce = c.get('secureHeadersNonce');
    const how = c.res.headers.get(PAGE_CACHE_HEADER);
    if (c.res.status !== 200 || (how !== 'hit' && how !== 'miss') || c.res.headers.has('content-encoding') || !nonce) return;
    const kept: [string, string[]][] = [];
    for (const [name, value] of c.res.headers) if (!PER_REQUEST.has(name)) kept.push([name, name === PAGE_CACHE_HEADER.toLowerCase() ? ['hit'] : value.split(nonce)]);
    templates.set(key, kept);
  };
}
