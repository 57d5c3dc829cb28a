/**
 * What a page 404 does (shopping.md §8 "404 on a page": redirect home if from a site switch or a
 * decommissioned flag; else try the redirect lookup; else show not-found; decision 0214).
 */

/** Query parameter a redirect carries (shopping.md §7 "Query parameter names": redirect_status). */
export const REDIRECT_STATUS_PARAM = 'redirect_status';

/** Query flags that send a 404 home: a site switch and a decommissioned page. */
export const HOME_ON_404_PARAMS = ['siteSwitch', 'decommissioned'] as const;

/** The first step of a page 404. */
export type PageNotFoundStep = { readonly kind: 'home' } | { readonly kind: 'lookup'; readonly requestPath: string; readonly afterRedirect: boolean };

const truthy = (value: string | null) => value !== null && value !== 'false' && value !== '0';

/**
 * The first step for a 404 at `path` (site-relative, without the context path) with `query`:
 * 'home' when the query carries a truthy siteSwitch or decommissioned flag; else 'lookup' of the
 * path, `afterRedirect` when the query carries redirect_status (the page is itself the target of a
 * redirect, so a redirect found now would chain into a loop).
 */
export function pageNotFoundStep(path: string, query: { get(name: string): string | null; has(name: string): boolean }): PageNotFoundStep {
  if (HOME_ON_404_PARAMS.some((name) => truthy(query.get(name)))) return { kind: 'home' };
  return { kind: 'lookup', requestPath: path, afterRedirect: query.has(REDIRECT_STATUS_PARAM) };
}

/** The outcome of a redirect found for a 404. */
export type RedirectOutcome = { readonly kind: 'redirect'; readonly location: string; readonly status: 301 | 302 } | { readonly kind: 'loop' };

/**
 * Where the redirect of `requestPath` goes (shopping.md §8): the redirect path with
 * `redirect_status={statusCode}` added to its query, answered with 301 for a 301 and 302 for
 * anything else. A loop (an error, never followed): a redirect found for a page that is itself a
 * redirect's target (`afterRedirect`), a redirect to the same path (query and trailing slash
 * ignored), or a redirect path that is not site-relative ('//host', 'https:…').
 */
export function redirectOutcome(requestPath: string, redirect: { readonly redirectPath: string; readonly statusCode: number }, afterRedirect = false): RedirectOutcome {
  const target = redirect.redirectPath.trim();
  if (afterRedirect || !target.startsWith('/') || target.startsWith('//')) return { kind: 'loop' };
  const bare = (p: string) => p.split(/[?#]/, 1)[0]!.replace(/\/+$/, '') || '/';
  if (bare(target) === bare(requestPath)) return { kind: 'loop' };
  const status = redirect.statusCode === 301 ? 301 : 302;
  const [beforeHash, hash] = target.split('#', 2) as [string, string | undefined];
  const joiner = beforeHash.includes('?') ? '&' : '?';
  return { kind: 'redirect', location: `${beforeHash}${joiner}${REDIRECT_STATUS_PARAM}=${status}${hash === undefined ? '' : `#${hash}`}`, status };
}
