import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceDisplay, type PriceRange } from '@vitrine/core';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const range = (p: Partial<PriceRange> = {}): PriceRange => ({ listLow: usd(5000), listHigh: usd(5000), saleLow: usd(5000), saleHigh: usd(5000), hasMarkdown: false, markdownState: 'none', ...p });

describe('priceDisplay (shopping §3 priceData)', () => {
  it('shows one price without markdown', () => {
    expect(priceDisplay(range())).toEqual({ current: { low: usd(5000), high: null }, was: null, markdownState: 'none' });
  });
  it('shows a range and the list price struck through when marked down', () => {
    expect(priceDisplay(range({ saleLow: usd(3000), saleHigh: usd(4000), hasMarkdown: true, markdownState: 'partial' }))).toEqual({
      current: { low: usd(3000), high: usd(4000) },
      was: { low: usd(5000), high: null },
      markdownState: 'partial',
    });
  });
  it('property: high is shown only when above low', () => {
    fc.assert(fc.property(fc.nat(10_000), fc.nat(10_000), (a, b) => {
      const d = priceDisplay(range({ saleLow: usd(a), saleHigh: usd(b) }));
      expect(d.current.high === null).toBe(b <= a);
    }));
  });
});
