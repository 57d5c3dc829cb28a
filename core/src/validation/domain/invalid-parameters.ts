import { domainError, type DomainError } from '../../shared/domain-error.js';
import { err, type Result } from '../../shared/result.js';

/**
 * The shape of every "missing or wrong parameters" failure: a namespaced code, the text
 * 'Invalid parameters passed to {operation}' (the spec's own pattern, shopping.md §5 and §8;
 * decision 0037) unless the spec gives another text verbatim, and the offending fields in
 * `details.fields`.
 */
export function invalidParameters<C extends string>(code: C, operation: string, fields: readonly string[], message?: string): Result<never, DomainError<C>> {
  return err(domainError(code, message ?? `Invalid parameters passed to ${operation}`, { fields: [...fields] }));
}
