import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/db.js';
import { dropAll, migrate } from '../db/migrate.js';
import { ImageSizer } from '../images/image-size.js';
import type { SeedCatalog, SeedProduct } from './catalog-model.js';
import { readCsv } from './csv.js';
import { importCustomers, writeCustomers } from './importers/customers.importer.js';
import { importLumaApparel, LUMA_APPAREL_CSV } from './importers/luma-apparel.importer.js';
import { importLumaGear } from './importers/luma-gear.importer.js';
import { importLumaReviews } from './importers/luma-reviews.importer.js';
import { importSpree } from './importers/spree.importer.js';
import { importVendureFallback } from './importers/vendure-fallback.importer.js';
import { applyShowcase, assignBadges, assignFits, assignInventory, assignMarkdowns, reviewSummaries } from './merchandising.js';
import { multiplyCatalogue } from './multiply-catalogue.js';
import { buildNavigation } from './navigation.js';
import { priceCatalog } from './pricing.js';
import { writeCatalog, type SeedCounts } from './seed-writer.js';
import { seedFingerprint } from './seed-version.js';

export type SeedLog = (line: string) => void;

/** What a seeded database holds (seed_info), shown by the health endpoint. */
export interface SeedSummary {
  origin: 'sample-data' | 'vendure-fallback';
  fingerprint: string;
  counts: SeedCounts;
  /** Reviews in the sample whose SKU is not in the catalogue. */
  unmatchedReviews: number;
  /** Seed duration in ms (0 when the database was already seeded). */
  seededInMs: number;
}

/** True when the shared sample data is present at `sampleDataDir` (its Luma products CSV exists). */
export function hasSampleData(sampleDataDir: string): boolean {
  return fs.existsSync(path.join(sampleDataDir, LUMA_APPAREL_CSV));
}

/** Luma's category order ('Women/Tops/Jackets' keys) from its categories.csv files. */
function lumaCategoryOrder(sampleDataDir: string): string[] {
  const files = ['ConfigurableSampleData', 'CatalogSampleData'].map((d) => path.join(sampleDataDir, 'luma', 'fixtures', d, 'categories.csv'));
  return files.filter((f) => fs.existsSync(f)).flatMap((f) => readCsv(f).map((r) => (r.path ? `${r.path}/${r.name}` : r.name!)));
}

/**
 * Reads the sample data (or the Vendure fallback) and applies every deterministic rule, without
 * touching a database: import, fits, stock, markdowns, showcase, prices, reviews, badges, navigation.
 */
export async function buildCatalog(sampleDataDir: string, log: SeedLog = () => undefined) {
  const sizer = new ImageSizer();
  const slugs = new Set<string>();
  let products: SeedProduct[];
  let origin: SeedCatalog['origin'];
  let reviews: SeedCatalog['reviews'] = [];
  let unmatched = 0;
  let order: string[] = [];
  if (hasSampleData(sampleDataDir)) {
    origin = 'sample-data';
    const apparel = await importLumaApparel(sampleDataDir, sizer, slugs);
    log(`  Luma apparel: ${apparel.length} styles, ${apparel.reduce((n, p) => n + p.skus.length, 0)} colour x size SKUs`);
    const gear = await importLumaGear(sampleDataDir, sizer, slugs);
    log(`  Luma gear: ${gear.length} accessories`);
    const spree = await importSpree(sampleDataDir, sizer, slugs);
    log(`  Spree home goods: ${spree.length} products, ${spree.reduce((n, p) => n + p.skus.length, 0)} colour variants`);
    products = [...apparel, ...gear, ...spree];
    ({ reviews, unmatched } = importLumaReviews(sampleDataDir, products));
    log(`  Luma reviews: ${reviews.length} attached, ${unmatched} for products not in the catalogue (Kaggle reviews not imported yet)`);
    order = lumaCategoryOrder(sampleDataDir);
  } else {
    origin = 'vendure-fallback';
    products = await importVendureFallback(sizer, slugs);
    log(`  Vendure fallback: ${products.length} products`);
  }
  products = multiplyCatalogue(products, slugs, log); // VITRINE_CATALOG_MULTIPLIER, decision 0163
  assignFits(products);
  assignInventory(products);
  const markdowns = assignMarkdowns(products);
  applyShowcase(products, markdowns);
  priceCatalog(products, markdowns);
  const summaries = reviewSummaries(reviews);
  assignBadges(products, summaries);
  const catalog: SeedCatalog = { origin, products, reviews, unmatchedReviews: unmatched };
  const nav = buildNavigation(products, order);
  return { catalog, nav, summaries };
}

/**
 * Seeds an empty, migrated database from `sampleDataDir` (or the Vendure fallback when it is
 * missing) and records the fingerprint in seed_info. Returns what was written. Throws on SQL errors.
 */
export async function seedDatabase(db: Db, sampleDataDir: string, log: SeedLog = () => undefined): Promise<SeedSummary> {
  const started = performance.now();
  const { catalog, nav, summaries } = await buildCatalog(sampleDataDir, log);
  const counts = await writeCatalog(db, catalog, nav, summaries);
  log(`  Customers: ${await writeCustomers(db, importCustomers(sampleDataDir))} demo accounts, the call-centre agent included (docs/identity.md)`);
  const fingerprint = seedFingerprint(sampleDataDir);
  const summary: SeedSummary = { origin: catalog.origin, fingerprint, counts, unmatchedReviews: catalog.unmatchedReviews, seededInMs: 0 };
  await db.query('insert into seed_info (key, value) values ($1, $2)', ['summary', JSON.stringify(summary)]);
  summary.seededInMs = Math.round(performance.now() - started);
  return summary;
}

/** The summary stored by the last completed seed, or null when the database was never seeded. */
export async function readSeedSummary(db: Db): Promise<SeedSummary | null> {
  const exists = await db.query<{ present: boolean }>("select to_regclass('public.seed_info') is not null as present");
  if (!exists[0]?.present) return null;
  const rows = await db.query<{ value: string }>("select value from seed_info where key = 'summary'");
  return rows[0] ? (JSON.parse(rows[0].value) as SeedSummary) : null;
}

/**
 * Makes sure the database is migrated and seeded with the current seed: does nothing when the stored
 * fingerprint matches, else drops everything (including carts and tokens), migrates and seeds.
 * `force` re-seeds regardless (npm run seed). Logs progress through `log`.
 */
export async function ensureSeeded(db: Db, sampleDataDir: string, options: { force?: boolean; log?: SeedLog } = {}): Promise<SeedSummary> {
  const log = options.log ?? (() => undefined);
  const existing = await readSeedSummary(db);
  const fingerprint = seedFingerprint(sampleDataDir);
  if (!options.force && existing && existing.fingerprint === fingerprint) {
    await migrate(db);
    return { ...existing, seededInMs: 0 };
  }
  if (existing) log(options.force ? 'Dropping the sandbox database.' : 'Seed version changed: dropping the sandbox database and seeding again.');
  await dropAll(db);
  await migrate(db);
  if (!hasSampleData(sampleDataDir)) {
    log(`Sample data not found at ${sampleDataDir}: seeding the small fallback catalogue from the @vendure/create npm package.`);
  } else {
    log(`Seeding from ${sampleDataDir}`);
  }
  const summary = await seedDatabase(db, sampleDataDir, log);
  log(`Seeded ${summary.counts.products} products, ${summary.counts.skus} SKUs, ${summary.counts.categories} categories in ${(summary.seededInMs / 1000).toFixed(1)} s`);
  return summary;
}
