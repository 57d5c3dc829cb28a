import type { ProductImage } from '../../catalog/domain/product.js';
import type { DomainError } from '../../shared/domain-error.js';
import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { ReviewFieldDefinition, ReviewPageQuery } from '../domain/reviews.js';

/** One published review (shopping.md §3 "Review result"). */
export interface Review {
  readonly id: string;
  /** 1 to 5. */
  readonly rating: number;
  readonly title: string | null;
  readonly text: string | null;
  readonly nickname: string | null;
  readonly isRecommended: boolean | null;
  /** Positive feedback votes. */
  readonly helpfulCount: number;
  /** Epoch ms. */
  readonly submittedAt: number;
  /** Tracked profile attributes present on the review, e.g. { age: '35-44' }. */
  readonly profile: Readonly<Record<string, string>>;
  /** Photo reviews carry id and photos (shopping.md §3). */
  readonly photos: readonly ProductImage[];
}

/** One page of a product's reviews with the statistics and the filters on offer. */
export interface ReviewPage {
  readonly statistics: {
    readonly averageOverallRating: number;
    readonly totalReviewCount: number;
    /** Approved reviews per star, [1★ count, 2★, 3★, 4★, 5★]. */
    readonly ratingDistribution: readonly [number, number, number, number, number];
  };
  readonly results: readonly Review[];
  /** Filter names with their values and counts ('rating' → '5' → 120). */
  readonly filters: readonly { readonly name: string; readonly values: readonly { readonly value: string; readonly count: number }[] }[];
  /** Reviews matching the filter (all pages). */
  readonly totalResults: number;
  readonly offset: number;
  readonly limit: number;
}

/** The review form definition (shopping.md §5): fields with required flags and bounds. */
export interface ReviewForm {
  readonly fields: readonly (ReviewFieldDefinition & { readonly type: string; readonly options?: readonly string[] })[];
  /** Review text maximum from configuration (default 500). */
  readonly maxTextLength: number;
}

/** Values of a review submission (form field names of shopping.md §3). */
export interface ReviewSubmission {
  readonly rating: number;
  readonly title?: string;
  readonly reviewtext?: string;
  readonly usernickname?: string;
  readonly isrecommended?: boolean;
  readonly age?: string;
}

/**
 * REVIEWS.NOT_FOUND: 'No reviews found' (shopping.md §8 "Review load invalid or empty") for an
 * unknown product; REVIEWS.INVALID_REQUEST for an empty slug or a bad query; REVIEWS.INVALID_FORM
 * for a refused submission (details.fields).
 */
export type ReviewsError = DomainError<'REVIEWS.NOT_FOUND' | 'REVIEWS.INVALID_REQUEST' | 'REVIEWS.INVALID_FORM'>;

/**
 * Port: a product's reviews (GET /catalog/v0/{siteId}/product/{slug}/reviews with offset, limit,
 * filter, sort; shopping.md §7), the review form definition and review submission (stored pending
 * moderation). Review lookups need a slug (shopping.md §5). Throws on transport faults.
 */
export interface ReviewsGateway {
  /** One page of reviews; `query` from {@link reviewPageQuery} (offset, limit 1-100, sort, filter text). */
  getReviews(slug: string, query: ReviewPageQuery): Promise<Result<ReviewPage, ReviewsError>>;
  /** The form definition of a product's review form. */
  getReviewForm(slug: string): Promise<Result<ReviewForm, ReviewsError>>;
  /** Submits a review; ok with the review id and status 'PENDING_MODERATION'. */
  submitReview(slug: string, submission: ReviewSubmission): Promise<Result<{ readonly id: string; readonly status: 'PENDING_MODERATION' }, ReviewsError>>;
}
export const ReviewsGateway = token<ReviewsGateway>('ReviewsGateway');
