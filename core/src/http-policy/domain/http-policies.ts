/**
 * HTTP policies as pure decisions; the adapters' HTTP client applies them (shopping.md §7 "Header
 * and requests", §8; shell-and-account.md §4 "Token refresh", "Redirect handling", §8, §9;
 * decision 0036).
 */

/** The spec's text when a retry scenario fails twice (shopping.md §8), verbatim. */
export const RETRY_FAILED_MESSAGE = 'Retry failed';

/** Error codes that mean "renew the token and reissue" (the retry scenario; docs/api.md). */
export const RETRY_SCENARIO_CODES: readonly string[] = ['TOKEN_MISSING', 'TOKEN_EXPIRED', 'TOKEN_INVALID'];

/** True when a failed call matches a retry scenario: a 401 with one of {@link RETRY_SCENARIO_CODES}. */
export function matchesRetryScenario(status: number, code: string | null): boolean {
  return status === 401 && code !== null && RETRY_SCENARIO_CODES.includes(code);
}

/** What to do with a failed call, given how many reissues were already made for it. */
export type RetryScenarioDecision =
  | { readonly kind: 'renew-and-reissue' }
  /** Log 'Retry failed' and throw the original error. */
  | { readonly kind: 'fail'; readonly log: typeof RETRY_FAILED_MESSAGE }
  | { readonly kind: 'not-applicable' };

/**
 * The retry scenario (shell-and-account.md §4, §8): a matching failure triggers token renewal and a
 * single reissue; if the reissued call fails the same way, 'Retry failed' is logged and the
 * original error thrown. Non-matching failures are not this policy's.
 */
export function retryScenarioDecision(status: number, code: string | null, reissuesSoFar: number): RetryScenarioDecision {
  if (!matchesRetryScenario(status, code)) return { kind: 'not-applicable' };
  return reissuesSoFar === 0 ? { kind: 'renew-and-reissue' } : { kind: 'fail', log: RETRY_FAILED_MESSAGE };
}

/** How a request failed at the transport level. */
export type TransportFailure = 'network' | 'timeout' | 'aborted';

/** Most GET retries on network errors (decision 0036). */
export const GET_NETWORK_RETRIES = 2;

/**
 * Failed GETs with a network error, or a timeout while no timeout was configured (timeout 0), are
 * retried while online (shopping.md §7), at most {@link GET_NETWORK_RETRIES} times. `retriesSoFar`
 * counts retries already made for this call.
 */
export function shouldRetryGet(input: {
  readonly method: string;
  readonly failure: TransportFailure;
  /** Configured timeout (ms); 0 means none. */
  readonly timeoutMs: number;
  readonly online: boolean;
  readonly retriesSoFar: number;
}): boolean {
  const retryable = input.failure === 'network' || (input.failure === 'timeout' && input.timeoutMs === 0);
  return input.method.toUpperCase() === 'GET' && retryable && input.online && input.retriesSoFar < GET_NETWORK_RETRIES;
}

/** How to follow a server-style redirect. */
export type RedirectDecision =
  | { readonly kind: 'client'; readonly path: string }
  | { readonly kind: 'hard'; readonly url: string }
  | { readonly kind: 'loop'; readonly message: string };

/**
 * Redirect handling (shell-and-account.md §4): followed client-side when the target is a
 * client-supported path, else a hard page load; a repeat of a redirect already followed in this
 * navigation (`followed` lists the targets so far) is a loop and an error.
 * `isClientPath` tells whether the router handles a path (absolute URLs are never client paths).
 */
export function decideRedirect(target: string, followed: readonly string[], isClientPath: (path: string) => boolean): RedirectDecision {
  if (followed.includes(target)) return { kind: 'loop', message: `Redirect loop detected for ${target}` };
  const relative = target.startsWith('/') && !target.startsWith('//');
  return relative && isClientPath(target) ? { kind: 'client', path: target } : { kind: 'hard', url: target };
}

/** 413 from long cookies (shopping.md §8): clear third-party cookies and retry once; a second 413 fails. */
export function on413(retriesSoFar: number): 'clear-third-party-cookies-and-retry' | 'fail' {
  return retriesSoFar === 0 ? 'clear-third-party-cookies-and-retry' : 'fail';
}

/** Cookies whose names lack the product prefix: the third-party cookies a 413 clears. */
export function thirdPartyCookieNames(names: readonly string[], productPrefix: string): string[] {
  return names.filter((n) => !n.startsWith(productPrefix));
}

/** 412 CART_NOT_ACTIVE at add to cart (shopping.md §8): reset the token and retry once. */
export function onCartNotActive(status: number, code: string | null, retriesSoFar: number): 'reset-token-and-retry' | 'fail' | 'not-applicable' {
  if (status !== 412 || code !== 'CART_NOT_ACTIVE') return 'not-applicable';
  return retriesSoFar === 0 ? 'reset-token-and-retry' : 'fail';
}

/** The 403 code that means "blocked": report and reload (shell-and-account.md §8; decision 0036). */
export const BLOCKED_403_CODE = 'BLOCKED_BY_PERIMETER_X';

/**
 * 403 handling (shopping.md §8, shell-and-account.md §8): during personalization a warning only;
 * elsewhere, with the specific code, report and reload the page unless ABR (an active bot
 * challenge: the challenge handles it); other 403s are the caller's.
 */
export function on403(input: { readonly code: string | null; readonly personalization: boolean; readonly abr: boolean; readonly blockedCode?: string }): 'warn' | 'report-and-reload' | 'report' | 'not-applicable' {
  if (input.personalization) return 'warn';
  if (input.code !== (input.blockedCode ?? BLOCKED_403_CODE)) return 'not-applicable';
  return input.abr ? 'report' : 'report-and-reload';
}

/** Cookie size limit (characters) and how long its warning cookie lasts (minutes; shell-and-account.md §9). */
export const COOKIE_SIZE_LIMIT = 500;
export const COOKIE_WARNING_TTL_MINUTES = 10_080;

/**
 * Cookies over 500 characters (name=value) among those without the product prefix, to log; only
 * when no warning was logged in the last 10080 minutes (once per week). `lastWarnedAt` epoch ms or
 * null, `now` epoch ms. Returns the names to log (empty when nothing is due).
 */
export function oversizedCookiesToLog(
  cookies: readonly { readonly name: string; readonly value: string }[],
  productPrefix: string,
  lastWarnedAt: number | null,
  now: number,
): string[] {
  if (lastWarnedAt !== null && now - lastWarnedAt < COOKIE_WARNING_TTL_MINUTES * 60_000) return [];
  return cookies.filter((c) => !c.name.startsWith(productPrefix) && c.name.length + 1 + c.value.length > COOKIE_SIZE_LIMIT).map((c) => c.name);
}

/** Failures logged with a prefix (shell-and-account.md §8), verbatim. */
export const PREFIXED_FAILURES: readonly string[] = ['Network Error', 'Request aborted', 'timeout', 'BLOCKED_BY_PERIMETER_X', 'INVALID_HEADER'];

/**
 * The log level and prefix of a failed call (shell-and-account.md §8; decision 0036): the
 * prefixed failures log at error with the '[http]' prefix; 404 logs at debug; other 4xx at warn;
 * 5xx and unknown at error. `cancelledByCaller`: the call ended because its own caller no longer
 * wanted the answer (a newer keystroke, a component that unmounted); that is no failure, so it logs at
 * debug with the prefix and is never reported (decision 0473).
 */
export function httpFailureLog(status: number | null, messageOrCode: string, cancelledByCaller = false): { level: 'debug' | 'warn' | 'error'; prefix: string | null } {
  if (PREFIXED_FAILURES.includes(messageOrCode)) return { level: cancelledByCaller ? 'debug' : 'error', prefix: '[http]' };
  if (status === 404) return { level: 'debug', prefix: null };
  if (status !== null && status >= 400 && status < 500) return { level: 'warn', prefix: null };
  return { level: 'error', prefix: null };
}

/** Chunk loading: 120 s timeout and 2 retries (shell-and-account.md §9). */
export const CHUNK_LOAD = { timeoutMs: 120_000, retries: 2 } as const;
/** Maps script load timeout (ms; shell-and-account.md §8, §9). */
export const MAPS_SCRIPT_TIMEOUT_MS = 10_000;
