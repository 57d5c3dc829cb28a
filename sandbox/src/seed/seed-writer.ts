import { CURRENCIES } from '../sites/sites.js';
import type { Db } from '../db/db.js';
import type { SeedCatalog, SeedCategory } from './catalog-model.js';
import type { NavigationBuild } from './navigation.js';

/** Fixed "last modified" of every seeded product, so two seeds of the same input are identical. */
export const SEED_LAST_MODIFIED = '2025-01-01T00:00:00.000Z';

/** Rows per INSERT statement (one jsonb parameter each). */
const CHUNK = 2000;

async function insertJson(db: Db, table: string, columns: string, rows: readonly object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const names = columns
      .split(',')
      .map((c) => c.trim().split(/\s+/)[0])
      .join(', ');
    await db.query(`insert into ${table} (${names}) select ${names} from jsonb_to_recordset($1::jsonb) as x(${columns})`, [
      JSON.stringify(rows.slice(i, i + CHUNK)),
    ]);
  }
}

/** Row counts of a seed, for logs and the health endpoint. */
export interface SeedCounts {
  products: number;
  skus: number;
  categories: number;
  reviews: number;
  prices: number;
  inventoryRows: number;
}

/**
 * Writes the catalogue into empty catalogue tables (one transaction; bulk inserts through
 * `jsonb_to_recordset`). Categories go parent first. Returns the row counts. Throws on SQL errors.
 */
export async function writeCatalog(db: Db, catalog: SeedCatalog, nav: NavigationBuild, summaries: ReadonlyMap<string, { count: number; average: number }>): Promise<SeedCounts> {
  const categories: SeedCategory[] = nav.categories;
  const skuRows = catalog.products.flatMap((p) =>
    p.skus.map((s, position) => ({
      sku_id: s.skuId,
      product_id: p.productId,
      color_code: s.colorCode,
      size_id: s.sizeId,
      size_name: s.sizeName,
      fit_code: s.fitCode,
      position,
      available_status: s.availableStatus,
      is_drop_ship: s.isDropShip,
      is_flat_rate: s.isFlatRate,
      ship_restriction: null,
      logistic_class: s.logisticClass,
      restock_fee_code: null,
      collection_point_eligible: false,
      back_in_stock_eligible: s.backInStockEligible,
    })),
  );
  const priceRows = catalog.products.flatMap((p) =>
    p.skus.flatMap((s) => CURRENCIES.map((c) => ({ sku_id: s.skuId, currency: c, list_minor: s.prices[c]!.list, sale_minor: s.prices[c]!.sale }))),
  );
  const inventoryRows = catalog.products.flatMap((p) =>
    p.skus.flatMap((s) => Object.entries(s.inventory).map(([pool, st]) => ({ sku_id: s.skuId, pool_id: pool, stock_level: st!.stock, backorder: st!.backorder }))),
  );

  await db.transaction(async (tx) => {
    await insertJson(
      tx,
      'category',
      'category_id text, slug text, item_id text, parent_id text, display_name text, type_code text, nest_level int, position int, brands text[], url text, target text, tertiary_display int',
      categories.map((c) => ({
        category_id: c.categoryId,
        slug: c.slug,
        item_id: c.itemId,
        parent_id: c.parentId,
        display_name: c.displayName,
        type_code: c.typeCode,
        nest_level: c.nestLevel,
        position: c.position,
        brands: c.brands,
        url: null,
        target: null,
        tertiary_display: null,
      })),
    );
    await insertJson(
      tx,
      'product',
      'product_id text, slug text, style_number text, source text, brand text, sub_brand text, display_name text, description text, product_type text, default_color_code text, default_size_type text, merchandise_class text, attribution_product_type text, preorder_flag boolean, display_sold_out boolean, web_exclusive boolean, is_petite boolean, highlights jsonb, promotion_labels jsonb, badges jsonb, parent_category_id text, size_and_fit text, dimensions text, position int, last_modified timestamptz',
      catalog.products.map((p, position) => ({
        product_id: p.productId,
        slug: p.slug,
        style_number: p.styleNumber,
        source: p.source,
        brand: p.brand,
        sub_brand: p.subBrand,
        display_name: p.displayName,
        description: p.description,
        product_type: p.productType,
        default_color_code: p.defaultColorCode,
        default_size_type: p.defaultSizeType,
        merchandise_class: p.merchandiseClass,
        attribution_product_type: p.attributionProductType,
        preorder_flag: p.preorderFlag,
        display_sold_out: p.displaySoldOut,
        web_exclusive: p.webExclusive,
        is_petite: false,
        highlights: p.highlights,
        promotion_labels: p.promotionLabels,
        badges: p.badges,
        parent_category_id: nav.parentCategory.get(p.productId) ?? null,
        size_and_fit: p.sizeAndFit,
        dimensions: p.dimensions,
        position,
        last_modified: SEED_LAST_MODIFIED,
      })),
    );
    await insertJson(
      tx,
      'product_translation',
      'product_id text, language text, display_name text, description text',
      catalog.products.flatMap((p) => p.translations.map((t) => ({ product_id: p.productId, language: t.language, display_name: t.displayName, description: t.description }))),
    );
    await insertJson(tx, 'product_category', 'product_id text, category_id text', nav.memberships.map(([product_id, category_id]) => ({ product_id, category_id })));
    await insertJson(
      tx,
      'product_color',
      'product_id text, color_code text, display_name text, position int, swatch_url text, images jsonb',
      catalog.products.flatMap((p) =>
        p.colors.map((c, position) => ({ product_id: p.productId, color_code: c.code, display_name: c.displayName, position, swatch_url: c.swatchUrl, images: c.images })),
      ),
    );
    await insertJson(
      tx,
      'product_fit',
      'product_id text, fit_code text, display_name text, position int',
      catalog.products.flatMap((p) => p.fits.map((f, position) => ({ product_id: p.productId, fit_code: f.code, display_name: f.displayName, position }))),
    );
    await insertJson(
      tx,
      'sku',
      'sku_id text, product_id text, color_code text, size_id text, size_name text, fit_code text, position int, available_status text, is_drop_ship boolean, is_flat_rate boolean, ship_restriction text, logistic_class text, restock_fee_code text, collection_point_eligible boolean, back_in_stock_eligible boolean',
      skuRows,
    );
    await insertJson(tx, 'sku_price', 'sku_id text, currency text, list_minor int, sale_minor int', priceRows);
    await insertJson(tx, 'sku_inventory', 'sku_id text, pool_id text, stock_level int, backorder int', inventoryRows);
    await insertJson(
      tx,
      'review',
      'review_id int, product_id text, rating int, title text, body text, reviewer text',
      catalog.reviews.map((r, i) => ({ review_id: i + 1, product_id: r.productId, rating: r.rating, title: r.title, body: r.body, reviewer: r.reviewer })),
    );
    await insertJson(
      tx,
      'product_review_summary',
      'product_id text, review_count int, average_rating double precision',
      [...summaries].map(([product_id, s]) => ({ product_id, review_count: s.count, average_rating: s.average })),
    );
  });
  return {
    products: catalog.products.length,
    skus: skuRows.length,
    categories: categories.length,
    reviews: catalog.reviews.length,
    prices: priceRows.length,
    inventoryRows: inventoryRows.length,
  };
}
