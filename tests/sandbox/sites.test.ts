import { describe, expect, it } from 'vitest';
import { allSites } from '@vitrine/core';
import { siteConfiguration, SITE_RULES, SUB_BRANDS } from '../../sandbox/src/sites/site-configuration.js';
import { findSite, requestLanguage, SITES } from '../../sandbox/src/sites/sites.js';

describe('sandbox sites', () => {
  it('serve exactly the client core’s sites, with the same currency, pool and languages', () => {
    const core = allSites();
    expect(SITES.map((s) => s.siteId).sort()).toEqual([...new Set(core.map((s) => s.siteId))].sort());
    for (const c of core) {
      const s = findSite(c.siteId)!;
      expect([s.brand, s.country, s.currency, s.inventoryPool]).toEqual([c.brand, c.country, c.currency, c.inventoryPool]);
      expect(s.languages).toContain(c.language);
      expect(s.locales).toContain(c.locale);
    }
  });

  it('answer in the requested language only when the site speaks it', () => {
    const ca = findSite('an-ca')!;
    expect(requestLanguage(ca, 'fr', undefined)).toBe('fr');
    expect(requestLanguage(ca, undefined, 'fr-CA')).toBe('fr');
    expect(requestLanguage(ca, 'de', undefined)).toBe('en');
    expect(requestLanguage(findSite('fp-de')!, undefined, undefined)).toBe('de');
  });

  it('enable the sub-brands of the spec’s table on the listed sites only', () => {
    const enabled = Object.fromEntries(SITES.map((s) => [s.siteId, siteConfiguration(s).subBrands.map((b) => b.code)]));
    expect(Object.entries(enabled).filter(([, codes]) => codes.includes('anthroliving')).map(([id]) => id)).toEqual(['an-us', 'an-ca']);
    expect(Object.entries(enabled).filter(([, codes]) => codes.includes('fpmovement')).map(([id]) => id)).toEqual(['fp-us', 'fp-uk', 'fp-fr']);
    expect(SUB_BRANDS.map((b) => b.homepageSlug)).toEqual(['homepage-anthroliving', 'homepage-fpmovement']);
  });

  it('configure a max quantity above the 99+ cap', () => {
    expect(SITE_RULES.maxQuantity).toBeGreaterThan(99);
    for (const s of SITES) expect(siteConfiguration(s).maxQuantity).toBe(SITE_RULES.maxQuantity);
  });
});
