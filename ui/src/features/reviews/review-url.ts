import { REVIEW_DEFAULTS } from '@vitrine/core';

/** The review query parameters of the page URL (shopping.md §7 "Query parameter names"). */
export const REVIEW_PARAMS = { page: 'reviewPage', filter: 'reviewFilter', sort: 'reviewSort' } as const;

/** Sort values offered, the default first (shopping.md §2: submission time, descending). */
export const REVIEW_SORT_OPTIONS = [REVIEW_DEFAULTS.sort, 'Rating:desc', 'Rating:asc', 'Helpfulness:desc'] as const;
export type ReviewSort = (typeof REVIEW_SORT_OPTIONS)[number];

/** The reviews state the URL holds. */
export interface ReviewUrlState {
  /** 1-based. */
  readonly page: number;
  readonly filter: string;
  readonly sort: ReviewSort;
}

/** Reads reviewPage (bad values: 1), reviewFilter and reviewSort (unknown: the default) from a query. */
export function readReviewUrl(params: URLSearchParams): ReviewUrlState {
  const page = Number(params.get(REVIEW_PARAMS.page));
  const sort = params.get(REVIEW_PARAMS.sort) as ReviewSort | null;
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    filter: params.get(REVIEW_PARAMS.filter) ?? '',
    sort: sort && (REVIEW_SORT_OPTIONS as readonly string[]).includes(sort) ? sort : REVIEW_DEFAULTS.sort,
  };
}

/** A copy of `params` with the reviews state written; defaults (page 1, no filter, default sort) are left out. */
export function writeReviewUrl(params: URLSearchParams, state: ReviewUrlState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
  set(REVIEW_PARAMS.page, state.page > 1 ? String(state.page) : null);
  set(REVIEW_PARAMS.filter, state.filter || null);
  set(REVIEW_PARAMS.sort, state.sort === REVIEW_DEFAULTS.sort ? null : state.sort);
  return next;
}
