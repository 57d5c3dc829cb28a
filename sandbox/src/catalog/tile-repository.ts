import type { Db } from '../db/db.js';

export interface CategoryRef {
  category_id: string;
  slug: string;
  display_name: string;
}

/** The category with this slug if its navigation shows on `brand`, else undefined; its name in `language` (decision 0255). */
export async function findCategory(db: Db, slug: string, brand: string, language = 'en'): Promise<CategoryRef | undefined> {
  const rows = await db.query<CategoryRef>(
    "select category_id, slug, catalog_text_in('category', display_name, $3) as display_name from category where slug = $1 and $2 = any(brands)",
    [slug, brand, language],
  );
  return rows[0];
}

const SUBTREE = `with recursive tree as (
  select category_id from category where category_id = $1
  union all
  select c.category_id from category c join tree t on c.parent_id = t.category_id)`;

/**
 * One page of the product ids listed in a category and its descendants, in a stable order (seed
 * position, then id), with the total. `page` is 1-based; a page past the end is empty.
 */
export async function pageCategoryProducts(db: Db, categoryId: string, page: number, pageSize: number, subBrands: readonly string[] = []): Promise<{ ids: string[]; total: number }> {
  // Bundles are reached from their parts' pages, not listed (decision 0220). Sub-brand refinements keep
  // the products of those sub-brands only (decision 0344), compared case-insensitively.
  const brands = subBrands.map((b) => b.toLowerCase());
  const refined = brands.length > 0;
  /** The listing's from-where; `brandParam` is the placeholder of the sub-brand list when refined. */
  const filter = (brandParam: string) =>
    `from product p where p.product_type <> 'BUNDLE' and exists (select 1 from product_category pc where pc.product_id = p.product_id and pc.category_id in (select category_id from tree))${refined ? ` and lower(p.sub_brand) = any(${brandParam}::text[])` : ''}`;
  const [count] = await db.query<{ total: number }>(`${SUBTREE} select count(*)::int as total ${filter('$2')}`, refined ? [categoryId, brands] : [categoryId]);
  const rows = await db.query<{ product_id: string }>(`${SUBTREE} select p.product_id ${filter('$4')} order by p.position, p.product_id limit $2 offset $3`, [
    categoryId,
    pageSize,
    (page - 1) * pageSize,
    ...(refined ? [brands] : []),
  ]);
  return { ids: rows.map((r) => r.product_id), total: count?.total ?? 0 };
}
