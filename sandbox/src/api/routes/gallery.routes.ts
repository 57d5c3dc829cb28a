import { GALLERY_PAGE_LIMIT, GalleryQueryDto } from '@vitrine/contract';
import { Hono } from 'hono';
import { gallery } from '../../content/galleries.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { queryOf } from '../request-validation.js';

/**
 * GET /content/v0/{brandId}/galleries/{galleryId}?summary=false&limit=24&offset=0&sort=ORDER
 * (shopping.md §7 "Content and personalization", §9 "Gallery limit 24"; decision 0406): a brand
 * family's gallery in the request language (x-vitrine-language, else x-vitrine-locale, else
 * English), a page of its items in curated order. 400 INVALID_REQUEST for a query out of range;
 * 404 NOT_FOUND 'Contentful entry not found: {galleryId}' for an unknown gallery.
 */
export function galleryRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:brandId/galleries/:galleryId', queryOf(GalleryQueryDto), async (c) => {
    const query = c.req.valid('query');
    const languages = [c.req.header('x-vitrine-language'), c.req.header('x-vitrine-locale')?.slice(0, 2)].flatMap((l) => (l ? [l.trim().toLowerCase()] : []));
    const { brandId, galleryId } = c.req.param();
    return c.json(
      await gallery(deps.db, { brandId, galleryId, languages, summary: query.summary === 'true', offset: query.offset ?? 0, limit: query.limit ?? GALLERY_PAGE_LIMIT }),
    );
  });
  return app;
}
