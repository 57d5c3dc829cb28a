import { REVIEW_DEFAULTS, validateReviewForm } from '@vitrine/core';
import { ReviewSubmissionDto, ReviewsQueryDto, type ReviewSubmissionResultDto } from '@vitrine/contract';
import { Hono } from 'hono';
import { insertPendingReview, productIdOfSlug, reviewPage } from '../../reviews/review-repository.js';
import { reviewFormDefinition } from '../../reviews/review-form.js';
import { ApiError } from '../api-error.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { jsonBody, queryOf } from '../request-validation.js';
import { siteContext } from '../site-context.js';

/** 404 REVIEWS_NOT_FOUND 'No reviews found' (shopping.md §8 "Review load invalid or empty"). */
const noReviews = () => new ApiError(404, 'REVIEWS_NOT_FOUND', 'No reviews found');

/**
 * Review endpoints under /catalog/v0 (shopping.md §7 GET /catalog/v0/{siteId}/product/{slug}/reviews;
 * decision 0211):
 * - GET /{siteId}/product/{slug}/reviews?offset&limit&sort&filter: ReviewsResponseDto (offset 0,
 *   limit 5 by default, 1-100; sort SubmissionTime:desc by default); 404 REVIEWS_NOT_FOUND for an
 *   unknown slug; 400 INVALID_REQUEST naming the fields for a bad query.
 * - GET /{siteId}/product/{slug}/reviews/form: the form definition (ReviewFormDto).
 * - POST /{siteId}/product/{slug}/reviews: validates with core's validateReviewForm against the form
 *   definition (400 INVALID_FORM with details.fields), stores the review PENDING_MODERATION, 201.
 */
export function reviewRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/:siteId/product/:slug/reviews', queryOf(ReviewsQueryDto), async (c) => {
    siteContext(c);
    const query = c.req.valid('query');
    const productId = await productIdOfSlug(deps.db, c.req.param('slug'));
    if (!productId) throw noReviews();
    return c.json(
      await reviewPage(deps.db, productId, {
        offset: Number(query.offset ?? 0),
        limit: Number(query.limit ?? REVIEW_DEFAULTS.pageSize),
        sort: query.sort ?? REVIEW_DEFAULTS.sort,
        filter: query.filter,
      }),
    );
  });

  app.get('/:siteId/product/:slug/reviews/form', async (c) => {
    siteContext(c);
    if (!(await productIdOfSlug(deps.db, c.req.param('slug')))) throw noReviews();
    return c.json(reviewFormDefinition());
  });

  app.post('/:siteId/product/:slug/reviews', jsonBody(ReviewSubmissionDto), async (c) => {
    siteContext(c);
    const productId = await productIdOfSlug(deps.db, c.req.param('slug'));
    if (!productId) throw noReviews();
    const body = c.req.valid('json');
    const form = reviewFormDefinition();
    const values = { rating: String(body.rating), title: body.title, reviewtext: body.reviewtext, usernickname: body.usernickname, age: body.age };
    const checked = validateReviewForm(values, form.fields.filter((f) => f.type !== 'boolean'), form.maxTextLength);
    const ageOptions = form.fields.find((f) => f.name === 'age')?.options ?? [];
    const badAge = body.age !== undefined && body.age !== '' && !ageOptions.includes(body.age);
    if (!checked.ok || badAge) {
      const fields = [...(checked.ok ? [] : ((checked.error.details?.fields as string[] | undefined) ?? [])), ...(badAge ? ['age'] : [])];
      throw new ApiError(400, 'INVALID_FORM', `Invalid review: ${fields.join(', ')}`, { fields });
    }
    const id = await insertPendingReview(deps.db, productId, {
      rating: body.rating,
      title: body.title!.trim(),
      body: body.reviewtext!.trim(),
      nickname: body.usernickname!.trim(),
      isRecommended: body.isrecommended ?? null,
      ageGroup: body.age || null,
      submittedAt: new Date(deps.clock()),
    });
    const result: ReviewSubmissionResultDto = { id, status: 'PENDING_MODERATION' };
    return c.json(result, 201);
  });

  return app;
}
