/**
 * Search suggestions (shopping.md §4 "Search", §9 "Suggestions use the top 5 search terms and 3
 * sample products; popular items 3"; shell-and-account.md §2 search route).
 */

/** Suggestion limits (shopping.md §9). */
export const SUGGESTION_LIMITS = { terms: 5, products: 3, popular: 3 } as const;

/** Suggestions as the search panel shows them. */
export interface Suggestions<P> {
  readonly terms: readonly string[];
  readonly products: readonly P[];
  readonly popular: readonly P[];
}

/** Applies the limits: the first 5 distinct non-blank terms, 3 products, 3 popular items. */
export function limitSuggestions<P>(raw: { terms: readonly string[]; products: readonly P[]; popular?: readonly P[] }): Suggestions<P> {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const t of raw.terms) {
    const key = t.trim().toLowerCase();
    if (key && !seen.has(key) && terms.length < SUGGESTION_LIMITS.terms) {
      seen.add(key);
      terms.push(t.trim());
    }
  }
  return { terms, products: raw.products.slice(0, SUGGESTION_LIMITS.products), popular: (raw.popular ?? []).slice(0, SUGGESTION_LIMITS.popular) };
}

/** The results link of a suggestion: /search?q={term}, the term trimmed and URL-encoded. */
export function searchResultsPath(term: string): string {
  return `/search?q=${encodeURIComponent(term.trim())}`;
}

/** Search state flags (shopping.md §4): loading, loaded, cleared. Clearing resets keywords. */
export type SearchStatus = 'idle' | 'loading' | 'loaded' | 'cleared';

/** The search state after typing (`keywords` non-blank → loading) or clearing (→ cleared, keywords ''). */
export function searchStateAfter(input: { type: 'typed'; keywords: string } | { type: 'loaded' } | { type: 'cleared' } | { type: 'failed' }, keywords: string): { status: SearchStatus; keywords: string } {
  switch (input.type) {
    case 'typed':
      return input.keywords.trim() ? { status: 'loading', keywords: input.keywords } : { status: 'cleared', keywords: '' };
    case 'loaded':
      return { status: 'loaded', keywords };
    default:
      return { status: 'cleared', keywords: '' };
  }
}
