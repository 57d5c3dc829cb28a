import { describe, expect, it } from 'vitest';
import { measurementIn, sizeGuideUnit, sizeGuideVendorFor, type SizeGuideConfiguration } from '@vitrine/core';

const config: SizeGuideConfiguration = {
  rules: [
    { categoryPrefix: 'women-tops', vendor: 'luma-womens-tops' },
    { categoryPrefix: 'women-bottoms', vendor: 'luma-womens-bottoms' },
    { categoryPrefix: 'women', vendor: 'luma-womens-any' },
  ],
};

describe('size guide rules (shopping.md §3, §7; decision 0422)', () => {
  it('picks the first rule whose prefix is the category or its parent path', () => {
    expect(sizeGuideVendorFor(config, 'women-tops')).toBe('luma-womens-tops');
    expect(sizeGuideVendorFor(config, 'women-tops-jackets')).toBe('luma-womens-tops');
    expect(sizeGuideVendorFor(config, 'women-bottoms-pants')).toBe('luma-womens-bottoms');
    expect(sizeGuideVendorFor(config, 'women-topsy')).toBe('luma-womens-any');
  });

  it('gives null without a match, a category or a configuration', () => {
    expect(sizeGuideVendorFor(config, 'gear-bags')).toBeNull();
    expect(sizeGuideVendorFor(config, null)).toBeNull();
    expect(sizeGuideVendorFor(null, 'women-tops')).toBeNull();
  });

  it('shows inches in the United States and centimetres elsewhere', () => {
    expect(sizeGuideUnit('US')).toBe('inch');
    expect(sizeGuideUnit('us')).toBe('inch');
    expect(sizeGuideUnit('GB')).toBe('centimeter');
  });

  it('converts centimetres to the nearest half inch', () => {
    expect(measurementIn(86, 'inch')).toBe(34);
    expect(measurementIn(90, 'inch')).toBe(35.5);
    expect(measurementIn(86, 'centimeter')).toBe(86);
  });
});
