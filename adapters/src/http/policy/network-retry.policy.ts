import type { HttpFailureKind } from '../http-error.js';

/** Most automatic retries of one GET after network errors or time-outs (decision 0041). */
export const NETWORK_RETRY_LIMIT = 2;

export interface NetworkRetryInput {
  /** Request method, any case. */
  readonly method: string;
  readonly kind: HttpFailureKind;
  /** What Connectivity says now. */
  readonly online: boolean;
  /** Network retries this call has had so far. */
  readonly retriesSoFar: number;
  /** Defaults to {@link NETWORK_RETRY_LIMIT}. */
  readonly limit?: number;
}

/**
 * shopping.md §7: "Failed GETs with a network error or zero timeout while online are retried."
 * True only for a GET that got no answer ('network' or 'timeout', the analogue of the zero
 * timeout: decision 0041) while the device is online, below the limit. HTTP error statuses and
 * aborted calls are never retried here. Pure.
 */
export function shouldRetryNetworkFailure(input: NetworkRetryInput): boolean {
  const limit = input.limit ?? NETWORK_RETRY_LIMIT;
  return (
    input.method.toUpperCase() === 'GET' &&
    (input.kind === 'network' || input.kind === 'timeout') &&
    input.online &&
    input.retriesSoFar < limit
  );
}
