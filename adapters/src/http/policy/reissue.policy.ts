import { on413, retryScenarioDecision } from '@vitrine/core';

/**
 * When a failed call is reissued once, composed from core's http-policy (decision 0036):
 * `retryScenarioDecision` (401 TOKEN_MISSING / TOKEN_EXPIRED / TOKEN_INVALID -> renew the token
 * and reissue once; shopping.md §7, shell-and-account.md §4) and `on413` (clear third-party cookies
 * and retry once; shopping.md §8). This adds what only the client knows: whether renewal is
 * allowed for this call (never for the token call itself) and whether a CookieJar is wired in.
 */

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
 * Decides whether an error response is reissued and after what. A token retry scenario renews the
 * session once per call; a 413 clears third-party cookies once per call; anything else, or a
 * second occurrence, gives null. Pure.
 */
export function reissueAction(status: number, code: string | undefined, state: ReissueState): ReissueAction {
  const token = retryScenarioDecision(status, code ?? null, state.renewed ? 1 : 0);
  if (token.kind !== 'not-applicable') return token.kind === 'renew-and-reissue' && state.renewalAllowed ? 'renew-session' : null;
  if (status === 413 && state.canClearCookies) return on413(state.cookiesCleared ? 1 : 0) === 'clear-third-party-cookies-and-retry' ? 'clear-cookies' : null;
  return null;
}

/**
 * True when the reissued call failed the way that caused the reissue, so the retry itself failed
 * (shopping.md §8 "Retry repeated failure: 'Retry failed' logged; the original error is thrown"):
 * after a renewal, a token 401 again (core's retryScenarioDecision with one reissue made: 'fail');
 * after a cookie clean-up, a 413 again (core's on413: 'fail'). Any other failure of the reissue is
 * an ordinary failure of its own (a 409 after a renewal is the cart's answer, not a retry failure).
 */
export function isRepeatedFailure(reissue: Exclude<ReissueAction, null>, status: number, code: string | undefined): boolean {
  if (reissue === 'renew-session') return retryScenarioDecision(status, code ?? null, 1).kind === 'fail';
  return status === 413 && on413(1) === 'fail';
}
