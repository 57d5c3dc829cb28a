import path from 'node:path';
import type { SeedImage, SeedProduct } from '../catalog-model.js';
import { readCsv } from '../csv.js';

/** Path of the Women's E-Commerce Clothing Reviews CSV inside the sample data directory. */
export const CLOTHING_REVIEWS_CSV = path.join('reviews', 'womens-clothing-ecommerce-reviews.csv');

/** Product groups the clothing classes map to (shared/data README "Suggested mapping"; decision 0210). */
export type ReviewGroup = 'tops' | 'bottoms' | 'jackets' | 'bras';

/**
 * Clothing class -> product group. Luma has no dresses, skirts, swimwear or sleepwear: dresses,
 * trend and unnamed classes go to women's tops, skirts and casual bottoms to bottoms, swim, sleep
 * and chemises to bras & tanks, so that all 23,486 reviews are imported (decision 0210).
 */
export const CLASS_GROUPS: Readonly<Record<string, ReviewGroup>> = {
  Knits: 'tops',
  Blouses: 'tops',
  'Fine gauge': 'tops',
  Sweaters: 'tops',
  Layering: 'tops',
  Trend: 'tops',
  Dresses: 'tops',
  Pants: 'bottoms',
  Jeans: 'bottoms',
  Shorts: 'bottoms',
  Legwear: 'bottoms',
  Skirts: 'bottoms',
  'Casual bottoms': 'bottoms',
  Jackets: 'jackets',
  Outerwear: 'jackets',
  Intimates: 'bras',
  Lounge: 'bras',
  Swim: 'bras',
  Sleep: 'bras',
  Chemises: 'bras',
};

/** Latest seeded submission time; row n of the CSV was submitted n × {@link ROW_SPACING_MS} earlier. */
export const NEWEST_REVIEW_AT = Date.parse('2025-06-30T12:00:00.000Z');
/** Spacing of seeded submission times, ms (41 minutes: 23,486 rows span about 22 months). */
export const ROW_SPACING_MS = 41 * 60_000;
/** Every n-th positive review with text carries the product's photo (decision 0210). */
export const PHOTO_EVERY = 9;

/** One imported clothing review, ready for the review table. */
export interface ClothingReview {
  readonly productId: string;
  /** Row number of the CSV (its first column), stable across runs. */
  readonly row: number;
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  readonly age: number | null;
  readonly isRecommended: boolean;
  readonly positiveFeedback: number;
  /** ISO time. */
  readonly submittedAt: string;
  readonly photos: readonly SeedImage[];
}

/** The women's apparel group of a product, or null (men's, gear, home goods). */
export function reviewGroupOf(product: SeedProduct): ReviewGroup | null {
  if (product.source !== 'luma') return null;
  const women = product.categoryPaths.find((p) => p[0] === 'Women');
  if (!women) return null;
  if (women.at(-1) === 'Jackets') return 'jackets';
  if (women.at(-1) === 'Bras & Tanks') return 'bras';
  if (women[1] === 'Bottoms') return 'bottoms';
  if (women[1] === 'Tops') return 'tops';
  return null;
}

const int = (text: string | undefined): number | null => {
  const n = Number.parseInt(text ?? '', 10);
  return Number.isFinite(n) ? n : null;
};

/**
 * Reads the clothing reviews (columns: row, Clothing ID, Age, Title, Review Text, Rating,
 * Recommended IND, Positive Feedback Count, Division/Department/Class Name) and attaches every
 * review of one Clothing ID to one women's product of its class's group: the group's products
 * sorted by productId, the group's Clothing IDs sorted numerically, the i-th ID going to product
 * i mod n (decision 0210). Submission times are derived from the row number; every
 * {@link PHOTO_EVERY}-th review rated 4 or 5 with text carries the product's first photo. Rows
 * with a rating outside 1-5 or a group without products are counted in `skipped`. Deterministic:
 * the same CSV and products give the same result. Returns [] when the CSV is absent.
 */
export function importClothingReviews(sampleDataDir: string, products: readonly SeedProduct[]): { reviews: ClothingReview[]; skipped: number } {
  const file = path.join(sampleDataDir, CLOTHING_REVIEWS_CSV);
  let rows: Record<string, string>[];
  try {
    rows = readCsv(file);
  } catch {
    return { reviews: [], skipped: 0 };
  }
  const byGroup = new Map<ReviewGroup, SeedProduct[]>();
  for (const p of products) {
    const group = reviewGroupOf(p);
    if (group) byGroup.set(group, [...(byGroup.get(group) ?? []), p]);
  }
  for (const list of byGroup.values()) list.sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));

  const groupOfRow = (row: Record<string, string>): ReviewGroup => CLASS_GROUPS[row['Class Name'] ?? ''] ?? 'tops';
  const idsByGroup = new Map<ReviewGroup, number[]>();
  for (const row of rows) {
    const id = int(row['Clothing ID']);
    if (id === null) continue;
    const group = groupOfRow(row);
    const ids = idsByGroup.get(group) ?? [];
    if (!ids.includes(id)) ids.push(id);
    idsByGroup.set(group, ids);
  }
  const owner = new Map<string, SeedProduct>();
  for (const [group, ids] of idsByGroup) {
    const targets = byGroup.get(group) ?? [];
    if (targets.length === 0) continue;
    ids.sort((a, b) => a - b).forEach((id, i) => owner.set(`${group}:${id}`, targets[i % targets.length]!));
  }

  const reviews: ClothingReview[] = [];
  let skipped = 0;
  rows.forEach((row, index) => {
    const rating = int(row.Rating);
    const product = owner.get(`${groupOfRow(row)}:${int(row['Clothing ID'])}`);
    if (!product || rating === null || rating < 1 || rating > 5) {
      skipped++;
      return;
    }
    const n = int(row['']) ?? index;
    const body = row['Review Text'] ?? '';
    const photo = product.colors.find((c) => c.images.length > 0)?.images[0];
    const withPhoto = photo !== undefined && rating >= 4 && body !== '' && n % PHOTO_EVERY === 0;
    reviews.push({
      productId: product.productId,
      row: n,
      rating,
      title: row.Title ?? '',
      body,
      age: int(row.Age),
      isRecommended: row['Recommended IND'] === '1',
      positiveFeedback: Math.max(0, int(row['Positive Feedback Count']) ?? 0),
      submittedAt: new Date(NEWEST_REVIEW_AT - n * ROW_SPACING_MS).toISOString(),
      photos: withPhoto ? [{ ...photo, alt: `${product.displayName}, photo from a review` }] : [],
    });
  });
  return { reviews, skipped };
}
