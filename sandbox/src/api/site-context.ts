import type { Context } from 'hono';
import type { RequestContext } from '../catalog/request-context.js';
import { findSite, INVENTORY_POOLS, isInventoryPool, requestLanguage, type InventoryPool } from '../sites/sites.js';
import { ApiError, invalidRequest } from './api-error.js';

/**
 * The request context of a site-scoped call: the site from the `{siteId}` path parameter decides
 * currency and pool; the language comes from x-vitrine-language / x-vitrine-locale when the site
 * speaks it. `pool` overrides the pool (path `pools/{inventoryPool}`), `extraPools` adds pools to
 * SkuDto.pools. Throws 404 NOT_FOUND for an unknown site, 400 INVALID_REQUEST for an unknown pool.
 */
export function siteContext(c: Context, options: { pool?: string; extraPools?: string } = {}): RequestContext {
  const siteId = c.req.param('siteId') ?? '';
  const site = findSite(siteId);
  if (!site) throw new ApiError(404, 'NOT_FOUND', `Unknown site ${siteId}`);
  const pool = options.pool ?? site.inventoryPool;
  if (!isInventoryPool(pool)) throw invalidRequest(`Unknown inventory pool ${pool}`, { fields: ['inventoryPool'] });
  let pools: InventoryPool[] = [pool];
  if (options.extraPools !== undefined && options.extraPools !== '' && options.extraPools !== 'false') {
    const extra = options.extraPools === 'true' ? [...INVENTORY_POOLS] : options.extraPools.split(',').map((p) => p.trim());
    const unknown = extra.filter((p) => !isInventoryPool(p));
    if (unknown.length > 0) throw invalidRequest(`Unknown inventory pool ${unknown.join(', ')}`, { fields: ['include-pools'] });
    pools = [...new Set([pool, ...(extra as InventoryPool[])])];
  }
  return {
    site,
    language: requestLanguage(site, c.req.header('x-vitrine-language'), c.req.header('x-vitrine-locale')),
    currency: site.currency,
    pool,
    pools,
  };
}
