/**
 * The storefront's service worker (decision 0452), built by scripts/build-service-worker.mjs into
 * dist/ui/sw.js and served from the root scope:
 * - precaches the built JS and CSS (Workbox's injectManifest list), served from the precache only
 *   while the device is offline, so online requests reach the network as before (e2e journeys that
 *   intercept a chunk with page.route keep seeing it);
 * - keeps recently viewed public pages (isOfflinePage, isKeepablePage: at most 20, 7 days) with
 *   NetworkFirst: the network answers whenever it can, the kept page only when it cannot (no
 *   time-out: a slow server is waited for, never replaced by an older page);
 * - touches nothing else: API calls (reads and cart writes alike), images and other files go to the
 *   network untouched and are never cached here.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isKeepablePage, isOfflinePage, OFFLINE_PAGE_LIMIT, OFFLINE_PAGE_MAX_AGE_SECONDS, PAGE_CACHE_NAME } from './offline-pages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new worker takes over at once: the precache holds only content-hashed files, so pages of the
// previous build still find theirs on the network (and old pages are NetworkFirst anyway).
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

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

// Built files: from the precache, only offline (online they come from the network and the HTTP cache).
registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/assets/') && !self.navigator.onLine,
  async ({ request }) => (await matchPrecache(request)) ?? fetch(request),
);
