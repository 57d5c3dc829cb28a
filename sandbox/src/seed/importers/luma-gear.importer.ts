import fs from 'node:fs';
import path from 'node:path';
import type { ImageSizer } from '../../images/image-size.js';
import { imageUrl } from '../../images/image-sources.js';
import type { SeedColor, SeedImage, SeedProduct, SeedSku } from '../catalog-model.js';
import { readCsv } from '../csv.js';
import { cleanName, codeOf, slugify, titleCase, uniqueSlug } from '../text.js';
import { ONE_SIZE, compareSizes } from './sizes.js';

const GEAR_DIR = path.join('luma', 'fixtures', 'CatalogSampleData', 'SimpleProduct');

/** Colour words (and the two-letter codes Luma's gear photos use) that name a colour for sure. */
const COLOR_WORDS: Readonly<Record<string, string>> = {
  black: 'Black', bk: 'Black', blue: 'Blue', gray: 'Gray', grey: 'Gray', green: 'Green', purple: 'Purple',
  red: 'Red', brown: 'Brown', br: 'Brown', pink: 'Pink', yellow: 'Yellow', orange: 'Orange', white: 'White', lb: 'Light Blue',
};

/** 'Gear\nBags\nCollections\nErin Recommends' -> [['Gear','Bags'], ['Collections','Erin Recommends']]; Luma has no such promotion categories, so Promotions pairs are dropped. */
function categoryPairs(text: string): string[][] {
  const parts = text.split('\n').map((s) => s.trim()).filter(Boolean);
  const pairs: string[][] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) pairs.push([parts[i]!, parts[i + 1]!]);
  return pairs.filter((p) => p[0] !== 'Promotions');
}

/** Colour of a single-colour gear item from its first photo ('/m/b/mb01-blue-0.jpg' -> 'Blue'); 'Multi' when the file name does not say. */
function colorOfPhoto(file: string | undefined): string {
  const token = file ? /-([a-z]+)-0/.exec(file)?.[1] : undefined;
  return (token && COLOR_WORDS[token]) ?? 'Multi';
}

interface GearRow {
  readonly row: Record<string, string>;
  readonly colorName: string;
  readonly sizeName: string;
}

/**
 * Imports Luma's ~44 gear rows (bags, fitness equipment, watches) as accessories. Rows that are
 * sizes or colours of one item (Sprite Stasis Ball 55/65/75 cm in three colours, Sprite Yoga Strap
 * 6/8/10 ft) become one product with several SKUs and per-size prices; the rest are one-SKU
 * products in 'One Size'. Photos come from the images_gear_*.csv lists. `special_price` below the
 * price is kept as the item's markdown. Throws when a CSV is missing.
 */
export async function importLumaGear(sampleDataDir: string, sizer: ImageSizer, takenSlugs: Set<string>): Promise<SeedProduct[]> {
  const dir = path.join(sampleDataDir, GEAR_DIR);
  const photos = new Map<string, string[]>();
  for (const file of fs.readdirSync(dir).filter((f) => f.startsWith('images_')).sort()) {
    for (const r of readCsv(path.join(dir, file))) photos.set(r.sku!, [...(photos.get(r.sku!) ?? []), r.image!]);
  }
  const productFiles = ['products_gear_bags.csv', 'products_gear_fitness_equipment.csv', 'products_gear_fitness_equipment_ball.csv', 'products_gear_fitness_equipment_strap.csv', 'products_gear_watches.csv'];

  // Group rows: sized/coloured rows by their name without the size; others alone.
  const groups = new Map<string, GearRow[]>();
  for (const file of productFiles) {
    for (const row of readCsv(path.join(dir, file))) {
      const sizeName = row.size || ONE_SIZE.name;
      const name = cleanName(row.name!);
      const baseName = row.size ? name.replace(new RegExp(`\\s*${row.size.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), '') : name;
      const colorName = row.color ? titleCase(row.color) : colorOfPhoto(photos.get(row.sku!)?.[0]);
      groups.set(baseName, [...(groups.get(baseName) ?? []), { row, colorName, sizeName }]);
    }
  }

  const mediaDir = path.join(sampleDataDir, 'luma', 'media');
  const products: SeedProduct[] = [];
  for (const [name, members] of groups) {
    const first = members[0]!.row;
    const productId = members.length > 1 ? first.sku!.replace(/-[a-z]+$/, '') : first.sku!;
    const colorNames = [...new Set(members.map((m) => m.colorName))];
    const colors: SeedColor[] = [];
    for (const colorName of colorNames) {
      const files = [...new Set(members.filter((m) => m.colorName === colorName).flatMap((m) => photos.get(m.row.sku!) ?? []))];
      const images: SeedImage[] = [];
      for (const [i, file] of files.entries()) {
        const size = await sizer.sizeOf(path.join(mediaDir, file));
        if (size) images.push({ url: imageUrl('luma', file), ...size, alt: i === 0 ? `${name}, ${colorName}` : `${name}, ${colorName}, view ${i + 1}` });
      }
      colors.push({ code: codeOf(colorName), displayName: colorName, swatchUrl: null, images });
    }
    const sizeOrder = [...new Set(members.map((m) => m.sizeName))].sort(compareSizes);
    const skus = members
      .slice()
      .sort((a, b) => colorNames.indexOf(a.colorName) - colorNames.indexOf(b.colorName) || sizeOrder.indexOf(a.sizeName) - sizeOrder.indexOf(b.sizeName))
      .map(({ row, colorName, sizeName }): SeedSku => {
        const list = Math.round(Number.parseFloat(row.price!) * 100);
        return {
          skuId: members.length > 1 ? row.sku! : `${row.sku!}-${ONE_SIZE.id}`,
          colorCode: codeOf(colorName),
          sizeId: sizeName === ONE_SIZE.name ? ONE_SIZE.id : codeOf(sizeName),
          sizeName,
          fitCode: null,
          availableStatus: 'available',
          isDropShip: false,
          isFlatRate: false,
          logisticClass: null,
          backInStockEligible: false,
          sourcePrices: { USD: { list, sale: list } },
          prices: {},
          inventory: {},
        };
      });
    const special = first.special_price ? Math.round(Number.parseFloat(first.special_price) * 100) : null;
    const listUsd = skus[0]!.sourcePrices.USD!.list;
    const paths = categoryPairs(first.category ?? '');
    products.push({
      productId,
      slug: uniqueSlug(slugify(name), takenSlugs),
      styleNumber: productId,
      source: 'luma',
      brand: 'Luma',
      subBrand: null,
      displayName: name,
      description: first.description ?? '',
      productType: 'REGULAR',
      defaultColorCode: colors[0]?.code ?? null,
      defaultSizeType: null,
      merchandiseClass: paths[0]?.[1] ?? null,
      attributionProductType: first.attribute_set || null,
      preorderFlag: false,
      displaySoldOut: false,
      webExclusive: false,
      highlights: (first.material ?? '').split('\n').map(cleanName).filter(Boolean),
      promotionLabels: [],
      badges: [],
      categoryPaths: paths,
      sizeAndFit: null,
      dimensions: null,
      colors,
      fits: [],
      skus,
      translations: [],
      traits: {
        onSale: false,
        inSaleCategory: false,
        isNew: first.new === '1',
        recommended: paths.some((p) => p[1] === 'Erin Recommends'),
        specialPrice: special !== null && special < listUsd ? special : null,
      },
    });
  }
  return products;
}
