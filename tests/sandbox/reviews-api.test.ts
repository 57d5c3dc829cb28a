import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewDto, ReviewsResponseDto } from '@vitrine/contract';
import { importClothingReviews } from '../../sandbox/src/seed/importers/clothing-reviews.importer.js';
import { buildCatalog } from '../../sandbox/src/seed/seed.js';
import { SandboxHarness, TEST_SAMPLE_DATA_DIR } from './sandbox-harness.js';

/** The product of the subset's women's jackets that gets the most clothing reviews. */
async function mostReviewed(h: SandboxHarness): Promise<{ slug: string; count: number }> {
  const [row] = await h.db.query<{ slug: string; count: number }>(
    `select p.slug, count(*)::int as count from review r join product p using (product_id) where r.source = 'clothing' group by p.slug order by count desc, p.slug limit 1`,
  );
  return row!;
}

describe('reviews on real data (decisions 0210, 0211)', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());

  const url = (slug: string, query = '') => `/api/catalog/v0/an-us/product/${slug}/reviews${query}`;

  it('imports the 300 clothing reviews of the subset deterministically, by class onto women’s apparel', async () => {
    const { catalog } = await buildCatalog(TEST_SAMPLE_DATA_DIR);
    const a = importClothingReviews(TEST_SAMPLE_DATA_DIR, catalog.products);
    const b = importClothingReviews(TEST_SAMPLE_DATA_DIR, catalog.products);
    expect(a).toEqual(b);
    expect(a.reviews).toHaveLength(300);
    expect(a.skipped).toBe(0);
    const women = new Set(catalog.products.filter((p) => p.categoryPaths.some((path) => path[0] === 'Women')).map((p) => p.productId));
    expect(a.reviews.every((r) => women.has(r.productId))).toBe(true);
    // Jackets and outerwear go to women's jackets (WJ..), pants to women's bottoms (WP.., WSH..).
    const jackets = a.reviews.filter((r) => r.productId.startsWith('WJ'));
    expect(jackets.length).toBe(50);
    expect(a.reviews.some((r) => r.photos.length > 0)).toBe(true);
    const [row] = await h.db.query<{ n: number }>(`select count(*)::int as n from review where source = 'clothing'`);
    expect(row!.n).toBe(300);
  });

  it('pages 5 a page by default, newest first, with statistics, a distribution and filters', async () => {
    const { slug, count } = await mostReviewed(h);
    const first = await h.json<ReviewsResponseDto>('GET', url(slug));
    expect(first.status).toBe(200);
    expect(first.body.results).toHaveLength(5);
    expect(first.body.limit).toBe(5);
    expect(first.body.totalResults).toBeGreaterThanOrEqual(count);
    const stats = first.body.product.reviewStatistics;
    expect(stats.totalReviewCount).toBe(first.body.totalResults);
    expect(stats.ratingDistribution.map((d) => d.rating)).toEqual([1, 2, 3, 4, 5]);
    expect(stats.ratingDistribution.reduce((n, d) => n + d.count, 0)).toBe(stats.totalReviewCount);
    const times = first.body.results.map((r) => Date.parse(r.submissionTime));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const second = await h.json<ReviewsResponseDto>('GET', url(slug, '?offset=5&limit=5'));
    const ids = new Set(first.body.results.map((r) => r.id));
    expect(second.body.results.some((r) => ids.has(r.id))).toBe(false);
    expect(first.body.filters.map((f) => f.name)).toContain('rating');
    expect(first.body.filters.find((f) => f.name === 'agegroup')?.values.length).toBeGreaterThan(0);
    // The product record's summary is the same count (Top Rated follows the real counts).
    const record = await h.json('GET', `/api/catalog/v0/an-us/pools/US_DIRECT/products?slug=${slug}`);
    expect(record.body.products[0].reviews.count).toBe(stats.totalReviewCount);
  });

  it('sorts by lowest and highest rating and by most helpful, and filters by rating, age group and photos', async () => {
    const { slug } = await mostReviewed(h);
    const low = (await h.json<ReviewsResponseDto>('GET', url(slug, '?sort=Rating:asc'))).body.results.map((r) => r.rating);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = (await h.json<ReviewsResponseDto>('GET', url(slug, '?sort=Rating:desc'))).body.results.map((r) => r.rating);
    expect(high[0]).toBe(5);
    const helpful = (await h.json<ReviewsResponseDto>('GET', url(slug, '?sort=Helpfulness:desc'))).body.results.map((r) => r.totalPositiveFeedbackCount);
    expect(helpful).toEqual([...helpful].sort((a, b) => b - a));
    const fives = (await h.json<ReviewsResponseDto>('GET', url(slug, '?filter=rating:5&limit=100'))).body;
    expect(fives.results.every((r: ReviewDto) => r.rating === 5)).toBe(true);
    expect(fives.totalResults).toBe(fives.product.reviewStatistics.ratingDistribution[4]!.count);
    const group = fives.filters.find((f) => f.name === 'agegroup')!.values[0]!.value;
    const byAge = (await h.json<ReviewsResponseDto>('GET', url(slug, `?filter=agegroup:${group}&limit=100`))).body.results;
    expect(byAge.length).toBeGreaterThan(0);
    expect(byAge.every((r) => r.contextDataValues.age === group)).toBe(true);
    const photos = (await h.json<ReviewsResponseDto>('GET', `/api/catalog/v0/an-us/product/${slug}/reviews?filter=hasphotos:true&limit=100`)).body.results;
    expect(photos.every((r) => r.photos.length > 0)).toBe(true);
  });

  it("answers 404 'No reviews found' for an unknown product and 400 for a bad query", async () => {
    expect((await h.json('GET', url('no-such-product'))).body).toEqual({ code: 'REVIEWS_NOT_FOUND', message: 'No reviews found' });
    const bad = await h.json('GET', url('chaz-kangeroo-hoodie', '?limit=500&sort=Price:asc'));
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields).toEqual(['limit', 'sort']);
  });

  it('serves the form definition and stores a valid review as pending moderation, not yet listed', async () => {
    const { slug } = await mostReviewed(h);
    const form = await h.json('GET', url(slug, '/form'));
    expect(form.body.maxTextLength).toBe(500);
    expect(form.body.fields.filter((f: { required: boolean }) => f.required).map((f: { name: string }) => f.name)).toEqual(['rating', 'title', 'reviewtext', 'usernickname']);
    const before = (await h.json<ReviewsResponseDto>('GET', url(slug))).body.totalResults;
    const refused = await h.json('POST', url(slug), { rating: 4, title: '', reviewtext: 'x'.repeat(501), usernickname: 'Ann' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'INVALID_FORM', details: { fields: ['title', 'reviewtext'] } });
    const created = await h.json('POST', url(slug), { rating: 4, title: 'Warm and light', reviewtext: 'Wore it on a windy hike and stayed warm.', usernickname: 'Ann', isrecommended: true, age: '35-44' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'PENDING_MODERATION' });
    const [row] = await h.db.query<{ status: string; age: number }>('select status, age from review where review_id = $1', [Number(created.body.id)]);
    expect(row).toEqual({ status: 'PENDING_MODERATION', age: 35 });
    expect((await h.json<ReviewsResponseDto>('GET', url(slug))).body.totalResults).toBe(before);
  });
});
