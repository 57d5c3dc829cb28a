import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coerceExperiments, coerceExperimentValue, EXPERIMENT_KEYS, EXPERIMENT_RULES, isAllowedExperimentValue, type ExperimentKey } from '@vitrine/core';

const sets: [ExperimentKey, number[]][] = [
  ['lazyThumbnails', [0, 1, 2]],
  ['anchorAfterMobileGBP', [0, 1]],
  ['plpAllColorOptions', [0, 1]],
  ['shopTheLookVariant', [0, 1, 2]],
  ['ratingDistribution', [0, 1]],
  ['cartConfirmVariant', [0, 1, 2]],
  ['enableFamilyRecTray', [0, 1]],
  ['winston2', [0, 1, 2, 3, 4]],
];

describe('experiment coercion (shopping §5, shell §5)', () => {
  it.each(sets)('%s allows exactly %j', (key, allowed) => {
    expect(EXPERIMENT_RULES[key]).toMatchObject({ kind: 'set', allowed });
    for (const v of allowed) expect(coerceExperimentValue(key, v)).toBe(v);
    expect(coerceExperimentValue(key, Math.max(...allowed) + 1)).toBe(0);
    expect(coerceExperimentValue(key, -1)).toBe(0);
  });
  it('accepts digit strings and rejects other shapes', () => {
    expect(coerceExperimentValue('winston2', '3')).toBe(3);
    expect(coerceExperimentValue('winston2', ' 4 ')).toBe(4);
    expect(coerceExperimentValue('winston2', '1.0')).toBe(0);
    expect(coerceExperimentValue('winston2', 2.5)).toBe(0);
    expect(coerceExperimentValue('winston2', null)).toBe(0);
    expect(coerceExperimentValue('winston2', undefined)).toBe(0);
    expect(coerceExperimentValue('winston2', {})).toBe(0);
    expect(coerceExperimentValue('winston2', true)).toBe(0);
  });
  it('plpPersonalization and searchPersonalization are positive integers (default 1)', () => {
    expect(coerceExperimentValue('plpPersonalization', 7)).toBe(7);
    expect(coerceExperimentValue('plpPersonalization', 0)).toBe(1);
    expect(coerceExperimentValue('searchPersonalization', '12')).toBe(12);
    expect(coerceExperimentValue('searchPersonalization', -2)).toBe(1);
  });
  it('category tiles per page is an integer of at least 1 (default 24)', () => {
    expect(coerceExperimentValue('categoryTilesPerPage', '48')).toBe(48);
    expect(coerceExperimentValue('categoryTilesPerPage', 0)).toBe(24);
    expect(coerceExperimentValue('categoryTilesPerPage', 'abc')).toBe(24);
  });
  it('takes a caller default for invalid values', () => {
    expect(coerceExperimentValue('lazyThumbnails', 'x', 2)).toBe(2);
  });
  it('coerces a whole bag, ignoring unknown keys', () => {
    const v = coerceExperiments({ lazyThumbnails: '2', winston2: 9, unknownKey: 5 }, { cartConfirmVariant: 1 });
    expect(Object.keys(v)).toEqual(EXPERIMENT_KEYS);
    expect(v).toMatchObject({ lazyThumbnails: 2, winston2: 0, cartConfirmVariant: 1, plpPersonalization: 1, categoryTilesPerPage: 24 });
    expect('unknownKey' in v).toBe(false);
  });
  it('property: the result is always allowed, and an allowed input is kept unchanged', () => {
    fc.assert(
      fc.property(fc.constantFrom(...EXPERIMENT_KEYS), fc.oneof(fc.integer({ min: -3, max: 60 }), fc.string(), fc.double(), fc.constant(null)), (key, raw) => {
        const v = coerceExperimentValue(key, raw);
        expect(isAllowedExperimentValue(EXPERIMENT_RULES[key], v)).toBe(true);
        if (typeof raw === 'number' && Number.isInteger(raw) && isAllowedExperimentValue(EXPERIMENT_RULES[key], raw)) expect(v).toBe(raw);
      }),
    );
  });
  it('property: winston2 keeps 0..4 and nothing else (catches an off-by-one at 4 or 5)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 10 }), (n) => {
        expect(coerceExperimentValue('winston2', n)).toBe(n >= 0 && n <= 4 ? n : 0);
      }),
    );
  });
});
