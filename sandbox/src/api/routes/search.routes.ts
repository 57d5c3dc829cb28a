import type { SaytRequestDto, SaytResponseDto, SearchRequestDto, SearchResponseDto } from '@vitrine/contract';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { loadProducts } from '../../catalog/product-repository.js';
import { REFINEMENT_KEYS, searchProductIds, suggestTerms, type RefinementKey, type SearchRefinements } from '../../catalog/search-repository.js';
import { toTile } from '../../catalog/tile.mapper.js';
import { isInventoryPool } from '../../sites/sites.js';
import { invalidRequest, readJsonObject } from '../api-error.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { siteContext } from '../site-context.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './tiles.routes.js';

/** Longest query accepted (characters); longer ones are 400 INVALID_REQUEST. */
export const MAX_QUERY_LENGTH = 200;

/** The `query` of a body or the query string: a string up to {@link MAX_QUERY_LENGTH}, trimmed; missing = ''. */
function readQuery(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw invalidRequest('query must be a string', { fields: ['query'] });
  if (value.length > MAX_QUERY_LENGTH) throw invalidRequest(`query must be at most ${MAX_QUERY_LENGTH} characters`, { fields: ['query'] });
  return value.trim();
}

/**
 * The `refinements` of a body: an object whose keys are facets of ProductDto.facets (subBrands,
 * colors, highlights, attributionProductType) and whose values are lists of strings. Missing = none.
 * 400 INVALID_REQUEST for any other shape or key.
 */
function readRefinements(value: unknown): SearchRefinements {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidRequest('refinements must be an object of string lists', { fields: ['refinements'] });
  const refinements: Partial<Record<RefinementKey, string[]>> = {};
  for (const [key, values] of Object.entries(value as Record<string, unknown>)) {
    if (!(REFINEMENT_KEYS as readonly string[]).includes(key)) {
      throw invalidRequest(`Unknown refinement ${key}; known: ${REFINEMENT_KEYS.join(', ')}`, { fields: [`refinements.${key}`] });
    }
    if (!Array.isArray(values) || !values.every((v) => typeof v === 'string')) {
      throw invalidRequest(`refinements.${key} must be a list of strings`, { fields: [`refinements.${key}`] });
    }
    refinements[key as RefinementKey] = values as string[];
  }
  return refinements;
}

/** A whole number in [min, max] or the default when missing; 400 INVALID_REQUEST otherwise. */
function readWholeNumber(value: unknown, field: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw invalidRequest(max === Number.MAX_SAFE_INTEGER ? `${field} must be a whole number of at least ${min}` : `${field} must be a whole number from ${min} to ${max}`, {
      fields: [field],
    });
  }
  return value;
}

/** The request context with stock from the x-vitrine-inventory-pool header's pool (the site's when missing or unknown). */
function searchContext(c: Context) {
  const poolHeader = c.req.header('x-vitrine-inventory-pool');
  return siteContext(c, poolHeader && isInventoryPool(poolHeader) ? { pool: poolHeader } : {});
}

/**
 * The search service's keyword endpoints (shopping.md §7 "Search"; docs/api.md; decisions 0080, 0081):
 * - POST /{siteId}/products/searches with SearchRequestDto {query, pageSize (1–120, default 24),
 *   page (1-based, default 1), refinements?} and the x-vitrine-inventory-pool header →
 *   SearchResponseDto: the matching products as tiles, best match first (name matches before
 *   category/facet matches before description matches), priced in the site's currency, in the
 *   request language, only products shown on the site's brand. A blank query gives no records.
 * - GET /{siteId}/products/sayt/?query= → SaytResponseDto `{ result: { searchTerms } }`: the top 5
 *   terms (product names, category names, facet words) starting with or containing the query;
 *   POST on the same path with SaytRequestDto {query, refinements?} narrows them to the refined
 *   products. A blank query gives no terms.
 * 404 NOT_FOUND for an unknown site; 400 INVALID_REQUEST for a malformed query, page, pageSize or
 * refinement.
 */
export function searchRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/:siteId/products/searches', async (c) => {
    const ctx = searchContext(c);
    const body = await readJsonObject(c);
    const query = readQuery(body.query);
    const pageSize = readWholeNumber(body.pageSize, 'pageSize', DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
    const page = readWholeNumber(body.page, 'page', 1, 1, Number.MAX_SAFE_INTEGER);
    const refinements = readRefinements((body as Partial<SearchRequestDto>).refinements);
    const ids = await searchProductIds(deps.db, query, { brand: ctx.site.brand, language: ctx.language, refinements });
    const pageIds = ids.slice((page - 1) * pageSize, page * pageSize);
    const loaded = await loadProducts(deps.db, { ids: pageIds }, ctx);
    const response: SearchResponseDto = { query, records: loaded.map((l) => toTile(l, ctx)), totalRecords: ids.length, page, pageSize };
    return c.json(response);
  });

  const sayt = async (c: Context<AppEnv>, query: string, refinements: SearchRefinements) => {
    const ctx = siteContext(c);
    const searchTerms = await suggestTerms(deps.db, query, { brand: ctx.site.brand, language: ctx.language, refinements });
    const response: SaytResponseDto = { result: { searchTerms } };
    return c.json(response);
  };
  for (const path of ['/:siteId/products/sayt', '/:siteId/products/sayt/']) {
    app.get(path, (c) => sayt(c, readQuery(c.req.query('query')), {}));
    app.post(path, async (c) => {
      const body = (await readJsonObject(c)) as Partial<Record<keyof SaytRequestDto, unknown>>;
      return sayt(c, readQuery(body.query), readRefinements(body.refinements));
    });
  }
  return app;
}
