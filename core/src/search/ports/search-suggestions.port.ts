import type { ProductTile } from '../../catalog/domain/product.js';
import { token } from '../../shared/token.js';

/**
 * The cancel signal a suggestions call accepts: the platform's AbortSignal (browsers and Node 20)
 * satisfies it; core names only the part it needs, having no platform typings (decision 0133).
 */
export interface SuggestionsSignal {
  /** True once the caller no longer wants the answer. */
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** What the header search shows as the shopper types (shopping.md §4 "Search", §9). */
export interface SearchSuggestionsResult {
  /** At most 5 distinct search terms (SUGGESTION_LIMITS.terms), best first. */
  readonly terms: readonly string[];
  /** At most 3 sample products (SUGGESTION_LIMITS.products): the first term's best matches; empty when there is no term. */
  readonly products: readonly ProductTile[];
}

/**
 * Port: search suggestions as the shopper types (shopping.md §4 "Search": "Typing loads suggestions
 * and the first suggestion's products"; §7 "Search": the sayt call, then the searches call with
 * pageSize 3; §9 "top 5 search terms and 3 sample products").
 */
export interface SearchSuggestions {
  /**
   * The suggestions for what the shopper typed: up to 5 terms starting with or containing `query`,
   * and up to 3 product tiles for the first term. A blank `query` gives empty lists without a
   * call. `signal`, when given, aborts the calls once the shopper typed on (the answer is no longer
   * wanted; the promise then rejects). `onTerms`, when given, is called once with the terms (at most
   * 5, as in the result) as soon as they are known, before the products are asked for, so the panel
   * can show them first (decision 0479); it is not called for a blank `query` or when the terms'
   * call fails. Throws on transport faults; the caller logs and clears the suggestions (shopping.md
   * §8 "Search failure").
   */
  suggest(query: string, signal?: SuggestionsSignal, onTerms?: (terms: readonly string[]) => void): Promise<SearchSuggestionsResult>;

  /**
   * The popular items the search panel shows while the box is empty (shopping.md §9 "popular items
   * 3"): at most 3 purchasable product tiles, most popular first (decision 0252). `signal` aborts the
   * call. Throws on transport faults; the caller logs and shows none.
   */
  popular(signal?: SuggestionsSignal): Promise<readonly ProductTile[]>;
}
export const SearchSuggestions = token<SearchSuggestions>('SearchSuggestions');
