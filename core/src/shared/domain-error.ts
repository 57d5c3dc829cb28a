/**
 * A coded, expected failure. `code` is namespaced by area (`'CATALOG.SIZE_OOS'`), `message` keeps
 * the spec's text verbatim where the spec gives one, and `details` carries machine-readable context.
 */
export interface DomainError<C extends string = string> {
  readonly code: C;
  readonly message: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

/** Builds a {@link DomainError}. */
export function domainError<C extends string>(code: C, message: string, details?: Record<string, unknown>): DomainError<C> {
  return details === undefined ? { code, message } : { code, message, details };
}
