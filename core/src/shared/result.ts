/**
 * Result: how core returns an expected failure instead of throwing (architecture.md, "Core").
 * Bugs and infrastructure faults are thrown; business outcomes are returned.
 */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** Wraps a success value. */
export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

/** Wraps an expected failure. */
export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });
