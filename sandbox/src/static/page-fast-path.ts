import { deflateSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import { LRUCache } from 'lru-cache';
import { encodingFor, type Encoding } from '../api/accept-encoding.js';
import { cspNonce } from '../api/csp-nonce.js';
import { HSTS, overTls } from '../api/security-headers.js';
import { PAGE_CACHE_HEADER, type CachedPageRenderer } from './page-cache.js';
import { ASSETS_PATH_PREFIX } from './static-routes.js';

/** A kept page's response headers as the whole middleware chain made them, each value cut where that response's CSP nonce stood. */
type HeaderTemplate = readonly (readonly [name: string, parts: readonly string[]])[];

/** Headers a fast answer never copies: HSTS depends on each request's scheme; the length and the encoding are the body's own. */
const PER_REQUEST = new Set(['strict-transport-security', 'content-length', 'content-encoding']);

/**
 * The kept page with `nonce` as the response body for `encoding`: gzip comes from the page's parts
 * compressed once (decision 0448), a Buffer written at once; deflate (which no browser prefers to
 * gzip) is compressed per answer with zlib's synchronous deflate at its default level (decision
 * 0458: cheaper than a CompressionStream per answer); null for no compression gives the plain bytes. Null when the page is not kept (any more).
 */
function bodyOf(pages: CachedPageRenderer, key: string, nonce: string, encoding: Encoding | null): Buffer | null {
  if (encoding === 'gzip') return pages.hit(key, nonce, 'gzip');
  const bytes = pages.hit(key, nonce);
  if (bytes === null || encoding === null) return bytes;
  return deflateSync(bytes);
}

/**
 * Hono middleware answering kept anonymous pages ahead of the middleware chain (decision 0446): a
 * GET outside `apiBase` and the built files' directory (decision 0470) whose page `pages` keeps at
 * the catalogue version known now is answered 200 with that page and a fresh CSP nonce (16 random
 * bytes, base64, from the pooled CSPRNG bytes of `cspNonce`, decision 0458) in its scripts and its
 * Content-Security-Policy, every other header as the chain last gave that page (at most
 * `maxEntries` pages' headers kept), HSTS when the request came over TLS, compressed as the chain's
 * compress middleware would for the request's Accept-Encoding (gzip from the page compressed once,
 * decision 0448). Anything else goes down the chain, which then teaches it the page's headers.
 * Never throws on its own.
 */
export function cachedPageFastPath(pages: CachedPageRenderer, apiBase: string, maxEntries = 500): MiddlewareHandler<{ Variables: SecureHeadersVariables }> {
  const templates = new LRUCache<string, HeaderTemplate>({ max: maxEntries });
  return async (c, next) => {
    const request = c.req.raw;
    const encoding = encodingFor(request.headers.get('accept-encoding'));
    // Built files (about a hundred per page load) are never pages: no key to compute for them.
    if (request.method !== 'GET' || c.req.path.startsWith(`${apiBase}/`) || c.req.path.startsWith(ASSETS_PATH_PREFIX) || encoding === undefined) return next();
    const key = pages.keyOf(request);
    if (key === null) return next();
    const template = templates.get(key);
    if (template) {
      const nonce = cspNonce();
      const body = bodyOf(pages, key, nonce, encoding);
      if (body) {
        const headers: Record<string, string> = {};
        for (const [name, parts] of template) headers[name] = parts.join(nonce);
        if (overTls(request)) headers['strict-transport-security'] = HSTS;
        if (encoding !== null) headers['content-encoding'] = encoding;
        return new Response(body, { status: 200, headers });
      }
    }
    await next();
    const nonce = c.get('secureHeadersNonce');
    const how = c.res.headers.get(PAGE_CACHE_HEADER);
    if (c.res.status !== 200 || (how !== 'hit' && how !== 'miss') || !nonce) return;
    const kept: [string, string[]][] = [];
    for (const [name, value] of c.res.headers) if (!PER_REQUEST.has(name)) kept.push([name, name === PAGE_CACHE_HEADER.toLowerCase() ? ['hit'] : value.split(nonce)]);
    templates.set(key, kept);
  };
}
