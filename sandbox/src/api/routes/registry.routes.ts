import {
  RegistryCreateRequestDto,
  RegistryGetQueryDto,
  RegistryItemDeleteQueryDto,
  RegistryItemsQueryDto,
  RegistryItemsRequestDto,
  RegistryPatchRequestDto,
  RegistryReplaceRequestDto,
  RegistrySearchQueryDto,
} from '@vitrine/contract';
import { Hono } from 'hono';
import { requireProfile } from '../../profile/profile-access.js';
import {
  createRegistry,
  getRegistry,
  patchItem,
  patchRegistry,
  registriesOf,
  REGISTRY_PAGE_SIZE,
  removeItem,
  replaceRegistry,
  searchRegistries,
  upsertItems,
} from '../../registry/registry-service.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { jsonArrayBody, jsonBody, queryOf } from '../request-validation.js';
import { profileGuard } from '../route-guards.js';
import { siteContext } from '../site-context.js';

/**
 * The eight gift registry calls under /registry/v1 (shopping.md §7 "Registry"; decision 0230).
 * Reading and searching by name are open to anyone (shoppers); the caller's own registries
 * (`web_profile_id`) and every write need a signed-in customer (REGISTERED; the registry account
 * pages themselves ask for authorization, shell-and-account.md §2). Writes need ownership (403
 * NOT_REGISTRY_OWNER) and a current version (409 VERSION_CONFLICT).
 */
export function registryRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const registered = profileGuard(deps, 'REGISTERED');

  app.get('/:siteId/search', queryOf(RegistrySearchQueryDto), async (c) => {
    const ctx = siteContext(c);
    const q = c.req.valid('query');
    if (q.web_profile_id !== undefined) {
      const caller = await requireProfile(deps.db, c, 'REGISTERED', deps.clock());
      return c.json(await registriesOf(deps.db, ctx, q.web_profile_id, caller.profileId));
    }
    return c.json(
      await searchRegistries(deps.db, ctx, {
        ...(q.first_name !== undefined ? { firstName: q.first_name } : {}),
        ...(q.last_name !== undefined ? { lastName: q.last_name } : {}),
        ...(q.month !== undefined ? { month: Number(q.month) } : {}),
        ...(q.year !== undefined ? { year: Number(q.year) } : {}),
        page: q.page ? Number(q.page) : 1,
        offset: q.offset ? Math.min(Number(q.offset), REGISTRY_PAGE_SIZE) : REGISTRY_PAGE_SIZE,
      }),
    );
  });
  app.post('/:siteId', registered, jsonBody(RegistryCreateRequestDto), async (c) => {
    return c.json(await createRegistry(deps.db, siteContext(c), c.req.valid('json'), c.var.profile.profileId, deps.clock()), 201);
  });
  app.get('/:siteId/:id', queryOf(RegistryGetQueryDto), async (c) => {
    return c.json(await getRegistry(deps.db, siteContext(c), c.req.param('id'), c.req.valid('query').extended_product_detail === 'true'));
  });
  app.put('/:siteId/:id', registered, jsonBody(RegistryReplaceRequestDto), async (c) => {
    return c.json(await replaceRegistry(deps.db, siteContext(c), c.req.param('id'), c.req.valid('json'), c.var.profile.profileId, deps.clock()));
  });
  app.patch('/:siteId/:id', registered, jsonArrayBody(RegistryPatchRequestDto), async (c) => {
    return c.json(await patchRegistry(deps.db, siteContext(c), c.req.param('id'), c.req.valid('json'), c.var.profile.profileId, deps.clock()));
  });
  app.patch('/:siteId/:id/items/:sku', registered, jsonArrayBody(RegistryPatchRequestDto), async (c) => {
    return c.json(await patchItem(deps.db, siteContext(c), c.req.param('id'), c.req.param('sku'), c.req.valid('json'), c.var.profile.profileId, deps.clock()));
  });
  app.delete('/:siteId/:id/items/:sku', registered, queryOf(RegistryItemDeleteQueryDto), async (c) => {
    const version = Number(c.req.valid('query').version);
    return c.json(await removeItem(deps.db, siteContext(c), c.req.param('id'), c.req.param('sku'), version, c.var.profile.profileId, deps.clock()));
  });
  app.post('/:siteId/:id/items', registered, queryOf(RegistryItemsQueryDto), jsonBody(RegistryItemsRequestDto), async (c) => {
    return c.json(await upsertItems(deps.db, siteContext(c), c.req.param('id'), c.req.valid('json').items, c.var.profile.profileId, deps.clock()));
  });
  return app;
}
