import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductCatalog, reviewPageQuery, ReviewsGateway, StorefrontPagesGateway } from '@vitrine/core';
import { BACKENDS, type ContractBackend } from './support/backends.js';

/**
 * Contract: ReviewsGateway and StorefrontPagesGateway, written once and run against the sandbox (the
 * ky gateways over real HTTP) and the in-memory fakes (shopping.md §3 "Review result", §5, §7, §8;
 * decisions 0147, 0211-0214).
 */
describe.each(BACKENDS)('reviews and storefront pages contract (%s)', (name, start) => {
  let backend: ContractBackend;
  let slug: string;
  beforeAll(async () => {
    backend = await start();
    // A product with the most reviews (its card shows the count).
    const { products } = await backend.samples();
    const sorted = [...products].sort((a, b) => b.reviews.count - a.reviews.count);
    slug = sorted[0]!.productSlug;
  });
  afterAll(async () => backend?.close());

  const reviews = () => backend.client().get(ReviewsGateway);
  const pages = () => backend.client().get(StorefrontPagesGateway);

  describe('ReviewsGateway', () => {
    it('pages 5 a page (offset (page-1)×size), newest first, statistics matching the product card', async () => {
      const first = await reviews().getReviews(slug, reviewPageQuery(1));
      const second = await reviews().getReviews(slug, reviewPageQuery(2));
      if (!first.ok || !second.ok) throw new Error('a page failed');
      expect(first.value.results).toHaveLength(5);
      expect(first.value.offset).toBe(0);
      expect(second.value.offset).toBe(5);
      const ids = new Set(first.value.results.map((r) => r.id));
      expect(second.value.results.some((r) => ids.has(r.id))).toBe(false);
      const times = first.value.results.map((r) => r.submittedAt);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const stats = first.value.statistics;
      expect(stats.ratingDistribution.reduce((a, b) => a + b, 0)).toBe(stats.totalReviewCount);
      const product = await backend.client().get(ProductCatalog).getProductBySlug(slug);
      if (!product.ok) throw new Error(product.error.code);
      expect(product.value.reviews.count).toBe(stats.totalReviewCount);
    });

    it('sorts lowest rating first and filters by rating and age group', async () => {
      const low = await reviews().getReviews(slug, reviewPageQuery(1, { sort: 'Rating:asc' }));
      if (!low.ok) throw new Error(low.error.code);
      const lowest = low.value.statistics.ratingDistribution.findIndex((n) => n > 0) + 1;
      expect(low.value.results[0]!.rating).toBe(lowest);
      const fives = await reviews().getReviews(slug, reviewPageQuery(1, { size: 100, filter: 'rating:5' }));
      if (!fives.ok) throw new Error(fives.error.code);
      expect(fives.value.results.every((r) => r.rating === 5)).toBe(true);
      expect(fives.value.totalResults).toBe(fives.value.statistics.ratingDistribution[4]);
      const group = fives.value.filters.find((f) => f.name === 'agegroup')!.values[0]!.value;
      const byAge = await reviews().getReviews(slug, reviewPageQuery(1, { size: 100, filter: `agegroup:${group}` }));
      if (!byAge.ok) throw new Error(byAge.error.code);
      expect(byAge.value.results.length).toBeGreaterThan(0);
      expect(byAge.value.results.every((r) => r.profile.age === group)).toBe(true);
    });

    it("gives REVIEWS.NOT_FOUND 'No reviews found' for an unknown product and REVIEWS.INVALID_REQUEST for an empty slug", async () => {
      const missing = await reviews().getReviews('no-such-product', reviewPageQuery(1));
      expect(missing).toMatchObject({ ok: false, error: { code: 'REVIEWS.NOT_FOUND', message: 'No reviews found' } });
      expect(await reviews().getReviews(' ', reviewPageQuery(1))).toMatchObject({ ok: false, error: { code: 'REVIEWS.INVALID_REQUEST' } });
    });

    it('serves the form definition and takes a valid review as pending moderation, refusing a bad one with its fields', async () => {
      const form = await reviews().getReviewForm(slug);
      if (!form.ok) throw new Error(form.error.code);
      expect(form.value.maxTextLength).toBe(500);
      expect(form.value.fields.filter((f) => f.required).map((f) => f.name)).toEqual(['rating', 'title', 'reviewtext', 'usernickname']);
      const refused = await reviews().submitReview(slug, { rating: 5, title: 'Ok', reviewtext: 'too short', usernickname: 'Jo' });
      expect(refused).toMatchObject({ ok: false, error: { code: 'REVIEWS.INVALID_FORM', details: { fields: ['reviewtext'] } } });
      const accepted = await reviews().submitReview(slug, { rating: 5, title: 'Lovely', reviewtext: 'Soft fabric and a true-to-size fit.', usernickname: 'Jo', isrecommended: true, age: '25-34' });
      expect(accepted).toMatchObject({ ok: true, value: { status: 'PENDING_MODERATION' } });
    });
  });

  describe('StorefrontPagesGateway', () => {
    it('lists brands and gives a brand page whose tiles are the brand’s products', async () => {
      const brands = await pages().listBrands();
      expect(brands.length).toBeGreaterThan(0);
      const page = await pages().getBrand(brands[0]!.slug);
      if (!page.ok) throw new Error(page.error.code);
      expect(page.value.tiles).toHaveLength(brands[0]!.productCount);
      expect(page.value.tiles.every((t) => t.brand === brands[0]!.displayName)).toBe(true);
      expect(await pages().getBrand('no-such-brand')).toMatchObject({ ok: false, error: { code: 'PAGES.NOT_FOUND' } });
    });

    it("gives a help page, and 'Contentful entry not found: {slug}' for a missing one", async () => {
      const help = await pages().getHelpPage('shipping');
      if (!help.ok) throw new Error(help.error.code);
      expect(help.value.body).toContain('**');
      expect(await pages().getHelpPage('nope')).toMatchObject({ ok: false, error: { code: 'PAGES.NOT_FOUND', message: 'Contentful entry not found: nope' } });
    });

    it('finds the redirect of a stale path and PAGES.NOT_FOUND for others', async () => {
      expect(await pages().findRedirect('/shop/chaz-kangaroo-hoodie')).toEqual({ ok: true, value: { requestPath: '/shop/chaz-kangaroo-hoodie', redirectPath: '/shop/chaz-kangeroo-hoodie', statusCode: 301 } });
      expect(await pages().findRedirect('/nowhere')).toMatchObject({ ok: false, error: { code: 'PAGES.NOT_FOUND' } });
      expect(await pages().findRedirect('')).toMatchObject({ ok: false, error: { code: 'PAGES.INVALID_REQUEST' } });
    });

    it('lists sellers (none required) and answers PAGES.NOT_FOUND for an unknown seller', async () => {
      const sellers = await pages().listSellers();
      if (name === 'sandbox') expect(sellers.length).toBeGreaterThan(0);
      for (const seller of sellers) {
        const page = await pages().getSeller(seller.slug);
        if (!page.ok) throw new Error(page.error.code);
        expect(page.value.tiles).toHaveLength(seller.productCount);
      }
      expect(await pages().getSeller('no-such-seller')).toMatchObject({ ok: false, error: { code: 'PAGES.NOT_FOUND' } });
    });
  });
});
