import type { ApiErrorDto } from '@vitrine/contract';

/**
 * What went wrong with a call: the server answered with an error status ('http'), or no answer
 * came ('network', 'timeout', 'aborted'). Decision 0041.
 */
export type HttpFailureKind = 'http' | 'network' | 'timeout' | 'aborted';

/** Codes the client gives failures that carry no API error body (decision 0041). */
export const CLIENT_ERROR_CODE = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  aborted: 'ABORTED',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

/** The spec's texts for failures without a response (shell-and-account.md §8). */
export const CLIENT_ERROR_MESSAGE = {
  network: 'Network Error',
  timeout: 'timeout',
  aborted: 'Request aborted',
} as const;

export interface HttpErrorInit {
  readonly kind: HttpFailureKind;
  /** HTTP status, 0 when no response came. */
  readonly status: number;
  /** The API's code (`ApiErrorDto.code`), `HTTP_{status}` when the body had none, or a CLIENT_ERROR_CODE. */
  readonly code: string;
  readonly message: string;
  readonly details?: Readonly<Record<string, unknown>>;
  /** 'GET', 'POST', ... */
  readonly method: string;
  /** The full request URL. */
  readonly url: string;
  readonly cause?: unknown;
}

/**
 * The one error the HTTP client throws to gateways (decision 0041): status, code, message and
 * details parsed from the {@link ApiErrorDto} body, plus the kind of failure and the request.
 * Gateways turn the expected ones (404, 409, 412 ...) into coded Results; the rest propagate.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly kind: HttpFailureKind;
  readonly status: number;
  readonly code: string;
  readonly details: Readonly<Record<string, unknown>> | undefined;
  readonly method: string;
  readonly url: string;

  constructor(init: HttpErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.method = init.method;
    this.url = init.url;
  }

  /** True for an HTTP answer with this status and, when given, one of these codes. */
  is(status: number, ...codes: string[]): boolean {
    return this.kind === 'http' && this.status === status && (codes.length === 0 || codes.includes(this.code));
  }
}

/** Type guard for {@link HttpError}. */
export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/**
 * Reads an error body as {@link ApiErrorDto}: an object with string `code` and `message`
 * (and an object `details`). Anything else gives undefined. Never throws.
 */
export function parseApiError(data: unknown): ApiErrorDto | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { code, message, details } = data as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  const validDetails = typeof details === 'object' && details !== null && !Array.isArray(details);
  return validDetails ? { code, message, details: details as Record<string, unknown> } : { code, message };
}

/**
 * Builds the {@link HttpError} of an error response from its status and (parsed) body.
 * A body that is not an ApiErrorDto gives code `HTTP_{status}` and the status text as message.
 */
export function httpErrorFromResponse(input: { status: number; statusText?: string; body: unknown; method: string; url: string; cause?: unknown }): HttpError {
  const api = parseApiError(input.body);
  return new HttpError({
    kind: 'http',
    status: input.status,
    code: api?.code ?? `HTTP_${input.status}`,
    message: api?.message ?? (input.statusText || `Request failed with status ${input.status}`),
    ...(api?.details === undefined ? {} : { details: api.details }),
    method: input.method,
    url: input.url,
    cause: input.cause,
  });
}

/**
 * True when `error` is an {@link HttpError} of a call that got no answer: a network error or a
 * time-out (the request may or may not have reached the server). Core's `addToCartOrQueue` takes
 * it as `isConnectionFault`: such an add waits in the offline cart queue under its idempotency key
 * (decisions 0450, 0451). False for error statuses, aborts and anything else.
 */
export function isConnectionFailure(error: unknown): boolean {
  return isHttpError(error) && (error.kind === 'network' || error.kind === 'timeout');
}
