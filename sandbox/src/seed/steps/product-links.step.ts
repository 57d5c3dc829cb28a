import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/db.js';
import { readCsv } from '../csv.js';
import { ONE_SIZE } from '../importers/sizes.js';
import { parseLinks } from './style-looks.step.js';

/** Where a seed step logs its line (the seed's SeedLog). */
type SeedLog = (line: string) => void;

/** The Luma link kinds kept, with their file names (decision 0400). */
export const LINK_TYPES = ['related', 'upsell', 'crosssell'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** Luma's link folders: apparel styles and simple gear (the full data and the committed subset share the layout). */
const LINK_DIRS = [path.join('luma', 'fixtures', 'ConfigurableSampleData', 'Links'), path.join('luma', 'fixtures', 'CatalogSampleData', 'Links')];

/** One planned link: a catalogue product, a linked catalogue product, the kind and its 1-based position in link order. */
export interface PlannedLink {
  readonly productId: string;
  readonly linkedProductId: string;
  readonly linkType: LinkType;
  readonly position: number;
}

/**
 * Plans the product links (decision 0400): for each source SKU of each kind (file order), the
 * linked SKUs resolved to catalogue products by `resolve` (null: not in the catalogue); a link to
 * itself, a repeat of the same pair and kind, and unresolved ends are left out. Positions count
 * the kept links of one product and kind from 1. Pure and deterministic.
 */
export function planProductLinks(links: ReadonlyMap<LinkType, ReadonlyMap<string, readonly string[]>>, resolve: (sku: string) => string | null): PlannedLink[] {
  const planned: PlannedLink[] = [];
  for (const linkType of LINK_TYPES) {
    const bySource = links.get(linkType);
    if (!bySource) continue;
    const positions = new Map<string, number>();
    const seen = new Set<string>();
    for (const [sourceSku, linkedSkus] of bySource) {
      const productId = resolve(sourceSku);
      if (!productId) continue;
      for (const sku of linkedSkus) {
        const linkedProductId = resolve(sku);
        const key = `${productId}|${linkedProductId}`;
        if (!linkedProductId || linkedProductId === productId || seen.has(key)) continue;
        seen.add(key);
        const position = (positions.get(productId) ?? 0) + 1;
        positions.set(productId, position);
        planned.push({ productId, linkedProductId, linkType, position });
      }
    }
  }
  return planned;
}

/**
 * Seed step: Luma's related, up-sell and cross-sell links (ConfigurableSampleData and
 * CatalogSampleData `Links/*.csv`, decision 0400) written to product_link. A SKU resolves to the
 * catalogue product with that id or owning that SKU (a one-size gear SKU is '{sku}-OS'). Reads the
 * same files from the full sample data and from the committed subset (decision 0120); a missing
 * file is skipped. Returns the number of links written.
 */
export async function seedProductLinks(db: Db, sampleDataDir: string, log: SeedLog): Promise<number> {
  const links = new Map<LinkType, Map<string, string[]>>();
  for (const linkType of LINK_TYPES) {
    const merged = new Map<string, string[]>();
    for (const dir of LINK_DIRS) {
      const file = path.join(sampleDataDir, dir, `${linkType}.csv`);
      if (!fs.existsSync(file)) continue;
      for (const [sku, linked] of parseLinks(readCsv(file))) merged.set(sku, [...(merged.get(sku) ?? []), ...linked]);
    }
    links.set(linkType, merged);
  }
  const owners = await db.query<{ key: string; product_id: string }>(
    `select p.product_id as key, p.product_id from product p
     union all
     select s.sku_id as key, s.product_id from sku s`,
  );
  const ownerOf = new Map<string, string>();
  for (const o of owners) if (!ownerOf.has(o.key)) ownerOf.set(o.key, o.product_id);
  const resolve = (sku: string) => ownerOf.get(sku) ?? ownerOf.get(`${sku}-${ONE_SIZE.id}`) ?? null;
  const planned = planProductLinks(links, resolve);
  for (const link of planned) {
    await db.query('insert into product_link (product_id, linked_product_id, link_type, position) values ($1, $2, $3, $4)', [
      link.productId,
      link.linkedProductId,
      link.linkType,
      link.position,
    ]);
  }
  log(`  Product links: ${planned.length} related, up-sell and cross-sell links from Luma (decision 0400)`);
  return planned.length;
}
