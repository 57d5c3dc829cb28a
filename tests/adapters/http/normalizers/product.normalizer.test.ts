import { describe, expect, it } from 'vitest';
import { normalizeBadge } from '../../../../adapters/src/http/normalizers/badge.normalizer.js';
import { normalizeMarkdownState } from '../../../../adapters/src/http/normalizers/price.normalizer.js';
import { normalizeAvailableStatus, normalizeProduct, normalizeProductKind, normalizeSku } from '../../../../adapters/src/http/normalizers/product.normalizer.js';
import { aProductRecordDto, aSkuDto } from '../../../mothers/dto/product.dto.mother.js';
import { aBadge, aProduct, aSku, usd } from '../../../mothers/product.mother.js';

describe('normalizeProduct', () => {
  it('turns the API record of the hoodie into the domain hoodie', () => {
    expect(normalizeProduct(aProductRecordDto())).toEqual(aProduct());
  });

  it('converts decimal prices to minor units of the record currency', () => {
    const product = normalizeProduct(
      aProductRecordDto({
        skuInfo: {
          currencyCode: 'EUR',
          listPriceLow: 19.99,
          listPriceHigh: 1234.5,
          salePriceLow: 0.1 + 0.2,
          salePriceHigh: 1234.5,
          hasMarkdown: true,
          markdownState: 'partial',
          skus: [aSkuDto({ listPrice: 19.99, salePrice: 14.95 })],
        },
      }),
    );
    expect(product.price).toEqual({
      listLow: { amount: 1999, currency: 'EUR' },
      listHigh: { amount: 123450, currency: 'EUR' },
      saleLow: { amount: 30, currency: 'EUR' },
      saleHigh: { amount: 123450, currency: 'EUR' },
      hasMarkdown: true,
      markdownState: 'partial',
    });
    expect(product.skus[0]!.salePrice).toEqual({ amount: 1495, currency: 'EUR' });
  });

  it('maps fits, kinds, categories and face-out colour', () => {
    const product = normalizeProduct(
      aProductRecordDto({
        product: { productType: 'MTO', parentCategory: null, defaultSizeType: 'TALL' },
        skuInfo: {
          secondarySlice: {
            sliceItems: [{ code: 'TALL', displayName: 'Tall', includedSkus: ['S1'], includedSizes: ['M'], swatchUrl: null, images: [], videos: [] }],
          },
        },
        record: { faceOutColorCode: null },
      }),
    );
    expect(product.kind).toBe('mto');
    expect(product.parentCategory).toBeNull();
    expect(product.fits).toEqual([{ code: 'TALL', displayName: 'Tall', includedSizes: ['M'], includedSkus: ['S1'] }]);
    expect(product.faceOutColorCode).toBeNull();
  });
});

describe('normalizeSku', () => {
  it('flattens restrictions and restock fee and keeps the fit', () => {
    const sku = normalizeSku(
      aSkuDto({ sizeType: 'PETITE', shipRestriction: { codeName: 'NO_AIR' }, returnRestockInfo: { feeCode: 'RF15' }, availableStatus: 'Backordered', stockLevel: -2 }),
      'USD',
    );
    expect(sku).toEqual(aSku({ fitId: 'PETITE', shipRestriction: 'NO_AIR', returnRestockFeeCode: 'RF15', availableStatus: 'backordered', stockLevel: 0, listPrice: usd(5200) }));
  });
});

describe('small normalizers', () => {
  it.each([
    ['available', 'available'],
    ['DISCONTINUED', 'discontinued'],
    ['unavailable', 'unavailable'],
    ['something-new', 'unavailable'],
  ])('availableStatus %s -> %s', (input, expected) => expect(normalizeAvailableStatus(input)).toBe(expected));

  it.each([
    ['REGULAR', 'PRODUCT', 'regular'],
    ['hybrid', 'PRODUCT', 'hybrid'],
    ['BUNDLE', 'PRODUCT', 'bundle'],
    ['REGULAR', 'BUNDLE', 'bundle'],
    ['SET', 'PRODUCT', 'regular'],
  ] as const)('productType %s / recordType %s -> %s', (type, record, kind) => expect(normalizeProductKind(type, record)).toBe(kind));

  it.each([
    ['full', true, 'full'],
    ['none', false, 'none'],
    ['odd', true, 'partial'],
    ['odd', false, 'none'],
  ] as const)('markdownState %s (hasMarkdown %s) -> %s', (value, has, expected) => expect(normalizeMarkdownState(value, has)).toBe(expected));

  it('turns a badge expiration date into epoch ms and keeps text', () => {
    expect(normalizeBadge({ type: 'NEW', expiration_date: '2026-12-31T00:00:00Z', merchandising_order: 2, text: 'New!' })).toEqual(
      aBadge('NEW', { expiresAt: Date.UTC(2026, 11, 31), merchandisingOrder: 2, text: 'New!' }),
    );
    expect(normalizeBadge({ type: 'TOP_RATED', expiration_date: null, merchandising_order: 1 })).toEqual(aBadge('TOP_RATED'));
    expect(normalizeBadge({ type: 'X', expiration_date: 'not a date', merchandising_order: 1 }).expiresAt).toBeNull();
  });
});
