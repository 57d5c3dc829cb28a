import { domainError, type RegistryError, type RegistryErrorCode } from '@vitrine/core';
import { isHttpError } from './http-error.js';

/** API codes of the registry calls (decision 0230) → core's RegistryErrorCode. */
const CODES: Readonly<Record<string, RegistryErrorCode>> = {
  REGISTRY_NOT_FOUND: 'REGISTRY.NOT_FOUND',
  REGISTRY_ITEM_NOT_FOUND: 'REGISTRY.NOT_FOUND',
  VERSION_CONFLICT: 'REGISTRY.VERSION_CONFLICT',
  INVALID_REQUEST: 'REGISTRY.INVALID_REQUEST',
  INVALID_ITEM: 'REGISTRY.INVALID_REQUEST',
  NOT_REGISTRY_OWNER: 'REGISTRY.NOT_OWNER',
  REGISTRY_INACTIVE: 'REGISTRY.INACTIVE',
  SCOPE_REQUIRED: 'REGISTRY.SIGN_IN_REQUIRED',
};

/**
 * A registry call's failure as a RegistryError (shopping.md §7 "Registry"): 404 → NOT_FOUND, 409
 * VERSION_CONFLICT → VERSION_CONFLICT, 400 → INVALID_REQUEST, 403 → NOT_OWNER or SIGN_IN_REQUIRED
 * (details keep the API's code and details). Network failures, 5xx and unknown codes are rethrown
 * (faults, for the caller's error boundary).
 */
export function registryFailure(error: unknown): RegistryError {
  if (!isHttpError(error) || error.kind !== 'http') throw error;
  const code = CODES[error.code];
  if (code === undefined) throw error;
  return domainError(code, error.message, { ...error.details, code: error.code });
}
