import { ConfigurationQueryDto, NavigationQueryDto, ProductsQueryDto, type ProductsResponseDto } from '@vitrine/contract';
import { Hono } from 'hono';
import { loadNavigationTree, navigationResponse } from '../../catalog/navigation-repository.js';
import { toProductRecord } from '../../catalog/product-record.mapper.js';
import { loadProducts } from '../../catalog/product-repository.js';
import { projectConfiguration, siteConfiguration } from '../../sites/site-configuration.js';
import { ApiError, invalidRequest } from '../api-error.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { queryOf } from '../request-validation.js';
import { siteContext } from '../site-context.js';

/** Largest number of ids one product-id lookup takes. */
const MAX_PRODUCT_IDS = 100;

/**
 * Catalogue endpoints under /catalog/v0 (shopping.md §7 "Catalogue"; docs/api.md):
 * configuration, navigation, and products by slug or ids. Queries are checked against the contract's
 * schemas (400 INVALID_REQUEST naming the fields).
 */
export function catalogRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /** GET /{siteId}/configuration[?projection=<json>]: SiteConfigurationDto; 400 for a malformed projection. */
  app.get('/:siteId/configuration', queryOf(ConfigurationQueryDto), (c) => {
    const ctx = siteContext(c);
    const projected = projectConfiguration(siteConfiguration(ctx.site), c.req.valid('query').projection);
    if (!projected) throw invalidRequest('projection must be a JSON array of field names or a JSON object', { fields: ['projection'] });
    return c.json(projected);
  });

  /**
   * GET /{siteId}/navigation?slug=|categoryId= [&breadcrumbs=true][&navigation=false]: exactly one of
   * slug and categoryId (else 400 INVALID_REQUEST); 404 NOT_FOUND 'No nav tree found for {slug}'.
   */
  app.get('/:siteId/navigation', queryOf(NavigationQueryDto), async (c) => {
    const ctx = siteContext(c);
    const query = c.req.valid('query');
    const slug = query.slug?.trim();
    const categoryId = query.categoryId?.trim();
    if (slug && categoryId) throw invalidRequest('Give slug or categoryId, not both', { fields: ['slug', 'categoryId'] });
    if (!slug && !categoryId) throw invalidRequest('A slug or a categoryId is required', { fields: ['slug', 'categoryId'] });
    const tree = await loadNavigationTree(deps.db, ctx.site.brand, ctx.language);
    const response = navigationResponse(tree, slug ? { slug } : { categoryId: categoryId! }, {
      navigation: query.navigation !== 'false',
      breadcrumbs: query.breadcrumbs === 'true',
    });
    if (!response) throw new ApiError(404, 'NOT_FOUND', `No nav tree found for ${slug ?? categoryId}`);
    return c.json(response);
  });

  /**
   * GET /{siteId}/pools/{inventoryPool}/products: by `slug` (404 PRODUCT_NOT_FOUND 'No product found
   * for {slug}') or by `product-id=a,b` (unknown ids left out; `exclude-filter=oos-color` drops
   * colours without stock in the pool). `include-pools` (pool list or 'true') widens SkuDto.pools.
   * `projection`, `projection-slug`, `countryCode` and `include-realtime-inventory` are accepted
   * (stock is always read live from the database).
   */
  app.get('/:siteId/pools/:inventoryPool/products', queryOf(ProductsQueryDto), async (c) => {
    const query = c.req.valid('query');
    const ctx = siteContext(c, { pool: c.req.param('inventoryPool'), extraPools: query['include-pools'] });
    const slug = query.slug?.trim();
    const idsParam = query['product-id'];
    if (slug && idsParam !== undefined) throw invalidRequest('Give slug or product-id, not both', { fields: ['slug', 'product-id'] });
    const excludeOosColors = (query['exclude-filter'] ?? '').split(',').includes('oos-color');
    if (slug) {
      const [loaded] = await loadProducts(deps.db, { slugs: [slug] }, ctx);
      if (!loaded) throw new ApiError(404, 'PRODUCT_NOT_FOUND', `No product found for ${slug}`);
      const body: ProductsResponseDto = { products: [toProductRecord(loaded, ctx, { excludeOosColors })] };
      return c.json(body);
    }
    const ids = [...new Set((idsParam ?? '').split(',').map((s) => s.trim()).filter(Boolean))];
    if (ids.length === 0) throw invalidRequest('A slug or product-id is required', { fields: ['slug', 'product-id'] });
    if (ids.length > MAX_PRODUCT_IDS) throw invalidRequest(`At most ${MAX_PRODUCT_IDS} product ids per call`, { fields: ['product-id'] });
    const loaded = await loadProducts(deps.db, { ids }, ctx);
    const body: ProductsResponseDto = { products: loaded.map((l) => toProductRecord(l, ctx, { excludeOosColors })) };
    return c.json(body);
  });

  return app;
}
