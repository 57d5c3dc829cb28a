import { describe, expect, it } from 'vitest';
import { activeSubBrand, brandTabs, subBrandRefinements, SUB_BRANDS } from '@vitrine/core';

const anUs = { brand: 'an', siteName: 'Vitrine', subBrands: [{ code: 'anthroliving', siteName: 'AnthroLiving' }] };

describe('brand tabs (shopping §2 "Header"; decision 0345)', () => {
  it('are none on a site without sub-brands, so the logo stays', () => {
    expect(brandTabs({ brand: 'an', siteName: 'Vitrine', subBrands: [] }, null)).toEqual([]);
  });
  it('list the main brand then each sub-brand, the main brand selected off a sub-brand', () => {
    expect(brandTabs(anUs, null)).toEqual([
      { brand: 'an', url: '/', selected: true, siteName: 'Vitrine' },
      { brand: 'anthroliving', url: '/anthroliving', selected: false, siteName: 'AnthroLiving' },
    ]);
  });
  it('select the active sub-brand (case-insensitive) and only it', () => {
    expect(brandTabs(anUs, 'AnthroLiving').map((t) => [t.brand, t.selected])).toEqual([
      ['an', false],
      ['anthroliving', true],
    ]);
  });
  it('select the main brand when the active code is no sub-brand of the site', () => {
    expect(brandTabs(anUs, 'fpmovement').filter((t) => t.selected).map((t) => t.brand)).toEqual(['an']);
  });
});

describe('active sub-brand (decision 0344)', () => {
  it('comes from the first path segment where the sub-brand is enabled', () => {
    expect(activeSubBrand('an-us', '/anthroliving', null)?.code).toBe('anthroliving');
    expect(activeSubBrand('fp-uk', '/fpmovement/', null)?.code).toBe('fpmovement');
    expect(activeSubBrand('an-de', '/anthroliving', null)).toBeNull();
  });
  it('else from the subbrand query parameter', () => {
    expect(activeSubBrand('an-ca', '/home-bath', 'anthroliving')?.code).toBe('anthroliving');
    expect(activeSubBrand('an-us', '/home-bath', 'fpmovement')).toBeNull();
    expect(activeSubBrand('an-us', '/', null)).toBeNull();
    expect(activeSubBrand('an-us', '', null)).toBeNull();
  });
  it('gives the listing refinement on facets.subBrands, none for the main brand', () => {
    expect(subBrandRefinements(SUB_BRANDS[0]!)).toEqual({ subBrands: ['anthroliving'] });
    expect(subBrandRefinements(null)).toBeUndefined();
  });
});
