import { GALLERY_LIMIT, HOME_GALLERY_ID, type GalleryGateway, type GalleryItem, type GalleryPage, type GalleryPageRequest, type Product } from '@vitrine/core';

/** One in-memory gallery: its id, texts and every item in curated order. */
export interface InMemoryGallery {
  readonly galleryId: string;
  readonly title: string;
  readonly description: string;
  readonly items: readonly GalleryItem[];
}

/** Most items of the sample gallery: more than one page of the gallery limit, as the sandbox's an gallery. */
const SAMPLE_MAX_ITEMS = 30;

/**
 * The sample shop-the-look gallery (decision 0406), made like the sandbox's but from the small
 * in-memory catalogue: one item per main photo of a regular product's colours and partner product
 * (round k pairs every photo with the k-th next product), each showing that product styled with
 * its partner, with the English alt text and caption of the sandbox's seed; at most 30 items, so
 * the gallery has more than one page of the gallery limit as the sandbox's an gallery does.
 */
export function sampleGallery(products: readonly Product[]): InMemoryGallery {
  const regular = products.filter((p) => p.kind === 'regular' && p.colors.some((c) => c.images.length > 0));
  const photos = regular.flatMap((product, index) => product.colors.flatMap((colour) => colour.images.slice(0, 1).map((image) => ({ product, index, colour, image }))));
  const items: GalleryItem[] = [];
  // Round k styles every photo with the k-th next product: the small in-memory catalogue fills two pages this way.
  for (let k = 1; k < Math.max(2, regular.length); k += 1) {
    for (const { product, index, colour, image } of photos) {
      if (items.length >= SAMPLE_MAX_ITEMS) break;
      const partner = regular[(index + k) % regular.length]!;
      const pieces = partner === product ? [product] : [product, partner];
      items.push({
        itemId: `${product.styleNumber.toLowerCase()}-look-${colour.code.toLowerCase()}-${k}`,
        position: items.length + 1,
        image: { ...image, alt: `Model wearing the ${product.displayName} in ${colour.displayName}` },
        caption: pieces.length > 1 ? `${product.displayName}, styled with ${partner.displayName}` : product.displayName,
        products: pieces.map((p) => ({ productId: p.productId, slug: p.productSlug, displayName: p.displayName })),
      });
    }
  }
  return { galleryId: HOME_GALLERY_ID, title: 'Shop the look', description: 'Outfits our stylists put together this season. Pick a look to shop its pieces.', items };
}

/**
 * GalleryGateway in memory (decision 0406), as the sandbox answers: the page of `request` (limit
 * capped at 24) in curated order, null for an unknown gallery; `fail()` makes every call throw
 * (a failing content service).
 */
export class InMemoryGalleries implements GalleryGateway {
  private failing = false;

  constructor(private readonly galleries: readonly InMemoryGallery[]) {}

  /** Every later call throws, as a failing content service would. */
  fail(): void {
    this.failing = true;
  }

  /** See {@link GalleryGateway.getGalleryPage}. */
  async getGalleryPage(request: GalleryPageRequest): Promise<GalleryPage | null> {
    if (this.failing) throw new Error('Gallery service unavailable');
    const gallery = this.galleries.find((g) => g.galleryId === request.galleryId);
    if (!gallery) return null;
    const limit = Math.min(request.limit, GALLERY_LIMIT);
    return {
      galleryId: gallery.galleryId,
      language: 'en',
      title: gallery.title,
      description: gallery.description,
      total: gallery.items.length,
      offset: request.offset,
      items: gallery.items.slice(request.offset, request.offset + limit),
    };
  }
}
