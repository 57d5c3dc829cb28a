import path from 'node:path';
import type { ImageSizer } from '../../images/image-size.js';
import { imageUrl, vendureAssetsDir } from '../../images/image-sources.js';
import type { SeedColor, SeedImage, SeedProduct, SeedSku } from '../catalog-model.js';
import { NO_TRAITS } from '../catalog-model.js';
import { readCsv } from '../csv.js';
import { codeOf, slugify, titleCase, uniqueSlug } from '../text.js';
import { ONE_SIZE } from './sizes.js';

/** The sample catalogue `@vendure/create` ships (54 products with Unsplash photos). */
export function vendureProductsCsv(): string {
  return path.join(vendureAssetsDir(), 'products.csv');
}

const facetValues = (facets: string, name: string) =>
  facets
    .split('|')
    .map((f) => f.split(':'))
    .filter(([k, v]) => k === name && v)
    .map(([, v]) => v!);

/**
 * Fallback seed when the shared sample data is missing: imports the sample products of the
 * `@vendure/create` npm package (assets/products.csv and assets/images). `category:` facets make the
 * navigation path (Electronics > Computers ...), a `color` option group or `color:` facet the colours,
 * other option groups the sizes ('13 inch / 8GB'); prices are taken as USD.
 */
export async function importVendureFallback(sizer: ImageSizer, takenSlugs: Set<string>): Promise<SeedProduct[]> {
  const rows = readCsv(vendureProductsCsv());
  const imageDir = path.join(vendureAssetsDir(), 'images');
  const groups: Record<string, string>[][] = [];
  for (const row of rows) {
    if (row.name) groups.push([row]);
    else groups.at(-1)?.push(row);
  }

  const products: SeedProduct[] = [];
  for (const [index, group] of groups.entries()) {
    const head = group[0]!;
    const name = head.name!;
    const optionGroups = (head.optionGroups ?? '').split('|').map((g) => g.trim()).filter(Boolean);
    const colorGroup = optionGroups.findIndex((g) => g.toLowerCase() === 'color');
    const facetColor = facetValues(head.facets ?? '', 'color')[0];
    const variantOf = (row: Record<string, string>) => {
      const values = (row.optionValues ?? '').split('|').map((v) => v.trim()).filter(Boolean);
      const colorName = colorGroup >= 0 ? titleCase(values[colorGroup] ?? 'Multi') : titleCase(facetColor ?? 'Multi');
      const sizeParts = values.filter((_, i) => i !== colorGroup);
      return { colorName, sizeName: sizeParts.length > 0 ? sizeParts.join(' / ') : ONE_SIZE.name };
    };
    const variants = group.map((row) => ({ row, ...variantOf(row) }));
    const colorNames = [...new Set(variants.map((v) => v.colorName))];
    const asset = head.assets?.split('|')[0];
    const images: SeedImage[] = [];
    if (asset) {
      const size = await sizer.sizeOf(path.join(imageDir, asset));
      if (size) images.push({ url: imageUrl('vendure', asset), ...size, alt: name });
    }
    const colors: SeedColor[] = colorNames.map((c) => ({ code: codeOf(c), displayName: c, swatchUrl: null, images }));
    const productId = `VN-${String(index + 1).padStart(3, '0')}`;
    // Vendure repeats supplier SKUs across variants (Modern Cafe Chair), so SKU ids are numbered.
    const skus = variants.map(({ row, colorName, sizeName }, i): SeedSku => {
      const list = Math.round(Number.parseFloat(row.price || head.price || '0') * 100);
      return {
        skuId: `${productId}-${String(i + 1).padStart(2, '0')}`,
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
    const categories = facetValues(head.facets ?? '', 'category');
    products.push({
      productId,
      slug: uniqueSlug(head.slug || slugify(name), takenSlugs),
      styleNumber: productId,
      source: 'vendure',
      brand: facetValues(head.facets ?? '', 'brand')[0] ?? 'Vendure',
      subBrand: null,
      displayName: name,
      description: head.description ? `<p>${head.description}</p>` : '',
      productType: 'REGULAR',
      defaultColorCode: colors[0]?.code ?? null,
      defaultSizeType: null,
      merchandiseClass: categories.at(-1) ?? null,
      attributionProductType: categories[0] ?? null,
      preorderFlag: false,
      displaySoldOut: false,
      webExclusive: false,
      highlights: [],
      promotionLabels: [],
      badges: [],
      categoryPaths: categories.length > 0 ? [categories] : [['Other']],
      sizeAndFit: null,
      dimensions: null,
      colors,
      fits: [],
      skus,
      translations: [],
      traits: NO_TRAITS,
    });
  }
  return products;
}
