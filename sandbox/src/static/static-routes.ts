import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import { getMimeType } from 'hono/utils/mime';
import { encodingFor } from '../api/accept-encoding.js';
import { StaticFileBytes, type StaticFileVersion } from './static-file-bytes.js';

/** Where the build's content-hashed files are served (Vite's assets directory). */
export const ASSETS_PATH_PREFIX = '/assets/';

/** Cache policy of hashed build assets (Vite puts them under /assets/ with content hashes in their names). */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** index.html must be revalidated so a new deployment is picked up at once. */
export const INDEX_CACHE_CONTROL = 'no-cache';
/** Other files at the root of the build (favicon, robots.txt, manifest): a short cache. */
export const ROOT_FILE_CACHE_CONTROL = 'public, max-age=3600';

function resolveFile(root: string, urlPath: string): StaticFileVersion | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  try {
    // A page path is usually no file: ask without the thrown ENOENT (an Error with its stack per page view).
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    return stat?.isFile() ? { file, size: stat.size, mtimeMs: stat.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** What the server adds to a page request: the CSP nonce its inline scripts must carry (decision 0291). */
export interface PageRenderContext {
  readonly nonce?: string;
}

/**
 * Renders a page on the server (decision 0150): given the page request (and the response's CSP
 * nonce), the whole response. The sandbox never imports the UI; a composing entry
 * (scripts/serve.ts) injects it. `variantOf`, when the renderer has it, names what of a request
 * beyond its URL and cookies changes the page it renders (the UI's renderer: 'crawler' or
 * 'browser', decision 0464); the page cache keys by it instead of the whole User-Agent.
 */
export type PageRenderer = ((request: Request, context?: PageRenderContext) => Promise<Response>) & {
  readonly variantOf?: (request: Request) => string;
};

/**
 * Serves the built SPA from `staticDir` (docs/sandbox.md "Serving the UI"): files as they are
 * (`/assets/*` with a one-year immutable cache, other files an hour; read and compressed once,
 * decision 0470), and index.html with no-cache
 * for every other GET/HEAD path that is not a file — the SPA fallback, so deep links work. A missing
 * `/assets/*` file is a 404, not index.html: a stale chunk name must fail loudly instead of
 * executing HTML as JavaScript. Source maps (`*.map`) are never served. API paths never reach these routes. With `renderPage`, every page
 * path is answered by the server renderer instead of index.html (decision 0150). Scripts under
 * `/assets/` allow any origin (CORS), for the card frame's opaque origin (decision 0460).
 */
export function staticRoutes(staticDir: string, renderPage?: PageRenderer): Hono {
  const root = path.resolve(staticDir);
  const bytes = new StaticFileBytes((file) => fs.promises.readFile(file));
  const app = new Hono();
  app.get('*', async (c) => {
    const urlPath = c.req.path;
    // Source maps stay on the server (decision 0290).
    if (urlPath.endsWith('.map')) return c.text('Not found', 404, { 'Cache-Control': 'no-cache' });
    const found = resolveFile(root, urlPath);
    if (found && path.basename(found.file) !== 'index.html') {
      const cacheControl = urlPath.startsWith(ASSETS_PATH_PREFIX) ? ASSET_CACHE_CONTROL : ROOT_FILE_CACHE_CONTROL;
      const contentType = getMimeType(found.file) ?? 'application/octet-stream';
      // Read and compressed once per file, not per request (decision 0470).
      const answer = await bytes.answer(found, contentType, encodingFor(c.req.header('accept-encoding') ?? null));
      return c.body(answer.body, 200, {
        'Content-Type': contentType,
        'Cache-Control': cacheControl,
        'Content-Length': String(answer.body.byteLength),
        ...(answer.varies ? { Vary: 'Accept-Encoding' } : {}),
        ...(answer.encoding ? { 'Content-Encoding': answer.encoding } : {}),
        // The sandboxed card frame runs in an opaque origin: its module scripts are CORS requests from 'null' (decision 0460).
        ...(urlPath.startsWith(ASSETS_PATH_PREFIX) && urlPath.endsWith('.js') ? { 'Access-Control-Allow-Origin': '*' } : {}),
      });
    }
    if (urlPath.startsWith(ASSETS_PATH_PREFIX)) return c.text('Not found', 404, { 'Cache-Control': 'no-cache' });
    if (renderPage) return renderPage(c.req.raw, { nonce: (c.var as SecureHeadersVariables).secureHeadersNonce });
    const index = path.join(root, 'index.html');
    try {
      return c.body(await fs.promises.readFile(index), 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': INDEX_CACHE_CONTROL });
    } catch {
      return c.text('The UI is not built (no index.html in the static directory)', 404);
    }
  });
  return app;
}
