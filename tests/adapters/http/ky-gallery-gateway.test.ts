import { describe, expect, it } from 'vitest';
import { galleryPageRequest } from '@vitrine/core';
import { KyGalleryGateway } from '../../../adapters/src/http/ky-gallery-gateway.js';
import { aSite } from '../../mothers/site.mother.js';
import { clientHarness } from '../support/client-harness.js';
import { apiError, json } from '../support/fetch-stub.js';

const GALLERY = '/api/content/v0/an/galleries/shop-the-look';
const body = {
  galleryId: 'shop-the-look',
  brandId: 'an',
  language: 'en',
  title: 'Shop the look',
  description: 'Looks',
  updatedAt: '2026-11-27T10:00:00.000Z',
  total: 30,
  offset: 24,
  limit: 24,
  sort: 'ORDER',
  items: [
    {
      itemId: 'wj10-look-blue',
      position: 25,
      image: { url: '/api/images/luma/w/j/wj10-blue_main.jpg', width: 1274, height: 1580, alt: 'Model wearing the Juno Jacket in Blue' },
      caption: 'Juno Jacket, styled with Ina Compression Short',
      products: [{ productId: 'WJ10', slug: 'juno-jacket', displayName: 'Juno Jacket' }],
    },
  ],
};

describe('KyGalleryGateway (shopping.md §7 "Content and personalization", §9 "Gallery limit 24"; decision 0406)', () => {
  it("asks the site brand's gallery with summary=false, the page's limit and offset, sort=ORDER, and reads the page", async () => {
    const h = clientHarness();
    h.stub.on('GET', GALLERY, json(200, body));
    const page = await new KyGalleryGateway(h.http, aSite()).getGalleryPage(galleryPageRequest('shop-the-look', 24));
    expect(Object.fromEntries(h.stub.calls[0]!.url.searchParams)).toEqual({ summary: 'false', limit: '24', offset: '24', sort: 'ORDER' });
    expect(page).toEqual({
      galleryId: 'shop-the-look',
      language: 'en',
      title: 'Shop the look',
      description: 'Looks',
      total: 30,
      offset: 24,
      items: [{ itemId: 'wj10-look-blue', position: 25, image: body.items[0]!.image, caption: body.items[0]!.caption, products: body.items[0]!.products }],
    });
  });

  it("resolves null on a 404 'Contentful entry not found: {galleryId}' and throws other failures", async () => {
    const h = clientHarness();
    h.stub.on('GET', GALLERY, apiError(404, 'NOT_FOUND', 'Contentful entry not found: shop-the-look'), apiError(500, 'INTERNAL', 'boom'));
    const gateway = new KyGalleryGateway(h.http, aSite());
    expect(await gateway.getGalleryPage(galleryPageRequest('shop-the-look'))).toBeNull();
    await expect(gateway.getGalleryPage(galleryPageRequest('shop-the-look'))).rejects.toMatchObject({ status: 500 });
  });
});
