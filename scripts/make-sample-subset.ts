// `npx tsx scripts/make-sample-subset.ts [source]`: writes the committed sample-data subset
// (sandbox/sample-data, decision 0120) from the full shared sample data (default ../shared/data, or
// VITRINE_SAMPLE_DATA, or the first argument). Deterministic: the picks are the constants below,
// rows keep their source order, photos are re-encoded with fixed settings. The subset keeps the
// full data's layout, so the sandbox importers read either one. Only luma/, spree/, reviews/, the
// licence files and subset.json are rewritten; README.md is written by hand.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import sharp from 'sharp';

type Row = Record<string, string>;

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE = path.resolve(process.argv[2] ?? process.env.VITRINE_SAMPLE_DATA ?? path.join(ROOT, '..', 'shared', 'data'));
const TARGET = path.join(ROOT, 'sandbox', 'sample-data');

/** Widest photo kept (px): covers 2x tiles (2 x 360) and the default 640 px product image. */
const MAX_WIDTH = 720;
/** JPEG and WebP quality of the re-encoded photos. */
const QUALITY = 75;

/**
 * Luma configurable styles: every showcase fixture (sandbox/src/seed/showcase.ts) and the products
 * the tests name, plus enough women's tops for two pages of 24 in `women-tops`.
 */
const LUMA_STYLES = [
  // Women / Tops / Jackets
  'WJ01', 'WJ02', 'WJ03', 'WJ04', 'WJ06', 'WJ10',
  // Women / Tops / Hoodies & Sweatshirts
  'WH01', 'WH02', 'WH03', 'WH04', 'WH05', 'WH06',
  // Women / Tops / Tees
  'WS01', 'WS03', 'WS05', 'WS08', 'WS11', 'WS12',
  // Women / Tops / Bras & Tanks
  'WB01', 'WB02', 'WT01', 'WT02', 'WT06', 'WT08', 'WT09',
  // Women / Bottoms
  'WP04', 'WSH04',
  // Men
  'MH01', 'MJ04', 'MT07', 'MT08', 'MSH01',
];
/** Luma gear rows (bags, fitness equipment, watches): the yoga kit's parts, a bag on special price, a watch. */
const LUMA_GEAR = ['24-MB01', '24-WB05', '24-MG01', '24-WG084', '24-WG088', '24-WG081-gray', '24-WG081-pink', '24-WG081-blue', '24-WG082-gray', '24-WG082-pink', '24-WG082-blue', '24-WG083-gray', '24-WG083-pink', '24-WG083-blue', '24-WG085', '24-WG086', '24-WG087'];
/** The Luma bundle (Sprite Yoga Companion Kit: stasis ball, foam brick, yoga strap, foam roller). */
const LUMA_BUNDLES = ['24-WG080'];
/** Spree home goods (slugs). */
const SPREE_PRODUCTS = ['automatic-espresso-machine', 'digital-air-fryer-4l', 'electric-kettle-1-7l', 'air-purifier-compact', 'steam-generator-iron'];
/** Kaggle review classes kept, and how many reviews with text of each (first in file order). */
const REVIEW_CLASSES = ['Knits', 'Blouses', 'Fine gauge', 'Sweaters', 'Jackets', 'Outerwear', 'Pants', 'Jeans', 'Shorts', 'Legwear', 'Intimates', 'Lounge'];
const REVIEWS_PER_CLASS = 25;

const LUMA = path.join('luma', 'fixtures');
const GEAR = path.join(LUMA, 'CatalogSampleData', 'SimpleProduct');

const read = (rel: string): { columns: string[]; rows: Row[] } => {
  const rows = parse(fs.readFileSync(path.join(SOURCE, rel)), { columns: true, relax_column_count: true, bom: true }) as Row[];
  const header = parse(fs.readFileSync(path.join(SOURCE, rel)), { to_line: 1, bom: true }) as string[][];
  return { columns: header[0]!, rows };
};
const write = (rel: string, columns: string[], rows: readonly Row[]) => {
  const file = path.join(TARGET, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, stringify(rows as Row[], { header: true, columns, quoted_match: /[\s",]/ }));
};
const copy = (rel: string) => {
  fs.mkdirSync(path.dirname(path.join(TARGET, rel)), { recursive: true });
  fs.copyFileSync(path.join(SOURCE, rel), path.join(TARGET, rel));
};
const filterCsv = (rel: string, keep: (row: Row) => boolean, edit: (row: Row) => Row = (r) => r): Row[] => {
  const { columns, rows } = read(rel);
  const kept = rows.filter(keep).map(edit);
  write(rel, columns, kept);
  return kept;
};

/** Photos to ship: source-relative path → target-relative path. */
const photos = new Set<string>();
const lumaPhoto = (file: string) => photos.add(path.join('luma', 'media', file.replace(/^\/+/, '')));

async function writePhotos(): Promise<number> {
  let bytes = 0;
  for (const rel of [...photos].sort()) {
    const from = path.join(SOURCE, rel);
    if (!fs.existsSync(from)) throw new Error(`Missing photo ${from}`);
    const image = sharp(from).resize({ width: MAX_WIDTH, withoutEnlargement: true });
    const body = rel.endsWith('.webp') ? await image.webp({ quality: QUALITY }).toBuffer() : await image.jpeg({ quality: QUALITY, mozjpeg: true }).toBuffer();
    fs.mkdirSync(path.dirname(path.join(TARGET, rel)), { recursive: true });
    fs.writeFileSync(path.join(TARGET, rel), body);
    bytes += body.length;
  }
  return bytes;
}

function lumaApparel(): { styles: number; skus: number } {
  const rel = path.join(LUMA, 'ConfigurableSampleData', 'products.csv');
  const { rows } = read(rel);
  const parents = rows.filter((r) => r.product_type === 'configurable' && LUMA_STYLES.includes(r.sku!));
  const missing = LUMA_STYLES.filter((s) => !parents.some((p) => p.sku === s));
  if (missing.length) throw new Error(`Luma styles not in the source: ${missing.join(', ')}`);
  const childSkus = new Set(parents.flatMap((p) => p.configurable_variations!.split('|').map((v) => /sku=([^,]+)/.exec(v)![1]!)));
  // Every colour's main photo (the base_image of its children); the alternative views are left out.
  for (const r of rows) if (childSkus.has(r.sku!) && r.base_image) lumaPhoto(r.base_image);
  const shipped = (file: string) => photos.has(path.join('luma', 'media', file.replace(/^\/+/, '')));
  const only = (list: string | undefined) => (list ?? '').split(',').filter((f) => f && shipped(f)).join(',');
  const kept = filterCsv(
    rel,
    (r) => childSkus.has(r.sku!) || (r.product_type === 'configurable' && LUMA_STYLES.includes(r.sku!)),
    (r) => ({ ...r, additional_images: only(r.additional_images) }),
  );
  for (const r of kept.filter((k) => k.product_type === 'configurable')) if (!shipped(r.base_image!)) throw new Error(`${r.sku} base image ${r.base_image} is no colour's main photo`);
  return { styles: parents.length, skus: kept.length - parents.length };
}

function lumaGear(): number {
  let products = 0;
  for (const file of fs.readdirSync(path.join(SOURCE, GEAR)).sort()) {
    if (file.startsWith('products_')) products += filterCsv(path.join(GEAR, file), (r) => LUMA_GEAR.includes(r.sku!)).length;
  }
  for (const file of fs.readdirSync(path.join(SOURCE, GEAR)).sort()) {
    if (!file.startsWith('images_')) continue;
    const seen = new Set<string>();
    // The first photo of each kept item.
    for (const r of filterCsv(path.join(GEAR, file), (r) => LUMA_GEAR.includes(r.sku!) && !seen.has(r.sku!) && Boolean(seen.add(r.sku!)))) lumaPhoto(r.image!);
  }
  const bundle = path.join(LUMA, 'BundleSampleData');
  filterCsv(path.join(bundle, 'yoga_bundle.csv'), (r) => LUMA_BUNDLES.includes(r.sku!));
  for (const r of filterCsv(path.join(bundle, 'images_yoga_bundle.csv'), (r) => LUMA_BUNDLES.includes(r.sku!))) lumaPhoto(r.image!);
  return products;
}

/**
 * Luma's related, up-sell and cross-sell links of the picked styles and gear (decision 0270: the
 * style pages' looks; decision 0400: the recommendation trays), rows unchanged: a link to a product
 * outside the subset is left out by the seed.
 */
function lumaLinks(): number {
  const styles = path.join(LUMA, 'ConfigurableSampleData', 'Links');
  const gear = path.join(LUMA, 'CatalogSampleData', 'Links');
  const files = ['related.csv', 'upsell.csv', 'crosssell.csv'];
  return (
    files.reduce((n, file) => n + filterCsv(path.join(styles, file), (r) => LUMA_STYLES.includes(r.sku!)).length, 0) +
    files.reduce((n, file) => n + filterCsv(path.join(gear, file), (r) => LUMA_GEAR.includes(r.sku!)).length, 0)
  );
}

function lumaReviews(): number {
  const ids = new Set([...LUMA_STYLES, ...LUMA_GEAR, ...LUMA_GEAR.map((s) => s.replace(/^24-/, '')), ...LUMA_GEAR.map((s) => s.replace(/^24-/, '').replace(/-[a-z]+$/, ''))]);
  return filterCsv(path.join(LUMA, 'ReviewSampleData', 'products_reviews.csv'), (r) => ids.has(r.sku!)).length;
}

function spree(): { products: number; variants: number; translations: number } {
  const kept = filterCsv(path.join('spree', 'products.csv'), (r) => SPREE_PRODUCTS.includes(r.slug!));
  const found = new Set(kept.map((r) => r.slug));
  const missing = SPREE_PRODUCTS.filter((s) => !found.has(s));
  if (missing.length) throw new Error(`Spree products not in the source: ${missing.join(', ')}`);
  for (const r of kept) if (r.image1_src) photos.add(path.join('spree', 'images', r.image1_src.split('/').at(-1)!));
  const translations = filterCsv(path.join('spree', 'product_translations.csv'), (r) => SPREE_PRODUCTS.includes(r.slug!)).length;
  return { products: SPREE_PRODUCTS.length, variants: kept.filter((r) => r.currency === 'USD' && r.option1_value).length, translations };
}

function kaggleReviews(): number {
  const counts = new Map<string, number>();
  return filterCsv(path.join('reviews', 'womens-clothing-ecommerce-reviews.csv'), (r) => {
    const cls = r['Class Name']!;
    if (!REVIEW_CLASSES.includes(cls) || !r['Review Text']) return false;
    const n = counts.get(cls) ?? 0;
    counts.set(cls, n + 1);
    return n < REVIEWS_PER_CLASS;
  }).length;
}

if (!fs.existsSync(path.join(SOURCE, LUMA, 'ConfigurableSampleData', 'products.csv'))) {
  console.error(`No full sample data at ${SOURCE}: pass its directory as the first argument.`);
  process.exit(1);
}
for (const dir of ['luma', 'spree', 'reviews']) fs.rmSync(path.join(TARGET, dir), { recursive: true, force: true });

const apparel = lumaApparel();
const gearRows = lumaGear();
const reviews = lumaReviews();
const links = lumaLinks();
const home = spree();
const kaggle = kaggleReviews();
for (const rel of ['ConfigurableSampleData/categories.csv', 'CatalogSampleData/categories.csv', 'CustomerSampleData/customer_profile.csv']) copy(path.join(LUMA, rel));
copy(path.join('spree', 'customers.csv'));
for (const rel of ['luma/LICENSE.txt', 'luma/LICENSE_AFL.txt', 'spree/LICENSE']) copy(rel);
// The reviews come without a licence file: they were published under CC0.
fs.writeFileSync(
  path.join(TARGET, 'reviews', 'LICENSE.md'),
  [
    '# Licence of womens-clothing-ecommerce-reviews.csv',
    '',
    '"Women\'s E-Commerce Clothing Reviews": real, anonymised customer reviews of a women\'s clothing',
    'retailer, published on Kaggle by nicapotato under CC0 1.0 Universal (public domain dedication,',
    'https://creativecommons.org/publicdomain/zero/1.0/). The copy this subset was cut from was taken',
    'from MichalSzopinski00/The-Best-Classifier at commit 31a3d4bdcaf1499e4a8bfc74d4b935280a616d91.',
    '',
  ].join('\n'),
);
const photoBytes = await writePhotos();

const manifest = {
  source: 'the shared sample data (see README.md for the upstream commits)',
  photos: { maxWidth: MAX_WIDTH, quality: QUALITY, count: photos.size, bytes: photoBytes },
  luma: { styles: LUMA_STYLES, colourSizeSkus: apparel.skus, gearRows: LUMA_GEAR, gearRowsWritten: gearRows, bundles: LUMA_BUNDLES, reviews, links },
  spree: { products: SPREE_PRODUCTS, colourVariants: home.variants, translations: home.translations },
  reviews: { classes: REVIEW_CLASSES, perClass: REVIEWS_PER_CLASS, rows: kaggle },
};
fs.writeFileSync(path.join(TARGET, 'subset.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `Wrote ${TARGET}: ${apparel.styles} Luma styles (${apparel.skus} SKUs), ${gearRows} gear rows, ${reviews} Luma reviews, ${links} Luma link rows, ` +
    `${home.products} Spree products (${home.variants} variants), ${kaggle} Kaggle reviews, ${photos.size} photos (${(photoBytes / 1024).toFixed(0)} KB)`,
);
