/**
 * Content cache TTLs and content error texts (shopping.md §8, §9; shell-and-account.md §9).
 */

/** Cache TTLs in minutes (shopping.md §9), verbatim. */
export const CACHE_TTL_MINUTES = {
  short: 5,
  medium: 15,
  long: 60,
  extraLong: 1440,
  robots: 180,
  staticAsset: 43200,
  default: 15,
} as const;
export type CacheTtlKind = keyof typeof CACHE_TTL_MINUTES;

/** The TTL of a cache kind in ms; an unknown kind gets the default (15 minutes). */
export function cacheTtlMs(kind: string): number {
  const minutes = Object.hasOwn(CACHE_TTL_MINUTES, kind) ? CACHE_TTL_MINUTES[kind as CacheTtlKind] : CACHE_TTL_MINUTES.default;
  return minutes * 60_000;
}

/** True when an entry cached at `cachedAt` (epoch ms) is still fresh at `now` for a TTL of `ttlMs`: now - cachedAt < ttlMs. */
export function isCacheFresh(cachedAt: number, now: number, ttlMs: number): boolean {
  return now - cachedAt < ttlMs;
}

/** 'Contentful entry not found: {slug}' (shopping.md §8), verbatim. */
export function contentEntryNotFoundMessage(slug: string): string {
  return `Contentful entry not found: ${slug}`;
}

/** The code of a simulated content outage (shopping.md §8), verbatim; read through {@link contentProviderAfter}. */
const MOCKED_CONTENT_DOWN_CODE = 'MOCKED_CONTENTFUL_DOWN_ERROR';

/** The localised text fetch limit (entries per request; shopping.md §9). */
export const LOCALIZED_TEXT_FETCH_LIMIT = 1000;

/**
 * Whether a failed content call goes to the fallback (direct) content provider (shopping.md §7,
 * §8 "502 on content: use the fallback provider" and "Simulated content outage: code
 * MOCKED_CONTENTFUL_DOWN_ERROR"; decisions 0300, 0410, 0405): 'fallback' for an HTTP status 502,
 * or for the outage code {@link MOCKED_CONTENT_DOWN_CODE} whatever the status; 'fail' otherwise.
 * `code` is the API error's code, absent or null when the failure had none. It lives with the
 * content rules, not the HTTP policies, so only the content gateways' chunk carries it.
 */
export function contentProviderAfter(status: number, code?: string | null): 'fallback' | 'fail' {
  return status === 502 || code === MOCKED_CONTENT_DOWN_CODE ? 'fallback' : 'fail';
}
