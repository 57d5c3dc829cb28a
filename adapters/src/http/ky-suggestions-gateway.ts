import { limitSuggestions, SUGGESTION_LIMITS, type ProductTile, type SearchSuggestions, type SearchSuggestionsResult, type SiteContext, type SuggestionsSignal } from '@vitrine/core';
import type { HttpClient } from './client.js';
import type { PopularResponseDto, SaytRequestDto, SaytResponseDto, SearchRefinementsDto, SearchRequestDto, SearchResponseDto } from '@vitrine/contract';
import { VITRINE_HEADER } from './headers.js';
import { normalizeTile } from './normalizers/tile.normalizer.js';

/** Options of {@link KySuggestionsGateway}. */
export interface KySuggestionsGatewayOptions {
  /**
   * Facet refinements sent with both calls, e.g. `{ subBrands: ['fpmovement'] }` on a sub-brand
   * site (shopping.md §1 "refinements on facets.subBrands"). With refinements the terms are asked
   * by POST (the GET form carries the query only).
   */
  readonly refinements?: SearchRefinementsDto;
}

/**
 * SearchSuggestions over HTTP (shopping.md §4 "Search", §7 "Search", §9; docs/api.md):
 * 1. the terms: GET /catalog-search-service/v0/{siteId}/products/sayt/?query={query} (POST on the
 *    same path with `{ query, refinements }` when refinements are set), reading result.searchTerms;
 * 2. the first term's products: POST /catalog-search-service/v0/{siteId}/products/searches with
 *    `{ query: firstTerm, pageSize: 3, page: 1, refinements? }` and the inventory-pool header,
 *    reading records (skipped when there is no term).
 * Terms are cut to 5 distinct ones and products to 3 (core's limitSuggestions); `onTerms` gets the
 * terms between the two calls (decision 0479). Both calls carry
 * the caller's signal, so core's searchAsYouType aborts a stale request (decision 0133). Every
 * failure propagates as HttpError (kind 'aborted' after an abort); the caller logs it and clears
 * the suggestions (shopping.md §8).
 * Popular items: GET /catalog-search-service/v0/{siteId}/products/popular?limit=3 with the
 * inventory-pool header, reading records (decision 0252).
 */
export class KySuggestionsGateway implements SearchSuggestions {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
    private readonly options: KySuggestionsGatewayOptions = {},
  ) {}

  /** See {@link SearchSuggestions.suggest}. A blank query answers empty lists without a call. */
  async suggest(query: string, cancel?: SuggestionsSignal, onTerms?: (terms: readonly string[]) => void): Promise<SearchSuggestionsResult> {
    const term = query.trim();
    if (term === '') return { terms: [], products: [] };
    // The platform's AbortSignal is the only SuggestionsSignal callers pass (core names its shape only).
    const signal = cancel === undefined ? {} : { signal: cancel as AbortSignal };
    const base = `/catalog-search-service/v0/${encodeURIComponent(this.site.siteId)}/products`;
    const { refinements } = this.options;
    const sayt =
      refinements === undefined
        ? await this.http.get<SaytResponseDto>(`${base}/sayt/`, { searchParams: { query: term }, ...signal })
        : await this.http.post<SaytResponseDto>(`${base}/sayt/`, { json: { query: term, refinements } satisfies SaytRequestDto, ...signal });
    const { terms } = limitSuggestions({ terms: sayt.result.searchTerms, products: [] });
    onTerms?.(terms);
    const first = terms[0];
    if (first === undefined) return { terms, products: [] };
    const body: SearchRequestDto = { query: first, pageSize: SUGGESTION_LIMITS.products, page: 1, ...(refinements === undefined ? {} : { refinements }) };
    const found = await this.http.post<SearchResponseDto>(`${base}/searches`, {
      json: body,
      headers: { [VITRINE_HEADER.inventoryPool]: this.site.inventoryPool },
      ...signal,
    });
    const { products } = limitSuggestions({ terms, products: found.records.map(normalizeTile) });
    return { terms, products };
  }

  /** See {@link SearchSuggestions.popular}: at most 3 tiles; HttpError on failure. */
  async popular(cancel?: SuggestionsSignal): Promise<readonly ProductTile[]> {
    const found = await this.http.get<PopularResponseDto>(`/catalog-search-service/v0/${encodeURIComponent(this.site.siteId)}/products/popular`, {
      searchParams: { limit: SUGGESTION_LIMITS.popular },
      headers: { [VITRINE_HEADER.inventoryPool]: this.site.inventoryPool },
      ...(cancel === undefined ? {} : { signal: cancel as AbortSignal }),
    });
    return found.records.slice(0, SUGGESTION_LIMITS.popular).map(normalizeTile);
  }
}
