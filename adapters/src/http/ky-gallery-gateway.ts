import { GALLERY_SORT, type GalleryGateway, type GalleryPage, type GalleryPageRequest, type SiteContext } from '@vitrine/core';
import type { GalleryResponseDto } from '@vitrine/contract';
import type { HttpClient } from './client.js';
import { HttpError } from './http-error.js';
import { normalizeImage } from './normalizers/image.normalizer.js';

/** GalleryResponseDto → GalleryPage (the same fields; the image already carries its alt text). */
export function normalizeGalleryPage(dto: GalleryResponseDto): GalleryPage {
  return {
    galleryId: dto.galleryId,
    language: dto.language,
    title: dto.title,
    description: dto.description,
    total: dto.total,
    offset: dto.offset,
    items: dto.items.map((i) => ({
      itemId: i.itemId,
      position: i.position,
      image: normalizeImage(i.image),
      caption: i.caption,
      products: i.products.map((p) => ({ productId: p.productId, slug: p.slug, displayName: p.displayName })),
    })),
  };
}

/**
 * GalleryGateway over HTTP (shopping.md §7 "Content and personalization", §9 "Gallery limit 24";
 * decision 0406): GET /content/v0/{brandId}/galleries/{galleryId}?summary=false&limit={1-24}&offset={n}&sort=ORDER,
 * brandId the site's brand family ('an', 'fp'); the request language travels in the client's
 * headers. A 404 ('Contentful entry not found: {galleryId}') resolves null; every other failure
 * throws the HttpError. Galleries are not content entries: there is no direct provider to fall back to.
 */
export class KyGalleryGateway implements GalleryGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  /** See {@link GalleryGateway.getGalleryPage}. */
  async getGalleryPage(request: GalleryPageRequest): Promise<GalleryPage | null> {
    const path = `/content/v0/${encodeURIComponent(this.site.brand)}/galleries/${encodeURIComponent(request.galleryId)}`;
    const searchParams = { summary: false, limit: request.limit, offset: request.offset, sort: GALLERY_SORT };
    try {
      return normalizeGalleryPage(await this.http.get<GalleryResponseDto>(path, { searchParams }));
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  }
}
