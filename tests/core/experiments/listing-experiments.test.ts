import { describe, expect, it } from 'vitest';
import { categoryTilesPageSize, scrollsToProductGridAfterBuy, tileImageLoading, tileSwatchLimit } from '@vitrine/core';

describe('lazyThumbnails card image loading (shopping.md §5; decision 0420)', () => {
  it('0 loads the first row eagerly and preloads the first card', () => {
    expect(tileImageLoading(0, 2, 0)).toEqual({ priority: true, preload: true, placeholder: false });
    expect(tileImageLoading(1, 2, 0)).toEqual({ priority: true, preload: false, placeholder: false });
    expect(tileImageLoading(2, 2, 0)).toEqual({ priority: false, preload: false, placeholder: false });
  });

  it('1 makes every card lazy except the LCP card', () => {
    expect(tileImageLoading(0, 2, 1)).toEqual({ priority: true, preload: true, placeholder: false });
    expect(tileImageLoading(1, 2, 1)).toEqual({ priority: false, preload: false, placeholder: false });
  });

  it('2 is lazy with a low-quality placeholder, never on the LCP card', () => {
    expect(tileImageLoading(0, 2, 2)).toEqual({ priority: true, preload: true, placeholder: false });
    expect(tileImageLoading(1, 2, 2)).toEqual({ priority: false, preload: false, placeholder: true });
  });

  it('a grid with no eager cards (a tray) has no LCP card', () => {
    expect(tileImageLoading(0, 0, 0)).toEqual({ priority: false, preload: false, placeholder: false });
    expect(tileImageLoading(0, 0, 2)).toEqual({ priority: false, preload: false, placeholder: true });
  });

  it('reads an unknown value as 0', () => {
    expect(tileImageLoading(1, 2, 7)).toEqual(tileImageLoading(1, 2, 0));
  });
});

describe('plpAllColorOptions swatch limit (shopping.md §5)', () => {
  it('0 keeps the default limit, 1 shows every colour', () => {
    expect(tileSwatchLimit(0, 5)).toBe(5);
    expect(tileSwatchLimit(1, 5)).toBe(Number.POSITIVE_INFINITY);
    expect(tileSwatchLimit(3, 5)).toBe(5);
  });
});

describe('categoryTilesPerPage page size (shopping.md §5)', () => {
  it('keeps a value in range and caps it at the tiles call’s maximum', () => {
    expect(categoryTilesPageSize(12)).toBe(12);
    expect(categoryTilesPageSize(24)).toBe(24);
    expect(categoryTilesPageSize(500)).toBe(120);
    expect(categoryTilesPageSize(0)).toBe(1);
    expect(categoryTilesPageSize(7.6)).toBe(7);
  });
});

describe('anchorAfterMobileGBP (shopping.md §5; decision 0421)', () => {
  it('scrolls only for 1 below the desktop breakpoint', () => {
    expect(scrollsToProductGridAfterBuy(1, false)).toBe(true);
    expect(scrollsToProductGridAfterBuy(1, true)).toBe(false);
    expect(scrollsToProductGridAfterBuy(0, false)).toBe(false);
  });
});
