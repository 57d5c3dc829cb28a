/**
 * Which pages the service worker keeps for offline reading (decision 0452). Pure rules, shared by
 * the worker (ui/service-worker/service-worker.ts) and its tests.
 */

/** The cache of recently viewed pages. */
export const PAGE_CACHE_NAME = 'vitrine-pages-v1';

/** Most pages kept (the least recently used go first): 20. */
export const OFFLINE_PAGE_LIMIT = 20;

/** How long a kept page may be shown offline: 7 days, in seconds (Workbox's ExpirationPlugin unit). */
export const OFFLINE_PAGE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** The context paths of the regional sites (architecture.md "Sites, brands and locales"), stripped before the page rules. */
const CONTEXT_PATH = /^\/[a-z]{2}-[a-z]{2}(?=\/|$)/;

/**
 * The first path segments of pages that are the shopper's own (account, sign-in, checkout, cart,
 * orders, returns, claims, registry management, wishlist, delivery pass): never kept, whatever
 * the server renders into them (decision 0452).
 */
const PRIVATE_SECTIONS = new Set([
  'account',
  'login',
  'password',
  'register',
  'checkout',
  'cart',
  'order-inquiry',
  'order-tracking',
  'mock-order',
  'order-pickup',
  'returns',
  'claims',
  'wishlist',
  'delivery-pass-details',
  'agent',
]);

/**
 * Whether a page at `pathname` (with or without a site's context path) may be kept for offline
 * reading: every public page (home, listings, PDPs, search, brands, help, stores) but the shopper's
 * own sections above and a registry's own listing. A shared wishlist (/wishlist/{id}) is public.
 */
export function isOfflinePage(pathname: string): boolean {
  const path = pathname.replace(CONTEXT_PATH, '');
  const [first = '', second] = path.split('/').filter(Boolean);
  if (first === 'wishlist') return second !== undefined;
  if (first === 'registry') return second !== 'listing';
  return !PRIVATE_SECTIONS.has(first);
}

/** The page-cache header of the one-origin server: 'bypass' marks a signed-in shopper's page (sandbox/src/static/page-cache.ts). */
const SERVER_PAGE_CACHE_HEADER = 'X-Vitrine-Page-Cache';

/**
 * Whether a page response may be kept (decision 0452): a 200 HTML page that the server did not
 * mark as a signed-in shopper's (`X-Vitrine-Page-Cache: bypass`) and that does not forbid storing
 * (`Cache-Control: no-store` or `private`). Its headers stay with it, so its CSP nonce matches the
 * nonce in its inline scripts when it is shown again.
 */
export function isKeepablePage(response: { readonly status: number; readonly headers: { get(name: string): string | null } }): boolean {
  if (response.status !== 200) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  if (response.headers.get(SERVER_PAGE_CACHE_HEADER) === 'bypass') return false;
  return !/\b(no-store|private)\b/i.test(response.headers.get('cache-control') ?? '');
}
