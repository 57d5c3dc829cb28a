import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allSites, CONTEXT_PATHS, resolveSiteFromPath, siteById, sitesOf } from '@vitrine/core';

describe('sites and context paths (architecture "Sites, brands and locales")', () => {
  it('has one site per context path and brand', () => {
    expect(sitesOf('an')).toHaveLength(9);
    expect(allSites()).toHaveLength(18);
    expect(siteById('an', 'an-cn')).toMatchObject({ contextPath: '/zh-cn/', locale: 'zh-CN', language: 'zh', country: 'CN', currency: 'CNY', inventoryPool: 'CN_DIRECT' });
    expect(siteById('fp', 'fp-uk')).toMatchObject({ contextPath: '/en-gb/', currency: 'GBP', language: 'en' });
    expect(siteById('an', 'an-xx')).toBeUndefined();
  });
  it('orders context paths longest first', () => {
    expect(CONTEXT_PATHS.at(-1)).toBe('/');
  });
  it('resolves the site from the path', () => {
    expect(resolveSiteFromPath('an', '/fr-fr/shop/x')).toMatchObject({ site: { siteId: 'an-fr' }, innerPath: '/shop/x' });
    expect(resolveSiteFromPath('an', '/FR-CA')).toMatchObject({ site: { siteId: 'an-ca', locale: 'fr-CA' }, innerPath: '/' });
    expect(resolveSiteFromPath('fp', '/zh-cn/shop/x')).toMatchObject({ site: { siteId: 'fp-cn', locale: 'zh-CN' }, innerPath: '/shop/x' });
    expect(resolveSiteFromPath('fp', '/shop/x')).toMatchObject({ site: { siteId: 'fp-us' }, innerPath: '/shop/x' });
    expect(resolveSiteFromPath('fp', '')).toMatchObject({ site: { siteId: 'fp-us' }, innerPath: '/' });
  });
  it('property: prefixing a path with a context path resolves back to that site and the path', () => {
    fc.assert(
      fc.property(fc.constantFrom(...sitesOf('an')), fc.constantFrom('/', '/shop/a', '/cart'), (site, inner) => {
        const path = site.contextPath === '/' ? inner : site.contextPath.slice(0, -1) + inner;
        const r = resolveSiteFromPath('an', path);
        expect(r.site.contextPath).toBe(site.contextPath);
        expect(r.innerPath).toBe(inner);
      }),
    );
  });
});
