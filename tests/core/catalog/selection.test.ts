import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_QUANTITY, isSkuUnavailable, resolveSelection, sellableQuantity, selectionBlocker, SELECTION_MESSAGES } from '@vitrine/core';
import { aColor, aMatrixProduct, aProduct, aSku, aSoldOutSku, matrixProductArb } from '../../mothers/core/product.mother.js';

const soldOut = { stockLevel: 0, backorder: 0, availableStatus: 'available' } as const;
const inStock = (n = 3) => ({ stockLevel: n, backorder: 0, availableStatus: 'available' }) as const;

describe('resolveSelection: colour (shopping §4.1)', () => {
  const product = aMatrixProduct(['BLK', 'RED', 'WHT'], [], ['S', 'M'], (c) => (c === 'BLK' ? soldOut : inStock()), { defaultColorCode: 'WHT' });

  it('takes the requested colour, case-insensitively', () => {
    expect(resolveSelection(product, { color: 'red' }).color?.code).toBe('RED');
  });
  it('falls back to the default colour when the request is unknown', () => {
    expect(resolveSelection(product, { color: 'GRN' }).color?.code).toBe('WHT');
  });
  it('falls back to the first available colour without a usable default', () => {
    const p = { ...product, defaultColorCode: 'BLK' };
    expect(resolveSelection(p).color?.code).toBe('RED');
  });
  it('hides sold-out colours unless out-of-stock colours are shown', () => {
    expect(resolveSelection(product).colors.map((c) => c.color.code)).toEqual(['RED', 'WHT']);
    expect(resolveSelection(product, {}, { showOutOfStockColors: true }).colors.map((c) => c.color.code)).toEqual(['BLK', 'RED', 'WHT']);
  });
  it('lists every colour (and picks the first) when all are sold out', () => {
    const p = aMatrixProduct(['BLK', 'RED'], [], ['M'], () => soldOut);
    const s = resolveSelection(p);
    expect(s.colors).toHaveLength(2);
    expect(s.color?.code).toBe('BLK');
  });
  it('has no colour for a product without colours', () => {
    const p = aProduct([aSku()], { colors: [] });
    const s = resolveSelection(p);
    expect(s.color).toBeNull();
    expect(s.sku?.skuId).toBe('SKU-1');
  });
  it('treats a listed colour without SKUs as sold out', () => {
    const p = aProduct([aSku()], { colors: [aColor('GHOST'), aColor('BLK')] });
    const s = resolveSelection(p, {}, { showOutOfStockColors: true });
    expect(s.colors.map((c) => [c.color.code, c.available])).toEqual([
      ['GHOST', false],
      ['BLK', true],
    ]);
  });
  it('offers no sizes for a picked colour without SKUs', () => {
    const p = aProduct([aSku()], { colors: [aColor('GHOST')] });
    const s = resolveSelection(p);
    expect(s.color?.code).toBe('GHOST');
    expect([s.sizes, s.sku]).toEqual([[], null]);
  });
});

describe('resolveSelection: fit (shopping §4.2)', () => {
  const product = aMatrixProduct(['BLK'], ['REG', 'PET', 'TALL'], ['S', 'M'], (_c, f) => (f === 'REG' ? soldOut : inStock()), { defaultSizeType: 'TALL' });

  it('takes the requested fit', () => {
    expect(resolveSelection(product, { fit: 'pet' }).fit?.code).toBe('PET');
  });
  it('reports an unknown requested fit and falls back to the default size type', () => {
    const s = resolveSelection(product, { fit: 'XXL' });
    expect(s.messages).toContain('ERROR_PRODUCT_SIZE_TYPE_INVALID');
    expect(s.fit?.code).toBe('TALL');
  });
  it('takes the first fit in stock without a default', () => {
    expect(resolveSelection({ ...product, defaultSizeType: null }).fit?.code).toBe('PET');
  });
  it('hides sold-out fits unless out-of-stock colours are shown or a registry is in use', () => {
    expect(resolveSelection(product).fits.map((f) => f.fit.code)).toEqual(['PET', 'TALL']);
    expect(resolveSelection(product, {}, { registry: true }).fits.map((f) => f.fit.code)).toEqual(['REG', 'PET', 'TALL']);
  });
  it('takes the first fit when every fit is sold out and they are shown', () => {
    const p = aMatrixProduct(['BLK'], ['REG', 'PET'], ['M'], () => soldOut);
    expect(resolveSelection(p, {}, { registry: true }).fit?.code).toBe('REG');
  });
  it('reports a requested fit when every fit is hidden', () => {
    const p = aMatrixProduct(['BLK'], ['REG'], ['M'], () => soldOut);
    const s = resolveSelection(p, { fit: 'REG' });
    expect(s.fit).toBeNull();
    expect(s.messages).toEqual(['ERROR_PRODUCT_SIZE_TYPE_INVALID']);
  });
  it('ignores a requested fit on a product without fits', () => {
    const p = aMatrixProduct(['BLK'], [], ['M']);
    expect(resolveSelection(p, { fit: 'REG' }).messages).toEqual([]);
  });
  it('lists only the fits the colour has', () => {
    const p = aProduct([aSku({ skuId: 'a', colorId: 'BLK', fitId: 'REG' }), aSku({ skuId: 'b', colorId: 'RED', fitId: 'PET' })]);
    expect(resolveSelection(p, { color: 'RED' }).fits.map((f) => f.fit.code)).toEqual(['PET']);
  });
});

describe('resolveSelection: size (shopping §4.3, §5)', () => {
  const product = aMatrixProduct(['BLK'], [], ['S', 'M', 'L'], (_c, _f, s) => (s === 'L' ? soldOut : inStock()));

  it('finds a size by id', () => {
    expect(resolveSelection(product, { size: 'm' }).sizeId).toBe('M');
  });
  it('finds a size by name', () => {
    const p = aProduct([aSku({ sizeId: '0042', size: 'Medium' }), aSku({ skuId: 'x', sizeId: '0043', size: 'Large' })]);
    expect(resolveSelection(p, { size: 'medium' }).sizeId).toBe('0042');
  });
  it('reports SIZE_OOS for a hidden sold-out size', () => {
    const s = resolveSelection(product, { size: 'L' });
    expect(s.sizeId).toBeNull();
    expect(s.messages).toEqual(['SIZE_OOS']);
  });
  it('reports ERROR_PRODUCT_SIZE_NOT_IN_COLOR for a size the colour lacks', () => {
    expect(resolveSelection(product, { size: 'XXL' }).messages).toEqual(['ERROR_PRODUCT_SIZE_NOT_IN_COLOR']);
  });
  it('picks the only size when there is exactly one', () => {
    const p = aMatrixProduct(['BLK'], [], ['OS']);
    expect(resolveSelection(p).sizeId).toBe('OS');
  });
  it('picks nothing among several sizes without a request', () => {
    expect(resolveSelection(product).sizeId).toBeNull();
  });
  it('shows the sold-out size when out-of-stock colours are shown', () => {
    expect(resolveSelection(product, { size: 'L' }, { showOutOfStockColors: true }).sizeId).toBe('L');
  });
});

describe('resolveSelection: quantity (shopping §4.4, §5)', () => {
  const product = aProduct([aSku({ stockLevel: 3, backorder: 1 })]);

  it('defaults to 1', () => {
    expect(resolveSelection(product).quantity).toBe(1);
  });
  it('keeps a quantity within stock', () => {
    expect(resolveSelection(product, { quantity: 4 }).quantity).toBe(4);
  });
  it('caps the quantity at sellable stock', () => {
    const s = resolveSelection(product, { quantity: 9 });
    expect(s.maxQuantity).toBe(4);
    expect(s.quantity).toBe(4);
  });
  it('caps at the site max from configuration', () => {
    const p = aProduct([aSku({ stockLevel: 50 })]);
    expect(resolveSelection(p, { quantity: 30 }, { maxQuantity: 6 }).quantity).toBe(6);
    expect(resolveSelection(p, { quantity: 30 }).maxQuantity).toBe(DEFAULT_MAX_QUANTITY);
  });
  it('raises zero, negative and non-finite quantities to 1 and drops fractions', () => {
    expect(resolveSelection(product, { quantity: 0 }).quantity).toBe(1);
    expect(resolveSelection(product, { quantity: -3 }).quantity).toBe(1);
    expect(resolveSelection(product, { quantity: Number.NaN }).quantity).toBe(1);
    expect(resolveSelection(product, { quantity: null }).quantity).toBe(1);
    expect(resolveSelection(product, { quantity: 2.9 }).quantity).toBe(2);
  });
  it('treats an unusable configured max as at least 1, and a missing one as the default', () => {
    expect(resolveSelection(product, { quantity: 3 }, { maxQuantity: 0 }).maxQuantity).toBe(1);
    expect(resolveSelection(product, { quantity: 3 }, { maxQuantity: Number.NaN }).maxQuantity).toBe(4);
  });
  it('quickshop edit ignores the stock cap', () => {
    const s = resolveSelection(product, { quantity: 7 }, { quickshopEdit: true });
    expect(s.quantity).toBe(7);
    expect(s.maxQuantity).toBe(DEFAULT_MAX_QUANTITY);
    const big = resolveSelection(product, { quantity: 14 }, { quickshopEdit: true, maxQuantity: 5 });
    expect([big.quantity, big.maxQuantity]).toEqual([14, 14]);
    expect(resolveSelection(product, { quantity: 0 }, { quickshopEdit: true }).quantity).toBe(1);
  });
  it('has max 0 and quantity 1 for a picked sold-out SKU', () => {
    const p = aProduct([aSoldOutSku()]);
    const s = resolveSelection(p, {}, { registry: true });
    expect([s.quantity, s.maxQuantity]).toEqual([1, 0]);
  });
});

describe('selectionBlocker (shopping §5)', () => {
  it('blocks with SIZE_TYPE_INVALID when the product has fits and none usable is picked', () => {
    const p = aMatrixProduct(['BLK'], ['REG'], ['M'], () => soldOut);
    expect(selectionBlocker(p, resolveSelection(p))).toBe('SIZE_TYPE_INVALID');
    expect(selectionBlocker(p, resolveSelection(p, {}, { registry: true }))).toBe('SIZE_TYPE_INVALID');
  });
  it('blocks with SELECT_SIZE when no size is picked', () => {
    const p = aMatrixProduct(['BLK'], ['REG'], ['S', 'M']);
    expect(selectionBlocker(p, resolveSelection(p))).toBe('SELECT_SIZE');
  });
  it('blocks with SIZE_OOS when the picked SKU is sold out', () => {
    const p = aProduct([aSoldOutSku()]);
    expect(selectionBlocker(p, resolveSelection(p, {}, { showOutOfStockColors: true }))).toBe('SIZE_OOS');
  });
  it('lets a complete, sellable selection through', () => {
    const p = aMatrixProduct(['BLK'], ['REG'], ['S', 'M']);
    expect(selectionBlocker(p, resolveSelection(p, { size: 'M' }))).toBeNull();
  });
  it('has a text for every code', () => {
    expect(Object.keys(SELECTION_MESSAGES)).toHaveLength(5);
  });
});

describe('resolveSelection properties', () => {
  const requestArb = fc.record({
    color: fc.option(fc.constantFrom('BLK', 'blk', 'WHT', 'RED', 'BLU', 'GRN'), { nil: undefined }),
    fit: fc.option(fc.constantFrom('REG', 'pet', 'TALL', 'XXX'), { nil: undefined }),
    size: fc.option(fc.constantFrom('XS', 'S', 'm', 'L', 'XL', 'XXL'), { nil: undefined }),
    quantity: fc.option(fc.integer({ min: -5, max: 40 }), { nil: undefined }),
  });
  const optionsArb = fc.record({
    showOutOfStockColors: fc.boolean(),
    registry: fc.boolean(),
    quickshopEdit: fc.boolean(),
    maxQuantity: fc.integer({ min: 1, max: 12 }),
  });

  it('quantity is always a whole number within 1..max (max at least 1)', () => {
    fc.assert(
      fc.property(matrixProductArb, requestArb, optionsArb, (product, request, options) => {
        const s = resolveSelection(product, request, options);
        expect(Number.isInteger(s.quantity)).toBe(true);
        expect(s.quantity).toBeGreaterThanOrEqual(1);
        expect(s.quantity).toBeLessThanOrEqual(Math.max(1, s.maxQuantity));
        if (!options.quickshopEdit) {
          expect(s.maxQuantity).toBeLessThanOrEqual(options.maxQuantity);
          if (s.sku) expect(s.maxQuantity).toBeLessThanOrEqual(sellableQuantity(s.sku));
        }
      }),
    );
  });

  it('keeps a requested quantity that fits (catches an off-by-one at the cap)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 }), (stock, wanted) => {
        const p = aProduct([aSku({ stockLevel: stock })]);
        const s = resolveSelection(p, { quantity: wanted }, { maxQuantity: 100 });
        expect(s.quantity).toBe(Math.min(wanted, stock));
        expect(s.maxQuantity).toBe(stock);
      }),
    );
  });

  it('the picked SKU belongs to the picked colour and fit and is among the listed sizes', () => {
    fc.assert(
      fc.property(matrixProductArb, requestArb, optionsArb, (product, request, options) => {
        const s = resolveSelection(product, request, options);
        if (s.sku) {
          expect(s.sku.colorId).toBe(s.color?.code);
          expect(s.sku.fitId).toBe(s.fit?.code ?? null);
          expect(s.sizes.some((z) => z.sku === s.sku)).toBe(true);
        }
      }),
    );
  });

  it('without out-of-stock display, every listed fit and size is available', () => {
    fc.assert(
      fc.property(matrixProductArb, requestArb, (product, request) => {
        const s = resolveSelection(product, request);
        expect(s.fits.every((f) => f.available)).toBe(true);
        expect(s.sizes.every((z) => z.available && !isSkuUnavailable(z.sku))).toBe(true);
      }),
    );
  });

  it('honours a requested colour whenever it is listed', () => {
    fc.assert(
      fc.property(matrixProductArb, requestArb, optionsArb, (product, request, options) => {
        const s = resolveSelection(product, request, options);
        const listed = s.colors.find((c) => request.color && c.color.code.toLowerCase() === request.color.toLowerCase());
        if (listed) expect(s.color).toBe(listed.color);
      }),
    );
  });

  it('a selection without blocker has a sellable SKU', () => {
    fc.assert(
      fc.property(matrixProductArb, requestArb, optionsArb, (product, request, options) => {
        const s = resolveSelection(product, request, options);
        if (selectionBlocker(product, s) === null) {
          expect(s.sku).not.toBeNull();
          expect(sellableQuantity(s.sku!)).toBeGreaterThan(0);
        }
      }),
    );
  });
});
