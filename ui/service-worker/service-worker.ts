/**
 * The storefront's service worker (decisions 0452 and 0470), built by
 * scripts/build-service-worker.mjs into dist/ui/sw.js and served from the root scope:
 * - keeps the built JS and CSS that pages used, as each page reports them in Workbox's
 *   `CACHE_URLS` message (ui/src/app/service-worker-client.ts), at most 600 files for 30 days; no
 *   precache of the whole build. They are served from that cache only while the device is offline,
 *   so online requests reach the network as before (e2e journeys that intercept a chunk with
 *   page.route keep seeing it);
 * - keeps recently viewed public pages (isOfflinePage, isKeepablePage: at most 20, 7 days) with
 *   NetworkFirst: the network answers whenever it can, the kept page only when it cannot (no
 *   time-out: a slow server is waited for, never replaced by an older page);
 * - touches nothing else: API calls (reads and cart writes alike), images and other files go to the
 *   network untouched and are never cached here.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ASSET_CACHE_NAME, isBuiltAsset, OFFLINE_ASSET_LIMIT, OFFLINE_ASSET_MAX_AGE_SECONDS, RETIRED_PRECACHE_PREFIX } from './offline-assets';
import { isKeepablePage, isOfflinePage, OFFLINE_PAGE_LIMIT, OFFLINE_PAGE_MAX_AGE_SECONDS, PAGE_CACHE_NAME } from './offline-pages';

declare const self: ServiceWorkerGlobalScope;

// A new worker takes over at once: its caches hold only content-hashed files and kept pages, so
// pages of the previous build still find theirs on the network (and old pages are NetworkFirst
// anyway). The first worker's precache of the whole build is dropped.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) =>
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(RETIRED_PRECACHE_PREFIX)).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  ),
);

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && isOfflinePage(url.pathname),
  new NetworkFirst({
    cacheName: PAGE_CACHE_NAME,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      { cacheWillUpdate: async ({ response }) => (isKeepablePage(response) ? response : null) },
      new ExpirationPlugin({ maxEntries: OFFLINE_PAGE_LIMIT, maxAgeSeconds: OFFLINE_PAGE_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// Built files: kept when a page reports them (the `CACHE_URLS` message Workbox's router handles,
// answered from the cache when already kept, else fetched, mostly from the HTTP cache); served from
// that cache only offline (online they come from the network and the HTTP cache).
registerRoute(
  ({ request, url, event }) => request.method === 'GET' && isBuiltAsset(url, self.location.origin) && (event.type === 'message' || !self.navigator.onLine),
  new CacheFirst({
    cacheName: ASSET_CACHE_NAME,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: OFFLINE_ASSET_LIMIT, maxAgeSeconds: OFFLINE_ASSET_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);
