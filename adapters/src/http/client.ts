import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance, type Options } from 'ky';
import { GET_NETWORK_RETRIES, on403, parseTokenScope, RETRY_FAILED_MESSAGE, shouldRetryGet, type Connectivity, type CookieJar, type Logger, type SiteContext } from '@vitrine/core';
import { CLIENT_ERROR_CODE, CLIENT_ERROR_MESSAGE, HttpError, httpErrorFromResponse, parseApiError, type HttpFailureKind } from './http-error.js';
import { vitrineHeaders } from './headers.js';
import { failureLogEntry, headerDebugInfo, HTTP_LOG_PREFIX } from './policy/failure-log.policy.js';
import { loginRequiredOn, type LoginRequiredEvent } from './policy/login-required.policy.js';
import { stepUpRequiredOn, type StepUpRequiredEvent } from './policy/step-up-required.policy.js';

export type { LoginRequiredEvent } from './policy/login-required.policy.js';
export type { StepUpRequiredEvent } from './policy/step-up-required.policy.js';
import { isRepeatedFailure, reissueAction, type ReissueAction } from './policy/reissue.policy.js';

/** Options of {@link createHttpClient}. Getters are read on every request and on every reissue. */
export interface HttpClientOptions {
  /** API base URL, absolute or relative to the page: '/api' (docs/api.md) or 'http://127.0.0.1:4010/api'. */
  readonly baseUrl: string;
  /** The site the client is mounted on: locale, site id, language, currency and context path headers. */
  readonly site: SiteContext;
  /** Channel from the channel cookie; default 'web'. */
  readonly channel?: () => string | undefined;
  /** The page URL that caused the call (x-web-referer on GET, POST, PUT). */
  readonly referer?: () => string | undefined;
  /** Token of a solved captcha (x-vitrine-captcha-token). */
  readonly captchaToken?: () => string | undefined;
  /** Token scope the client believes it has (x-vitrine-scopes), e.g. from the `vitrine_auth` cookie. */
  readonly scope?: () => string | undefined;
  readonly logger: Logger;
  /** GETs are retried after network errors only while online. */
  readonly connectivity: Connectivity;
  /** Enables the 413 clean-up: third-party cookies cleared, call retried once. */
  readonly cookieJar?: CookieJar;
  /**
   * Renews the token after a 401 TOKEN_MISSING / TOKEN_EXPIRED / TOKEN_INVALID (a guest token, or
   * the registered re-auth). Concurrent renewals share one call. A rejection counts as a failed retry.
   */
  readonly renewSession: () => Promise<void>;
  /**
   * Called when a call answers 403 SCOPE_REQUIRED with `details.requiredScope` REGISTERED while
   * `scope()` is below it: the UI opens the login (shell-and-account.md §4). Not called for a PUT to
   * the password credential, whose 403 leaves the session as it is (§7). The call still fails with
   * its HttpError; the client never clears or renews the token on a 403. Errors thrown by the hook
   * are logged.
   */
  readonly onLoginRequired?: (event: LoginRequiredEvent) => void;
  /**
   * Called when a call answers 403 SCOPE_REQUIRED with `details.requiredScope` AUTHORIZED while
   * `scope()` is REGISTERED or AUTHORIZED (stepUpRequiredOn): the server's step-up lapsed, and the
   * composition root sends the session machine `session.stepUpLapsed` (decisions 0060, 0287) so the
   * UI asks for the password again. Not called for a PUT to the password credential (§7). The call
   * still fails with its HttpError (gateways map it to `<AREA>.SIGN_IN_REQUIRED`); the token is
   * neither renewed nor cleared. Errors thrown by the hook are logged.
   */
  readonly onStepUpRequired?: (event: StepUpRequiredEvent) => void;
  /**
   * Called once per call that answers a 5xx status (shopping.md §8 "Global 500": the UI shows its
   * 500 toast; decision 0200), with the method and URL. The call still fails with its HttpError.
   * Errors thrown by the hook are logged.
   */
  readonly onServerError?: (event: { readonly status: number; readonly method: string; readonly url: string }) => void;
  /**
   * Called when a call answers 403 with the specific code (core's BLOCKED_403_CODE,
   * BLOCKED_BY_PERIMETER_X) while no bot challenge is active (`botChallengeActive`): the UI reloads
   * the page (shopping.md §8, shell-and-account.md §8 "403 with a specific code: report and reload
   * unless ABR"; decision 0036). The block is reported either way (the failure's prefixed error log); the call
   * still fails with its HttpError. Errors thrown by the hook are logged.
   */
  readonly onBlocked?: (event: { readonly method: string; readonly url: string }) => void;
  /** True while an active bot challenge (ABR) handles a block itself: a blocked call is only reported. Default false. */
  readonly botChallengeActive?: () => boolean;
  /** fetch to use; default globalThis.fetch. Tests pass a stub or a cookie-keeping fetch. */
  readonly fetch?: typeof fetch;
  /** Per-attempt time-out in ms; default 10 000; 0 means none. */
  readonly timeoutMs?: number;
  /** GET retries after network errors: delay in ms before retry n (default 300 * 2^(n-1)). The count is core's GET_NETWORK_RETRIES. */
  readonly networkRetry?: { readonly delayMs?: (attempt: number) => number };
}

/** Per-call options. */
export interface RequestOptions {
  /** Query parameters; undefined values are left out. */
  readonly searchParams?: Readonly<Record<string, string | number | boolean | undefined>>;
  /** JSON body. */
  readonly json?: unknown;
  /** Extra headers for this call (e.g. x-vitrine-inventory-pool). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Renew the token and reissue on a token 401; default true (false for the token call itself). */
  readonly renewOnUnauthorized?: boolean;
  readonly signal?: AbortSignal;
}

/**
 * The HTTP client gateways use. Paths are the spec's, from the base URL: '/catalog/v0/an-us/navigation'.
 * Each method resolves with the parsed JSON body (undefined for an empty body) and rejects with
 * {@link HttpError} for every failure: error statuses, network errors, time-outs, aborts and
 * bodies that are not JSON.
 */
export interface HttpClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, options?: RequestOptions): Promise<T>;
  put<T>(path: string, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

/** What the hooks know about one call; carried in ky's per-call `context`. */
interface CallState {
  readonly renewalAllowed: boolean;
  renewed: boolean;
  cookiesCleared: boolean;
  networkRetries: number;
  /** The failure that caused the first reissue: thrown when the retry fails (shopping.md §8). */
  reissueCause: HttpError | undefined;
  /** What the last reissue followed. */
  lastReissue: Exclude<ReissueAction, null> | undefined;
  /** The token renewal itself failed (no reissue was made). */
  renewalFailed: boolean;
  /** The caller's signal, if any: once aborted, an abort is the caller's, not a failure (decision 0473). */
  readonly callerSignal: AbortSignal | undefined;
}

/** Most retries of one call: one token renewal, one cookie clean-up, and the GET network retries. */
const MAX_RETRIES = 2 + GET_NETWORK_RETRIES;

const callOf = (options: { context: Record<string, unknown> }): CallState => options.context['call'] as CallState;

const withTrailingSlash = (url: string): string => (url.endsWith('/') ? url : `${url}/`);

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function noResponseError(kind: Exclude<HttpFailureKind, 'http'>, request: Request, cause: unknown): HttpError {
  return new HttpError({ kind, status: 0, code: CLIENT_ERROR_CODE[kind], message: CLIENT_ERROR_MESSAGE[kind], method: request.method, url: request.url, cause });
}

/**
 * Turns what ky throws into an {@link HttpError}; undefined for errors that are bugs (left as they are).
 */
function toHttpError(error: unknown, request: Request): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (isHTTPError(error)) {
    return httpErrorFromResponse({ status: error.response.status, statusText: error.response.statusText, body: error.data, method: request.method, url: request.url, cause: error });
  }
  if (isTimeoutError(error)) return noResponseError('timeout', request, error);
  if (isNetworkError(error)) return noResponseError('network', request, error);
  if (isAbortError(error)) return noResponseError('aborted', request, error);
  return undefined;
}

/** The transport failure of what ky throws; undefined for HTTP error statuses and bugs. */
function transportFailureOf(error: unknown): Exclude<HttpFailureKind, 'http'> | undefined {
  if (isTimeoutError(error)) return 'timeout';
  if (isNetworkError(error)) return 'network';
  if (isAbortError(error)) return 'aborted';
  return undefined;
}

/**
 * Builds the storefront's HTTP client on ky 2 (architecture.md "Adapters"; shopping.md §7
 * "Header and requests", §8; shell-and-account.md §8). Hooks:
 * - beforeRequest / beforeRetry: the documented headers (decision 0040), recomputed for a reissue;
 * - afterResponse: a 401 TOKEN_MISSING / TOKEN_EXPIRED / TOKEN_INVALID renews the session once and
 *   reissues once; a 413 clears third-party cookies through the CookieJar and reissues once; a 403
 *   SCOPE_REQUIRED needing REGISTERED calls `onLoginRequired`, one needing AUTHORIZED from a
 *   signed-in customer calls `onStepUpRequired` (neither for the password credential PUT; no 403
 *   renews or clears the token);
 * - retry.shouldRetry: core's shouldRetryGet (GETs after a network error, or a time-out when no
 *   time-out is set, while online; GET_NETWORK_RETRIES at most);
 * - beforeError: every failure becomes an {@link HttpError} and is logged by failureLogEntry
 *   (decision 0041); when the reissue fails the same way again (isRepeatedFailure) or the renewal
 *   itself fails, 'Retry failed' is logged and the error that caused the reissue is thrown
 *   (shopping.md §8, shell-and-account.md §4 "a second failure aborts"); any other failure of the
 *   reissue (a 409 from the cart after renewal) is thrown as itself; a GET whose network retries
 *   all failed logs 'Retry failed' (with the retries made) before its own prefixed failure line
 *   (decision 0442); a call its caller's signal aborted logs at debug (decision 0473).
 * Requests are sent with `credentials: 'include'` (the token is an HttpOnly cookie).
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { logger } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const networkDelay = options.networkRetry?.delayMs ?? ((attempt: number) => 300 * 2 ** (attempt - 1));

  let renewal: Promise<void> | undefined;
  const renewOnce = (): Promise<void> => {
    renewal ??= options.renewSession().finally(() => {
      renewal = undefined;
    });
    return renewal;
  };

  /** Runs a UI hook; what it throws is logged ('<hook> failed'), never thrown into the call. */
  const notify = (hook: string, run: () => void, url: string): void => {
    try {
      run();
    } catch (error) {
      logger.error(`${HTTP_LOG_PREFIX} ${hook} failed`, { url, error: String(error) });
    }
  };

  const applyHeaders = ({ request }: { request: Request }): void => {
    const headers = vitrineHeaders(request.method, {
      site: options.site,
      channel: options.channel?.(),
      referer: options.referer?.(),
      scope: options.scope?.(),
      captchaToken: options.captchaToken?.(),
    });
    for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  };

  const api: KyInstance = ky.create({
    baseUrl: withTrailingSlash(options.baseUrl),
    credentials: 'include',
    timeout: timeoutMs === 0 ? false : timeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [applyHeaders],
      beforeRetry: [applyHeaders],
      afterResponse: [
        async ({ request, options: kyOptions, response }) => {
          if (response.ok) return undefined;
          const call = callOf(kyOptions);
          const body: unknown = await response.json().catch(() => undefined);
          const code = parseApiError(body)?.code;
          if (response.status >= 500 && options.onServerError) {
            try {
              options.onServerError({ status: response.status, method: request.method, url: request.url });
            } catch (error) {
              logger.error(`${HTTP_LOG_PREFIX} onServerError failed`, { url: request.url, error: String(error) });
            }
          }
          if (response.status === 403) {
            const answer = { status: response.status, body, method: request.method, url: request.url };
            const scope = parseTokenScope(options.scope?.());
            const loginRequired = options.onLoginRequired ? loginRequiredOn(answer, scope) : null;
            if (loginRequired) notify('onLoginRequired', () => options.onLoginRequired!(loginRequired), request.url);
            const stepUpRequired = options.onStepUpRequired ? stepUpRequiredOn(answer, scope) : null;
            if (stepUpRequired) notify('onStepUpRequired', () => options.onStepUpRequired!(stepUpRequired), request.url);
            const blocked = on403({ code: code ?? null, personalization: false, abr: options.botChallengeActive?.() ?? false });
            // The report is the failure's own log line (prefixed, error level: failureLogEntry in beforeError).
            if (blocked === 'report-and-reload' && options.onBlocked) notify('onBlocked', () => options.onBlocked!({ method: request.method, url: request.url }), request.url);
          }
          const action = reissueAction(response.status, code, {
            renewalAllowed: call.renewalAllowed,
            renewed: call.renewed,
            canClearCookies: options.cookieJar !== undefined,
            cookiesCleared: call.cookiesCleared,
          });
          if (action === null) return undefined;
          call.reissueCause ??= httpErrorFromResponse({ status: response.status, statusText: response.statusText, body, method: request.method, url: request.url });
          call.lastReissue = action;
          if (action === 'renew-session') {
            call.renewed = true;
            logger.debug(`${HTTP_LOG_PREFIX} token renewal after ${response.status} ${code}`, { url: request.url });
            try {
              await renewOnce();
            } catch (error) {
              call.renewalFailed = true;
              throw error;
            }
            return ky.retry({ request, code: 'TOKEN_RENEWED', delay: 0 });
          }
          call.cookiesCleared = true;
          const removed = options.cookieJar!.clearThirdPartyCookies();
          logger.warn(`${HTTP_LOG_PREFIX} 413 cleared third-party cookies`, { url: request.url, removed });
          return ky.retry({ request, code: 'COOKIES_CLEARED', delay: 0 });
        },
      ],
      beforeError: [
        ({ request, options: kyOptions, error }) => {
          const call = callOf(kyOptions);
          const failure = toHttpError(error, request);
          const retryFailed =
            call.reissueCause !== undefined &&
            (call.renewalFailed || (failure?.kind === 'http' && call.lastReissue !== undefined && isRepeatedFailure(call.lastReissue, failure.status, failure.code)));
          if (retryFailed && call.reissueCause) {
            logger.error(RETRY_FAILED_MESSAGE, {
              url: request.url,
              original: { status: call.reissueCause.status, code: call.reissueCause.code },
              retry: failure ? { status: failure.status, code: failure.code, message: failure.message } : { message: String(error) },
            });
            return call.reissueCause;
          }
          if (!failure) return error;
          // GETs retried after network errors that keep failing: 'Retry failed' too (decision 0442).
          if (call.networkRetries > 0 && failure.kind !== 'http') logger.error(RETRY_FAILED_MESSAGE, { url: request.url, retries: call.networkRetries, retry: { code: failure.code, message: failure.message } });
          const entry = failureLogEntry(failure, call.callerSignal?.aborted === true);
          logger[entry.level](entry.message, entry.context);
          if (entry.includeHeaderDebug) logger.debug(`${HTTP_LOG_PREFIX} INVALID_HEADER request headers`, headerDebugInfo(request.headers.entries()));
          return failure;
        },
      ],
    },
  });

  async function send<T>(method: string, path: string, request: RequestOptions = {}): Promise<T> {
    const call: CallState = {
      renewalAllowed: request.renewOnUnauthorized ?? true,
      renewed: false,
      cookiesCleared: false,
      networkRetries: 0,
      reissueCause: undefined,
      lastReissue: undefined,
      renewalFailed: false,
      callerSignal: request.signal,
    };
    const kyOptions: Options = {
      method,
      context: { call },
      retry: {
        limit: MAX_RETRIES,
        methods: ['get'],
        delay: networkDelay,
        shouldRetry: ({ error }) => {
          const failure = transportFailureOf(error);
          const retry =
            failure !== undefined &&
            shouldRetryGet({ method, failure, timeoutMs, online: options.connectivity.isOnline(), retriesSoFar: call.networkRetries });
          if (retry) call.networkRetries += 1;
          return retry;
        },
      },
      ...(request.json === undefined ? {} : { json: request.json }),
      ...(request.searchParams ? { searchParams: { ...request.searchParams } } : {}),
      ...(request.headers ? { headers: { ...request.headers } } : {}),
      ...(request.signal ? { signal: request.signal } : {}),
    };
    const response = await api(path.replace(/^\/+/, ''), kyOptions);
    const text = await response.text();
    if (text === '') return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch (cause) {
      const failure = new HttpError({
        kind: 'http',
        status: response.status,
        code: CLIENT_ERROR_CODE.invalidResponse,
        message: 'Response body is not JSON',
        method,
        url: response.url,
        cause,
      });
      logger.error(`${HTTP_LOG_PREFIX} ${failure.code} ${method} ${path}`, { status: response.status });
      throw failure;
    }
  }

  return {
    get: (path, request) => send('GET', path, request),
    post: (path, request) => send('POST', path, request),
    put: (path, request) => send('PUT', path, request),
    patch: (path, request) => send('PATCH', path, request),
    delete: (path, request) => send('DELETE', path, request),
  };
}
