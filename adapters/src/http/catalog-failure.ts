import { domainError, type CatalogError } from '@vitrine/core';
import { isHttpError } from './http-error.js';

/** Maps the 400 and 404 answers of a catalogue call to coded errors (CATALOG.INVALID_REQUEST, CATALOG.NOT_FOUND); anything else is rethrown. */
export function catalogFailure(error: unknown, notFoundMessage: string): CatalogError {
  if (isHttpError(error) && error.kind === 'http') {
    if (error.status === 404) return domainError('CATALOG.NOT_FOUND', notFoundMessage, { code: error.code });
    if (error.status === 400) return domainError('CATALOG.INVALID_REQUEST', error.message, { code: error.code });
  }
  throw error;
}
