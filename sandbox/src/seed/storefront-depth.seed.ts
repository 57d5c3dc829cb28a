import type { Db } from '../db/db.js';
import type { SeedCatalog } from './catalog-model.js';
import { importClothingReviews } from './importers/clothing-reviews.importer.js';
import { ROOT_NAV_SLUG } from './navigation.js';
import { brandSlugOf, SEED_BRANDS, SEED_HELP_PAGES, SEED_REDIRECTS, SEED_SELLERS, sellerSlugOf } from './storefront-depth.data.js';

/** Rows per INSERT statement (one jsonb parameter each). */
const CHUNK = 2000;

async function insertRows(db: Db, table: string, columns: string, rows: readonly object[]): Promise<void> {
  const names = columns
    .split(',')
    .map((c) => c.trim().split(/\s+/)[0])
    .join(', ');
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.query(`insert into ${table} (${names}) select ${names} from jsonb_to_recordset($1::jsonb) as x(${columns})`, [JSON.stringify(rows.slice(i, i + CHUNK))]);
  }
}

/** What {@link seedStorefrontDepth} wrote. */
export interface StorefrontDepthCounts {
  readonly clothingReviews: number;
  readonly skippedClothingReviews: number;
  readonly brands: number;
  readonly marketplaceProducts: number;
  readonly helpPages: number;
  readonly redirects: number;
}

/**
 * The seed step of reviews on real data, brands, sellers, help pages and redirects (decisions
 * 0210-0214), run after the catalogue is written, in one transaction:
 * - imports the Women's E-Commerce Clothing Reviews ({@link importClothingReviews}) next to the
 *   Luma reviews, gives the Luma reviews deterministic submission times, and recomputes
 *   product_review_summary from all approved reviews (so Top Rated follows the real counts);
 * - assigns every product a brand (Luma products also get it as `product.brand`), adds a 'Brands'
 *   navigation branch with one BRAND item per brand, and marks the marketplace sellers' products;
 * - writes the help pages and the stale-path redirects.
 * Deterministic. Throws on SQL errors.
 */
export async function seedStorefrontDepth(db: Db, catalog: SeedCatalog, sampleDataDir: string, log: (line: string) => void = () => undefined): Promise<StorefrontDepthCounts> {
  const { reviews, skipped } = importClothingReviews(sampleDataDir, catalog.products);
  const brandRows = catalog.products.map((p) => ({ product_id: p.productId, brand_slug: brandSlugOf(p) }));
  const sellerRows = catalog.products.flatMap((p) => {
    const seller = sellerSlugOf(p);
    return seller ? [{ product_id: p.productId, seller_slug: seller }] : [];
  });
  const brandsInUse = SEED_BRANDS.filter((b) => brandRows.some((r) => r.brand_slug === b.slug));

  await db.transaction(async (tx) => {
    // Luma reviews carry no date: one every 17 hours back from the newest clothing review.
    await tx.query(`update review set source = 'luma', submitted_at = timestamptz '2025-06-30T11:00:00Z' - review_id * interval '17 hours'`);
    const [{ next } = { next: 1 }] = await tx.query<{ next: number }>('select coalesce(max(review_id), 0) + 1 as next from review');
    await insertRows(
      tx,
      'review',
      'review_id int, product_id text, rating int, title text, body text, reviewer text, source text, age int, is_recommended boolean, positive_feedback int, submitted_at timestamptz, photos jsonb, status text',
      reviews.map((r, i) => ({
        review_id: next + i,
        product_id: r.productId,
        rating: r.rating,
        title: r.title,
        body: r.body,
        reviewer: '',
        source: 'clothing',
        age: r.age,
        is_recommended: r.isRecommended,
        positive_feedback: r.positiveFeedback,
        submitted_at: r.submittedAt,
        photos: r.photos,
        status: 'APPROVED',
      })),
    );
    await tx.query('delete from product_review_summary');
    await tx.query(
      `insert into product_review_summary (product_id, review_count, average_rating)
       select product_id, count(*), round(avg(rating)::numeric, 2)::double precision from review where status = 'APPROVED' group by product_id`,
    );

    await insertRows(tx, 'brand', 'slug text, display_name text, description text, position int', brandsInUse.map((b, position) => ({ slug: b.slug, display_name: b.displayName, description: b.description, position })));
    await insertRows(tx, 'product_brand', 'product_id text, brand_slug text', brandRows);
    await tx.query(`update product p set brand = b.display_name from product_brand pb join brand b on b.slug = pb.brand_slug where pb.product_id = p.product_id and p.source = 'luma'`);
    const [{ position } = { position: 0 }] = await tx.query<{ position: number }>('select count(*)::int as position from category where parent_id = $1', [`cat-${ROOT_NAV_SLUG}`]);
    await insertRows(
      tx,
      'category',
      'category_id text, slug text, item_id text, parent_id text, display_name text, type_code text, nest_level int, position int, brands text[]',
      [
        { category_id: 'cat-brands', slug: 'brands', item_id: 'nav-brands', parent_id: `cat-${ROOT_NAV_SLUG}`, display_name: 'Brands', type_code: 'CONTENT', nest_level: 1, position, brands: ['an', 'fp'] },
        ...brandsInUse.map((b, i) => ({
          category_id: `cat-brand-${b.slug}`,
          slug: b.slug,
          item_id: `nav-brand-${b.slug}`,
          parent_id: 'cat-brands',
          display_name: b.displayName,
          type_code: 'BRAND',
          nest_level: 2,
          position: i,
          brands: b.slug === 'spree-home' ? ['an'] : ['an', 'fp'],
        })),
      ],
    );

    await insertRows(tx, 'seller', 'slug text, shop_name text, description text, position int', SEED_SELLERS.map((s, position) => ({ slug: s.slug, shop_name: s.shopName, description: s.description, position })));
    await insertRows(tx, 'product_seller', 'product_id text, seller_slug text', sellerRows);
    await insertRows(
      tx,
      'content_entry',
      'content_type text, slug text, language text, title text, body text',
      SEED_HELP_PAGES.map((h) => ({ content_type: 'helpPage', slug: h.slug, language: h.language, title: h.title, body: h.body })),
    );
    await insertRows(
      tx,
      'path_redirect',
      'request_path text, redirect_path text, status_code int',
      SEED_REDIRECTS.map((r) => ({ request_path: r.requestPath, redirect_path: r.redirectPath, status_code: r.statusCode })),
    );
  });
  const counts: StorefrontDepthCounts = {
    clothingReviews: reviews.length,
    skippedClothingReviews: skipped,
    brands: brandsInUse.length,
    marketplaceProducts: sellerRows.length,
    helpPages: SEED_HELP_PAGES.length,
    redirects: SEED_REDIRECTS.length,
  };
  log(`  Clothing reviews: ${counts.clothingReviews} attached to women's apparel by clothing class${skipped ? `, ${skipped} skipped` : ''}; ${counts.brands} brands, ${counts.marketplaceProducts} marketplace products, ${counts.helpPages} help pages, ${counts.redirects} redirects`);
  return counts;
}
