import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxHarness } from './sandbox-harness.js';

describe('brands, sellers, help pages and redirects API (decisions 0212-0214)', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());

  it('lists brands with product counts per site and a brand page with its tiles', async () => {
    const us = (await h.json('GET', '/api/catalog/v0/an-us/brands')).body.brands;
    expect(us.map((b: { slug: string }) => b.slug)).toEqual(['northpeak', 'harbor-lane', 'aria-athletic', 'stride-and-co', 'trailform', 'spree-home']);
    // Home goods are on 'an' sites only.
    expect((await h.json('GET', '/api/catalog/v0/fp-us/brands')).body.brands.map((b: { slug: string }) => b.slug)).not.toContain('spree-home');
    const page = await h.json('GET', '/api/catalog/v0/an-us/brands/northpeak');
    expect(page.status).toBe(200);
    expect(page.body.records.length).toBe(page.body.brand.productCount);
    expect(page.body.records.every((t: { brand: string }) => t.brand === 'Northpeak')).toBe(true);
    expect((await h.json('GET', '/api/catalog/v0/an-us/brands/luma')).body.code).toBe('BRAND_NOT_FOUND');
  });

  it('adds a Brands branch of BRAND items to the main navigation', async () => {
    const nav = (await h.json('GET', '/api/catalog/v0/an-us/navigation?slug=brands')).body.navigationItems[0];
    expect(nav.typeCode).toBe('CONTENT');
    expect(nav.navigationItems.map((i: { typeCode: string }) => i.typeCode)).toEqual(Array(6).fill('BRAND'));
  });

  it('lists marketplace sellers; their products are isMarketPlace with sellerInfo.shopName', async () => {
    const sellers = (await h.json('GET', '/api/catalog/v0/an-us/sellers')).body.sellers;
    expect(sellers.length).toBeGreaterThan(0);
    const page = (await h.json('GET', `/api/catalog/v0/an-us/sellers/${sellers[0].slug}`)).body;
    expect(page.records.length).toBe(sellers[0].productCount);
    const record = (await h.json('GET', `/api/catalog/v0/an-us/pools/US_DIRECT/products?slug=${page.records[0].productSlug}`)).body.products[0];
    expect(record.product).toMatchObject({ isMarketPlace: true, sellerInfo: { shopName: sellers[0].shopName, slug: sellers[0].slug } });
    expect((await h.json('GET', '/api/catalog/v0/an-us/pools/US_DIRECT/products?slug=chaz-kangeroo-hoodie')).body.products[0].product).toMatchObject({ isMarketPlace: false, sellerInfo: null });
  });

  it('serves help pages in the site language with English as the fallback, and the spec text when missing', async () => {
    const de = (await h.json('GET', '/api/content/v1/an-de/entries?content_type=helpPage&slug=shipping', undefined, { 'x-vitrine-language': 'de' })).body.items[0];
    expect(de).toMatchObject({ language: 'de', title: 'Versand' });
    const fallback = (await h.json('GET', '/api/content/v1/an-de/entries?content_type=helpPage&slug=returns')).body.items[0];
    expect(fallback.language).toBe('en');
    const missing = await h.json('GET', '/api/content/v1/an-us/entries?content_type=helpPage&slug=nope');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Contentful entry not found: nope');
  });

  it('finds the redirect of a seeded stale path and 404s others', async () => {
    const found = await h.json('POST', '/api/catalog/v0/an-us/redirects/searches', { requestPath: '/shop/chaz-kangaroo-hoodie/' });
    expect(found.body).toEqual({ requestPath: '/shop/chaz-kangaroo-hoodie/', redirectPath: '/shop/chaz-kangeroo-hoodie', statusCode: 301 });
    expect((await h.json('POST', '/api/catalog/v0/an-us/redirects/searches', { requestPath: '/nowhere' })).status).toBe(404);
    expect((await h.json('POST', '/api/catalog/v0/an-us/redirects/searches', { requestPath: 5 })).status).toBe(400);
    // Every seeded target (except the loop pair) is a real page.
    const category = await h.json('GET', '/api/catalog/v0/an-us/navigation?slug=women-tops-jackets');
    expect(category.status).toBe(200);
  });
});
