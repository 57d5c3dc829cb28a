import type { BrandDto, ContentEntryDto, RedirectSearchResponseDto, SellerDto } from '@vitrine/contract';
import type { Db } from '../db/db.js';

/** A product is on a site when one of its categories shows on the site's brand family. */
const ON_SITE = `exists (select 1 from product_category pc join category c using (category_id) where pc.product_id = p.product_id and $1 = any (c.brands))`;

/** Brands with products on the site's brand family, in index order (decision 0212). */
export async function listBrands(db: Db, siteBrand: string): Promise<BrandDto[]> {
  return db.query<BrandDto>(
    `select b.slug, b.display_name as "displayName", b.description, count(*)::int as "productCount"
       from brand b join product_brand pb on pb.brand_slug = b.slug join product p on p.product_id = pb.product_id
      where ${ON_SITE} group by b.slug order by min(b.position)`,
    [siteBrand],
  );
}

/** The brand and the ids of its products on the site (seed order), or undefined for an unknown brand or one without products there. */
export async function findBrand(db: Db, siteBrand: string, slug: string): Promise<{ brand: BrandDto; productIds: string[] } | undefined> {
  const brand = (await listBrands(db, siteBrand)).find((b) => b.slug === slug);
  if (!brand) return undefined;
  const rows = await db.query<{ product_id: string }>(
    `select p.product_id from product p join product_brand pb on pb.product_id = p.product_id where pb.brand_slug = $2 and ${ON_SITE} order by p.position, p.product_id`,
    [siteBrand, slug],
  );
  return { brand, productIds: rows.map((r) => r.product_id) };
}

/** Marketplace sellers with products on the site. */
export async function listSellers(db: Db, siteBrand: string): Promise<SellerDto[]> {
  return db.query<SellerDto>(
    `select s.slug, s.shop_name as "shopName", s.description, count(*)::int as "productCount"
       from seller s join product_seller ps on ps.seller_slug = s.slug join product p on p.product_id = ps.product_id
      where ${ON_SITE} group by s.slug order by min(s.position)`,
    [siteBrand],
  );
}

/** The seller and the ids of its marketplace items on the site, or undefined. */
export async function findSeller(db: Db, siteBrand: string, slug: string): Promise<{ seller: SellerDto; productIds: string[] } | undefined> {
  const seller = (await listSellers(db, siteBrand)).find((s) => s.slug === slug);
  if (!seller) return undefined;
  const rows = await db.query<{ product_id: string }>(
    `select p.product_id from product p join product_seller ps on ps.product_id = p.product_id where ps.seller_slug = $2 and ${ON_SITE} order by p.position, p.product_id`,
    [siteBrand, slug],
  );
  return { seller, productIds: rows.map((r) => r.product_id) };
}

/** The shop name of each marketplace product among `productIds` (sellerInfo). */
export async function sellerInfoOf(db: Db, productIds: readonly string[]): Promise<Map<string, { shopName: string; slug: string }>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.query<{ product_id: string; shop_name: string; slug: string }>(
    'select ps.product_id, s.shop_name, s.slug from product_seller ps join seller s on s.slug = ps.seller_slug where ps.product_id = any ($1::text[])',
    [[...productIds]],
  );
  return new Map(rows.map((r) => [r.product_id, { shopName: r.shop_name, slug: r.slug }]));
}

/** The content entries of a type (and slug) in `language`, falling back to English per slug. */
export async function contentEntries(db: Db, contentType: string, slug: string | undefined, language: string, limit: number): Promise<ContentEntryDto[]> {
  return db.query<ContentEntryDto>(
    `select distinct on (slug) content_type as "contentType", slug, language, title, body from content_entry
      where content_type = $1 and ($2::text is null or slug = $2) and language in ($3, 'en')
      order by slug, (language = $3) desc limit $4`,
    [contentType, slug ?? null, language.split('-')[0]!.toLowerCase(), limit],
  );
}

/** The redirect of a path (trailing slash ignored), or undefined. */
export async function findRedirect(db: Db, requestPath: string): Promise<RedirectSearchResponseDto | undefined> {
  const path = requestPath.length > 1 ? requestPath.replace(/\/+$/, '') : requestPath;
  const rows = await db.query<{ redirect_path: string; status_code: number }>('select redirect_path, status_code from path_redirect where request_path = $1', [path]);
  return rows[0] ? { requestPath, redirectPath: rows[0].redirect_path, statusCode: rows[0].status_code } : undefined;
}
