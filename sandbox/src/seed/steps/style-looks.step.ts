import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/db.js';
import { readCsv } from '../csv.js';
import { ONE_SIZE } from '../importers/sizes.js';

/** Where a seed step logs its line (the seed's SeedLog). */
type SeedLog = (line: string) => void;

const LINKS_DIR = path.join('luma', 'fixtures', 'ConfigurableSampleData', 'Links');

/** Most related products in one look (after the anchor). */
export const LOOK_RELATED_LIMIT = 2;
/** Most cross-sell products (accessories) in one look. */
export const LOOK_CROSSSELL_LIMIT = 1;

/** One piece of a planned look: a catalogue product id and why it is in the look. */
export interface PlannedPiece {
  readonly productId: string;
  readonly linkType: 'anchor' | 'related' | 'crosssell';
}

/** A planned look: its id ('{anchor style number in lower case}-look') and pieces, the anchor first. */
export interface PlannedLook {
  readonly styleId: string;
  readonly pieces: readonly PlannedPiece[];
}

/** The id of the look anchored by a product with this style number: 'WJ10' → 'wj10-look' (decision 0270). */
export function lookIdOf(styleNumber: string): string {
  return `${styleNumber.toLowerCase()}-look`;
}

/** Luma links file rows ('sku', 'linked_sku' one SKU a line) → source SKU → linked SKUs, in file order. */
export function parseLinks(rows: readonly Record<string, string>[]): Map<string, string[]> {
  const links = new Map<string, string[]>();
  for (const row of rows) {
    const linked = (row.linked_sku ?? '').split(/\r?\n/).map((s) => s.trim()).filter(Boolean);
    if (row.sku) links.set(row.sku, [...(links.get(row.sku) ?? []), ...linked]);
  }
  return links;
}

/**
 * Plans the looks (decision 0270): one per anchor style (in `anchors` order) that has at least one
 * related product in the catalogue. Pieces: the anchor, then up to {@link LOOK_RELATED_LIMIT}
 * related products, then up to {@link LOOK_CROSSSELL_LIMIT} cross-sells, each in link order.
 * `resolve` maps a linked source SKU to a buyable catalogue product id (null: not in the catalogue
 * or not buyable alone); repeats and the anchor itself are left out. Pure and deterministic.
 */
export function planLooks(
  anchors: readonly { productId: string; styleNumber: string }[],
  related: ReadonlyMap<string, readonly string[]>,
  crosssell: ReadonlyMap<string, readonly string[]>,
  resolve: (sourceSku: string) => string | null,
): PlannedLook[] {
  const looks: PlannedLook[] = [];
  for (const anchor of anchors) {
    const taken = new Set([anchor.productId]);
    const pick = (skus: readonly string[] | undefined, limit: number) => {
      const ids: string[] = [];
      for (const sku of skus ?? []) {
        const id = resolve(sku);
        if (!id || taken.has(id) || ids.length >= limit) continue;
        taken.add(id);
        ids.push(id);
      }
      return ids;
    };
    const rel = pick(related.get(anchor.styleNumber), LOOK_RELATED_LIMIT);
    if (rel.length === 0) continue;
    const cross = pick(crosssell.get(anchor.styleNumber), LOOK_CROSSSELL_LIMIT);
    looks.push({
      styleId: lookIdOf(anchor.styleNumber),
      pieces: [
        { productId: anchor.productId, linkType: 'anchor' },
        ...rel.map((productId) => ({ productId, linkType: 'related' as const })),
        ...cross.map((productId) => ({ productId, linkType: 'crosssell' as const })),
      ],
    });
  }
  return looks;
}

/**
 * Seed step: the style pages' looks (decision 0270) from Luma's ConfigurableSampleData related and
 * cross-sell links, written to style_look and style_look_piece. Anchors are the Luma apparel
 * styles in catalogue order; a linked SKU resolves to the catalogue product with that id, or that
 * owns that SKU (a one-size gear SKU is '{sku}-OS'), of type REGULAR only (a bundle is not bought
 * piece by piece). Returns the number of looks written (0 without links files). Deterministic.
 */
export async function seedStyleLooks(db: Db, sampleDataDir: string, log: SeedLog): Promise<number> {
  const dir = path.join(sampleDataDir, LINKS_DIR);
  const read = (file: string) => (fs.existsSync(path.join(dir, file)) ? parseLinks(readCsv(path.join(dir, file))) : new Map<string, string[]>());
  const related = read('related.csv');
  const crosssell = read('crosssell.csv');
  if (related.size === 0) return 0;
  const anchors = await db.query<{ product_id: string; style_number: string }>(
    "select product_id, style_number from product where source = 'luma' and product_type = 'REGULAR' and product_id = style_number order by position, product_id",
  );
  const owners = await db.query<{ key: string; product_id: string }>(
    `select p.product_id as key, p.product_id from product p where p.product_type = 'REGULAR'
     union all
     select s.sku_id as key, s.product_id from sku s join product p on p.product_id = s.product_id where p.product_type = 'REGULAR'`,
  );
  const ownerOf = new Map(owners.map((o) => [o.key, o.product_id]));
  const resolve = (sku: string) => ownerOf.get(sku) ?? ownerOf.get(`${sku}-${ONE_SIZE.id}`) ?? null;
  const looks = planLooks(anchors.map((a) => ({ productId: a.product_id, styleNumber: a.style_number })), related, crosssell, resolve);
  for (const [position, look] of looks.entries()) {
    await db.query('insert into style_look (style_id, anchor_product_id, position) values ($1, $2, $3)', [look.styleId, look.pieces[0]!.productId, position]);
    for (const [i, piece] of look.pieces.entries()) {
      await db.query('insert into style_look_piece (style_id, position, product_id, link_type) values ($1, $2, $3, $4)', [look.styleId, i + 1, piece.productId, piece.linkType]);
    }
  }
  log(`  Style looks: ${looks.length} from Luma's related and cross-sell links (decision 0270)`);
  return looks.length;
}
