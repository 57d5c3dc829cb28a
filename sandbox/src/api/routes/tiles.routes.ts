import { DEFAULT_PAGE_SIZE, TilesRequestDto, type TilesResponseDto } from '@vitrine/contract';
import { Hono } from 'hono';
import { loadProducts } from '../../catalog/product-repository.js';
import { findCategory, pageCategoryProducts } from '../../catalog/tile-repository.js';
import { toTile } from '../../catalog/tile.mapper.js';
import { isInventoryPool } from '../../sites/sites.js';
import { ApiError } from '../api-error.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { jsonBody } from '../request-validation.js';
import { siteContext } from '../site-context.js';

/**
 * POST /catalog-search-service/v0/{siteId}/tiles/{category} with {pageSize, page} (1-based) and optional
 * refinements { subBrands: [code] } (decision 0344): the products of the category and its descendants
 * (of those sub-brands only when refined), in a stable order, as tiles priced in the site's
 * currency, stock from the x-vitrine-inventory-pool header's pool (the site's by default).
 * 404 CATEGORY_NOT_FOUND when the category does not exist on the site's brand; 400 INVALID_REQUEST
 * naming the fields for a page or pageSize that is not a whole number in range (TilesRequestDto). `search-test` is accepted.
 */
export function tilesRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/:siteId/tiles/:category', jsonBody(TilesRequestDto), async (c) => {
    const poolHeader = c.req.header('x-vitrine-inventory-pool');
    const ctx = siteContext(c, poolHeader && isInventoryPool(poolHeader) ? { pool: poolHeader } : {});
    const body = c.req.valid('json');
    const pageSize = body.pageSize ?? DEFAULT_PAGE_SIZE;
    const page = body.page ?? 1;
    const slug = c.req.param('category');
    const category = await findCategory(deps.db, slug, ctx.site.brand, ctx.language);
    if (!category) throw new ApiError(404, 'CATEGORY_NOT_FOUND', `No category found for ${slug}`);
    const { ids, total } = await pageCategoryProducts(deps.db, category.category_id, page, pageSize, body.refinements?.subBrands);
    const loaded = await loadProducts(deps.db, { ids }, ctx);
    const response: TilesResponseDto = {
      records: loaded.map((l) => toTile(l, ctx)),
      totalRecords: total,
      page,
      pageSize,
      category: { slug: category.slug, displayName: category.display_name },
    };
    return c.json(response);
  });
  return app;
}
