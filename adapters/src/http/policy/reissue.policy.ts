/**
 * When a failed call is reissued once (shopping.md §7 "A failed call matching a retry scenario
 * triggers token renewal and one reissue"; §8 "413 from long cookies: clear third-party cookies and
 * retry once"). Pure; the client hooks act on the answer. Kept local to adapters until core has an
 * http-policy module (decision 0041).
 */

/** 401 codes that make up the token retry scenario (docs/api.md "Errors"). */
export const TOKEN_RETRY_CODES = ['TOKEN_MISSING', 'TOKEN_EXPIRED', 'TOKEN_INVALID'] as const;

/** True for a 401 whose code is one of {@link TOKEN_RETRY_CODES}. */
export function isTokenRetryScenario(status: number, code: string | undefined): boolean {
  return status === 401 && code !== undefined && (TOKEN_RETRY_CODES as readonly string[]).includes(code);
}

/** True for the 413 a too-long Cookie header causes. */
export function isCookieOverflow(status: number): boolean {
  return status === 413;
}

/** What has already happened to this call, and what the client may do. */
export interface ReissueState {
  /** Token renewal is allowed for this call (false for the token call itself). */
  readonly renewalAllowed: boolean;
  readonly renewed: boolean;
  /** A CookieJar is wired in. */
  readonly canClearCookies: boolean;
  readonly cookiesCleared: boolean;
}

/** The one action before a reissue, or null to let the failure stand. */
export type ReissueAction = 'renew-session' | 'clear-cookies' | null;

/**
 * Decides whether an error response is reissued and after what: a token retry scenario renews
 * the session once per call; a 413 clears third-party cookies once per call. Anything else, or a
 * second occurrence, gives null.
 */
export function reissueAction(status: number, code: string | undefined, state: ReissueState): ReissueAction {
  if (isTokenRetryScenario(status, code)) return state.renewalAllowed && !state.renewed ? 'renew-session' : null;
  if (isCookieOverflow(status)) return state.canClearCookies && !state.cookiesCleared ? 'clear-cookies' : null;
  return null;
}
