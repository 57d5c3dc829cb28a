import { DEFAULT_PAGE_SIZE, PopularQueryDto, SaytQueryDto, SaytRequestDto, SearchRequestDto, type PopularResponseDto, type SaytResponseDto, type SearchRefinementsDto, type SearchResponseDto } from '@vitrine/contract';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { loadProducts } from '../../catalog/product-repository.js';
import { popularProductIds, searchProductIds, suggestTerms, type SearchRefinements } from '../../catalog/search-repository.js';
import { toTile } from '../../catalog/tile.mapper.js';
import { isInventoryPool } from '../../sites/sites.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { jsonBody, queryOf } from '../request-validation.js';
import { siteContext } from '../site-context.js';

/** The request's query trimmed ('' when missing or null). */
const queryText = (query: string | null | undefined): string => (query ?? '').trim();

/** The request's refinements ({} when missing or null); the schema allows only known facet keys. */
const refinementsOf = (refinements: SearchRefinementsDto | null | undefined): SearchRefinements => (refinements ?? {}) as SearchRefinements;

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
 * - GET /{siteId}/products/popular?limit= (1–12, default 3) → PopularResponseDto `{ records }`: the
 *   popular items of the empty search box (shopping.md §9; decision 0252), purchasable in the pool.
 * 404 NOT_FOUND for an unknown site; 400 INVALID_REQUEST naming the fields for a body or query
 * the contract's schemas refuse (a query over 200 characters, a page or pageSize out of range, an
 * unknown refinement).
 */
export function searchRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/:siteId/products/searches', jsonBody(SearchRequestDto), async (c) => {
    const ctx = searchContext(c);
    const body = c.req.valid('json');
    const query = queryText(body.query);
    const pageSize = body.pageSize ?? DEFAULT_PAGE_SIZE;
    const page = body.page ?? 1;
    const refinements = refinementsOf(body.refinements);
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
    app.get(path, queryOf(SaytQueryDto), (c) => sayt(c, queryText(c.req.valid('query').query), {}));
    app.post(path, jsonBody(SaytRequestDto), async (c) => {
      const body = c.req.valid('json');
      return sayt(c, queryText(body.query), refinementsOf(body.refinements));
    });
  }
  app.get('/:siteId/products/popular', queryOf(PopularQueryDto), async (c) => {
    const ctx = searchContext(c);
    const limit = Number(c.req.valid('query').limit ?? 3);
    const ids = await popularProductIds(deps.db, ctx.site.brand, ctx.pool, limit);
    const loaded = await loadProducts(deps.db, { ids }, ctx);
    const response: PopularResponseDto = { records: loaded.map((l) => toTile(l, ctx)) };
    return c.json(response);
  });
  return app;
}
