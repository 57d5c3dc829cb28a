import { describe, expect, it } from 'vitest';
import { activeSubBrandCode, brandTabs, subBrandHref, subBrandRefinements, SUB_BRANDS } from '@vitrine/core';

const anUs = { brand: 'an', siteName: 'Vitrine', subBrands: [{ code: 'anthroliving', siteName: 'AnthroLiving' }] };

describe('brand tabs (shopping §2 "Header"; decision 0345)', () => {
  it('are none on a site without sub-brands, so the logo stays', () => {
    expect(brandTabs({ brand: 'an', siteName: 'Vitrine', subBrands: [] }, null)).toEqual([]);
  });
  it('list the main brand then each sub-brand, the main brand selected off a sub-brand', () => {
    expect(brandTabs(anUs, null)).toEqual([
      { brand: 'an', url: '/?ref=logo', selected: true, siteName: 'Vitrine' },
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
  const enabled = [{ code: 'anthroliving' }];
  it('comes from the first path segment naming an enabled sub-brand', () => {
    expect(activeSubBrandCode(enabled, '/anthroliving', null)).toBe('anthroliving');
    expect(activeSubBrandCode(enabled, '/AnthroLiving/', 'x')).toBe('anthroliving');
    expect(activeSubBrandCode([], '/anthroliving', null)).toBeNull();
  });
  it('else from the subbrand query parameter', () => {
    expect(activeSubBrandCode(enabled, '/home-bath', 'anthroliving')).toBe('anthroliving');
    expect(activeSubBrandCode(enabled, '/home-bath', 'fpmovement')).toBeNull();
    expect(activeSubBrandCode(enabled, '/', null)).toBeNull();
    expect(activeSubBrandCode(enabled, '', null)).toBeNull();
  });
  it('gives the listing refinement on facets.subBrands, none for the main brand', () => {
    expect(subBrandRefinements(SUB_BRANDS[0]!)).toEqual({ subBrands: ['anthroliving'] });
    expect(subBrandRefinements(null)).toBeUndefined();
  });
});

describe('subBrandHref (decision 0344)', () => {
  it('adds subbrand to the query, before a fragment, and leaves a link that names one', () => {
    expect(subBrandHref('/women-tops', 'anthroliving')).toBe('/women-tops?subbrand=anthroliving');
    expect(subBrandHref('/sale?sort=new#grid', 'fpmovement')).toBe('/sale?sort=new&subbrand=fpmovement#grid');
    expect(subBrandHref('/home#top', 'anthroliving')).toBe('/home?subbrand=anthroliving#top');
    expect(subBrandHref('/home?subbrand=anthroliving', 'fpmovement')).toBe('/home?subbrand=anthroliving');
  });
});
