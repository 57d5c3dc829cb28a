import { domainError, err, ok, type Result, type ReviewForm, type ReviewPage, type ReviewPageQuery, type ReviewsError, type ReviewsGateway, type ReviewSubmission, type SiteContext } from '@vitrine/core';
import type { ReviewFormDto, ReviewsResponseDto, ReviewSubmissionResultDto } from '@vitrine/contract';
import type { HttpClient } from './client.js';
import { isHttpError } from './http-error.js';
import { normalizeReviewForm, normalizeReviewPage } from './normalizers/review.normalizer.js';

/** The spec's text for a review load that is invalid or empty (shopping.md §8). */
export const NO_REVIEWS_FOUND = 'No reviews found';

/** 404 -> REVIEWS.NOT_FOUND 'No reviews found'; 400 INVALID_FORM -> REVIEWS.INVALID_FORM (fields); other 400 -> REVIEWS.INVALID_REQUEST; else rethrown. */
function reviewsFailure(error: unknown): ReviewsError {
  if (isHttpError(error) && error.kind === 'http') {
    if (error.status === 404) return domainError('REVIEWS.NOT_FOUND', NO_REVIEWS_FOUND, { code: error.code });
    if (error.status === 400 && error.code === 'INVALID_FORM') return domainError('REVIEWS.INVALID_FORM', error.message, { fields: (error.details?.fields as string[] | undefined) ?? [] });
    if (error.status === 400) return domainError('REVIEWS.INVALID_REQUEST', error.message, { code: error.code });
  }
  throw error;
}

/**
 * ReviewsGateway over HTTP (shopping.md §7 GET /catalog/v0/{siteId}/product/{slug}/reviews with
 * offset, limit, filter, sort; decision 0211): one call per page; the form definition from
 * …/reviews/form; a submission POSTs …/reviews (201, pending moderation). An empty slug gives
 * REVIEWS.INVALID_REQUEST without a call (shopping.md §5). Transport faults propagate as HttpError.
 */
export class KyReviewsGateway implements ReviewsGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  private path(slug: string): string {
    return `/catalog/v0/${encodeURIComponent(this.site.siteId)}/product/${encodeURIComponent(slug)}/reviews`;
  }

  async getReviews(slug: string, query: ReviewPageQuery): Promise<Result<ReviewPage, ReviewsError>> {
    if (typeof slug !== 'string' || slug.trim() === '') return err(domainError('REVIEWS.INVALID_REQUEST', 'Review lookup needs a slug'));
    try {
      const searchParams: Record<string, string> = { offset: String(query.offset), limit: String(query.limit), sort: query.sort };
      if (query.filter) searchParams.filter = query.filter;
      return ok(normalizeReviewPage(await this.http.get<ReviewsResponseDto>(this.path(slug), { searchParams })));
    } catch (error) {
      return err(reviewsFailure(error));
    }
  }

  async getReviewForm(slug: string): Promise<Result<ReviewForm, ReviewsError>> {
    if (typeof slug !== 'string' || slug.trim() === '') return err(domainError('REVIEWS.INVALID_REQUEST', 'Review lookup needs a slug'));
    try {
      return ok(normalizeReviewForm(await this.http.get<ReviewFormDto>(`${this.path(slug)}/form`)));
    } catch (error) {
      return err(reviewsFailure(error));
    }
  }

  async submitReview(slug: string, submission: ReviewSubmission): Promise<Result<{ id: string; status: 'PENDING_MODERATION' }, ReviewsError>> {
    if (typeof slug !== 'string' || slug.trim() === '') return err(domainError('REVIEWS.INVALID_REQUEST', 'Review lookup needs a slug'));
    try {
      const body = await this.http.post<ReviewSubmissionResultDto>(this.path(slug), { json: submission });
      return ok({ id: body.id, status: body.status });
    } catch (error) {
      return err(reviewsFailure(error));
    }
  }
}
