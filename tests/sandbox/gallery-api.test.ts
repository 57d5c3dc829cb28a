import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryResponseDto } from '@vitrine/contract';
import { SandboxHarness } from './sandbox-harness.js';

const GALLERY = '/api/content/v0/an/galleries/shop-the-look';
const SPEC_QUERY = 'summary=false&limit=24&offset=0&sort=ORDER';

describe('GET /content/v0/{brandId}/galleries/{galleryId} (shopping.md §7, §9 "Gallery limit 24"; decision 0406)', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());

  it("answers the spec's query with the first 24 items in curated order, each a Luma photo with alt text, caption and the products it shows", async () => {
    const res = await h.json<GalleryResponseDto>('GET', `${GALLERY}?${SPEC_QUERY}`);
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({ galleryId: 'shop-the-look', brandId: 'an', language: 'en', title: 'Shop the look', offset: 0, limit: 24, sort: 'ORDER' });
    expect(body.total).toBeGreaterThan(24);
    expect(body.items).toHaveLength(24);
    expect(body.items.map((i) => i.position)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    for (const item of body.items) {
      expect(item.image.url).toMatch(/^\/api\/images\/luma\/.+\.jpg$/);
      expect(item.image.width).toBeGreaterThan(0);
      expect(item.image.height).toBeGreaterThan(0);
      expect(item.image.alt).toMatch(/^Model wearing the .+ in .+$/);
      expect(item.products.length).toBeGreaterThan(1);
      expect(item.caption).toBe(`${item.products[0]!.displayName}, styled with ${new Intl.ListFormat('en', { type: 'conjunction' }).format(item.products.slice(1).map((p) => p.displayName))}`);
    }
    const slug = body.items[0]!.products[0]!.slug;
    const [product] = await h.db.query<{ product_id: string }>('select product_id from product where slug = $1', [slug]);
    expect(product?.product_id).toBe(body.items[0]!.products[0]!.productId);
  });

  it('pages with offset and limit, and the last page holds the rest', async () => {
    const first = await h.json<GalleryResponseDto>('GET', `${GALLERY}?${SPEC_QUERY}`);
    const rest = await h.json<GalleryResponseDto>('GET', `${GALLERY}?summary=false&limit=24&offset=24&sort=ORDER`);
    expect(rest.body.items).toHaveLength(first.body.total - 24);
    expect(rest.body.items[0]!.position).toBe(25);
    const two = await h.json<GalleryResponseDto>('GET', `${GALLERY}?limit=2&offset=1`);
    expect(two.body.items.map((i) => i.itemId)).toEqual(first.body.items.slice(1, 3).map((i) => i.itemId));
  });

  it('answers only the texts and total with summary=true', async () => {
    const res = await h.json<GalleryResponseDto>('GET', `${GALLERY}?summary=true`);
    expect(res.body.items).toEqual([]);
    expect(res.body.total).toBeGreaterThan(24);
  });

  it('speaks the request language, English when the gallery has none, and each brand family has its own gallery', async () => {
    const fr = await h.json<GalleryResponseDto>('GET', `${GALLERY}?${SPEC_QUERY}`, undefined, { 'x-vitrine-language': 'fr' });
    expect([fr.body.language, fr.body.title]).toEqual(['fr', 'Adoptez le look']);
    expect(fr.body.items[0]!.image.alt).toMatch(/^Mannequin portant .+, coloris .+$/);
    expect(fr.body.items[0]!.caption).toContain(' porté avec ');
    const pt = await h.json<GalleryResponseDto>('GET', `${GALLERY}?limit=1`, undefined, { 'x-vitrine-locale': 'pt-BR' });
    expect(pt.body.language).toBe('en');
    const fp = await h.json<GalleryResponseDto>('GET', `/api/content/v0/fp/galleries/shop-the-look?${SPEC_QUERY}`);
    expect(fp.status).toBe(200);
    expect(fp.body.total).toBeGreaterThan(0);
    expect(fp.body.total).toBeLessThanOrEqual(12);
    expect(fp.body.items.map((i) => i.itemId)).not.toEqual(fr.body.items.slice(0, fp.body.total).map((i) => i.itemId));
  });

  it("gives 404 'Contentful entry not found: {galleryId}' for an unknown gallery or brand, and 400 for a query out of range", async () => {
    const unknown = await h.json('GET', `/api/content/v0/an/galleries/nope?${SPEC_QUERY}`);
    expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([404, 'NOT_FOUND', 'Contentful entry not found: nope']);
    const brand = await h.json('GET', `/api/content/v0/zz/galleries/shop-the-look`);
    expect(brand.status).toBe(404);
    const over = await h.json('GET', `${GALLERY}?limit=25`);
    expect([over.status, over.body.code]).toEqual([400, 'INVALID_REQUEST']);
    expect(over.body.message).toContain('limit must be a whole number from 1 to 24');
    const sort = await h.json('GET', `${GALLERY}?sort=NEWEST`);
    expect(sort.status).toBe(400);
    const offset = await h.json('GET', `${GALLERY}?offset=-1`);
    expect(offset.status).toBe(400);
  });
});
