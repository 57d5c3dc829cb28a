import type { HttpError } from '../http-error.js';

/** Logger method to use. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Prefix of every line the HTTP client logs about a failed call (decision 0041). */
export const HTTP_LOG_PREFIX = '[http]';

/** Codes logged with their own label (shell-and-account.md §8). */
export const PERIMETER_BLOCK_CODE = 'BLOCKED_BY_PERIMETER_X';
export const INVALID_HEADER_CODE = 'INVALID_HEADER';

/** Statuses that are expected business outcomes a gateway turns into a Result or a retry. */
const DEBUG_STATUSES = new Set([404, 409, 412]);

export interface FailureLogEntry {
  readonly level: LogLevel;
  /** `[http] {label} {METHOD} {path}`; the label is 'Network Error', 'Request aborted', 'timeout', a code, or `{status} {code}`. */
  readonly message: string;
  readonly context: Record<string, unknown>;
  /** INVALID_HEADER adds debug information about the request headers (shopping.md §8). */
  readonly includeHeaderDebug: boolean;
}

function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname;
  } catch {
    return url;
  }
}

/**
 * How one failure is logged (shell-and-account.md §8: 'Network Error', 'Request aborted',
 * 'timeout', BLOCKED_BY_PERIMETER_X and INVALID_HEADER with a prefix; some statuses as warn or
 * debug). Levels: aborted -> debug; network, timeout -> warn; perimeter block and invalid header
 * -> error; 404, 409, 412 -> debug; other 4xx -> warn; 5xx and anything else -> error. Pure.
 */
export function failureLogEntry(failure: Pick<HttpError, 'kind' | 'status' | 'code' | 'message' | 'method' | 'url'>): FailureLogEntry {
  const where = `${failure.method.toUpperCase()} ${pathOf(failure.url)}`;
  const context = { status: failure.status, code: failure.code, message: failure.message, url: failure.url };
  const entry = (level: LogLevel, label: string, includeHeaderDebug = false): FailureLogEntry => ({
    level,
    message: `${HTTP_LOG_PREFIX} ${label} ${where}`,
    context,
    includeHeaderDebug,
  });
  switch (failure.kind) {
    case 'aborted':
      return entry('debug', 'Request aborted');
    case 'network':
      return entry('warn', 'Network Error');
    case 'timeout':
      return entry('warn', 'timeout');
    case 'http':
      break;
  }
  if (failure.code === PERIMETER_BLOCK_CODE) return entry('error', PERIMETER_BLOCK_CODE);
  if (failure.code === INVALID_HEADER_CODE) return entry('error', INVALID_HEADER_CODE, true);
  const label = `${failure.status} ${failure.code}`;
  if (DEBUG_STATUSES.has(failure.status)) return entry('debug', label);
  if (failure.status >= 400 && failure.status < 500) return entry('warn', label);
  return entry('error', label);
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
