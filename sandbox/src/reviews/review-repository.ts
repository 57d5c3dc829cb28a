import { parseReviewFilter, REVIEW_AGE_GROUPS, reviewAgeGroup, type ReviewFilter } from '@vitrine/core';
import type { ReviewDto, ReviewFilterDto, ReviewsResponseDto } from '@vitrine/contract';
import type { Db } from '../db/db.js';

/** ORDER BY of each sort value (decision 0211); ties by newest, then id, so pages never overlap. */
const ORDER_BY: Readonly<Record<string, string>> = {
  'SubmissionTime:desc': 'submitted_at desc, review_id desc',
  'Rating:desc': 'rating desc, submitted_at desc, review_id desc',
  'Rating:asc': 'rating asc, submitted_at desc, review_id desc',
  'Helpfulness:desc': 'positive_feedback desc, submitted_at desc, review_id desc',
};

/** SQL of the age group of `age` (the same bounds as core's reviewAgeGroup). */
const AGE_GROUP_SQL = `case when age is null or age < 18 then null when age >= 65 then '65+' when age <= 24 then '18-24' when age <= 34 then '25-34' when age <= 44 then '35-44' when age <= 54 then '45-54' else '55-64' end`;

/** WHERE conditions and parameters of a filter, from parameter index `first` on. */
function filterSql(filter: ReviewFilter, first: number): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const ratings = (filter.rating ?? []).map(Number).filter((n) => Number.isInteger(n) && n >= 1 && n <= 5);
  if (filter.rating) {
    params.push(ratings);
    parts.push(`rating = any($${first + params.length - 1}::int[])`);
  }
  if (filter.agegroup) {
    params.push([...filter.agegroup]);
    parts.push(`(${AGE_GROUP_SQL}) = any($${first + params.length - 1}::text[])`);
  }
  const recommended = filter.isrecommended?.[0];
  if (recommended !== undefined) parts.push(recommended === 'true' ? 'is_recommended is true' : 'is_recommended is false');
  const photos = filter.hasphotos?.[0];
  if (photos !== undefined) parts.push(photos === 'true' ? `jsonb_array_length(photos) > 0` : `jsonb_array_length(photos) = 0`);
  return { sql: parts.map((p) => ` and ${p}`).join(''), params };
}

interface ReviewRow {
  review_id: number;
  rating: number;
  title: string;
  body: string;
  reviewer: string;
  age: number | null;
  is_recommended: boolean | null;
  positive_feedback: number;
  submitted_at: Date;
  photos: ReviewDto['photos'];
  total: number;
}

/** The product id of a slug, or undefined. */
export async function productIdOfSlug(db: Db, slug: string): Promise<string | undefined> {
  const rows = await db.query<{ product_id: string }>('select product_id from product where slug = $1', [slug]);
  return rows[0]?.product_id;
}

/**
 * One page of a product's approved reviews with statistics and filters (shopping.md §3 "Review
 * result"): two queries whatever the page size — the page with its total (`count(*) over ()`), and
 * the statistics and filter counts in one aggregate — so no query per review (decision 0211).
 */
export async function reviewPage(db: Db, productId: string, query: { offset: number; limit: number; sort: string; filter: string | undefined }): Promise<ReviewsResponseDto> {
  const filter = parseReviewFilter(query.filter);
  const where = filterSql(filter, 4);
  const rows = await db.query<ReviewRow>(
    `select review_id, rating, title, body, reviewer, age, is_recommended, positive_feedback, submitted_at, photos, count(*) over ()::int as total
       from review where product_id = $1 and status = 'APPROVED'${where.sql}
      order by ${ORDER_BY[query.sort] ?? ORDER_BY['SubmissionTime:desc']} offset $2 limit $3`,
    [productId, query.offset, query.limit, ...where.params],
  );
  let totalResults = rows[0]?.total;
  if (totalResults === undefined) {
    // Past the last page (or nothing matches): the total still counts the matches.
    const [count] = await db.query<{ n: number }>(`select count(*)::int as n from review where product_id = $1 and status = 'APPROVED'${filterSql(filter, 2).sql}`, [productId, ...where.params]);
    totalResults = count?.n ?? 0;
  }
  const [stats] = await db.query<{ n: number; average: number | null; stars: number[]; ages: Record<string, number> | null; rec_yes: number; rec_no: number; with_photos: number }>(
    `select count(*)::int as n, round(avg(rating)::numeric, 2)::double precision as average,
            array[count(*) filter (where rating = 1), count(*) filter (where rating = 2), count(*) filter (where rating = 3), count(*) filter (where rating = 4), count(*) filter (where rating = 5)]::int[] as stars,
            (select jsonb_object_agg(g, c) from (select ${AGE_GROUP_SQL} as g, count(*)::int as c from review where product_id = $1 and status = 'APPROVED' and age >= 18 group by 1) a) as ages,
            count(*) filter (where is_recommended is true)::int as rec_yes, count(*) filter (where is_recommended is false)::int as rec_no,
            count(*) filter (where jsonb_array_length(photos) > 0)::int as with_photos
       from review where product_id = $1 and status = 'APPROVED'`,
    [productId],
  );
  const stars = stats?.stars ?? [0, 0, 0, 0, 0];
  const filters: ReviewFilterDto[] = [
    { name: 'rating', values: [5, 4, 3, 2, 1].map((r) => ({ value: String(r), count: stars[r - 1] ?? 0 })).filter((v) => v.count > 0) },
    { name: 'agegroup', values: REVIEW_AGE_GROUPS.map((g) => ({ value: g, count: stats?.ages?.[g] ?? 0 })).filter((v) => v.count > 0) },
    { name: 'isrecommended', values: [{ value: 'true', count: stats?.rec_yes ?? 0 }, { value: 'false', count: stats?.rec_no ?? 0 }].filter((v) => v.count > 0) },
    { name: 'hasphotos', values: [{ value: 'true', count: stats?.with_photos ?? 0 }].filter((v) => v.count > 0) },
  ].filter((f) => f.values.length > 0);
  return {
    product: {
      productId,
      reviewStatistics: {
        averageOverallRating: stats?.average ?? 0,
        totalReviewCount: stats?.n ?? 0,
        ratingDistribution: [1, 2, 3, 4, 5].map((rating) => ({ rating, count: stars[rating - 1] ?? 0 })),
      },
    },
    results: rows.map(toReviewDto),
    filters,
    totalResults,
    offset: query.offset,
    limit: query.limit,
  };
}

function toReviewDto(row: ReviewRow): ReviewDto {
  const age = reviewAgeGroup(row.age);
  return {
    id: String(row.review_id),
    rating: row.rating,
    title: row.title === '' ? null : row.title,
    reviewText: row.body === '' ? null : row.body,
    userNickname: row.reviewer === '' ? null : row.reviewer,
    isRecommended: row.is_recommended,
    totalPositiveFeedbackCount: row.positive_feedback,
    submissionTime: new Date(row.submitted_at).toISOString(),
    contextDataValues: age ? { age } : {},
    photos: row.photos,
  };
}

/** Stores a submitted review as PENDING_MODERATION (not served until approved); returns its id. */
export async function insertPendingReview(
  db: Db,
  productId: string,
  review: { rating: number; title: string; body: string; nickname: string; isRecommended: boolean | null; ageGroup: string | null; submittedAt: Date },
): Promise<string> {
  // The age group's lower bound stands for the reviewer's age (the form asks for a group).
  const age = review.ageGroup ? Number.parseInt(review.ageGroup, 10) : null;
  const [row] = await db.query<{ review_id: number }>(
    `insert into review (review_id, product_id, rating, title, body, reviewer, source, age, is_recommended, positive_feedback, submitted_at, photos, status)
     values (nextval('review_submission_seq'), $1, $2, $3, $4, $5, 'storefront', $6, $7, 0, $8, '[]', 'PENDING_MODERATION') returning review_id`,
    [productId, review.rating, review.title, review.body, review.nickname, Number.isFinite(age) ? age : null, review.isRecommended, review.submittedAt.toISOString()],
  );
  return String(row!.review_id);
}
