import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NavigationItemDto, ProductsResponseDto, TileDto } from '@vitrine/contract';
import { CATALOG_TRANSLATIONS } from '../../sandbox/src/seed/catalog-translations.js';
import { SHOWCASE } from '../../sandbox/src/seed/showcase.js';
import { SandboxHarness } from './sandbox-harness.js';

describe('catalogue API', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());

  describe('GET /catalog/v0/{siteId}/configuration', () => {
    it('answers the site configuration with the rules and sub-brands of the spec', async () => {
      const us = await h.json('GET', '/api/catalog/v0/an-us/configuration');
      expect(us.status).toBe(200);
      expect(us.body).toMatchObject({
        siteId: 'an-us',
        brand: 'an',
        rootNavSlug: SHOWCASE.rootNavSlug,
        currencies: ['USD'],
        languages: ['en'],
        maxQuantity: 200,
        topRated: { minReviewCount: 3, minAverageRating: 4.5 },
        subBrands: [{ code: 'anthroliving', rootNavSlug: 'home', homepageSlug: 'homepage-anthroliving' }],
      });
      expect(us.body.countries[0]).toMatchObject({ countryCode: 'US', groupType: 'DOMESTIC', isShipping: true });
      expect(us.body.countries[0].regions).toContainEqual({ code: 'NY', name: 'New York' });
      expect((await h.json('GET', '/api/catalog/v0/an-ca/configuration')).body.languages).toEqual(['en', 'fr']);
      expect((await h.json('GET', '/api/catalog/v0/fp-fr/configuration')).body.subBrands.map((b: { code: string }) => b.code)).toEqual(['fpmovement']);
      expect((await h.json('GET', '/api/catalog/v0/an-de/configuration')).body.subBrands).toEqual([]);
    });

    it('applies a projection and rejects a malformed one', async () => {
      const projected = await h.json('GET', `/api/catalog/v0/fp-uk/configuration?projection=${encodeURIComponent('["currencies"]')}`);
      expect(projected.body).toEqual({ siteId: 'fp-uk', currencies: ['GBP'] });
      const bad = await h.json('GET', '/api/catalog/v0/fp-uk/configuration?projection=%7Bnot-json');
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('INVALID_REQUEST');
    });

    it('answers 404 NOT_FOUND for an unknown site', async () => {
      const res = await h.json('GET', '/api/catalog/v0/xx-zz/configuration');
      expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
    });
  });

  describe('GET /catalog/v0/{siteId}/navigation', () => {
    it('gives the root with the brand’s branches: Home on an sites, FP Movement on fp sites', async () => {
      const top = (site: string) => h.json('GET', `/api/catalog/v0/${site}/navigation?slug=${SHOWCASE.rootNavSlug}`);
      const an = (await top('an-us')).body.navigationItems[0] as NavigationItemDto;
      expect(an.slug).toBe(SHOWCASE.rootNavSlug);
      expect(an.navigationItems.map((i) => i.slug)).toEqual(['women', 'men', 'gear', 'home', 'collections', 'promotions', 'brands']);
      const fp = (await top('fp-us')).body.navigationItems[0] as NavigationItemDto;
      expect(fp.navigationItems.map((i) => i.slug)).toEqual(['women', 'men', 'gear', 'fpmovement', 'collections', 'promotions', 'brands']);
      const women = an.navigationItems[0]!;
      expect(women.navigationItems.map((i) => i.slug)).toEqual(['women-tops', 'women-bottoms']);
      expect(women.navigationItems[0]!.navigationItems.map((i) => i.displayName)).toEqual(['Jackets', 'Hoodies & Sweatshirts', 'Tees', 'Bras & Tanks']);
    });

    it('names the navigation in the language of the site from the committed translation table (decision 0255)', async () => {
      const names = async (site: string, locale: string) => {
        const root = (await h.json('GET', `/api/catalog/v0/${site}/navigation?slug=${SHOWCASE.rootNavSlug}`, undefined, { 'x-vitrine-locale': locale })).body.navigationItems[0] as NavigationItemDto;
        return { top: root.navigationItems.map((i) => i.displayName), tops: root.navigationItems[0]!.navigationItems[0]!.navigationItems.map((i) => i.displayName) };
      };
      expect(await names('an-de', 'de-DE')).toEqual({ top: ['Damen', 'Herren', 'Ausrüstung', 'Wohnen', 'Kollektionen', 'Sale', 'Marken'], tops: ['Jacken', 'Hoodies & Sweatshirts', 'T-Shirts', 'BHs & Tanktops'] });
      expect((await names('an-fr', 'fr-FR')).top).toEqual(['Femme', 'Homme', 'Équipement', 'Maison', 'Collections', 'Soldes', 'Marques']);
      expect((await names('an-es', 'es-ES')).tops).toEqual(['Chaquetas', 'Sudaderas', 'Camisetas', 'Sujetadores y camisetas de tirantes']);
      expect((await names('an-it', 'it-IT')).top[0]).toBe('Donna');
      expect(await names('an-cn', 'zh-CN')).toEqual({ top: ['女士', '男士', '装备', '家居', '系列', '特卖', '品牌'], tops: ['夹克', '连帽衫和卫衣', 'T恤', '文胸和背心'] });
      expect((await names('an-us', 'en-US')).top[0]).toBe('Women');
    });

    it('finds by categoryId and returns breadcrumbs root first', async () => {
      const bySlug = await h.json('GET', `/api/catalog/v0/an-us/navigation?slug=women-tops-jackets`);
      const item = bySlug.body.navigationItems[0] as NavigationItemDto;
      expect(bySlug.body.ancestorNavigationItems).toEqual([]);
      const byId = await h.json('GET', `/api/catalog/v0/an-us/navigation?categoryId=${item.categoryId}&breadcrumbs=true`);
      expect(byId.body.navigationItems[0].slug).toBe('women-tops-jackets');
      expect(byId.body.ancestorNavigationItems.map((i: NavigationItemDto) => i.slug)).toEqual(['main-nav', 'women', 'women-tops']);
      expect(byId.body.ancestorNavigationItems.every((i: NavigationItemDto) => i.navigationItems.length === 0)).toBe(true);
      expect(item).toMatchObject({ typeCode: 'CATEGORY', nestLevel: 3, ancestorSlugs: ['main-nav', 'women', 'women-tops'], displayPreferences: { tertiaryDisplay: null } });
      const crumbsOnly = await h.json('GET', `/api/catalog/v0/an-us/navigation?slug=women-tops&breadcrumbs=true&navigation=false`);
      expect(crumbsOnly.body.navigationItems).toEqual([]);
    });

    it('answers 400 for both or neither of slug and categoryId', async () => {
      const both = await h.json('GET', '/api/catalog/v0/an-us/navigation?slug=women&categoryId=cat-women');
      const neither = await h.json('GET', '/api/catalog/v0/an-us/navigation');
      expect([both.status, both.body.code, neither.status, neither.body.code]).toEqual([400, 'INVALID_REQUEST', 400, 'INVALID_REQUEST']);
    });

    it("answers 404 'No nav tree found for {slug}', also for another brand's branch", async () => {
      const missing = await h.json('GET', '/api/catalog/v0/an-us/navigation?slug=no-such-thing');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ code: 'NOT_FOUND', message: 'No nav tree found for no-such-thing' });
      expect((await h.json('GET', '/api/catalog/v0/fp-us/navigation?slug=home')).body.message).toBe('No nav tree found for home');
    });
  });

  describe('GET /catalog/v0/{siteId}/pools/{pool}/products', () => {
    it('answers a product record by slug in the site currency and language', async () => {
      const res = await h.json('GET', `/api/catalog/v0/an-uk/pools/UK_DIRECT/products?slug=${SHOWCASE.standard.slug}&countryCode=GB`);
      expect(res.status).toBe(200);
      const record = res.body.products[0];
      expect(record).toMatchObject({ recordType: 'PRODUCT', language: 'en', faceOutColorCode: 'RED', product: { productSlug: SHOWCASE.standard.slug, brand: 'Northpeak' } });
      expect(record.skuInfo.currencyCode).toBe('GBP');
      expect(record.product.defaultImage.url).toMatch(/^\/api\/images\/luma\//);
      expect(record.product.defaultImage).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });
      const colour = record.skuInfo.primarySlice.sliceItems.find((s: { code: string }) => s.code === 'RED');
      expect(colour.includedSkus).toContain(SHOWCASE.standard.inStockSkuId);
      expect(record.skuInfo.skus[0].pools).toEqual(['UK_DIRECT']);
    });

    it('answers French on an-ca when the locale header says fr-CA', async () => {
      const fr = await h.json('GET', `/api/catalog/v0/an-ca/pools/CA_DIRECT/products?slug=${SHOWCASE.homeGoods.slug}`, undefined, { 'x-vitrine-locale': 'fr-CA' });
      expect(fr.body.products[0].product.displayName).toBe(SHOWCASE.homeGoods.frName);
      expect(fr.body.products[0].language).toBe('fr');
      const en = await h.json('GET', `/api/catalog/v0/an-ca/pools/CA_DIRECT/products?slug=${SHOWCASE.homeGoods.slug}`);
      expect(en.body.products[0].skuInfo.currencyCode).toBe('CAD');
      expect(en.body.products[0].language).toBe('en');
    });

    it('answers 404 PRODUCT_NOT_FOUND for an unknown slug', async () => {
      const res = await h.json('GET', '/api/catalog/v0/an-us/pools/US_DIRECT/products?slug=nope');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'PRODUCT_NOT_FOUND', message: 'No product found for nope' });
    });

    it('answers products by id in the order asked, leaving unknown ids out', async () => {
      const ids = `${SHOWCASE.deepStock.productId},UNKNOWN-1,${SHOWCASE.standard.productId}`;
      const res = await h.json('GET', `/api/catalog/v0/an-us/pools/US_DIRECT/products?product-id=${ids}&include-realtime-inventory=true`);
      expect(res.body.products.map((p: { product: { productId: string } }) => p.product.productId)).toEqual([SHOWCASE.deepStock.productId, SHOWCASE.standard.productId]);
    });

    it('drops colours without stock with exclude-filter=oos-color', async () => {
      const url = `/api/catalog/v0/an-us/pools/US_DIRECT/products?product-id=${SHOWCASE.discontinuedColor.productId}`;
      const all = await h.json('GET', url);
      const filtered = await h.json('GET', `${url}&exclude-filter=oos-color`);
      const codes = (r: typeof all) => r.body.products[0].skuInfo.primarySlice.sliceItems.map((s: { code: string }) => s.code);
      expect(codes(all)).toContain(SHOWCASE.discontinuedColor.colorCode);
      expect(codes(filtered)).not.toContain(SHOWCASE.discontinuedColor.colorCode);
      expect(filtered.body.products[0].skuInfo.skus.every((s: { colorId: string }) => s.colorId !== SHOWCASE.discontinuedColor.colorCode)).toBe(true);
    });

    it('lists more pools with include-pools and rejects unknown pools', async () => {
      const res = await h.json('GET', `/api/catalog/v0/an-us/pools/US_DIRECT/products?slug=${SHOWCASE.standard.slug}&include-pools=true`);
      expect(res.body.products[0].skuInfo.skus[0].pools).toEqual(['CA_DIRECT', 'CN_DIRECT', 'EU_DIRECT', 'UK_DIRECT', 'US_DIRECT']);
      const badPath = await h.json('GET', `/api/catalog/v0/an-us/pools/MOON/products?slug=${SHOWCASE.standard.slug}`);
      const badExtra = await h.json('GET', `/api/catalog/v0/an-us/pools/US_DIRECT/products?slug=${SHOWCASE.standard.slug}&include-pools=MOON`);
      expect([badPath.status, badPath.body.code, badExtra.status]).toEqual([400, 'INVALID_REQUEST', 400]);
    });

    it('answers 400 without slug or product-id, or with both', async () => {
      const none = await h.json('GET', '/api/catalog/v0/an-us/pools/US_DIRECT/products');
      const both = await h.json('GET', '/api/catalog/v0/an-us/pools/US_DIRECT/products?slug=a&product-id=b');
      expect([none.status, none.body.code, both.status]).toEqual([400, 'INVALID_REQUEST', 400]);
    });
  });

  describe('POST /catalog-search-service/v0/{siteId}/tiles/{category}', () => {
    const tiles = (category: string, body: unknown, site = 'an-us', headers?: Record<string, string>) =>
      h.json('POST', `/api/catalog-search-service/v0/${site}/tiles/${category}?search-test=a`, body, headers);

    it('pages through the category and its descendants in a stable order', async () => {
      const { slug, pageSize } = SHOWCASE.pagedCategory;
      const first = await tiles(slug, { pageSize, page: 1 });
      expect(first.status).toBe(200);
      const total = first.body.totalRecords as number;
      const pages = Math.ceil(total / pageSize);
      const ids: string[] = [];
      for (let page = 1; page <= pages; page++) {
        const res = await tiles(slug, { pageSize, page });
        expect(res.body).toMatchObject({ page, pageSize, totalRecords: total, category: { slug, displayName: 'Tops' } });
        ids.push(...res.body.records.map((t: TileDto) => t.productId));
      }
      expect(ids).toHaveLength(total);
      expect(new Set(ids).size).toBe(total);
      const again = await tiles(slug, { pageSize, page: 1 });
      expect(again.body.records.map((t: TileDto) => t.productId)).toEqual(ids.slice(0, pageSize));
      const past = await tiles(slug, { pageSize, page: pages + 1 });
      expect(past.body.records).toEqual([]);
      const leaves = await Promise.all(['women-tops-jackets', 'women-tops-hoodies-sweatshirts', 'women-tops-tees', 'women-tops-bras-tanks'].map((c) => tiles(c, { pageSize: 100, page: 1 })));
      expect(leaves.reduce((n, r) => n + r.body.totalRecords, 0)).toBe(total);
    });

    it('builds tiles with pdpURL, images, swatches and prices in the site currency', async () => {
      const res = await tiles('women-tops-jackets', { pageSize: 50, page: 1 }, 'an-fr');
      const tile = res.body.records.find((t: TileDto) => t.productId === SHOWCASE.standard.productId) as TileDto;
      expect(tile.pdpURL).toBe(`/shop/${SHOWCASE.standard.slug}?color=${SHOWCASE.standard.colorCode}`);
      expect(tile.priceData.currencyCode).toBe('EUR');
      expect(tile.imageURL?.url).toMatch(/^\/api\/images\/luma\/.+\.jpg$/);
      expect(tile.swatches.length).toBeGreaterThan(0);
      const sale = res.body.records.find((t: TileDto) => t.productId === SHOWCASE.markdown.productId) as TileDto;
      expect(sale.priceData).toMatchObject({ hasMarkdown: true, markdownState: 'full' });
    });

    it('defaults to page 1 of 24 and rejects bad paging', async () => {
      const res = await tiles('women', {});
      expect([res.body.page, res.body.pageSize, res.body.records.length]).toEqual([1, 24, 24]);
      for (const body of [{ pageSize: 0 }, { pageSize: 1000 }, { page: 0 }, { page: 1.5 }, { pageSize: '24' }]) {
        const bad = await tiles('women', body);
        expect([bad.status, bad.body.code]).toEqual([400, 'INVALID_REQUEST']);
      }
      const notJson = await tiles('women', 'not json');
      expect(notJson.status).toBe(400);
    });

    it('answers 404 CATEGORY_NOT_FOUND for unknown categories and other brands’ branches', async () => {
      const unknown = await tiles('no-such-category', { pageSize: 24, page: 1 });
      expect([unknown.status, unknown.body.code]).toEqual([404, 'CATEGORY_NOT_FOUND']);
      expect((await tiles('home', { pageSize: 24, page: 1 }, 'fp-us')).status).toBe(404);
      // The committed subset has 5 Spree home goods (decision 0120).
      expect((await tiles('home', { pageSize: 24, page: 1 }, 'an-us')).body.totalRecords).toBe(5);
    });

    it('reads stock from the pool header', async () => {
      const res = await tiles('women-tops-jackets', { pageSize: 50, page: 1 }, 'an-us', { 'x-vitrine-inventory-pool': 'EU_DIRECT' });
      expect(res.status).toBe(200);
      expect(res.body.records[0].priceData.currencyCode).toBe('USD');
    });

    it("prices in the site's currency whatever currency header or cookie the request carries (decision 0304)", async () => {
      const res = await tiles('women-tops-jackets', { pageSize: 50, page: 1 }, 'an-fr', { 'x-vitrine-currency': 'USD', cookie: 'vitrine_currency=USD; vitrine_country=US' });
      expect(res.status).toBe(200);
      expect((res.body.records as TileDto[]).every((t) => t.priceData.currencyCode === 'EUR')).toBe(true);
    });
  });

  it('answers unknown API paths with 404 NOT_FOUND as ApiErrorDto', async () => {
    const res = await h.json('GET', '/api/catalog/v9/nothing');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  describe('catalogue texts in the request language (decision 0255)', () => {
    it('names colours, sizes and the parent category in German, and says the Luma name and description stay English', async () => {
      const [row] = await h.db.query<{ slug: string }>(
        `select p.slug from product p join product_color c on c.product_id = p.product_id where p.source like 'luma%' and c.display_name = 'Black' order by p.position limit 1`,
      );
      const get = async (site: string, pool: string, locale: string) =>
        ((await h.json('GET', `/api/catalog/v0/${site}/pools/${pool}/products?slug=${row!.slug}`, undefined, { 'x-vitrine-locale': locale })).body as ProductsResponseDto).products[0]!;
      const en = await get('an-us', 'US_DIRECT', 'en-US');
      const de = await get('an-de', 'EU_DIRECT', 'de-DE');
      expect(de.textLanguage).toBe('en');
      expect(de.product.displayName).toBe(en.product.displayName);
      expect(de.skuInfo.primarySlice.sliceItems.map((c) => c.displayName)).toContain('Schwarz');
      expect(en.skuInfo.primarySlice.sliceItems.map((c) => c.displayName)).toContain('Black');
      expect(de.skuInfo.skus.find((s) => s.color === 'Schwarz')).toBeDefined();
      const german = CATALOG_TRANSLATIONS.find(([kind, source]) => kind === 'category' && source === en.product.parentCategory?.displayName)?.[2];
      expect(german).toBeDefined();
      expect(de.product.parentCategory?.displayName).toBe(german);
      expect(en.textLanguage).toBe('en');
    });

    it('answers in Simplified Chinese for a zh-CN locale header, with the English name and description marked English (decision 0302)', async () => {
      const [row] = await h.db.query<{ slug: string }>(
        `select p.slug from product p join product_color c on c.product_id = p.product_id where p.source like 'luma%' and c.display_name = 'Black' order by p.position limit 1`,
      );
      const get = async (site: string, pool: string, locale: string) =>
        ((await h.json('GET', `/api/catalog/v0/${site}/pools/${pool}/products?slug=${row!.slug}`, undefined, { 'x-vitrine-locale': locale })).body as ProductsResponseDto).products[0]!;
      const en = await get('an-us', 'US_DIRECT', 'en-US');
      const zh = await get('an-cn', 'CN_DIRECT', 'zh-CN');
      expect(zh.textLanguage).toBe('en');
      expect(zh.product.displayName).toBe(en.product.displayName);
      expect(zh.skuInfo.primarySlice.sliceItems.map((c) => c.displayName)).toContain('黑色');
      expect(zh.skuInfo.skus.find((s) => s.color === '黑色')).toBeDefined();
      const chinese = CATALOG_TRANSLATIONS.find(([kind, source]) => kind === 'category' && source === en.product.parentCategory?.displayName)?.[6];
      expect(chinese).toMatch(/\p{Script=Han}/u);
      expect(zh.product.parentCategory?.displayName).toBe(chinese);
      const tiles = await h.json('POST', '/api/catalog-search-service/v0/an-cn/tiles/home', { pageSize: 24, page: 1 }, { 'x-vitrine-locale': 'zh-CN' });
      expect(tiles.body.category.displayName).toBe('家居');
      expect((tiles.body.records as TileDto[]).every((t) => t.textLanguage === 'en')).toBe(true);
    });

    it('says the Spree home goods are in German where their German texts exist, and names the category page in German', async () => {
      const tiles = await h.json('POST', '/api/catalog-search-service/v0/an-de/tiles/home', { pageSize: 24, page: 1 }, { 'x-vitrine-locale': 'de-DE' });
      expect(tiles.status).toBe(200);
      expect(tiles.body.category.displayName).toBe('Wohnen');
      const records = tiles.body.records as TileDto[];
      expect(records.some((t) => t.textLanguage === 'de' && t.displayName === 'Kaffeevollautomat')).toBe(true);
    });
  });
});
