import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAROUSEL, clampSlideIndex, lastSlideIndex, nextSlideIndex, previousSlideIndex, sliderControls, type SliderConfig } from '@vitrine/core';

const cfg = (p: Partial<SliderConfig> = {}): SliderConfig => ({ count: 10, perPage: 3, step: 'page', loop: false, ...p });

describe('slider (shell §4)', () => {
  it('has a last index of count - perPage, at least 0', () => {
    expect(lastSlideIndex(cfg())).toBe(7);
    expect(lastSlideIndex(cfg({ count: 2 }))).toBe(0);
    expect(lastSlideIndex(cfg({ perPage: 0 }))).toBe(9);
    expect(CAROUSEL).toEqual({ gutter: 1, activeBuffer: 1 });
  });
  it('moves next by a page, stopping at the end without looping', () => {
    expect(nextSlideIndex(0, cfg())).toBe(3);
    expect(nextSlideIndex(6, cfg())).toBe(7);
    expect(nextSlideIndex(7, cfg())).toBe(7);
  });
  it('moves by one', () => {
    expect(nextSlideIndex(0, cfg({ step: 'one' }))).toBe(1);
    expect(previousSlideIndex(5, cfg({ step: 'one' }))).toBe(4);
  });
  it('wraps when looping', () => {
    expect(nextSlideIndex(7, cfg({ loop: true }))).toBe(0);
    expect(previousSlideIndex(0, cfg({ loop: true }))).toBe(7);
  });
  it('moves previous by a page, stopping at 0 without looping', () => {
    expect(previousSlideIndex(5, cfg())).toBe(2);
    expect(previousSlideIndex(2, cfg())).toBe(0);
    expect(previousSlideIndex(0, cfg())).toBe(0);
  });
  it('clamps out-of-range and fractional indexes', () => {
    expect(clampSlideIndex(-4, cfg())).toBe(0);
    expect(clampSlideIndex(99, cfg())).toBe(7);
    expect(clampSlideIndex(2.7, cfg())).toBe(2);
  });
  it('reports usable controls', () => {
    expect(sliderControls(0, cfg())).toEqual({ canPrevious: false, canNext: true });
    expect(sliderControls(7, cfg())).toEqual({ canPrevious: true, canNext: false });
    expect(sliderControls(0, cfg({ loop: true }))).toEqual({ canPrevious: true, canNext: true });
    expect(sliderControls(0, cfg({ count: 3 }))).toEqual({ canPrevious: false, canNext: false });
  });
  const configArb = fc.record({ count: fc.nat(30), perPage: fc.integer({ min: 1, max: 6 }), step: fc.constantFrom('page' as const, 'one' as const), loop: fc.boolean() });
  it('property: the index always stays within 0..last after any moves', () => {
    fc.assert(
      fc.property(configArb, fc.integer({ min: -5, max: 40 }), fc.array(fc.boolean(), { maxLength: 40 }), (c, start, moves) => {
        let i = clampSlideIndex(start, c);
        for (const forward of moves) {
          i = forward ? nextSlideIndex(i, c) : previousSlideIndex(i, c);
          expect(i).toBeGreaterThanOrEqual(0);
          expect(i).toBeLessThanOrEqual(lastSlideIndex(c));
          expect(Number.isInteger(i)).toBe(true);
        }
      }),
    );
  });
  it('property: without looping, next from the last index and previous from 0 stay put; by-one next is +1 before the end', () => {
    fc.assert(
      fc.property(configArb, (c) => {
        const last = lastSlideIndex(c);
        const noLoop = { ...c, loop: false };
        expect(nextSlideIndex(last, noLoop)).toBe(last);
        expect(previousSlideIndex(0, noLoop)).toBe(0);
        if (last > 0) expect(nextSlideIndex(last - 1, { ...noLoop, step: 'one' })).toBe(last);
      }),
    );
  });
});
