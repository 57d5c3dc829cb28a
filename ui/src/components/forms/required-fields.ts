import { domainError, err, ok, type DomainError, type Result } from '@vitrine/core';

/**
 * A presence check for forms whose rules the spec does not show (gift card balance, order
 * inquiry; decision 0086): every named field must hold a non-blank value. Returns the trimmed
 * values, or FORM.INVALID with `details.fields` (the missing ones, in order) and an empty message
 * (there is no rule text to show).
 */
export function requireFields<V extends Record<string, string>>(values: V, fields: readonly (keyof V & string)[]): Result<V, DomainError> {
  const missing = fields.filter((field) => values[field]!.trim() === '');
  if (missing.length > 0) return err(domainError('FORM.INVALID', '', { fields: missing }));
  return ok(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as V);
}
