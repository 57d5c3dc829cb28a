/**
 * JSON shapes of the search service's search-as-you-type call (shopping.md §7 "Search": GET
 * /catalog-search-service/v0/{siteId}/products/sayt/ with query, or POST with query and
 * refinements; reads result.searchTerms). The keyword search itself is SearchRequestDto /
 * SearchResponseDto in catalog.dto.ts. Only `adapters/src/http` and `sandbox` (types only) may
 * import these.
 */

/**
 * Facet refinements of a search call: facet name → accepted values (any of them). Keys are the
 * facets of ProductDto.facets: 'subBrands', 'colors', 'highlights', 'attributionProductType'.
 */
export type SearchRefinementsDto = Record<string, string[]>;

/** Body of POST /catalog-search-service/v0/{siteId}/products/sayt/ (the GET form sends `?query=` only). */
export interface SaytRequestDto {
  query: string;
  refinements?: SearchRefinementsDto;
}

/** Response of GET and POST /catalog-search-service/v0/{siteId}/products/sayt/. */
export interface SaytResponseDto {
  result: {
    /** At most 5 terms (shopping.md §9), best first; empty for a blank query. */
    searchTerms: string[];
  };
}
