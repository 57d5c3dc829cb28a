import type { Db } from '../db/db.js';
import type { ImageDto, BadgeDto } from '@vitrine/contract';
import type { RequestContext } from './request-context.js';

/** A product as stored, translated to the request language. */
export interface ProductRow {
  product_id: string;
  slug: string;
  style_number: string;
  brand: string;
  sub_brand: string | null;
  display_name: string;
  description: string;
  product_type: string;
  default_color_code: string | null;
  default_size_type: string | null;
  merchandise_class: string | null;
  attribution_product_type: string | null;
  preorder_flag: boolean;
  display_sold_out: boolean;
  web_exclusive: boolean;
  is_petite: boolean;
  is_gift_card: boolean;
  is_egift_card: boolean;
  highlights: string[];
  promotion_labels: string[];
  badges: BadgeDto[];
  size_and_fit: string | null;
  dimensions: string | null;
  last_modified: Date;
  parent_slug: string | null;
  parent_name: string | null;
  /** ISO 639-1 language of display_name and description: the request's when translated, else 'en' (the source; decision 0255). */
  text_language: string;
  review_count: number;
  average_rating: number;
  /** Marketplace seller (decision 0212), null when the retailer sells the product. */
  seller_slug: string | null;
  shop_name: string | null;
}

export interface ColorRow {
  product_id: string;
  color_code: string;
  display_name: string;
  swatch_url: string | null;
  images: ImageDto[];
}

export interface FitRow {
  product_id: string;
  fit_code: string;
  display_name: string;
}

/** A SKU with its price in the request currency (minor units) and stock in the request pool. */
export interface SkuRow {
  sku_id: string;
  product_id: string;
  color_code: string;
  color_name: string;
  size_id: string;
  size_name: string;
  fit_code: string | null;
  available_status: string;
  is_drop_ship: boolean;
  is_flat_rate: boolean;
  ship_restriction: string | null;
  logistic_class: string | null;
  restock_fee_code: string | null;
  collection_point_eligible: boolean;
  back_in_stock_eligible: boolean;
  list_minor: number;
  sale_minor: number;
  stock_level: number;
  backorder: number;
  pools: string[];
}

export interface LoadedProduct {
  readonly product: ProductRow;
  readonly colors: ColorRow[];
  readonly fits: FitRow[];
  readonly skus: SkuRow[];
}

export type ProductKey = { readonly slugs: readonly string[] } | { readonly ids: readonly string[] };

const LIST = `(select jsonb_array_elements_text($1::jsonb))`;

/**
 * Loads products by slug or id with everything a product record or tile needs, in the request's
 * language (translations fall back to the source text, `text_language` says which; category, colour,
 * fit and size names from the translation table, decision 0255), currency and pool. Unknown keys are left
 * out; order follows the keys given. Five queries whatever the number of products.
 */
export async function loadProducts(db: Db, key: ProductKey, ctx: RequestContext): Promise<LoadedProduct[]> {
  const values = 'slugs' in key ? key.slugs : key.ids;
  if (values.length === 0) return [];
  const products = await db.query<ProductRow>(
    `select p.product_id, p.slug, p.style_number, p.brand, p.sub_brand,
            coalesce(t.display_name, p.display_name) as display_name, coalesce(t.description, p.description) as description,
            p.product_type, p.default_color_code, p.default_size_type, p.merchandise_class, p.attribution_product_type,
            p.preorder_flag, p.display_sold_out, p.web_exclusive, p.is_petite, p.is_gift_card, p.is_egift_card, p.highlights, p.promotion_labels, p.badges,
            p.size_and_fit, p.dimensions, p.last_modified, c.slug as parent_slug, catalog_text_in('category', c.display_name, $2) as parent_name,
            case when t.product_id is null then 'en' else $2 end as text_language,
            coalesce(r.review_count, 0) as review_count, coalesce(r.average_rating, 0) as average_rating,
            ps.seller_slug, sl.shop_name
       from product p
       left join product_translation t on t.product_id = p.product_id and t.language = $2
       left join category c on c.category_id = p.parent_category_id
       left join product_review_summary r on r.product_id = p.product_id
       left join product_seller ps on ps.product_id = p.product_id
       left join seller sl on sl.slug = ps.seller_slug
      where ${'slugs' in key ? 'p.slug' : 'p.product_id'} in ${LIST}`,
    [JSON.stringify(values), ctx.language],
  );
  if (products.length === 0) return [];
  const ids = JSON.stringify(products.map((p) => p.product_id));
  const colors = await db.query<ColorRow>(
    `select product_id, color_code, catalog_text_in('color', display_name, $2) as display_name, swatch_url, images from product_color where product_id in ${LIST} order by product_id, position`,
    [ids, ctx.language],
  );
  const fits = await db.query<FitRow>(
    `select product_id, fit_code, catalog_text_in('fit', display_name, $2) as display_name from product_fit where product_id in ${LIST} order by product_id, position`,
    [ids, ctx.language],
  );
  const skus = await db.query<SkuRow>(
    `select s.sku_id, s.product_id, s.color_code, catalog_text_in('color', pc.display_name, $5) as color_name, s.size_id,
            catalog_text_in('size', s.size_name, $5) as size_name, s.fit_code,
            s.available_status, s.is_drop_ship, s.is_flat_rate, s.ship_restriction, s.logistic_class, s.restock_fee_code,
            s.collection_point_eligible, s.back_in_stock_eligible, pr.list_minor, pr.sale_minor,
            coalesce(i.stock_level, 0) as stock_level, coalesce(i.backorder, 0) as backorder,
            (select coalesce(jsonb_agg(x.pool_id order by x.pool_id), '[]'::jsonb) from sku_inventory x
              where x.sku_id = s.sku_id and x.pool_id in (select jsonb_array_elements_text($4::jsonb))) as pools
       from sku s
       join sku_price pr on pr.sku_id = s.sku_id and pr.currency = $2
       join product_color pc on pc.product_id = s.product_id and pc.color_code = s.color_code
       left join sku_inventory i on i.sku_id = s.sku_id and i.pool_id = $3
      where s.product_id in ${LIST}
      order by s.product_id, s.position`,
    [ids, ctx.currency, ctx.pool, JSON.stringify(ctx.pools), ctx.language],
  );
  const group = <T extends { product_id: string }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) map.set(row.product_id, [...(map.get(row.product_id) ?? []), row]);
    return map;
  };
  const colorsBy = group(colors);
  const fitsBy = group(fits);
  const skusBy = group(skus);
  const byKey = new Map(products.map((p) => ['slugs' in key ? p.slug : p.product_id, p]));
  return values
    .map((v) => byKey.get(v))
    .filter((p): p is ProductRow => p !== undefined)
    .filter((p, i, all) => all.indexOf(p) === i)
    .map((product) => ({
      product,
      colors: colorsBy.get(product.product_id) ?? [],
      fits: fitsBy.get(product.product_id) ?? [],
      skus: skusBy.get(product.product_id) ?? [],
    }));
}
