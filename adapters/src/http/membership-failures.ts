import { domainError, type DomainError } from '@vitrine/core';
import { isHttpError } from './http-error.js';

/**
 * A failed membership or delivery-pass call as `<AREA>.<CODE>` (decisions 0260, 0261): 403
 * SCOPE_REQUIRED → SIGN_IN_REQUIRED (decision 0185), a known API code → the same code under the
 * area, 400 INVALID_REQUEST → INVALID_REQUEST (details.fields kept), anything else the client
 * raised (5xx, time-out, network, unknown codes) → UNAVAILABLE with the status. details.code keeps
 * the API's code. Errors that are not HttpErrors (bugs) are rethrown.
 */
export function areaFailure<C extends string>(area: 'MEMBERSHIP' | 'DELIVERY_PASS', known: readonly string[], error: unknown): DomainError<C> {
  if (!isHttpError(error)) throw error;
  const details = { ...error.details, code: error.code, status: error.status };
  if (error.kind === 'http' && error.status === 403 && error.code === 'SCOPE_REQUIRED') return domainError(`${area}.SIGN_IN_REQUIRED` as C, error.message, details);
  if (error.kind === 'http' && error.status === 400 && error.code === 'INVALID_REQUEST') return domainError(`${area}.INVALID_REQUEST` as C, error.message, details);
  const suffix = error.code.startsWith(`${area}_`) ? error.code.slice(area.length + 1) : error.code;
  if (error.kind === 'http' && error.status < 500 && known.includes(suffix)) return domainError(`${area}.${suffix}` as C, error.message, details);
  return domainError(`${area}.UNAVAILABLE` as C, error.message, details);
}
