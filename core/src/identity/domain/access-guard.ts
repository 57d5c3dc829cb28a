import type { TokenScope } from '../token-scope.js';

/**
 * The access guard as a decision table (shell-and-account.md §2 route notes, §4 "Access guard",
 * §6; shopping.md §6; decision 0032).
 */

/** What a route requires, as the route table declares it. */
export interface GuardedRoute {
  /** Needs an authorized user (account pages, orders, registry account pages, membership, delivery pass). */
  readonly requiresAuthorization?: boolean;
  /** Needs a registered user (checkout steps). */
  readonly requiresRegistered?: boolean;
  /** The check is skipped when the query has customerZipCode (order details, claims select and review). */
  readonly customerZipCodeBypass?: boolean;
  /** Routes with a downgrade path open the downgrade login and redirect there on success. */
  readonly downgradePath?: string | null;
}

/** Who is navigating. */
export interface GuardContext {
  readonly scope: TokenScope | null;
  /** The query of the target URL (customerZipCode is read). */
  readonly query: Readonly<Record<string, string | undefined>>;
  /** The app runs inside the mobile webview. */
  readonly webview: boolean;
}

/** What the guard does. */
export type GuardDecision =
  | { readonly kind: 'proceed' }
  /** Webview: no modal can open in the native shell: hand over to the app's login page with a return URL. */
  | { readonly kind: 'webview-login'; readonly requiredScope: 'AUTHORIZED' | 'REGISTERED' }
  /** Open the login modal in the given initial state. */
  | { readonly kind: 'login'; readonly initialState: 'sign-in' | 'recognized'; readonly requiredScope: 'AUTHORIZED' | 'REGISTERED' }
  /** Open the downgrade login; success redirects to the downgrade path. */
  | { readonly kind: 'downgrade-login'; readonly downgradePath: string };

/** True when the scope satisfies "authorized". */
export function isAuthorized(scope: TokenScope | null): boolean {
  return scope === 'AUTHORIZED';
}

/** True when the scope satisfies "registered": registered, authorized, or a call-centre agent checking out for a customer. */
export function isRegisteredOrBetter(scope: TokenScope | null): boolean {
  return scope === 'REGISTERED' || scope === 'AUTHORIZED' || scope === 'CALL_CENTER';
}

/**
 * The guard's decision before entering a route (shell-and-account.md §4):
 * - no requirement, or customerZipCode present on a route that allows the bypass → proceed;
 * - the required scope is met (authorization: AUTHORIZED; registered: REGISTERED, AUTHORIZED or
 *   CALL_CENTER) → proceed;
 * - otherwise special handling first: a webview goes to the login page; a registered (recognized)
 *   user on an authorization route gets the login modal in the 'recognized' state;
 * - otherwise a route with a downgrade path opens the downgrade login, and every other route the
 *   login modal in the 'sign-in' state.
 */
export function decideRouteAccess(route: GuardedRoute, context: GuardContext): GuardDecision {
  const required = route.requiresAuthorization ? 'AUTHORIZED' : route.requiresRegistered ? 'REGISTERED' : null;
  if (required === null) return { kind: 'proceed' };
  if (route.customerZipCodeBypass && context.query['customerZipCode']) return { kind: 'proceed' };
  if (required === 'AUTHORIZED' ? isAuthorized(context.scope) : isRegisteredOrBetter(context.scope)) return { kind: 'proceed' };
  if (context.webview) return { kind: 'webview-login', requiredScope: required };
  if (required === 'AUTHORIZED' && context.scope === 'REGISTERED') return { kind: 'login', initialState: 'recognized', requiredScope: required };
  if (route.downgradePath) return { kind: 'downgrade-login', downgradePath: route.downgradePath };
  return { kind: 'login', initialState: 'sign-in', requiredScope: required };
}

/** How the login the guard opened ended. */
export type LoginOutcome = 'success' | 'downgrade-success' | 'dismissed' | 'failed';

/** What the navigation does after the guard's login. */
export type AfterLoginDecision =
  | { readonly kind: 'proceed' }
  | { readonly kind: 'redirect'; readonly path: string; readonly state: { readonly downgradeRedirectPath: true } }
  | { readonly kind: 'cancel' };

/**
 * After the login (shell-and-account.md §4): success proceeds; a downgrade success redirects to
 * the downgrade path with the downgradeRedirectPath flag; anything else (still unauthorized)
 * cancels the navigation. A downgrade success without a downgrade path proceeds.
 */
export function decideAfterLogin(outcome: LoginOutcome, downgradePath: string | null = null): AfterLoginDecision {
  if (outcome === 'success') return { kind: 'proceed' };
  if (outcome === 'downgrade-success') {
    return downgradePath ? { kind: 'redirect', path: downgradePath, state: { downgradeRedirectPath: true } } : { kind: 'proceed' };
  }
  return { kind: 'cancel' };
}

/**
 * A 403 where only a registered scope suffices opens login (shell-and-account.md §4; shopping.md
 * §4): true when the call needed REGISTERED and the session is below it.
 */
export function shouldOpenLoginOn403(requiredScope: TokenScope | null, scope: TokenScope | null): boolean {
  return requiredScope === 'REGISTERED' && !isRegisteredOrBetter(scope);
}

/** The profile is marked ready once loading ends, whether it succeeded or failed (shell-and-account.md §4). */
export function isProfileReady(loading: 'idle' | 'loading' | 'succeeded' | 'failed'): boolean {
  return loading === 'succeeded' || loading === 'failed';
}

/**
 * Token refresh (shell-and-account.md §4): a registered or authorized session re-authenticates
 * and merges; any other session fetches a guest token.
 */
export function tokenRefreshStrategy(scope: TokenScope | null): 'reauthenticate' | 'guest-token' {
  return scope === 'REGISTERED' || scope === 'AUTHORIZED' ? 'reauthenticate' : 'guest-token';
}

/** 'Could not handle registered token reauth error' (shopping.md §8), verbatim. */
export const REAUTH_FAILURE_MESSAGE = 'Could not handle registered token reauth error';
