import { token } from '../../shared/token.js';
import type { GalleryPage, GalleryPageRequest } from '../domain/gallery.js';

/**
 * Port: the galleries of the content service (shopping.md §7 "Content and personalization": GET
 * /content/v0/{brandId}/galleries/{galleryId} with summary false, limit 24, offset 0, sort ORDER;
 * §9 "Gallery limit 24"; decision 0406). The brand is the site's brand family.
 */
export interface GalleryGateway {
  /**
   * The page `request` asks for (build it with galleryPageRequest: offset from 0, limit 1-24) of
   * the site brand's gallery `request.galleryId`, in the request language, items in curated order
   * (sort ORDER). Resolves null when the brand has no such gallery (404 'Contentful entry not
   * found: {galleryId}'); throws the transport error of any other failure.
   */
  getGalleryPage(request: GalleryPageRequest): Promise<GalleryPage | null>;
}
export const GalleryGateway = token<GalleryGateway>('GalleryGateway');
