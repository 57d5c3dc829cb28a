import path from 'node:path';
import type { ImageSizer } from '../../images/image-size.js';
import { imageUrl } from '../../images/image-sources.js';
import type { SeedColor, SeedImage, SeedProduct, SeedSku } from '../catalog-model.js';
import { readCsv } from '../csv.js';
import { cleanName, codeOf, slugify, uniqueSlug } from '../text.js';
import { compareSizes } from './sizes.js';

/** Path of the Luma configurable products file inside the sample data directory. */
export const LUMA_APPAREL_CSV = path.join('luma', 'fixtures', 'ConfigurableSampleData', 'products.csv');

/** Category paths of Luma activewear: tagged sub-brand fpmovement (README "Suggested mapping"). */
const ACTIVEWEAR = ['Women/Tops/Bras & Tanks', 'Men/Tops/Tanks', 'Women/Bottoms/Pants', 'Men/Bottoms/Pants', 'Women/Bottoms/Shorts', 'Men/Bottoms/Shorts'];

const parseAttributes = (text: string): Record<string, string> =>
  Object.fromEntries(
    text
      .split(',')
      .map((kv) => kv.split('='))
      .filter((kv): kv is [string, string] => kv.length === 2),
  );

/** Luma category paths without the 'Default Category' root, main (Women/Men) paths first. */
function categoryPaths(categories: string): string[][] {
  const paths = categories
    .split(',')
    .map((p) => p.split('/').slice(1))
    .filter((p) => p.length >= 2);
  const main = paths.filter((p) => p[0] === 'Women' || p[0] === 'Men');
  return [...main, ...paths.filter((p) => !main.includes(p))];
}

/** Colour word of a Luma image file name: '/m/h/mh01-gray_main.jpg' -> 'gray'. */
const colorWordOfImage = (file: string): string | null => /-([a-z]+)_main\./.exec(file)?.[1] ?? null;

/**
 * Imports the 147 Luma configurable styles and their 1,847 colour x size children
 * (luma/fixtures/ConfigurableSampleData/products.csv). Colour = primary slice, size = SKU size;
 * per-colour photos from the children's base_image and additional_images, with intrinsic sizes read
 * from the files. Prices are the CSV's USD prices. Activewear is tagged fpmovement. Stock, fits,
 * markdowns and badges are assigned later (merchandising step). Throws when the CSV is missing.
 */
export async function importLumaApparel(sampleDataDir: string, sizer: ImageSizer, takenSlugs: Set<string>): Promise<SeedProduct[]> {
  const rows = readCsv(path.join(sampleDataDir, LUMA_APPAREL_CSV));
  const children = new Map(rows.filter((r) => r.product_type === 'simple').map((r) => [r.sku!, r]));
  const mediaDir = path.join(sampleDataDir, 'luma', 'media');
  const products: SeedProduct[] = [];

  for (const row of rows.filter((r) => r.product_type === 'configurable')) {
    const attrs = parseAttributes(row.additional_attributes ?? '');
    const name = cleanName(row.name!);
    const variations = (row.configurable_variations ?? '').split('|').map(parseAttributes);
    const paths = categoryPaths(row.categories ?? '');
    const mainPath = paths[0] ?? [];

    const colorNames = [...new Set(variations.map((v) => v.color!))];
    const colors: SeedColor[] = [];
    for (const colorName of colorNames) {
      const child = children.get(variations.find((v) => v.color === colorName)!.sku!);
      const files = [child?.base_image, ...(child?.additional_images ?? '').split(',')].filter((f): f is string => Boolean(f));
      const images: SeedImage[] = [];
      for (const [i, file] of [...new Set(files)].entries()) {
        const size = await sizer.sizeOf(path.join(mediaDir, file));
        if (!size) continue;
        images.push({ url: imageUrl('luma', file), ...size, alt: i === 0 ? `${name}, ${colorName}` : `${name}, ${colorName}, view ${i + 1}` });
      }
      colors.push({ code: codeOf(colorName), displayName: colorName, swatchUrl: null, images });
    }

    const sizeOrder = [...new Set(variations.map((v) => v.size!))].sort(compareSizes);
    const skus: SeedSku[] = variations
      .map((v) => ({ v, child: children.get(v.sku!) }))
      .sort((a, b) => colorNames.indexOf(a.v.color!) - colorNames.indexOf(b.v.color!) || sizeOrder.indexOf(a.v.size!) - sizeOrder.indexOf(b.v.size!))
      .map(({ v, child }) => {
        const usd = Math.round(Number.parseFloat(child?.price || row.price!) * 100);
        return {
          skuId: v.sku!,
          colorCode: codeOf(v.color!),
          sizeId: codeOf(v.size!),
          sizeName: v.size!,
          fitCode: null,
          availableStatus: 'available',
          isDropShip: false,
          isFlatRate: false,
          logisticClass: null,
          backInStockEligible: true,
          sourcePrices: { USD: { list: usd, sale: usd } },
          prices: {},
          inventory: {},
        };
      });

    const defaultWord = colorWordOfImage(row.base_image ?? '');
    const defaultColor = colors.find((c) => c.displayName.toLowerCase() === defaultWord) ?? colors[0];
    const highlights = [
      ...(attrs.material ?? '').split('|').map(cleanName).filter(Boolean),
      ...(attrs.eco_collection === 'Yes' ? ['Eco Friendly'] : []),
      ...(attrs.performance_fabric === 'Yes' ? ['Performance Fabric'] : []),
    ];

    products.push({
      productId: row.sku!,
      slug: uniqueSlug(slugify(name), takenSlugs),
      styleNumber: row.sku!,
      source: 'luma',
      brand: 'Luma',
      subBrand: ACTIVEWEAR.includes(mainPath.join('/')) ? 'fpmovement' : null,
      displayName: name,
      description: row.description ?? '',
      productType: 'REGULAR',
      defaultColorCode: defaultColor?.code ?? null,
      defaultSizeType: null,
      merchandiseClass: mainPath.at(-1) ?? null,
      attributionProductType: row.attribute_set_code || null,
      preorderFlag: false,
      displaySoldOut: false,
      webExclusive: false,
      highlights,
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
        onSale: attrs.sale === 'Yes',
        inSaleCategory: paths.some((p) => p[0] === 'Promotions' && / Sale$/.test(p.at(-1)!)),
        isNew: attrs.new === 'Yes',
        recommended: attrs.erin_recommends === 'Yes',
        specialPrice: null,
      },
    });
  }
  return products;
}
