import {
  domainError,
  err,
  ok,
  parseReviewFilter,
  REVIEW_AGE_GROUPS,
  REVIEW_DEFAULTS,
  reviewAgeGroup,
  validateReviewForm,
  type Product,
  type Result,
  type Review,
  type ReviewForm,
  type ReviewPage,
  type ReviewPageQuery,
  type ReviewsError,
  type ReviewsGateway,
  type ReviewSubmission,
} from '@vitrine/core';

/** A stored review of the fake: a Review plus the age behind its age group. */
interface StoredReview {
  readonly review: Review;
  readonly age: number | null;
}

/** Real review lines (Women's E-Commerce Clothing Reviews, CC0) the sample reviews cycle through. */
const SAMPLE_LINES: readonly (readonly [number, string, string])[] = [
  [5, 'Love this!', 'Absolutely wonderful - silky and sexy and comfortable.'],
  [4, 'Great fit', 'Fits true to size and the fabric feels substantial. Would buy another colour.'],
  [1, 'Disappointed', 'The material is thin and it pilled after one wash. Sent it back.'],
  [3, 'Just okay', 'Nice colour, but the sleeves run long and the cut is boxy on me.'],
  [5, 'My favorite buy!', 'I love, love, love this. It is fun, flirty and fabulous. Every time I wear it I get compliments.'],
  [2, 'Runs small', 'Ordered my usual size and it was tight across the shoulders.'],
  [4, 'Warm and soft', 'Perfect for chilly mornings. Washes well.'],
];

/** Sample reviews of a product: `count` reviews cycling the lines above, one a day back from 2025-06-30. */
export function sampleReviews(product: Product, count: number): Review[] {
  const newest = Date.parse('2025-06-30T12:00:00.000Z');
  return Array.from({ length: count }, (_, i) => {
    const [rating, title, text] = SAMPLE_LINES[i % SAMPLE_LINES.length]!;
    const age = 20 + ((i * 7) % 50);
    const photo = product.colors[0]?.images[0];
    return {
      id: `${product.productId}-r${i + 1}`,
      rating,
      title,
      text,
      nickname: null,
      isRecommended: rating >= 4,
      helpfulCount: (i * 5) % 11,
      submittedAt: newest - i * 86_400_000,
      profile: { age: reviewAgeGroup(age)! },
      photos: i % 4 === 0 && photo ? [photo] : [],
    };
  });
}

/** The form definition the fake serves: the sandbox's (shopping.md §5). */
export function sampleReviewForm(maxTextLength: number = REVIEW_DEFAULTS.maxTextLength): ReviewForm {
  return {
    maxTextLength,
    fields: [
      { name: 'rating', type: 'rating', required: true },
      { name: 'title', type: 'text', required: true, minLength: 2, maxLength: 100 },
      { name: 'reviewtext', type: 'textarea', required: true, minLength: 20, maxLength: maxTextLength },
      { name: 'usernickname', type: 'text', required: true, minLength: 2, maxLength: 25 },
      { name: 'isrecommended', type: 'boolean', required: false },
      { name: 'age', type: 'select', required: false, options: [...REVIEW_AGE_GROUPS] },
    ],
  };
}

const SORTS: Readonly<Record<string, (a: Review, b: Review) => number>> = {
  'Rating:desc': (a, b) => b.rating - a.rating,
  'Rating:asc': (a, b) => a.rating - b.rating,
  'Helpfulness:desc': (a, b) => b.helpfulCount - a.helpfulCount,
};

/**
 * ReviewsGateway in memory, answering as the sandbox does (decision 0211): per product slug a list
 * of approved reviews (as many sample reviews as the product's card counts, or `perProduct`), paged by offset and limit,
 * sorted (ties newest first, then id), filtered by rating, age group, recommended and photos;
 * statistics, distribution and filter counts over all approved reviews. Submissions are validated
 * with core's validateReviewForm and kept in `pending` (never listed). Unknown slugs give
 * REVIEWS.NOT_FOUND 'No reviews found'.
 */
export class InMemoryReviews implements ReviewsGateway {
  private readonly reviews = new Map<string, StoredReview[]>();
  /** Submitted reviews awaiting moderation, by slug. */
  readonly pending: { slug: string; submission: ReviewSubmission }[] = [];

  constructor(products: readonly Product[], perProduct?: number) {
    for (const p of products) {
      this.reviews.set(
        p.productSlug,
        sampleReviews(p, perProduct ?? p.reviews.count).map((review) => ({ review, age: Number.parseInt(review.profile.age ?? '', 10) || null })),
      );
    }
  }

  async getReviews(slug: string, query: ReviewPageQuery): Promise<Result<ReviewPage, ReviewsError>> {
    if (typeof slug !== 'string' || slug.trim() === '') return err(domainError('REVIEWS.INVALID_REQUEST', 'Review lookup needs a slug'));
    const all = this.reviews.get(slug);
    if (!all) return err(domainError('REVIEWS.NOT_FOUND', 'No reviews found', { code: 'REVIEWS_NOT_FOUND' }));
    const filter = parseReviewFilter(query.filter);
    const matches = all
      .map((s) => s.review)
      .filter((r) => !filter.rating || filter.rating.includes(String(r.rating)))
      .filter((r) => !filter.agegroup || filter.agegroup.includes(r.profile.age ?? ''))
      .filter((r) => !filter.isrecommended || String(r.isRecommended === true) === filter.isrecommended[0])
      .filter((r) => !filter.hasphotos || String(r.photos.length > 0) === filter.hasphotos[0]);
    const byTime = (a: Review, b: Review) => b.submittedAt - a.submittedAt || (a.id < b.id ? 1 : -1);
    const sorted = [...matches].sort((a, b) => (SORTS[query.sort]?.(a, b) ?? 0) || byTime(a, b));
    const ratings = all.map((s) => s.review.rating);
    const stars = [1, 2, 3, 4, 5].map((n) => ratings.filter((r) => r === n).length) as [number, number, number, number, number];
    const average = ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100 : 0;
    const count = (pick: (r: Review) => boolean) => all.filter((s) => pick(s.review)).length;
    const filters = [
      { name: 'rating', values: [5, 4, 3, 2, 1].map((n) => ({ value: String(n), count: stars[n - 1]! })) },
      { name: 'agegroup', values: REVIEW_AGE_GROUPS.map((g) => ({ value: g as string, count: count((r) => r.profile.age === g) })) },
      { name: 'isrecommended', values: [{ value: 'true', count: count((r) => r.isRecommended === true) }, { value: 'false', count: count((r) => r.isRecommended === false) }] },
      { name: 'hasphotos', values: [{ value: 'true', count: count((r) => r.photos.length > 0) }] },
    ]
      .map((f) => ({ ...f, values: f.values.filter((v) => v.count > 0) }))
      .filter((f) => f.values.length > 0);
    return ok({
      statistics: { averageOverallRating: average, totalReviewCount: all.length, ratingDistribution: stars },
      results: sorted.slice(query.offset, query.offset + query.limit),
      filters,
      totalResults: matches.length,
      offset: query.offset,
      limit: query.limit,
    });
  }

  async getReviewForm(slug: string): Promise<Result<ReviewForm, ReviewsError>> {
    if (typeof slug !== 'string' || slug.trim() === '') return err(domainError('REVIEWS.INVALID_REQUEST', 'Review lookup needs a slug'));
    if (!this.reviews.has(slug)) return err(domainError('REVIEWS.NOT_FOUND', 'No reviews found', { code: 'REVIEWS_NOT_FOUND' }));
    return ok(sampleReviewForm());
  }

  async submitReview(slug: string, submission: ReviewSubmission): Promise<Result<{ id: string; status: 'PENDING_MODERATION' }, ReviewsError>> {
    const form = await this.getReviewForm(slug);
    if (!form.ok) return form;
    const values = { rating: Number.isInteger(submission.rating) && submission.rating >= 1 && submission.rating <= 5 ? String(submission.rating) : '', title: submission.title, reviewtext: submission.reviewtext, usernickname: submission.usernickname, age: submission.age };
    const checked = validateReviewForm(values, form.value.fields.filter((f) => f.type !== 'boolean'), form.value.maxTextLength);
    const badAge = submission.age !== undefined && submission.age !== '' && !(REVIEW_AGE_GROUPS as readonly string[]).includes(submission.age);
    if (!checked.ok || badAge) {
      const fields = [...(checked.ok ? [] : ((checked.error.details?.fields as string[] | undefined) ?? [])), ...(badAge ? ['age'] : [])];
      return err(domainError('REVIEWS.INVALID_FORM', `Invalid review: ${fields.join(', ')}`, { fields }));
    }
    this.pending.push({ slug, submission });
    return ok({ id: `pending-${this.pending.length}`, status: 'PENDING_MODERATION' });
  }
}
