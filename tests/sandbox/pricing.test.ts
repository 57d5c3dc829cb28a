import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charmRoundUp, derivePrice, FX_FROM_USD, markdownPrice, pricePointRoundUp, yuanPointRoundUp } from '../../sandbox/src/seed/pricing.js';
import { hashedStock } from '../../sandbox/src/seed/merchandising.js';

describe('price derivation', () => {
  it('rounds derived prices up to .99', () => {
    expect([4160, 4000, 4199, 1, 6099].map(charmRoundUp)).toEqual([4199, 3999, 4199, 99, 6099]);
  });

  it('marks down to a .99 price strictly below the list price', () => {
    expect(markdownPrice(5200, 0.3)).toBe(3599);
    expect(markdownPrice(700, 0.3)).toBe(399);
    expect(markdownPrice(150, 0.5)).toBe(75);
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 500_000 }), fc.double({ min: 0.05, max: 0.7, noNaN: true }), (list, pct) => {
        const sale = markdownPrice(list, pct);
        expect(sale).toBeLessThan(list);
        expect(sale).toBeGreaterThan(0);
        if (list * (1 - pct) >= 100) expect(sale % 100).toBe(99);
      }),
    );
  });

  it('keeps a source price and derives the others from USD', () => {
    const source = { USD: { list: 87999, sale: 87999 }, EUR: { list: 82999, sale: 82999 } };
    expect(derivePrice(source, 'USD')).toEqual({ list: 87999, sale: 87999 });
    expect(derivePrice(source, 'EUR')).toEqual({ list: 82999, sale: 82999 });
    expect(derivePrice(source, 'GBP')).toEqual({ list: charmRoundUp(87999 * FX_FROM_USD.GBP), sale: charmRoundUp(87999 * FX_FROM_USD.GBP) });
    const onSale = derivePrice({ USD: { list: 3200, sale: 2400 } }, 'CAD');
    expect(onSale.sale).toBeLessThan(onSale.list);
  });

  it('prices CNY at the fixed rate, up to a whole yuan ending in 9 (decision 0350)', () => {
    expect(FX_FROM_USD.CNY).toBe(7.2);
    expect([29952, 29900, 29800, 30000, 100].map(yuanPointRoundUp)).toEqual([30900, 29900, 29900, 30900, 900]);
    expect(pricePointRoundUp(4160, 'USD')).toBe(4199);
    expect(pricePointRoundUp(29952, 'CNY')).toBe(30900);
    expect(derivePrice({ USD: { list: 4160, sale: 3000 } }, 'CNY')).toEqual({ list: 30900, sale: 21900 });
    expect(markdownPrice(30900, 0.3, 'CNY')).toBe(20900);
    expect(markdownPrice(1900, 0.5, 'CNY')).toBe(900);
    expect(markdownPrice(900, 0.5, 'CNY')).toBe(400);
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 500_000 }), fc.double({ min: 0.05, max: 0.7, noNaN: true }), (usd, pct) => {
        const list = derivePrice({ USD: { list: usd, sale: usd } }, 'CNY').list;
        expect(list % 1000).toBe(900);
        expect(list).toBeGreaterThanOrEqual(usd * 7.2);
        const sale = markdownPrice(list, pct, 'CNY');
        expect(sale).toBeLessThan(list);
        expect(sale % 100).toBe(0);
      }),
    );
  });

  it('assigns stock from a hash: same SKU and pool, same stock', () => {
    expect(hashedStock('WJ03-L-Red', 'US_DIRECT')).toEqual(hashedStock('WJ03-L-Red', 'US_DIRECT'));
    const values = ['US_DIRECT', 'UK_DIRECT', 'CA_DIRECT', 'EU_DIRECT'].flatMap((pool) =>
      Array.from({ length: 200 }, (_, i) => hashedStock(`SKU-${i}`, pool as 'US_DIRECT')),
    );
    expect(values.every((v) => v.stock >= 0 && v.backorder >= 0 && v.stock <= 60 && v.backorder <= 30)).toBe(true);
  });
});
