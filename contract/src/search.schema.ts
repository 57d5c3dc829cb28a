import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, TileDto } from './catalog.schema.js';

/**
 * JSON shapes of the search service (shopping.md §7 "Search"): the keyword search and
 * search-as-you-type (GET with `?query=`, or POST with query and refinements; the client reads
 * result.searchTerms). Each export is a zod schema and the type inferred from it under the same
 * name (decision 0125).
 */

/** Longest query accepted (characters); longer ones are 400 INVALID_REQUEST. */
export const MAX_QUERY_LENGTH = 200;

/** Facets a search may be refined by: the keys of ProductDto.facets. */
export const REFINEMENT_KEYS = ['subBrands', 'colors', 'highlights', 'attributionProductType'] as const;

/** The `query` of a body or query string: a string up to {@link MAX_QUERY_LENGTH}; null or missing = ''. */
const SearchQuery = z
  .string({ error: 'query must be a string' })
  .max(MAX_QUERY_LENGTH, { error: `query must be at most ${MAX_QUERY_LENGTH} characters` })
  .nullish();

/**
 * Facet refinements of a search call: facet name → accepted values (any of them). Keys are
 * {@link REFINEMENT_KEYS}; another key fails at `refinements.{key}`. Null or missing = none.
 */
export const SearchRefinementsDto = z
  .record(z.string(), z.array(z.string(), { error: 'must be a list of strings' }), { error: 'refinements must be an object of string lists' })
  .superRefine((value, ctx) => {
    for (const key of Object.keys(value)) {
      if (!(REFINEMENT_KEYS as readonly string[]).includes(key)) ctx.addIssue({ code: 'custom', path: [key], message: `Unknown refinement ${key}; known: ${REFINEMENT_KEYS.join(', ')}` });
    }
  });
export type SearchRefinementsDto = z.infer<typeof SearchRefinementsDto>;

/** Body of POST /catalog-search-service/v0/{siteId}/products/searches: pageSize 1–120 (default 24), 1-based page (default 1). */
export const SearchRequestDto = z.object({
  query: SearchQuery,
  pageSize: z
    .number({ error: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int({ error: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .min(1, { error: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .max(MAX_PAGE_SIZE, { error: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .optional(),
  page: z
    .number({ error: 'page must be a whole number of at least 1' })
    .int({ error: 'page must be a whole number of at least 1' })
    .min(1, { error: 'page must be a whole number of at least 1' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'page must be a whole number of at least 1' })
    .optional(),
  refinements: SearchRefinementsDto.nullish(),
});
export type SearchRequestDto = z.infer<typeof SearchRequestDto>;
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE };

/** Response of POST /catalog-search-service/v0/{siteId}/products/searches: matching tiles, best first. */
export const SearchResponseDto = z.object({
  query: z.string(),
  records: z.array(TileDto),
  totalRecords: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type SearchResponseDto = z.infer<typeof SearchResponseDto>;

/** Query of GET /catalog-search-service/v0/{siteId}/products/sayt/. */
export const SaytQueryDto = z.object({ query: SearchQuery });
export type SaytQueryDto = z.infer<typeof SaytQueryDto>;

/** Body of POST /catalog-search-service/v0/{siteId}/products/sayt/ (the GET form sends `?query=` only). */
export const SaytRequestDto = z.object({ query: SearchQuery, refinements: SearchRefinementsDto.nullish() });
export type SaytRequestDto = z.infer<typeof SaytRequestDto>;

/** Response of GET and POST /catalog-search-service/v0/{siteId}/products/sayt/. */
export const SaytResponseDto = z.object({
  result: z.object({
    /** At most 5 terms (shopping.md §9), best first; empty for a blank query. */
    searchTerms: z.array(z.string()),
  }),
});
export type SaytResponseDto = z.infer<typeof SaytResponseDto>;

/** Most popular items one call answers (the search panel shows 3: shopping.md §9 "popular items 3"). */
export const MAX_POPULAR_ITEMS = 12;

/** Query of GET /catalog-search-service/v0/{siteId}/products/popular: `limit` 1–12, default 3. */
export const PopularQueryDto = z.object({
  limit: z
    .string()
    .regex(/^\d+$/)
    .refine((v) => Number(v) >= 1 && Number(v) <= MAX_POPULAR_ITEMS, { message: `limit must be 1-${MAX_POPULAR_ITEMS}` })
    .optional(),
});
export type PopularQueryDto = z.infer<typeof PopularQueryDto>;

/**
 * Response of GET /catalog-search-service/v0/{siteId}/products/popular (decision 0252): purchasable
 * products of the site's brand, most ordered first, then most reviewed, then catalogue order.
 */
export const PopularResponseDto = z.object({ records: z.array(TileDto) });
export type PopularResponseDto = z.infer<typeof PopularResponseDto>;
