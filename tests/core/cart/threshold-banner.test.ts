import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillRemainingPlaceholder, thresholdBannerState, type ThresholdBannerEntry } from '@vitrine/core';

const entry: ThresholdBannerEntry = {
  minThreshold: 2000,
  maxThreshold: 7500,
  inRangePreHeadline: 'Almost there',
  inRangeHeadline: 'Spend %1 more for free shipping',
  thresholdMetHeadline: 'You get free shipping',
  inRangeCtas: [{ linkTitle: 'Shop', linkPath: '/new' }],
};
const usd = (amount: number) => ({ amount, currency: 'USD' });

describe('thresholdBannerState (shell §3, §4)', () => {
  it('is hidden below minThreshold', () => {
    expect(thresholdBannerState(entry, usd(1999))).toEqual({ kind: 'hidden' });
  });
  it('is in range from minThreshold, with the remaining amount', () => {
    expect(thresholdBannerState(entry, usd(2000))).toEqual({
      kind: 'in-range',
      preHeadline: 'Almost there',
      headline: 'Spend %1 more for free shipping',
      remaining: usd(5500),
      ctas: entry.inRangeCtas,
    });
  });
  it('switches to the met headline at maxThreshold', () => {
    expect(thresholdBannerState(entry, usd(7500))).toEqual({ kind: 'met', headline: 'You get free shipping' });
    expect(thresholdBannerState(entry, usd(7499)).kind).toBe('in-range');
  });
  it('treats a negative subtotal as 0', () => {
    expect(thresholdBannerState({ ...entry, minThreshold: 0 }, usd(-10))).toMatchObject({ kind: 'in-range', remaining: usd(7500) });
  });
  it('fills %1 with the formatted remaining amount', () => {
    expect(fillRemainingPlaceholder('Spend %1 more, only %1', '$55.00')).toBe('Spend $55.00 more, only $55.00');
    expect(fillRemainingPlaceholder('No placeholder', '$1')).toBe('No placeholder');
  });
  it('property: met exactly at or above maxThreshold; remaining + subtotal = maxThreshold in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 1, max: 5000 }), (subtotal, min, span) => {
        const e = { ...entry, minThreshold: min, maxThreshold: min + span };
        const s = thresholdBannerState(e, usd(subtotal));
        if (subtotal >= e.maxThreshold) expect(s.kind).toBe('met');
        else if (subtotal < e.minThreshold) expect(s.kind).toBe('hidden');
        else {
          expect(s.kind).toBe('in-range');
          if (s.kind === 'in-range') {
            expect(s.remaining.amount + subtotal).toBe(e.maxThreshold);
            expect(s.remaining.amount).toBeGreaterThan(0);
          }
        }
      }),
    );
  });
});
