import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/db.js';
import { ImageSizer } from '../../images/image-size.js';
import { imageUrl } from '../../images/image-sources.js';
import { readCsv } from '../csv.js';
import { cleanName, slugify } from '../text.js';
import { ONE_SIZE } from '../importers/sizes.js';
/** Where a seed step logs its line (the seed's SeedLog). */
type SeedLog = (line: string) => void;

const BUNDLE_DIR = path.join('luma', 'fixtures', 'BundleSampleData');

/** One option of a Luma bundle: 'Sprite Stasis Ball|radio:24-WG081-blue,24-WG082-blue' → title and source SKUs. */
export interface BundleOption {
  readonly title: string;
  readonly skus: readonly string[];
}

/** Parses Luma's bundle_options cell (one option a line, 'Title|type:sku,sku'). Lines without SKUs are left out. */
export function parseBundleOptions(cell: string): BundleOption[] {
  return cell
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [title = '', choice = ''] = line.split('|');
      const skus = (choice.split(':')[1] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      return { title: cleanName(title), skus };
    })
    .filter((o) => o.skus.length > 0);
}

/**
 * Seed step: the Luma bundles (BundleSampleData, decision 0220) as products of type BUNDLE with
 * their parts. Each option becomes a bundle_part whose SKUs are the catalogue's SKUs for the
 * option's source SKUs (a one-size gear SKU is '{sku}-OS'); an option whose part is not in the
 * catalogue drops the whole bundle. The bundle has no SKUs of its own: its price is its parts'.
 * It joins its first part's categories and gets its photo as its only colour 'Kit'. Returns the
 * number of bundles written. Deterministic (source order).
 */
export async function seedLumaBundles(db: Db, sampleDataDir: string, log: SeedLog): Promise<number> {
  const dir = path.join(sampleDataDir, BUNDLE_DIR);
  if (!fs.existsSync(dir)) return 0;
  const photos = new Map<string, string>();
  for (const file of fs.readdirSync(dir).filter((f) => f.startsWith('images_')).sort()) {
    for (const r of readCsv(path.join(dir, file))) if (!photos.has(r.sku!)) photos.set(r.sku!, r.image!);
  }
  const sizer = new ImageSizer();
  let written = 0;
  for (const file of fs.readdirSync(dir).filter((f) => !f.startsWith('images_') && f.endsWith('.csv')).sort()) {
    for (const row of readCsv(path.join(dir, file))) {
      const options = parseBundleOptions(row.bundle_options ?? '');
      const parts: { title: string; productId: string; skuIds: string[] }[] = [];
      for (const option of options) {
        const candidates = option.skus.flatMap((s) => [s, `${s}-${ONE_SIZE.id}`]);
        const rows = await db.query<{ sku_id: string; product_id: string }>(
          'select sku_id, product_id from sku where sku_id in (select jsonb_array_elements_text($1::jsonb)) order by position',
          [JSON.stringify(candidates)],
        );
        const productId = rows[0]?.product_id;
        if (!productId) break;
        parts.push({ title: option.title, productId, skuIds: rows.filter((r) => r.product_id === productId).map((r) => r.sku_id) });
      }
      if (parts.length === 0 || parts.length !== options.length) continue;
      const productId = row.sku!;
      const name = cleanName(row.name!);
      const [first] = await db.query<{ parent_category_id: string | null; position: number }>(
        'select parent_category_id, (select coalesce(max(position), 0) + 1 from product) as position from product where product_id = $1',
        [parts[0]!.productId],
      );
      await db.query(
        `insert into product (product_id, slug, style_number, source, brand, sub_brand, display_name, description, product_type,
           default_color_code, default_size_type, merchandise_class, attribution_product_type, preorder_flag, display_sold_out,
           web_exclusive, is_petite, highlights, promotion_labels, badges, parent_category_id, size_and_fit, dimensions, position, last_modified)
         values ($1, $2, $1, 'luma', 'Luma', null, $3, $4, 'BUNDLE', 'KIT', null, 'Fitness Equipment', $5, false, false, false, false,
           '[]', '[]', $6, $7, null, null, $8, '2024-01-01T00:00:00Z')`,
        [productId, slugify(name), name, row.description ?? '', row.attribute_set || null, JSON.stringify([{ type: 'BUNDLE', expiration_date: null, merchandising_order: 5 }]), first?.parent_category_id ?? null, first?.position ?? 0],
      );
      const photo = photos.get(productId);
      const size = photo ? await sizer.sizeOf(path.join(sampleDataDir, 'luma', 'media', photo)) : null;
      const images = photo && size ? [{ url: imageUrl('luma', photo), ...size, alt: name }] : [];
      await db.query(`insert into product_color (product_id, color_code, display_name, position, swatch_url, images) values ($1, 'KIT', 'Kit', 1, null, $2)`, [
        productId,
        JSON.stringify(images),
      ]);
      await db.query('insert into product_category (product_id, category_id) select $1, category_id from product_category where product_id = $2', [productId, parts[0]!.productId]);
      for (const [i, part] of parts.entries()) {
        await db.query('insert into bundle_part (bundle_id, position, title, part_product_id, sku_ids, quantity) values ($1, $2, $3, $4, $5, 1)', [
          productId,
          i + 1,
          part.title,
          part.productId,
          JSON.stringify(part.skuIds),
        ]);
      }
      written += 1;
    }
  }
  log(`  Luma bundles: ${written} (${BUNDLE_DIR})`);
  return written;
}
