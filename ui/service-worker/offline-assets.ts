/**
 * Which built files the service worker keeps for offline reading (decision 0470): the ones pages
 * used, as the pages report them, not the whole build. Pure rules, shared by the worker
 * (ui/service-worker/service-worker.ts) and its tests.
 */

/** The cache of the built files pages used. */
export const ASSET_CACHE_NAME = 'vitrine-assets-v1';

/** Most built files kept (the least recently used go first): 600, about four pages' worth over several builds. */
export const OFFLINE_ASSET_LIMIT = 600;

/** How long a kept built file may be used offline: 30 days, in seconds (Workbox's ExpirationPlugin unit). */
export const OFFLINE_ASSET_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The prefix of the caches Workbox's precache used (decision 0452's first worker): removed on activation. */
export const RETIRED_PRECACHE_PREFIX = 'workbox-precache-';

/**
 * Whether `url` is one of the build's content-hashed files on `origin` (Vite's /assets/
 * directory), which the worker may keep; source maps are never served, so never kept.
 */
export function isBuiltAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/assets/') && !url.pathname.endsWith('.map');
}
