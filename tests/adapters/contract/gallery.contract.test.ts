import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendGalleryPage, GALLERY_LIMIT, GalleryGateway, galleryPageRequest, HOME_GALLERY_ID, nextGalleryOffset } from '@vitrine/core';
import { aSite } from '../../mothers/site.mother.js';
import { BACKENDS, type ContractBackend } from './support/backends.js';

/**
 * Contract: GalleryGateway, run against the sandbox (KyGalleryGateway over real HTTP: GET
 * /content/v0/{brandId}/galleries/{galleryId}) and the in-memory back end (shopping.md §7 "Content
 * and personalization", §9 "Gallery limit 24"; decision 0406).
 */
describe.each(BACKENDS)('gallery contract (%s)', (_name, start) => {
  let backend: ContractBackend;
  beforeAll(async () => {
    backend = await start();
  });
  afterAll(async () => backend?.close());

  it('gives the first 24 items of the home gallery in curated order, each a photo with alt text, caption and products', async () => {
    const page = await backend.client().get(GalleryGateway).getGalleryPage(galleryPageRequest(HOME_GALLERY_ID));
    expect(page).not.toBeNull();
    expect(page!.title).toBe('Shop the look');
    expect(page!.total).toBeGreaterThan(GALLERY_LIMIT);
    expect(page!.items).toHaveLength(GALLERY_LIMIT);
    expect(page!.items.map((i) => i.position)).toEqual(Array.from({ length: GALLERY_LIMIT }, (_, i) => i + 1));
    for (const item of page!.items) {
      expect(item.image.url).toMatch(/^\/api\/images\//);
      expect(item.image.width * item.image.height).toBeGreaterThan(0);
      expect(item.image.alt).toMatch(/^Model wearing the /);
      expect(item.caption.length).toBeGreaterThan(0);
      expect(item.products[0]!.slug.length).toBeGreaterThan(0);
    }
  });

  it('pages by offset: "Load more" continues after the 24th item up to the total, and the limit is honoured', async () => {
    const gateway = backend.client().get(GalleryGateway);
    const first = (await gateway.getGalleryPage(galleryPageRequest(HOME_GALLERY_ID)))!;
    const offset = nextGalleryOffset(first);
    expect(offset).toBe(GALLERY_LIMIT);
    const second = (await gateway.getGalleryPage(galleryPageRequest(HOME_GALLERY_ID, offset!)))!;
    expect(second.items[0]!.position).toBe(GALLERY_LIMIT + 1);
    const all = appendGalleryPage(first, second);
    expect(all.items).toHaveLength(first.total);
    expect(nextGalleryOffset(all)).toBeNull();
    const two = (await gateway.getGalleryPage(galleryPageRequest(HOME_GALLERY_ID, 1, 2)))!;
    expect(two.items.map((i) => i.itemId)).toEqual(first.items.slice(1, 3).map((i) => i.itemId));
  });

  it('gives null for a gallery the brand does not have', async () => {
    expect(await backend.client(aSite()).get(GalleryGateway).getGalleryPage(galleryPageRequest('no-such-gallery'))).toBeNull();
  });
});
