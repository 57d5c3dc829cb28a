import { describe, expect, it } from 'vitest';
import type { SeedProduct, SeedSku } from '../../../sandbox/src/seed/catalog-model.js';
import { NO_TRAITS } from '../../../sandbox/src/seed/catalog-model.js';
import { multiplyCatalogue, readCatalogueMultiplier } from '../../../sandbox/src/seed/multiply-catalogue.js';

function sku(skuId: string, colorCode: string, sizeId: string): SeedSku {
  return {
    skuId,
    colorCode,
    sizeId,
    sizeName: sizeId,
    fitCode: null,
    availableStatus: 'available',
    isDropShip: false,
    isFlatRate: false,
    logisticClass: null,
    backInStockEligible: true,
    sourcePrices: { USD: { list: 5700, sale: 5700 } },
    prices: {},
    inventory: {},
  };
}

function style(id: string, slug: string, categoryPaths: string[][]): SeedProduct {
  const image = { url: `/api/images/luma/${id}.jpg`, width: 100, height: 120, alt: id };
  return {
    productId: id,
    slug,
    styleNumber: id,
    source: 'luma',
    brand: 'Luma',
    subBrand: null,
    displayName: `Style ${id}`,
    description: '',
    productType: 'REGULAR',
    defaultColorCode: 'GREEN',
    defaultSizeType: null,
    merchandiseClass: null,
    attributionProductType: null,
    preorderFlag: false,
    displaySoldOut: false,
    webExclusive: false,
    highlights: [],
    promotionLabels: [],
    badges: [],
    categoryPaths,
    sizeAndFit: null,
    dimensions: null,
    colors: [
      { code: 'BLACK', displayName: 'Black', swatchUrl: null, images: [image] },
      { code: 'GREEN', displayName: 'Green', swatchUrl: null, images: [image] },
    ],
    fits: [],
    skus: [sku(`${id}-S-Black`, 'BLACK', 'S'), sku(`${id}-S-Green`, 'GREEN', 'S'), sku(`${id}-M-Green`, 'GREEN', 'M')],
    translations: [{ language: 'fr', displayName: `Modèle ${id}`, description: '' }],
    traits: NO_TRAITS,
  };
}

const catalogue = () => [
  style('WH01', 'mona-hoodie', [['Women', 'Tops', 'Hoodies & Sweatshirts'], ['Collections', 'Eco Friendly']]),
  style('WJ01', 'stellar-jacket', [['Women', 'Tops', 'Jackets']]),
  style('MP01', 'caesar-pant', [['Men', 'Bottoms', 'Pants']]),
];

describe('catalogue multiplier (decision 0163)', () => {
  it('is off when the variable is unset, empty or 1', () => {
    expect(readCatalogueMultiplier({})).toEqual({ times: 1, categoryPath: ['Women', 'Tops'] });
    const products = catalogue();
    expect(multiplyCatalogue(products, new Set(), () => undefined, { VITRINE_CATALOG_MULTIPLIER: '' })).toBe(products);
    expect(multiplyCatalogue(products, new Set(), () => undefined, { VITRINE_CATALOG_MULTIPLIER: '1' })).toBe(products);
  });

  it('rejects a multiplier that is not a whole number from 1 to 1000', () => {
    for (const bad of ['0', '-3', '2.5', 'many', '1001']) {
      expect(() => readCatalogueMultiplier({ VITRINE_CATALOG_MULTIPLIER: bad })).toThrow(/VITRINE_CATALOG_MULTIPLIER must be a whole number from 1 to 1000/);
    }
  });

  it('copies every style under the branch N-1 times with distinct ids, slugs and SKU ids', () => {
    const slugs = new Set(['mona-hoodie', 'stellar-jacket', 'caesar-pant', 'mona-hoodie-2']);
    const lines: string[] = [];
    const result = multiplyCatalogue(catalogue(), slugs, (l) => lines.push(l), { VITRINE_CATALOG_MULTIPLIER: '3' });

    expect(result.map((p) => p.productId)).toEqual(['WH01', 'WJ01', 'MP01', 'WH01-X2', 'WJ01-X2', 'WH01-X3', 'WJ01-X3']);
    expect(new Set(result.map((p) => p.slug)).size).toBe(result.length);
    expect(result.find((p) => p.productId === 'WH01-X2')!.slug).toBe('mona-hoodie-2-2');
    expect(slugs.has('stellar-jacket-3')).toBe(true);
    const skuIds = result.flatMap((p) => p.skus.map((s) => s.skuId));
    expect(new Set(skuIds).size).toBe(skuIds.length);
    expect(lines).toEqual(['  Catalogue multiplier: 2 styles under Women/Tops x 3 = 6 (4 copies)']);
  });

  it('keeps a copy to its main category and default colour, named after the original', () => {
    const copy = multiplyCatalogue(catalogue(), new Set(), () => undefined, { VITRINE_CATALOG_MULTIPLIER: '2' }).find((p) => p.productId === 'WH01-X2')!;
    expect(copy.categoryPaths).toEqual([['Women', 'Tops', 'Hoodies & Sweatshirts']]);
    expect(copy.colors.map((c) => c.code)).toEqual(['GREEN']);
    expect(copy.skus.map((s) => s.skuId)).toEqual(['WH01-S-Green-X2', 'WH01-M-Green-X2']);
    expect(copy.styleNumber).toBe('WH01-X2');
    expect(copy.displayName).toBe('Style WH01 2');
    expect(copy.translations[0]!.displayName).toBe('Modèle WH01 2');
  });

  it('gives copies their own objects, so later seed steps can change one without the other', () => {
    const products = catalogue();
    const result = multiplyCatalogue(products, new Set(), () => undefined, { VITRINE_CATALOG_MULTIPLIER: '2' });
    result.find((p) => p.productId === 'WH01-X2')!.skus[0]!.prices.USD = { list: 1, sale: 1 };
    expect(products[0]!.skus[1]!.prices.USD).toBeUndefined();
  });

  it('multiplies another branch when asked, and fails when nothing is under it', () => {
    const men = multiplyCatalogue(catalogue(), new Set(), () => undefined, { VITRINE_CATALOG_MULTIPLIER: '2', VITRINE_CATALOG_MULTIPLY_CATEGORY: 'Men/Bottoms' });
    expect(men.map((p) => p.productId)).toEqual(['WH01', 'WJ01', 'MP01', 'MP01-X2']);
    expect(() => multiplyCatalogue(catalogue(), new Set(), () => undefined, { VITRINE_CATALOG_MULTIPLIER: '2', VITRINE_CATALOG_MULTIPLY_CATEGORY: 'Kids' })).toThrow(/no style under Kids/);
  });
});
