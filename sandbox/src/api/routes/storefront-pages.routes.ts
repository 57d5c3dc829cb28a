import {
  ContentEntriesQueryDto,
  RedirectSearchRequestDto,
  type BrandPageResponseDto,
  type BrandsResponseDto,
  type ContentEntriesResponseDto,
  type SellerPageResponseDto,
  type SellersResponseDto,
} from '@vitrine/contract';
import { Hono } from 'hono';
import { loadProducts } from '../../catalog/product-repository.js';
import { toTile } from '../../catalog/tile.mapper.js';
import { contentEntries, findBrand, findRedirect, findSeller, listBrands, listSellers } from '../../pages/storefront-pages-repository.js';
import { ApiError } from '../api-error.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { jsonBody, queryOf } from '../request-validation.js';
import { siteContext } from '../site-context.js';

/**
 * Brand, seller and redirect endpoints under /catalog/v0 (shopping.md §2 "/brands", "/sellers", §7
 * POST …/redirects/searches; decisions 0212, 0214):
 * - GET /{siteId}/brands, GET /{siteId}/brands/{slug} (404 BRAND_NOT_FOUND), the brand's tiles;
 * - GET /{siteId}/sellers, GET /{siteId}/sellers/{slug} (404 SELLER_NOT_FOUND), its marketplace tiles;
 * - POST /{siteId}/redirects/searches { requestPath }: { requestPath, redirectPath, statusCode } or
 *   404 REDIRECT_NOT_FOUND; 400 INVALID_REQUEST when requestPath is not a non-empty string.
 */
export function storefrontPagesRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/:siteId/brands', async (c) => {
    const ctx = siteContext(c);
    const body: BrandsResponseDto = { brands: await listBrands(deps.db, ctx.site.brand) };
    return c.json(body);
  });

  app.get('/:siteId/brands/:slug', async (c) => {
    const ctx = siteContext(c);
    const found = await findBrand(deps.db, ctx.site.brand, c.req.param('slug'));
    if (!found) throw new ApiError(404, 'BRAND_NOT_FOUND', `No brand found for ${c.req.param('slug')}`);
    const loaded = await loadProducts(deps.db, { ids: found.productIds }, ctx);
    const body: BrandPageResponseDto = { brand: found.brand, records: loaded.map((l) => toTile(l, ctx)), totalRecords: found.productIds.length };
    return c.json(body);
  });

  app.get('/:siteId/sellers', async (c) => {
    const ctx = siteContext(c);
    const body: SellersResponseDto = { sellers: await listSellers(deps.db, ctx.site.brand) };
    return c.json(body);
  });

  app.get('/:siteId/sellers/:slug', async (c) => {
    const ctx = siteContext(c);
    const found = await findSeller(deps.db, ctx.site.brand, c.req.param('slug'));
    if (!found) throw new ApiError(404, 'SELLER_NOT_FOUND', `No seller found for ${c.req.param('slug')}`);
    const loaded = await loadProducts(deps.db, { ids: found.productIds }, ctx);
    const body: SellerPageResponseDto = { seller: found.seller, records: loaded.map((l) => toTile(l, ctx)), totalRecords: found.productIds.length };
    return c.json(body);
  });

  app.post('/:siteId/redirects/searches', jsonBody(RedirectSearchRequestDto), async (c) => {
    siteContext(c);
    const { requestPath } = c.req.valid('json');
    const found = await findRedirect(deps.db, requestPath);
    if (!found) throw new ApiError(404, 'REDIRECT_NOT_FOUND', `No redirect for ${requestPath}`);
    return c.json(found);
  });

  return app;
}

/**
 * GET /content/v1/{siteId}/entries?content_type=&slug= (shopping.md §7 "Content"): the entries in
 * the request's language, English as the fallback; 404 NOT_FOUND 'Contentful entry not found:
 * {slug}' (shopping.md §8) when a slug has no entry; 400 INVALID_REQUEST without content_type.
 */
export function contentRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:siteId/entries', queryOf(ContentEntriesQueryDto), async (c) => {
    const ctx = siteContext(c);
    const query = c.req.valid('query');
    const items = await contentEntries(deps.db, query.content_type, query.slug, ctx.language, Math.min(1000, Number(query.limit ?? 1000)));
    if (query.slug && items.length === 0) throw new ApiError(404, 'NOT_FOUND', `Contentful entry not found: ${query.slug}`);
    const body: ContentEntriesResponseDto = { items, total: items.length };
    return c.json(body);
  });
  return app;
}
