import path from 'node:path';
import type { SeedProduct, SeedReview } from '../catalog-model.js';
import { readCsv } from '../csv.js';

/** Path of Luma's review sample inside the sample data directory. */
export const LUMA_REVIEWS_CSV = path.join('luma', 'fixtures', 'ReviewSampleData', 'products_reviews.csv');

/**
 * Reads Luma's 500 product reviews (sku, rating_value, title, review, reviewer) and attaches each
 * to the product whose id or SKU matches the review's sku, also trying the '24-' prefix Luma gear
 * ids carry ('WG082' -> '24-WG082', a size of the grouped Sprite Stasis Ball). Reviews of SKUs that
 * are not in the catalogue (socks, polos, boots...) are counted in `unmatched` and skipped.
 * The clothing reviews in reviews/ are imported by importClothingReviews (decision 0210).
 */
export function importLumaReviews(sampleDataDir: string, products: readonly SeedProduct[]): { reviews: SeedReview[]; unmatched: number } {
  const owner = new Map<string, string>();
  for (const p of products) {
    owner.set(p.productId, p.productId);
    for (const s of p.skus) {
      owner.set(s.skuId, p.productId);
      owner.set(s.skuId.replace(/-[a-z]+$/, ''), p.productId);
    }
  }
  const reviews: SeedReview[] = [];
  let unmatched = 0;
  for (const row of readCsv(path.join(sampleDataDir, LUMA_REVIEWS_CSV))) {
    const sku = row.sku!;
    const productId = owner.get(sku) ?? owner.get(`24-${sku}`);
    const rating = Number.parseInt(row.rating_value ?? '', 10);
    if (!productId || !(rating >= 1 && rating <= 5)) {
      unmatched++;
      continue;
    }
    reviews.push({ productId, rating, title: row.title ?? '', body: row.review ?? '', reviewer: row.reviewer ?? '' });
  }
  return { reviews, unmatched };
}
