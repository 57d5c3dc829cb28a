/**
 * The email-capture modal decision (shell-and-account.md §4 "Email-capture modal"; order of the
 * checks in decision 0026).
 */

/** Everything the decision needs; cookies are their raw values (undefined when absent). */
export interface EmailCaptureInput {
  /** Token scope is registered or authorized. */
  readonly loggedIn: boolean;
  /** The internal feature flag that disables the modal. */
  readonly disabledByFlag: boolean;
  /** The current route disables email capture. */
  readonly routeDisables: boolean;
  /** Opt-in cookie value ('true' means already signed up or shown). */
  readonly optInCookie: string | undefined;
  /** Bypass cookie value ('true' means the trigger point has passed). */
  readonly bypassCookie: string | undefined;
  /** Page visits counted so far, including this one. */
  readonly visitCount: number;
  /** The configured trigger: the visit on which the modal launches. */
  readonly trigger: number;
  /** Path of this navigation, with or without query ('/shop/x?color=1'). */
  readonly path: string;
  /** Path of the previous navigation, or null on the first page. */
  readonly previousPath: string | null;
  /** Route prefixes where triggers are skipped ('/checkout', '/account'). */
  readonly excludedRoutePrefixes: readonly string[];
  /** The modal is configured for desktop only. */
  readonly desktopOnly: boolean;
  /** The viewport is at or above the desktop breakpoint (1025 px). */
  readonly isDesktop: boolean;
  /** The utm_source query value, if any. */
  readonly utmSource: string | null;
}

/** Why nothing was launched. */
export type EmailCaptureSkipReason =
  | 'utm-marketing'
  | 'logged-in'
  | 'disabled-flag'
  | 'route-disables'
  | 'opted-in'
  | 'bypassed'
  | 'excluded-route'
  | 'query-only-change'
  | 'desktop-only'
  | 'below-trigger'
  | 'above-trigger';

/** The decision: launch or not, and which cookies to set to 'true'. */
export interface EmailCaptureDecision {
  readonly launch: boolean;
  readonly setOptInCookie: boolean;
  readonly setBypassCookie: boolean;
  /** Null when the modal launches. */
  readonly reason: EmailCaptureSkipReason | null;
}

const skip = (reason: EmailCaptureSkipReason, cookies: { optIn?: boolean; bypass?: boolean } = {}): EmailCaptureDecision => ({
  launch: false,
  setOptInCookie: cookies.optIn ?? false,
  setBypassCookie: cookies.bypass ?? false,
  reason,
});

/** The path part of a path-with-query ('/a?b#c' → '/a'). */
export function pathWithoutQuery(path: string): string {
  return path.split(/[?#]/, 1)[0]!;
}

/** True when two paths differ only in their query or hash (same pathname). */
export function isQueryOnlyChange(previousPath: string | null, path: string): boolean {
  return previousPath !== null && previousPath !== path && pathWithoutQuery(previousPath) === pathWithoutQuery(path);
}

/** True when `path` equals a prefix or starts with it followed by '/' or a query. */
export function matchesRoutePrefix(path: string, prefix: string): boolean {
  const p = pathWithoutQuery(path);
  const base = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return p === base || p.startsWith(`${base}/`);
}

/**
 * The email-capture decision table (shell-and-account.md §4), checked in this order:
 * utm_source 'marketing' sets the opt-in cookie (and skips); logged in, the disable flag, a route
 * that disables it, the opt-in cookie 'true' and the bypass cookie 'true' skip; excluded route
 * prefixes, a query-only change and a desktop-only setting off desktop skip the trigger; then the
 * visit count against the trigger: below it nothing happens, above it the bypass cookie is set,
 * at it the modal launches and the opt-in cookie is set. Never fails.
 */
export function decideEmailCapture(input: EmailCaptureInput): EmailCaptureDecision {
  if (input.utmSource?.toLowerCase() === 'marketing') return skip('utm-marketing', { optIn: true });
  if (input.loggedIn) return skip('logged-in');
  if (input.disabledByFlag) return skip('disabled-flag');
  if (input.routeDisables) return skip('route-disables');
  if (input.optInCookie === 'true') return skip('opted-in');
  if (input.bypassCookie === 'true') return skip('bypassed');
  if (input.excludedRoutePrefixes.some((prefix) => matchesRoutePrefix(input.path, prefix))) return skip('excluded-route');
  if (isQueryOnlyChange(input.previousPath, input.path)) return skip('query-only-change');
  if (input.desktopOnly && !input.isDesktop) return skip('desktop-only');
  if (input.visitCount < input.trigger) return skip('below-trigger');
  if (input.visitCount > input.trigger) return skip('above-trigger', { bypass: true });
  return { launch: true, setOptInCookie: true, setBypassCookie: false, reason: null };
}

/**
 * The next value of the page-visit cookie (shopping.md §9 "The page-visit cookie counts visits"):
 * the current count plus one; a missing or unreadable value counts as 0. A query-only change is not
 * a visit (decision 0026): pass `queryOnlyChange` true to keep the count.
 */
export function nextPageVisitCount(current: string | undefined, queryOnlyChange = false): number {
  const parsed = current !== undefined && /^\d+$/.test(current.trim()) ? Number(current.trim()) : 0;
  return queryOnlyChange ? parsed : parsed + 1;
}
