/**
 * Route start and finish effects and path hygiene (shell-and-account.md §2, §4 "Route start",
 * "Route finish"; decision 0038).
 */

/** What the shell does when a navigation starts. */
export interface RouteStartEffects {
  /** The page loader shows only if the path (not just the query) changes. */
  readonly showLoader: boolean;
  readonly clearToasts: true;
  readonly closeModals: true;
}

const pathOf = (url: string) => url.split(/[?#]/, 1)[0]!;

/** Route start (shell-and-account.md §4): the loader shows if the path changes; toasts clear; open modals close. */
export function routeStartEffects(fromUrl: string | null, toUrl: string): RouteStartEffects {
  return { showLoader: fromUrl === null || pathOf(fromUrl) !== pathOf(toUrl), clearToasts: true, closeModals: true };
}

/** What the shell does when a navigation finishes. */
export interface RouteFinishEffects {
  readonly clearRoutingError: boolean;
  readonly sendLoyaltyBrowseEvent: boolean;
}

/**
 * Route finish (shell-and-account.md §4): a routing error is cleared unless a login or auth event
 * happened during the navigation; the loyalty browse event is sent once (not yet sent in this
 * session) unless its cookie equals 'true'.
 */
export function routeFinishEffects(input: { authEventHappened: boolean; loyaltyBrowseCookie: string | undefined; loyaltyBrowseSent: boolean }): RouteFinishEffects {
  return {
    clearRoutingError: !input.authEventHappened,
    sendLoyaltyBrowseEvent: !input.loyaltyBrowseSent && input.loyaltyBrowseCookie !== 'true',
  };
}

/**
 * Double slashes in the URL path are corrected (shell-and-account.md §2): runs of '/' in the path
 * collapse to one; the query and hash are kept as they are. Returns the path unchanged when clean.
 */
export function collapseDoubleSlashes(url: string): string {
  const cut = url.search(/[?#]/);
  const path = cut < 0 ? url : url.slice(0, cut);
  const rest = cut < 0 ? '' : url.slice(cut);
  return path.replace(/\/{2,}/g, '/') + rest;
}

/** Routing error codes (shell-and-account.md §2): 404 not found, 451 removed for legal reasons. */
export const ROUTING_ERROR = { notFound: 404, legal: 451 } as const;

/** The routing error a product page sets: 451 when removed for legal reasons, else none. */
export function productRoutingError(product: { readonly removeForLegalReasons: boolean }): 451 | null {
  return product.removeForLegalReasons ? ROUTING_ERROR.legal : null;
}

/** The full-page loader shows its content after this delay (ms; shell-and-account.md §2, §9). */
export const FULL_PAGE_LOADER_DELAY_MS = 2000;
