import path from 'node:path';
import type { ImageSizer } from '../../images/image-size.js';
import { imageUrl } from '../../images/image-sources.js';
import type { SeedColor, SeedImage, SeedProduct, SeedSku, SeedTranslation } from '../catalog-model.js';
import { NO_TRAITS } from '../catalog-model.js';
import { readCsv } from '../csv.js';
import { codeOf, uniqueSlug } from '../text.js';
import { ONE_SIZE } from './sizes.js';

/** Path of the Spree products file inside the sample data directory. */
export const SPREE_PRODUCTS_CSV = path.join('spree', 'products.csv');

/** Items this heavy (lb) ship at a flat rate as oversize goods. */
const FLAT_RATE_MIN_WEIGHT_LB = 15;
/** Backorder units granted to variants the source marks backorderable. */
const BACKORDERABLE_UNITS = 25;

const fileOf = (url: string | undefined) => (url ? url.split('/').at(-1)! : '');
const minor = (text: string | undefined) => Math.round(Number.parseFloat(text || '0') * 100);
const paragraph = (text: string) => (text ? `<p>${text}</p>` : '');

/**
 * Imports the Spree demo home goods (spree/products.csv: 37 products, 87 colour variants) as
 * sub-brand anthroliving under the Home navigation branch: USD prices from the variant rows and EUR
 * prices from the matching EUR rows (compare_at_price above price = a markdown), inventory counts
 * and backorderable flags, photos from spree/images, and de/fr names and descriptions from
 * product_translations.csv. Throws when a CSV is missing.
 */
export async function importSpree(sampleDataDir: string, sizer: ImageSizer, takenSlugs: Set<string>): Promise<SeedProduct[]> {
  const rows = readCsv(path.join(sampleDataDir, SPREE_PRODUCTS_CSV));
  const translations = readCsv(path.join(sampleDataDir, 'spree', 'product_translations.csv'));
  const eurRows = new Map(rows.filter((r) => r.currency === 'EUR').map((r) => [r.sku!, r]));
  const imageDir = path.join(sampleDataDir, 'spree', 'images');

  const products: SeedProduct[] = [];
  for (const head of rows.filter((r) => r.name && r.currency === 'USD')) {
    const variants = rows.filter((r) => r.slug === head.slug && r.currency === 'USD' && r.option1_value);
    const name = head.name!;
    const productImage = fileOf(head.image1_src);
    const colors: SeedColor[] = [];
    for (const v of variants) {
      const files = [...new Set([fileOf(v.image1_src), productImage].filter(Boolean))];
      const images: SeedImage[] = [];
      for (const [i, file] of files.entries()) {
        const size = await sizer.sizeOf(path.join(imageDir, file));
        if (size) images.push({ url: imageUrl('spree', file), ...size, alt: i === 0 ? `${name}, ${v.option1_value}` : name });
      }
      colors.push({ code: codeOf(v.option1_value!), displayName: v.option1_value!, swatchUrl: null, images });
    }
    const skus = variants.map((v): SeedSku => {
      const price = minor(v.price);
      const compare = minor(v.compare_at_price);
      const eur = eurRows.get(v.sku!);
      const eurPrice = eur ? minor(eur.price) : null;
      const eurCompare = eur ? minor(eur.compare_at_price) : 0;
      const heavy = Number.parseFloat(v.weight || '0') >= FLAT_RATE_MIN_WEIGHT_LB;
      const units = Number.parseInt(v.inventory_count || '0', 10);
      const backorder = v.inventory_backorderable === 'TRUE' ? BACKORDERABLE_UNITS : 0;
      return {
        skuId: v.sku!,
        colorCode: codeOf(v.option1_value!),
        sizeId: ONE_SIZE.id,
        sizeName: ONE_SIZE.name,
        fitCode: null,
        availableStatus: 'available',
        isDropShip: false,
        isFlatRate: heavy,
        logisticClass: heavy ? 'OVERSIZE' : null,
        backInStockEligible: false,
        sourcePrices: {
          USD: { list: Math.max(price, compare), sale: price },
          ...(eurPrice !== null ? { EUR: { list: Math.max(eurPrice, eurCompare), sale: eurPrice } } : {}),
        },
        prices: {},
        inventory: {
          US_DIRECT: { stock: units, backorder },
          UK_DIRECT: { stock: units, backorder },
          CA_DIRECT: { stock: units, backorder },
          EU_DIRECT: { stock: units, backorder },
        },
      };
    });
    const [department, kind] = (head.category1 ?? '').split('->').map((s) => s.trim());
    const first = variants[0];
    const dimensions = first?.width ? `${first.width} x ${first.height} x ${first.depth} ${first.dimensions_unit}, ${first.weight} ${first.weight_unit}` : null;
    const highlights = Object.entries(head)
      .filter(([k, v]) => k.startsWith('custom_field.custom.') && v)
      .map(([k, v]) => `${k.slice('custom_field.custom.'.length).replace(/_/g, ' ')}: ${v}`);
    const productTranslations: SeedTranslation[] = translations
      .filter((t) => t.slug === head.slug && t.name)
      .map((t) => ({ language: t.locale!, displayName: t.name!, description: paragraph(t.description ?? '') }));

    // The id comes from the slug: the source repeats a product SKU (robot-vacuum-pro's row says ROBOT-VACUUM).
    const productId = head.slug!.toUpperCase();
    products.push({
      productId,
      slug: uniqueSlug(head.slug!, takenSlugs),
      styleNumber: productId,
      source: 'spree',
      brand: 'Spree Home',
      subBrand: 'anthroliving',
      displayName: name,
      description: paragraph(head.description ?? ''),
      productType: 'REGULAR',
      defaultColorCode: colors[0]?.code ?? null,
      defaultSizeType: null,
      merchandiseClass: kind ?? null,
      attributionProductType: head.product_type || null,
      preorderFlag: false,
      displaySoldOut: false,
      webExclusive: false,
      highlights,
      promotionLabels: [],
      badges: [],
      categoryPaths: department && kind ? [['Home', department, kind]] : [['Home']],
      sizeAndFit: null,
      dimensions,
      colors,
      fits: [],
      skus,
      translations: productTranslations,
      traits: NO_TRAITS,
    });
  }
  return products;
}
