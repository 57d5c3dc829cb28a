import { describe, expect, it } from 'vitest';
import { appendGalleryPage, GALLERY_LIMIT, galleryPageRequest, nextGalleryOffset, type GalleryItem, type GalleryPage } from '@vitrine/core';

const item = (n: number): GalleryItem => ({
  itemId: `look-${n}`,
  position: n,
  image: { url: `/api/images/luma/w/j/wj0${n}_main.jpg`, width: 1274, height: 1580, alt: `Look ${n}` },
  caption: `Caption ${n}`,
  products: [{ productId: `P${n}`, slug: `product-${n}`, displayName: `Product ${n}` }],
});
const page = (offset: number, count: number, total: number, title = 'Shop the look'): GalleryPage => ({
  galleryId: 'shop-the-look',
  language: 'en',
  title,
  description: 'Looks',
  total,
  offset,
  items: Array.from({ length: count }, (_, i) => item(offset + i + 1)),
});

describe('galleries (shopping.md §7, §9 "Gallery limit 24"; decision 0406)', () => {
  it('asks offset 0 and the gallery limit 24 by default, and clamps the limit to 1-24 and the offset to a whole number from 0', () => {
    expect(GALLERY_LIMIT).toBe(24);
    expect(galleryPageRequest('shop-the-look')).toEqual({ galleryId: 'shop-the-look', offset: 0, limit: 24 });
    expect(galleryPageRequest('g', 48, 100)).toEqual({ galleryId: 'g', offset: 48, limit: 24 });
    expect(galleryPageRequest('g', -3, 0)).toEqual({ galleryId: 'g', offset: 0, limit: 24 });
    expect(galleryPageRequest('g', 2.7, -5)).toEqual({ galleryId: 'g', offset: 2, limit: 1 });
    expect(galleryPageRequest('g', Number.NaN, Number.POSITIVE_INFINITY)).toEqual({ galleryId: 'g', offset: 0, limit: 24 });
    expect(galleryPageRequest('g', 0, 6.5)).toEqual({ galleryId: 'g', offset: 0, limit: 6 });
  });

  it('gives the next offset while the gallery has more items, null at its end or for an empty page', () => {
    expect(nextGalleryOffset(page(0, 24, 30))).toBe(24);
    expect(nextGalleryOffset(page(24, 6, 30))).toBeNull();
    expect(nextGalleryOffset(page(0, 12, 12))).toBeNull();
    expect(nextGalleryOffset(page(30, 0, 40))).toBeNull();
  });

  it('appends the next page without repeating an item, keeping the first offset and taking the newer total and texts', () => {
    const shown = page(0, 24, 30);
    const merged = appendGalleryPage(shown, { ...page(23, 7, 31, 'Shop the looks') });
    expect(merged.items.map((i) => i.position)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect([merged.offset, merged.total, merged.title]).toEqual([0, 31, 'Shop the looks']);
    expect(nextGalleryOffset(merged)).toBe(30);
  });
});
