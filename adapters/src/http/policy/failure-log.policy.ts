import { httpFailureLog } from '@vitrine/core';
import { CLIENT_ERROR_MESSAGE, type HttpError } from '../http-error.js';

/** Logger method to use. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Prefix of the client's own lines (token renewal, cookie clean-up, unreadable bodies). */
export const HTTP_LOG_PREFIX = '[http]';

/** The code whose failure adds header debug information (shopping.md §8 "INVALID_HEADER adds debug info about headers"). */
export const INVALID_HEADER_CODE = 'INVALID_HEADER';

export interface FailureLogEntry {
  readonly level: LogLevel;
  /**
   * `{prefix }{label} {METHOD} {path}`: the label is 'Network Error', 'Request aborted' or
   * 'timeout' for failures without a response, else the code; `{status} {code}` when core gives
   * no prefix. Example: '[http] Network Error GET /api/checkout/v0/an-us/minicart'.
   */
  readonly message: string;
  readonly context: Record<string, unknown>;
  /** INVALID_HEADER adds debug information about the request headers. */
  readonly includeHeaderDebug: boolean;
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/**
 * How one failure is logged (shell-and-account.md §8), with level and prefix from core's
 * `httpFailureLog` (decision 0036): 'Network Error', 'Request aborted', 'timeout',
 * BLOCKED_BY_PERIMETER_X and INVALID_HEADER at error with the '[http]' prefix; 404 at debug; other
 * 4xx at warn; 5xx at error. `cancelledByCaller`: the caller's own signal aborted the call; an
 * 'aborted' failure is then logged at debug, so it is never reported (decision 0473). Pure.
 */
export function failureLogEntry(failure: Pick<HttpError, 'kind' | 'status' | 'code' | 'message' | 'method' | 'url'>, cancelledByCaller = false): FailureLogEntry {
  const where = `${failure.method.toUpperCase()} ${pathOf(failure.url)}`;
  const context = { status: failure.status, code: failure.code, message: failure.message, url: failure.url };
  const label = failure.kind === 'http' ? failure.code : CLIENT_ERROR_MESSAGE[failure.kind];
  const { level, prefix } = httpFailureLog(failure.kind === 'http' ? failure.status : null, label, cancelledByCaller && failure.kind === 'aborted');
  const text = prefix === null ? `${failure.status} ${label} ${where}` : `${prefix} ${label} ${where}`;
  return { level, message: text, context, includeHeaderDebug: failure.kind === 'http' && failure.code === INVALID_HEADER_CODE };
}

/**
 * The header debug information logged with INVALID_HEADER: each request header's name and value
 * length (values are not logged: they may carry tokens), and the total size in characters.
 */
export function headerDebugInfo(headers: Iterable<[string, string]>): { headers: Record<string, number>; totalLength: number } {
  const sizes: Record<string, number> = {};
  let totalLength = 0;
  for (const [name, value] of headers) {
    sizes[name] = value.length;
    totalLength += name.length + value.length;
  }
  return { headers: sizes, totalLength };
}
