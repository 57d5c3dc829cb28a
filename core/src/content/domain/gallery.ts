import type { ProductImage } from '../../catalog/domain/product.js';

/**
 * Galleries of the content service (shopping.md §7 "Content and personalization": GET
 * /content/v0/{brandId}/galleries/{galleryId} with summary false, limit 24, offset 0, sort ORDER;
 * §9 "Gallery limit 24"; decision 0406): curated photos, each showing catalogue products.
 */

/** The most items one gallery call asks for (shopping.md §9 "Gallery limit 24"). */
export const GALLERY_LIMIT = 24;

/** The gallery sort of shopping.md §7: the curated order. */
export const GALLERY_SORT = 'ORDER';

/** The id of the lookbook gallery the home pages show (decision 0406), the same on both brand families. */
export const HOME_GALLERY_ID = 'shop-the-look';

/** A catalogue product a gallery item shows: its id, slug (the product page is productPath('regular', slug)) and name. */
export interface GalleryProduct {
  readonly productId: string;
  readonly slug: string;
  readonly displayName: string;
}

/** One gallery item: its id, 1-based curated position, photo (with alt text), caption and the products it shows, the featured one first. */
export interface GalleryItem {
  readonly itemId: string;
  readonly position: number;
  readonly image: ProductImage;
  readonly caption: string;
  readonly products: readonly GalleryProduct[];
}

/**
 * A page of a gallery: its id, title and description (in `language`, ISO 639-1), the gallery's
 * `total` items, and the items from `offset` (0-based) in curated order.
 */
export interface GalleryPage {
  readonly galleryId: string;
  readonly language: string;
  readonly title: string;
  readonly description: string;
  readonly total: number;
  readonly offset: number;
  readonly items: readonly GalleryItem[];
}

/** What one gallery call asks for: the gallery, the 0-based offset and the page size (1-24). */
export interface GalleryPageRequest {
  readonly galleryId: string;
  readonly offset: number;
  readonly limit: number;
}

/**
 * The request of a gallery page (shopping.md §7, §9; decision 0406): `offset` as a whole number
 * from 0 (a negative or fractional one is floored at 0), `limit` clamped to 1-{@link GALLERY_LIMIT}
 * (24, the default; 0 or a value that is not finite means the default). Never throws.
 */
export function galleryPageRequest(galleryId: string, offset = 0, limit: number = GALLERY_LIMIT): GalleryPageRequest {
  const whole = (n: number) => (Number.isFinite(n) ? Math.floor(n) : 0);
  return { galleryId, offset: Math.max(0, whole(offset)), limit: Math.min(GALLERY_LIMIT, Math.max(1, whole(limit) || GALLERY_LIMIT)) };
}

/**
 * The offset of the page after `page` (decision 0406: "Load more" asks offset paging), or null when
 * `page` reaches the gallery's end (or holds nothing, so asking again would not move).
 */
export function nextGalleryOffset(page: Pick<GalleryPage, 'offset' | 'items' | 'total'>): number | null {
  const next = page.offset + page.items.length;
  return page.items.length > 0 && next < page.total ? next : null;
}

/**
 * The gallery as shown after "Load more": `shown` with the items of `next` appended (an item
 * already shown is not repeated), `total` and texts from `next` (the newer answer). `offset` stays
 * the first page's, so {@link nextGalleryOffset} of the result continues after the last item.
 */
export function appendGalleryPage(shown: GalleryPage, next: GalleryPage): GalleryPage {
  const seen = new Set(shown.items.map((i) => i.itemId));
  return { ...next, offset: shown.offset, items: [...shown.items, ...next.items.filter((i) => !seen.has(i.itemId))] };
}
