import { z } from 'zod';

/**
 * JSON shapes of the galleries of the content service (shopping.md §7 "Content and
 * personalization": GET /content/v0/{brandId}/galleries/{galleryId} with summary false, limit 24,
 * offset 0, sort ORDER; §9 "Gallery limit 24"; decision 0406). Each export is a zod schema and the
 * type inferred from it under the same name (decision 0125).
 */

/** The most items one gallery call answers (shopping.md §9 "Gallery limit 24"). */
export const GALLERY_PAGE_LIMIT = 24;

const LIMIT_TEXT = `limit must be a whole number from 1 to ${GALLERY_PAGE_LIMIT}`;
const OFFSET_TEXT = 'offset must be a whole number from 0';

/**
 * Query of GET /content/v0/{brandId}/galleries/{galleryId}: `summary` ('false' by default: the
 * items; 'true': the gallery's texts and total only), `limit` 1-24 (default 24), `offset` from 0
 * (default 0), `sort` ORDER (the curated order, the only one). A value out of range is 400 INVALID_REQUEST.
 */
export const GalleryQueryDto = z.object({
  summary: z.enum(['true', 'false'], { error: 'summary must be true or false' }).optional(),
  limit: z.coerce.number().int(LIMIT_TEXT).min(1, LIMIT_TEXT).max(GALLERY_PAGE_LIMIT, LIMIT_TEXT).optional(),
  offset: z.coerce.number().int(OFFSET_TEXT).min(0, OFFSET_TEXT).optional(),
  sort: z.enum(['ORDER'], { error: 'sort must be ORDER' }).optional(),
});
export type GalleryQueryDto = z.infer<typeof GalleryQueryDto>;

/** A catalogue product an item shows: id, slug (the product page is /shop/{slug}) and name in the request language. */
export const GalleryProductDto = z.object({ productId: z.string(), slug: z.string(), displayName: z.string() });
export type GalleryProductDto = z.infer<typeof GalleryProductDto>;

/**
 * One gallery item: its id, 1-based curated position, the photo (image-service path without a
 * width, intrinsic width and height in px, alt text in the request language), a caption, and the
 * products it shows (at least one, the featured one first).
 */
export const GalleryItemDto = z.object({
  itemId: z.string(),
  position: z.number().int(),
  image: z.object({ url: z.string(), width: z.number(), height: z.number(), alt: z.string() }),
  caption: z.string(),
  products: z.array(GalleryProductDto),
});
export type GalleryItemDto = z.infer<typeof GalleryItemDto>;

/**
 * Response of GET /content/v0/{brandId}/galleries/{galleryId}: the gallery's id, brand family,
 * title and description in `language` (English when the request's language has none), `total`
 * items, and the page asked for (`offset`, `limit`, `sort`) with its `items` in curated order
 * (none with summary=true). 404 NOT_FOUND 'Contentful entry not found: {galleryId}' for an unknown
 * gallery (shopping.md §8).
 */
export const GalleryResponseDto = z.object({
  galleryId: z.string(),
  brandId: z.string(),
  language: z.string(),
  title: z.string(),
  description: z.string(),
  updatedAt: z.string(),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  sort: z.literal('ORDER'),
  items: z.array(GalleryItemDto),
});
export type GalleryResponseDto = z.infer<typeof GalleryResponseDto>;
