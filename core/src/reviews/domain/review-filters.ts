/**
 * The review filter (shopping.md §2 "Review query parameters are page, filter and sort", §3 tracked
 * profile attributes; decision 0211): a text of comma-separated `name:value` pairs, where a value
 * may list alternatives with '|' ('rating:4|5,agegroup:25-34,isrecommended:true,hasphotos:true').
 * The same text goes in the page URL (reviewFilter) and in the reviews call (filter).
 */

/** Filter names the reviews call understands, in display order. */
export const REVIEW_FILTER_NAMES = ['rating', 'agegroup', 'isrecommended', 'hasphotos'] as const;
export type ReviewFilterName = (typeof REVIEW_FILTER_NAMES)[number];

/** A parsed filter: the chosen values per filter name; names without values are absent. */
export type ReviewFilter = Readonly<Partial<Record<ReviewFilterName, readonly string[]>>>;

/** Age groups of the tracked profile attribute `age`, youngest first. */
export const REVIEW_AGE_GROUPS = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;

/** The age group of an age in years ('35-44'), or null below 18 or when unknown. */
export function reviewAgeGroup(age: number | null | undefined): string | null {
  if (typeof age !== 'number' || !Number.isFinite(age) || age < 18) return null;
  if (age >= 65) return '65+';
  const bounds = [24, 34, 44, 54, 64];
  return REVIEW_AGE_GROUPS[bounds.findIndex((upper) => age <= upper)]!;
}

const isFilterName = (name: string): name is ReviewFilterName => (REVIEW_FILTER_NAMES as readonly string[]).includes(name);

/**
 * Parses a filter text. Unknown names, empty values and pairs without ':' are dropped; values keep
 * their order without duplicates. `null`, undefined or '' give an empty filter.
 */
export function parseReviewFilter(text: string | null | undefined): ReviewFilter {
  const out: Partial<Record<ReviewFilterName, string[]>> = {};
  for (const pair of (text ?? '').split(',')) {
    const cut = pair.indexOf(':');
    if (cut < 1) continue;
    const name = pair.slice(0, cut).trim().toLowerCase();
    if (!isFilterName(name)) continue;
    const values = pair
      .slice(cut + 1)
      .split('|')
      .map((v) => v.trim())
      .filter((v) => v !== '');
    const list = out[name] ?? [];
    for (const v of values) if (!list.includes(v)) list.push(v);
    if (list.length > 0) out[name] = list;
  }
  return out;
}

/** The filter text of a filter, names in {@link REVIEW_FILTER_NAMES} order; '' when empty. */
export function formatReviewFilter(filter: ReviewFilter): string {
  return REVIEW_FILTER_NAMES.filter((name) => (filter[name]?.length ?? 0) > 0)
    .map((name) => `${name}:${filter[name]!.join('|')}`)
    .join(',');
}

/**
 * The filter with one value of `name` switched on or off: single-choice names (isrecommended,
 * hasphotos) hold at most one value; rating and agegroup hold several.
 */
export function toggleReviewFilter(filter: ReviewFilter, name: ReviewFilterName, value: string): ReviewFilter {
  const current = filter[name] ?? [];
  const single = name === 'isrecommended' || name === 'hasphotos';
  const next = current.includes(value) ? current.filter((v) => v !== value) : single ? [value] : [...current, value];
  const rest = { ...filter };
  delete rest[name];
  return next.length > 0 ? { ...rest, [name]: next } : rest;
}
