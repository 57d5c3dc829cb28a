import { z } from 'zod';
import { ImageDto } from './catalog.schema.js';

/**
 * JSON shapes of the reviews API (shopping.md §3 "Review result", §5 review form, §7 GET
 * /catalog/v0/{siteId}/product/{slug}/reviews, §9 review constants; decision 0211). Each export is a
 * zod schema and the type inferred from it under the same name (decision 0125).
 */

/** Sort values the reviews call accepts; default SubmissionTime:desc (shopping.md §2). */
export const REVIEW_SORTS = ['SubmissionTime:desc', 'Rating:desc', 'Rating:asc', 'Helpfulness:desc'] as const;

/** Largest `limit` of one reviews call (photo reviews fetch 100, shopping.md §9). */
export const MAX_REVIEWS_LIMIT = 100;

/**
 * Query of GET /catalog/v0/{siteId}/product/{slug}/reviews: `offset` (default 0), `limit` (1-100,
 * default 5), `sort` (one of {@link REVIEW_SORTS}), `filter` as comma-separated `name:value` pairs
 * ('rating:5,agegroup:25-34,isrecommended:true,hasphotos:true'; several ratings 'rating:4|5').
 */
export const ReviewsQueryDto = z.object({
  offset: z
    .string()
    .regex(/^\d+$/, { error: 'offset must be a whole number of at least 0' })
    .optional(),
  limit: z
    .string()
    .regex(/^\d+$/, { error: `limit must be a whole number from 1 to ${MAX_REVIEWS_LIMIT}` })
    .refine((v) => Number(v) >= 1 && Number(v) <= MAX_REVIEWS_LIMIT, { error: `limit must be a whole number from 1 to ${MAX_REVIEWS_LIMIT}` })
    .optional(),
  sort: z.enum(REVIEW_SORTS, { error: `sort must be one of ${REVIEW_SORTS.join(', ')}` }).optional(),
  filter: z.string().optional(),
  'projection-slug': z.string().optional(),
});
export type ReviewsQueryDto = z.infer<typeof ReviewsQueryDto>;

/** One review (a result of the reviews call). */
export const ReviewDto = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string().nullable(),
  reviewText: z.string().nullable(),
  userNickname: z.string().nullable(),
  isRecommended: z.boolean().nullable(),
  /** Positive feedback votes ("most helpful"). */
  totalPositiveFeedbackCount: z.number().int(),
  /** ISO time. */
  submissionTime: z.string(),
  /** Tracked profile attributes present on the review (shopping.md §3), e.g. { age: '35-44' }. */
  contextDataValues: z.record(z.string(), z.string()),
  photos: z.array(ImageDto),
});
export type ReviewDto = z.infer<typeof ReviewDto>;

/** A filter the product's reviews offer, with its values and their counts. */
export const ReviewFilterDto = z.object({
  /** 'rating' | 'agegroup' | 'isrecommended' | 'hasphotos'. */
  name: z.string(),
  values: z.array(z.object({ value: z.string(), count: z.number().int() })),
});
export type ReviewFilterDto = z.infer<typeof ReviewFilterDto>;

/** Response of GET /catalog/v0/{siteId}/product/{slug}/reviews (shopping.md §3 "Review result"). */
export const ReviewsResponseDto = z.object({
  product: z.object({
    productId: z.string(),
    reviewStatistics: z.object({
      averageOverallRating: z.number(),
      totalReviewCount: z.number().int(),
      /** Approved reviews per star, 1 to 5 (the ratingDistribution experiment shows it). */
      ratingDistribution: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
    }),
  }),
  results: z.array(ReviewDto),
  filters: z.array(ReviewFilterDto),
  /** Reviews matching the filter. */
  totalResults: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type ReviewsResponseDto = z.infer<typeof ReviewsResponseDto>;

/** A field of the review form definition (shopping.md §5: required flags and bounds come from it). */
export const ReviewFormFieldDto = z.object({
  name: z.string(),
  /** 'rating' | 'text' | 'textarea' | 'boolean' | 'select'. */
  type: z.string(),
  required: z.boolean(),
  minLength: z.number().int().optional(),
  maxLength: z.number().int().optional(),
  /** Choices of a select field (age groups). */
  options: z.array(z.string()).optional(),
});
export type ReviewFormFieldDto = z.infer<typeof ReviewFormFieldDto>;

/** Response of GET /catalog/v0/{siteId}/product/{slug}/reviews/form. */
export const ReviewFormDto = z.object({
  fields: z.array(ReviewFormFieldDto),
  /** Review text maximum from configuration (default 500, shopping.md §9). */
  maxTextLength: z.number().int(),
});
export type ReviewFormDto = z.infer<typeof ReviewFormDto>;

/** Body of POST /catalog/v0/{siteId}/product/{slug}/reviews (form field names of shopping.md §3). */
export const ReviewSubmissionDto = z.object({
  rating: z.number({ error: 'rating must be a whole number from 1 to 5' }).int({ error: 'rating must be a whole number from 1 to 5' }).min(1, { error: 'rating must be a whole number from 1 to 5' }).max(5, { error: 'rating must be a whole number from 1 to 5' }),
  title: z.string().optional(),
  reviewtext: z.string().optional(),
  usernickname: z.string().optional(),
  isrecommended: z.boolean().optional(),
  /** Tracked profile attribute (an age group of the form definition). */
  age: z.string().optional(),
});
export type ReviewSubmissionDto = z.infer<typeof ReviewSubmissionDto>;

/** Response (201) of POST /catalog/v0/{siteId}/product/{slug}/reviews: stored, not yet published. */
export const ReviewSubmissionResultDto = z.object({
  id: z.string(),
  status: z.literal('PENDING_MODERATION'),
});
export type ReviewSubmissionResultDto = z.infer<typeof ReviewSubmissionResultDto>;
