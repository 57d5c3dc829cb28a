import type { DomainError } from '../../shared/domain-error.js';
import { ok, type Result } from '../../shared/result.js';
import { invalidParameters } from '../../validation/domain/invalid-parameters.js';

/**
 * Reviews: paging, sorting and the review form (shopping.md §2 review query, §3 "Review result",
 * §5, §9; shell-and-account.md §9; decision 0038).
 */

/** Review constants (shopping.md §9). */
export const REVIEW_DEFAULTS = {
  pageSize: 5,
  photoReviewsLimit: 100,
  maxTextLength: 500,
  sort: 'SubmissionTime:desc',
} as const;

/** Star options 1 to 5 (shopping.md §9). */
export const STAR_OPTIONS = [1, 2, 3, 4, 5] as const;

/** Review profile attributes tracked (shopping.md §3), verbatim. */
export const REVIEW_PROFILE_ATTRIBUTES = [
  'age',
  'beautyStyle',
  'eyeColor',
  'hairTexture',
  'hairType',
  'hairConcern',
  'homeType',
  'roomType',
  'homePersonalStyle',
  'skinTone',
  'skinType',
  'skinConcern',
  'bodyType',
  'heightFeet',
  'heightInches',
] as const;

/** The query of one reviews page. */
export interface ReviewPageQuery {
  readonly offset: number;
  readonly limit: number;
  readonly sort: string;
  readonly filter: string | null;
}

/**
 * The query for a 1-based review page (shopping.md §9): offset (page-1) × size, size default 5,
 * sort default by submission time descending. Pages below 1 or not whole count as 1; sizes below
 * 1 or not whole use the default.
 */
export function reviewPageQuery(page: number, options: { size?: number; sort?: string | null; filter?: string | null } = {}): ReviewPageQuery {
  const size = Number.isInteger(options.size) && options.size! >= 1 ? options.size! : REVIEW_DEFAULTS.pageSize;
  const p = Number.isInteger(page) && page >= 1 ? page : 1;
  return { offset: (p - 1) * size, limit: size, sort: options.sort || REVIEW_DEFAULTS.sort, filter: options.filter || null };
}

/** Number of review pages for a total (at least 1). */
export function reviewPageCount(totalResults: number, size: number = REVIEW_DEFAULTS.pageSize): number {
  return Math.max(1, Math.ceil(Math.max(0, totalResults) / size));
}

/** A field of the review form definition (required flag and length bounds come from it). */
export interface ReviewFieldDefinition {
  readonly name: string;
  readonly required: boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
}

export type ReviewFormError = DomainError<'REVIEWS.INVALID_FORM'>;

/**
 * Validates review form values against the form definition (shopping.md §5): required fields must
 * be non-blank; reviewtext has a maximum length from configuration (`maxTextLength`, default 500)
 * and a minimum from its field definition; other fields follow their own bounds. Lengths are in
 * characters (code points). Else REVIEWS.INVALID_FORM with the fields.
 */
export function validateReviewForm(
  values: Readonly<Record<string, string | undefined>>,
  fields: readonly ReviewFieldDefinition[],
  maxTextLength: number = REVIEW_DEFAULTS.maxTextLength,
): Result<Readonly<Record<string, string | undefined>>, ReviewFormError> {
  const bad: string[] = [];
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    const length = [...value].length;
    const max = field.name === 'reviewtext' ? maxTextLength : field.maxLength;
    if (length === 0) {
      if (field.required) bad.push(field.name);
    } else if ((field.minLength !== undefined && length < field.minLength) || (max !== undefined && length > max)) {
      bad.push(field.name);
    }
  }
  return bad.length > 0 ? invalidParameters('REVIEWS.INVALID_FORM', 'submitReview', bad) : ok(values);
}
