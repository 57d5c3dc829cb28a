import { ImageQueryDto } from '@vitrine/contract';
import { Hono } from 'hono';
import { DEFAULT_IMAGE_WIDTH, negotiateFormat, safeRelativePath } from '../../images/image-service.js';
import { ApiError } from '../api-error.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { queryOf } from '../request-validation.js';

/** Long-lived, immutable: an image URL never changes content (shopping.md §9 widths, quality 80). */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /images/{luma|spree}/{path}?w=: the photo resized to an allowed width (others snap up,
 * above the largest gives the largest; no `w` gives 640), AVIF/WebP/JPEG by Accept, with
 * `Vary: Accept` and a one-year immutable cache. 404 NOT_FOUND for an unknown source, an unsafe path
 * or a missing file; 400 INVALID_REQUEST for a `w` that is not a positive whole number.
 */
export function imageRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:source/*', queryOf(ImageQueryDto), async (c) => {
    const source = c.req.param('source');
    const pathname = new URL(c.req.url).pathname;
    const marker = `/images/${source}/`;
    const raw = pathname.slice(pathname.indexOf(marker) + marker.length);
    const relative = safeRelativePath(raw);
    if (!deps.images.isSource(source) || relative === null) throw new ApiError(404, 'NOT_FOUND', 'No such image');
    const w = c.req.valid('query').w;
    const width = w === undefined ? DEFAULT_IMAGE_WIDTH : Math.max(1, Number.parseInt(w, 10));
    const image = await deps.images.get(source, relative, width, negotiateFormat(c.req.header('accept')));
    if (!image) throw new ApiError(404, 'NOT_FOUND', 'No such image');
    return c.body(new Uint8Array(image.body), 200, {
      'Content-Type': image.contentType,
      'Cache-Control': IMAGE_CACHE_CONTROL,
      Vary: 'Accept',
      'X-Vitrine-Image-Cache': image.cacheHit ? 'hit' : 'miss',
      'X-Vitrine-Image-Width': String(image.width),
    });
  });
  return app;
}
