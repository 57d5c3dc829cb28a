import type { Review, ReviewForm, ReviewPage } from '@vitrine/core';
import type { ReviewDto, ReviewFormDto, ReviewsResponseDto } from '@vitrine/contract';
import { normalizeImage } from './image.normalizer.js';

/** ReviewDto -> Review: submissionTime to epoch ms, contextDataValues to the profile attributes. */
export function normalizeReview(dto: ReviewDto): Review {
  return {
    id: dto.id,
    rating: dto.rating,
    title: dto.title,
    text: dto.reviewText,
    nickname: dto.userNickname,
    isRecommended: dto.isRecommended,
    helpfulCount: dto.totalPositiveFeedbackCount,
    submittedAt: Date.parse(dto.submissionTime),
    profile: { ...dto.contextDataValues },
    photos: dto.photos.map(normalizeImage),
  };
}

/** ReviewsResponseDto -> ReviewPage: the distribution as counts for 1 to 5 stars (missing stars count 0). */
export function normalizeReviewPage(dto: ReviewsResponseDto): ReviewPage {
  const stats = dto.product.reviewStatistics;
  const star = (n: number) => stats.ratingDistribution.find((d) => d.rating === n)?.count ?? 0;
  return {
    statistics: {
      averageOverallRating: stats.averageOverallRating,
      totalReviewCount: stats.totalReviewCount,
      ratingDistribution: [star(1), star(2), star(3), star(4), star(5)],
    },
    results: dto.results.map(normalizeReview),
    filters: dto.filters.map((f) => ({ name: f.name, values: f.values.map((v) => ({ ...v })) })),
    totalResults: dto.totalResults,
    offset: dto.offset,
    limit: dto.limit,
  };
}

/** ReviewFormDto -> ReviewForm (fields keep their names, flags and bounds). */
export function normalizeReviewForm(dto: ReviewFormDto): ReviewForm {
  return {
    maxTextLength: dto.maxTextLength,
    fields: dto.fields.map((f) => ({
      name: f.name,
      type: f.type,
      required: f.required,
      ...(f.minLength !== undefined ? { minLength: f.minLength } : {}),
      ...(f.maxLength !== undefined ? { maxLength: f.maxLength } : {}),
      ...(f.options ? { options: [...f.options] } : {}),
    })),
  };
}
