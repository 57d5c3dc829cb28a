import { ContentEntriesQueryDto, ContentEntryChangeDto, type StoredContentEntriesDto } from '@vitrine/contract';
import { Hono, type Context } from 'hono';
import { CONTENT_STORE_TYPES, putStoredEntry, storedEntries } from '../../content/content-store.js';
import { localizedTextEntries, localizedTextFilter } from '../../content/localized-text.js';
import { findSite } from '../../sites/sites.js';
import { ApiError } from '../api-error.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { jsonBody, queryOf } from '../request-validation.js';
import { siteContext } from '../site-context.js';

const isStoreType = (type: string) => (CONTENT_STORE_TYPES as readonly string[]).includes(type);

async function answer(deps: ApiDeps, c: Context<AppEnv>, query: ContentEntriesQueryDto) {
  const ctx = siteContext(c);
  const limit = Math.min(1000, Number(query.limit ?? 1000));
  if (query.content_type === 'localizedText') {
    // Slug in list or match, select slug and displayText (shopping.md §7; decision 0423).
    const select = c.req.query('select');
    const items = await localizedTextEntries(deps.db, ctx.site.siteId, ctx.language, localizedTextFilter((name) => c.req.query(name)), limit, select !== undefined);
    const body: StoredContentEntriesDto = { items, total: items.length };
    return c.json(body);
  }
  const items = await storedEntries(deps.db, ctx.site.siteId, ctx.language, query.content_type, query.slug, limit);
  if (query.slug && items.length === 0) throw new ApiError(404, 'NOT_FOUND', `Contentful entry not found: ${query.slug}`);
  const body: StoredContentEntriesDto = { items, total: items.length };
  return c.json(body);
}

/**
 * GET /content/v1/{siteId}/entries?content_type=globalPromoContainer[&slug=&include=&environment=]
 * (shopping.md §7 "Content"; decision 0300): the content store's entries in the request language
 * (English fallback), linked entries resolved inline; 404 NOT_FOUND 'Contentful entry not found:
 * {slug}' (shopping.md §8). Other content types fall through to the next handler (next()).
 */
export function contentStoreRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:siteId/entries', queryOf(ContentEntriesQueryDto), async (c, next) => {
    const query = c.req.valid('query');
    if (!isStoreType(query.content_type)) return next();
    return answer(deps, c, query);
  });
  return app;
}

/**
 * The direct content provider, GET /content/direct/v1/{siteId}/entries (shopping.md §8 "502 on
 * content: use the fallback provider"; decision 0300): the same store read without the content
 * service in front, so a fault armed on /content/v1 (502 MOCKED_CONTENTFUL_DOWN_ERROR) leaves it up.
 */
export function directContentRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/v1/:siteId/entries', queryOf(ContentEntriesQueryDto), async (c) => {
    const query = c.req.valid('query');
    if (!isStoreType(query.content_type)) throw new ApiError(404, 'NOT_FOUND', `Contentful entry not found: ${query.slug ?? query.content_type}`);
    return answer(deps, c, query);
  });
  return app;
}

/**
 * Test-only PUT /__sandbox/content/{siteId}/{contentType}/{slug} `{ language, fields }` (decision
 * 0300): replaces an entry's fields, so an e2e journey can change what the page shows. Registered
 * only with the fault switch on, like the other __sandbox writes (else 404).
 */
export function contentSandboxRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  if (!deps.faults) return app;
  app.put('/content/:siteId/:contentType/:slug', jsonBody(ContentEntryChangeDto), async (c) => {
    const { siteId, contentType, slug } = c.req.param();
    if (!findSite(siteId)) throw new ApiError(404, 'NOT_FOUND', `Unknown site ${siteId}`);
    if (!isStoreType(contentType)) throw new ApiError(400, 'INVALID_REQUEST', `Content type ${contentType} is not in the content store`);
    const { language, fields } = c.req.valid('json');
    const existing = await storedEntries(deps.db, siteId, language, contentType, slug, 1);
    const entryId = existing.find((e) => e.language === language)?.id ?? `${contentType}-${siteId}-${language}-${slug}`;
    return c.json(await putStoredEntry(deps.db, { siteId, language, contentType, slug, entryId, fields }));
  });
  return app;
}
