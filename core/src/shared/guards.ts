/**
 * Type guards shared by the validators of every area (shopping.md §5, shell-and-account.md §5).
 * Pure; none throws.
 */

/** True for a string with at least one non-blank character. */
export function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

/** True for a number that is finite (not NaN, not ±Infinity). Numeric strings are not numbers. */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** True for a non-null object that is not an array (a JSON object). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The names in `fields` whose value in `source` is not a non-empty string, in the given order. */
export function missingStringFields<K extends string>(source: Partial<Record<K, unknown>>, fields: readonly K[]): K[] {
  return fields.filter((field) => !isNonEmptyString(source[field]));
}

/**
 * Parses a whole number from a number or a decimal-digit string ('12', ' 3 ', '-4').
 * Returns null for anything else (fractions, '1e3', '', NaN, objects).
 */
export function parseInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number.parseInt(value, 10);
  return null;
}
