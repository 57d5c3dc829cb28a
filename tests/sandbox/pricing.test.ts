import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charmRoundUp, derivePrice, FX_FROM_USD, markdownPrice } from '../../sandbox/src/seed/pricing.js';
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

  it('assigns stock from a hash: same SKU and pool, same stock', () => {
    expect(hashedStock('WJ03-L-Red', 'US_DIRECT')).toEqual(hashedStock('WJ03-L-Red', 'US_DIRECT'));
    const values = ['US_DIRECT', 'UK_DIRECT', 'CA_DIRECT', 'EU_DIRECT'].flatMap((pool) =>
      Array.from({ length: 200 }, (_, i) => hashedStock(`SKU-${i}`, pool as 'US_DIRECT')),
    );
    expect(values.every((v) => v.stock >= 0 && v.backorder >= 0 && v.stock <= 60 && v.backorder <= 30)).toBe(true);
  });
});
