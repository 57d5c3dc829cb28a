import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRecordDto, SaytResponseDto, SearchResponseDto, TileDto } from '@vitrine/contract';
import { SandboxHarness, type JsonResponse } from './sandbox-harness.js';

/**
 * The search service's keyword endpoints (shopping.md §7 "Search"; docs/api.md; decisions 0080,
 * 0081) through app.request() over a private copy of the seeded test database.
 */
describe('search API', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());

  const search = (body: unknown, site = 'an-us', headers?: Record<string, string>): Promise<JsonResponse<SearchResponseDto>> =>
    h.json('POST', `/api/catalog-search-service/v0/${site}/products/searches`, body, headers);
  const sayt = (query: string, site = 'an-us', headers?: Record<string, string>): Promise<JsonResponse<SaytResponseDto>> =>
    h.json('GET', `/api/catalog-search-service/v0/${site}/products/sayt/?query=${encodeURIComponent(query)}`, undefined, headers);
  const saytPost = (body: unknown, site = 'an-us'): Promise<JsonResponse<SaytResponseDto>> => h.json('POST', `/api/catalog-search-service/v0/${site}/products/sayt/`, body);
  /** Every match of a query (the largest page). */
  const allRecords = async (query: string, site = 'an-us', extra: Record<string, unknown> = {}, headers?: Record<string, string>): Promise<TileDto[]> => {
    const res = await search({ query, pageSize: 120, page: 1, ...extra }, site, headers);
    expect(res.status).toBe(200);
    expect(res.body.totalRecords).toBe(res.body.records.length);
    return res.body.records;
  };
  /** The product records of tiles, from the catalogue endpoint (facets, sub-brand). */
  const productsOf = async (tiles: readonly TileDto[], site = 'an-us', pool = 'US_DIRECT'): Promise<ProductRecordDto[]> => {
    const res = await h.json('GET', `/api/catalog/v0/${site}/pools/${pool}/products?product-id=${tiles.map((t) => encodeURIComponent(t.productId)).join(',')}`);
    expect(res.status).toBe(200);
    return res.body.products as ProductRecordDto[];
  };
  const includesWord = (text: string, word: string) => text.toLowerCase().includes(word.toLowerCase());

  describe('POST /catalog-search-service/v0/{siteId}/products/searches', () => {
    it('answers the matching tiles in the site currency, names matching the query first', async () => {
      const res = await search({ query: 'hoodie', pageSize: 120, page: 1 }, 'an-us', { 'x-vitrine-inventory-pool': 'US_DIRECT' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ query: 'hoodie', page: 1, pageSize: 120 });
      const records = res.body.records;
      const byName = records.map((r) => includesWord(r.displayName, 'hoodie'));
      const firstOther = byName.indexOf(false);
      expect(byName.filter(Boolean).length).toBeGreaterThan(3);
      // Category matches exist (sweatshirts listed under "Hoodies & Sweatshirts") and come after every name match.
      expect(firstOther).toBeGreaterThan(0);
      expect(byName.slice(firstOther).every((b) => !b)).toBe(true);
      expect(records.every((r) => r.priceData.currencyCode === 'USD' && r.pdpURL.startsWith(`/shop/${r.productSlug}`))).toBe(true);
      expect(new Set(records.map((r) => r.productId)).size).toBe(records.length);
    });

    it('ranks category and facet matches above description-only matches', async () => {
      const records = await allRecords('wool');
      const products = await productsOf(records);
      const facetMatch = (id: string) => {
        const p = products.find((x) => x.product.productId === id)!.product;
        return includesWord(p.displayName, 'wool') || p.facets.highlights.some((f) => includesWord(f, 'wool'));
      };
      const tiers = records.map((r) => facetMatch(r.productId));
      expect(tiers[0]).toBe(true);
      const firstDescriptionOnly = tiers.indexOf(false);
      expect(firstDescriptionOnly).toBeGreaterThan(0);
      expect(tiers.slice(firstDescriptionOnly).every((t) => !t)).toBe(true);
    });

    it('needs every word somewhere in the product, each as a word prefix', async () => {
      const both = await allRecords('men hood');
      const hood = await allRecords('hood');
      expect(both.length).toBeGreaterThan(0);
      expect(both.length).toBeLessThan(hood.length);
      expect(both.every((r) => hood.some((x) => x.productId === r.productId))).toBe(true);
    });

    it('pages the ranked list with a stable order; a page past the end is empty', async () => {
      const all = await allRecords('tank');
      // In the committed subset: the 9 bras & tanks and men's tanks, and the steam generator iron (its water tank).
      expect(all.length).toBe(10);
      const second = await search({ query: 'tank', pageSize: 5, page: 2 });
      expect(second.body.records.map((r) => r.productId)).toEqual(all.slice(5, 10).map((r) => r.productId));
      expect(second.body.totalRecords).toBe(all.length);
      const past = await search({ query: 'tank', pageSize: 5, page: Math.ceil(all.length / 5) + 1 });
      expect([past.status, past.body.records.length, past.body.totalRecords]).toEqual([200, 0, all.length]);
    });

    it("searches in the site's language: German and French names of the Spree home goods", async () => {
      const de = await allRecords('fritteuse', 'an-de', {}, { 'x-vitrine-language': 'de' });
      expect(de.length).toBeGreaterThan(0);
      expect(de.every((r) => includesWord(r.displayName, 'fritteuse') && r.priceData.currencyCode === 'EUR')).toBe(true);
      const fr = await allRecords('friteuse', 'an-ca', {}, { 'x-vitrine-locale': 'fr-CA' });
      expect(fr.map((r) => r.productId).sort()).toEqual(de.map((r) => r.productId).sort());
      expect(fr.every((r) => includesWord(r.displayName, 'friteuse') && r.priceData.currencyCode === 'CAD')).toBe(true);
      expect(await allRecords('fritteuse', 'an-us')).toEqual([]);
    });

    it('ignores accents and case on both sides: "numerique" and "NUMÉRIQUE" find « Friteuse à Air Numérique » (decision 0251)', async () => {
      const accented = await allRecords('numérique', 'an-ca', {}, { 'x-vitrine-locale': 'fr-CA' });
      expect(accented.length).toBeGreaterThan(0);
      expect(accented.every((r) => includesWord(r.displayName, 'numérique'))).toBe(true);
      const ids = accented.map((r) => r.productId).sort();
      expect((await allRecords('numerique', 'an-ca', {}, { 'x-vitrine-locale': 'fr-CA' })).map((r) => r.productId).sort()).toEqual(ids);
      expect((await allRecords('NUMÉRIQUE', 'an-ca', {}, { 'x-vitrine-locale': 'fr-CA' })).map((r) => r.productId).sort()).toEqual(ids);
      // The German stemmer reads ß as ss: both spellings find the same products.
      const sz = (await allRecords('heißluft', 'an-de', {}, { 'x-vitrine-language': 'de' })).map((r) => r.productId).sort();
      expect(sz.length).toBeGreaterThan(0);
      expect((await allRecords('heissluft', 'an-de', {}, { 'x-vitrine-language': 'de' })).map((r) => r.productId).sort()).toEqual(sz);
    });

    it("finds only products shown on the site's brand", async () => {
      const an = await allRecords('air fryer', 'an-us');
      expect(an.length).toBeGreaterThan(0);
      expect(await allRecords('air fryer', 'fp-us')).toEqual([]);
      expect(an.every((r) => r.brand === an[0]!.brand)).toBe(true);
    });

    it('applies refinements on the facets: sub-brand, colour', async () => {
      const all = await allRecords('tank');
      const fp = await allRecords('tank', 'an-us', { refinements: { subBrands: ['FPMovement'] } });
      expect(fp.length).toBeGreaterThan(0);
      expect(fp.length).toBeLessThan(all.length);
      expect((await productsOf(fp)).every((p) => p.product.subBrand === 'fpmovement')).toBe(true);
      const black = await allRecords('hoodie', 'an-us', { refinements: { colors: ['black'], subBrands: [] } });
      expect(black.length).toBeGreaterThan(0);
      expect((await productsOf(black)).every((p) => p.product.facets.colors.includes('Black'))).toBe(true);
      expect(await allRecords('hoodie', 'an-us', { refinements: { highlights: ['no such highlight'] } })).toEqual([]);
    });

    it('answers no records for a blank or missing query, and takes LIKE and tsquery characters literally', async () => {
      for (const body of [{ query: '', pageSize: 3, page: 1 }, { query: '   ', pageSize: 3, page: 1 }, { pageSize: 3, page: 1 }]) {
        const res = await search(body);
        expect([res.status, res.body.records, res.body.totalRecords]).toEqual([200, [], 0]);
      }
      for (const query of ['%', '_', "'", '!', 'a & | b:*', "x'); drop table product; --"]) {
        const res = await search({ query, pageSize: 3, page: 1 });
        expect([query, res.status]).toEqual([query, 200]);
      }
      expect((await search({ query: '%', pageSize: 3, page: 1 })).body.totalRecords).toBe(0);
      expect((await allRecords('tank')).length).toBeGreaterThan(0);
    });

    it('reads stock from the pool header and ignores an unknown pool', async () => {
      const res = await search({ query: 'hoodie', pageSize: 3, page: 1 }, 'an-us', { 'x-vitrine-inventory-pool': 'NOPE' });
      expect(res.status).toBe(200);
      const uk = await search({ query: 'hoodie', pageSize: 3, page: 1 }, 'fp-uk', { 'x-vitrine-inventory-pool': 'UK_DIRECT' });
      expect(uk.body.records.every((r) => r.priceData.currencyCode === 'GBP')).toBe(true);
    });

    it('answers 400 INVALID_REQUEST for bad paging, query or refinements, 404 for an unknown site', async () => {
      const bad = [
        { query: 'x', pageSize: 0, page: 1 },
        { query: 'x', pageSize: 121, page: 1 },
        { query: 'x', pageSize: 3, page: 0 },
        { query: 'x', pageSize: 2.5, page: 1 },
        { query: 42, pageSize: 3, page: 1 },
        { query: 'x'.repeat(201), pageSize: 3, page: 1 },
        { query: 'x', pageSize: 3, page: 1, refinements: { sizes: ['M'] } },
        { query: 'x', pageSize: 3, page: 1, refinements: { colors: 'black' } },
        { query: 'x', pageSize: 3, page: 1, refinements: ['black'] },
      ];
      for (const body of bad) {
        const res = await search(body);
        expect([JSON.stringify(body), res.status, (res.body as unknown as { code: string }).code]).toEqual([JSON.stringify(body), 400, 'INVALID_REQUEST']);
      }
      const unknown = await search({ query: 'x', pageSize: 3, page: 1 }, 'xx-zz');
      expect([unknown.status, (unknown.body as unknown as { code: string }).code]).toEqual([404, 'NOT_FOUND']);
    });

    it('lives next to the tiles endpoint under the same base path', async () => {
      const tiles = await h.json('POST', '/api/catalog-search-service/v0/an-us/tiles/women?search-test=a', { pageSize: 2, page: 1 });
      expect([tiles.status, tiles.body.records.length]).toEqual([200, 2]);
    });
  });

  describe('GET and POST /catalog-search-service/v0/{siteId}/products/sayt/', () => {
    it('answers at most 5 terms containing the query, those starting with it first', async () => {
      const res = await sayt('hoo');
      expect(res.status).toBe(200);
      const terms = res.body.result.searchTerms;
      expect(terms.length).toBeGreaterThan(0);
      expect(terms.length).toBeLessThanOrEqual(5);
      expect(terms.every((t) => includesWord(t, 'hoo'))).toBe(true);
      const starts = terms.map((t) => t.toLowerCase().startsWith('hoo'));
      expect(starts.indexOf(false) === -1 || starts.slice(starts.indexOf(false)).every((s) => !s)).toBe(true);
      expect(new Set(terms.map((t) => t.toLowerCase())).size).toBe(terms.length);
    });

    it('draws terms from product names, category names and facet words', async () => {
      const tanks = (await sayt('tank')).body.result.searchTerms;
      const categories = await h.json('GET', '/api/catalog/v0/an-us/navigation?slug=main-nav');
      const names = JSON.stringify(categories.body);
      expect(tanks.some((t) => names.includes(`"displayName":"${t}"`))).toBe(true);
      const products = await allRecords('tank');
      expect(tanks.some((t) => products.some((p) => p.displayName === t))).toBe(true);
      const wool = (await sayt('wool')).body.result.searchTerms;
      const woolProducts = await productsOf(await allRecords('wool'));
      expect(wool.some((t) => woolProducts.some((p) => p.product.facets.highlights.includes(t)))).toBe(true);
    });

    it('suggests only terms that find products', async () => {
      for (const query of ['hoo', 'tank', 'yoga', 'bla', 'kettle']) {
        for (const term of (await sayt(query)).body.result.searchTerms) {
          const res = await search({ query: term, pageSize: 3, page: 1 });
          expect([term, res.body.totalRecords > 0]).toEqual([term, true]);
        }
      }
    });

    it('answers with or without the trailing slash, and no terms for a blank or missing query', async () => {
      const withSlash = await sayt('yoga');
      const without = await h.json('GET', '/api/catalog-search-service/v0/an-us/products/sayt?query=yoga');
      expect(without.body).toEqual(withSlash.body);
      expect((await sayt('  ')).body).toEqual({ result: { searchTerms: [] } });
      expect((await h.json('GET', '/api/catalog-search-service/v0/an-us/products/sayt/')).body).toEqual({ result: { searchTerms: [] } });
    });

    it('suggests accented terms for a query typed without accents', async () => {
      const terms = (await sayt('numeri', 'an-ca', { 'x-vitrine-locale': 'fr-CA' })).body.result.searchTerms;
      expect(terms.some((t) => t.includes('Numérique'))).toBe(true);
    });

    it("answers in the site's language and brand", async () => {
      const de = (await sayt('fritt', 'an-de', { 'x-vitrine-language': 'de' })).body.result.searchTerms;
      expect(de.length).toBeGreaterThan(0);
      expect(de.every((t) => includesWord(t, 'fritt'))).toBe(true);
      expect((await sayt('air fr', 'an-us')).body.result.searchTerms.length).toBeGreaterThan(0);
      expect((await sayt('air fr', 'fp-us')).body.result.searchTerms).toEqual([]);
    });

    it('narrows the terms to the refined products by POST', async () => {
      const plain = await saytPost({ query: 'air' });
      expect(plain.body).toEqual((await sayt('air')).body);
      const fp = await saytPost({ query: 'air', refinements: { subBrands: ['anthroliving'] } });
      const none = await saytPost({ query: 'air', refinements: { subBrands: ['fpmovement'] } });
      expect(fp.body.result.searchTerms.length).toBeGreaterThan(0);
      expect(none.body.result.searchTerms.filter((t) => fp.body.result.searchTerms.includes(t))).toEqual([]);
      const bad = await saytPost({ query: 'air', refinements: { nope: ['x'] } });
      expect(bad.status).toBe(400);
    });
  });

  describe('GET /catalog-search-service/v0/{siteId}/products/popular (decision 0252)', () => {
    const popular = (query = '', site = 'an-us', headers?: Record<string, string>) => h.json('GET', `/api/catalog-search-service/v0/${site}/products/popular${query}`, undefined, headers);

    it('answers 3 purchasable tiles of the brand by default, most ordered first, then most reviewed', async () => {
      const res = await popular();
      expect(res.status).toBe(200);
      const records = res.body.records as TileDto[];
      expect(records).toHaveLength(3);
      expect(new Set(records.map((r) => r.productId)).size).toBe(3);
      expect(records.every((r) => r.priceData.currencyCode === 'USD')).toBe(true);
      const reviews = await h.db.query<{ product_id: string; review_count: number }>(`select product_id, review_count from product_review_summary`);
      const units = await h.db.query<{ product_id: string; units: number }>(`select product_id, sum(quantity)::int as units from order_line group by product_id`);
      const rank = (id: string) => [units.find((u) => u.product_id === id)?.units ?? 0, reviews.find((c) => c.product_id === id)?.review_count ?? 0] as const;
      const ranks = records.map((r) => rank(r.productId));
      for (let i = 1; i < ranks.length; i += 1) {
        const [prev, next] = [ranks[i - 1]!, ranks[i]!];
        expect(prev[0] > next[0] || (prev[0] === next[0] && prev[1] >= next[1])).toBe(true);
      }
    });

    it('puts the most ordered product first', async () => {
      const [row] = await h.db.query<{ product_id: string; sku_id: string }>(
        `select k.product_id, k.sku_id from sku k join sku_inventory i on i.sku_id = k.sku_id and i.pool_id = 'US_DIRECT' join product p on p.product_id = k.product_id
          where i.stock_level > 0 and p.source like 'luma%' order by p.position desc limit 1`,
      );
      await h.db.query(
        `insert into customer_order (order_number, site_id, currency, customer_profile_id, customer_name, placed_by_principal_id, idempotency_key, placed_at,
                                     shipping_address, delivery_method, payment, subtotal_minor, shipping_minor, tax_minor, total_minor)
         values ('POPULAR-1', 'an-us', 'USD', 'popular-test', '{}', 'popular-test', 'popular-test', now(), '{}', '{}', '{}', 5000, 0, 0, 5000)`,
      );
      await h.db.query(
        `insert into order_line (order_number, line_id, position, product_id, product_slug, sku_id, pool_id, display_name, color_name, size_name, quantity, unit_price_minor, line_total_minor)
         values ('POPULAR-1', '1', 1, $1, 'x', $2, 'US_DIRECT', 'x', 'x', 'x', 50, 100, 5000)`,
        [row!.product_id, row!.sku_id],
      );
      try {
        const res = await popular('?limit=1');
        expect(res.body.records.map((r: TileDto) => r.productId)).toEqual([row!.product_id]);
      } finally {
        await h.db.query(`delete from customer_order where order_number = 'POPULAR-1'`);
      }
    });

    it('refuses a limit out of 1-12 with 400 naming the field', async () => {
      const res = await popular('?limit=13');
      expect(res.status).toBe(400);
      expect(res.body.details.fields).toContain('limit');
    });
  });
});
