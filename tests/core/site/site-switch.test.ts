import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chosenSiteElsewhereOf, pathOnSite, siteChoiceCookies, sitesOf, SITE_PREFERENCE_COOKIES, type SiteContext } from '@vitrine/core';

const an = sitesOf('an');
const fp = sitesOf('fp');
const site = (sites: readonly SiteContext[], locale: string): SiteContext => sites.find((s) => s.locale === locale)!;
const US = site(an, 'en-US');
const FR = site(an, 'fr-FR');
const EN_CA = site(an, 'en-CA');
const FR_CA = site(an, 'fr-CA');

const input = (countryCookie?: string, languageCookie?: string, suppressQuery: string | null = null) => ({ countryCookie, languageCookie, suppressQuery });

describe('chosenSiteElsewhereOf (a URL of another site opened directly; decision 0303)', () => {
  it('offers the chosen site on a page of another site of the brand', () => {
    expect(chosenSiteElsewhereOf(input('US', 'en'), FR)).toEqual({ chosen: US, current: FR });
    expect(chosenSiteElsewhereOf(input(' fr ', ' FR '), US)).toEqual({ chosen: FR, current: US });
  });

  it('picks the site of the language cookie in a country with two sites, else the first', () => {
    expect(chosenSiteElsewhereOf(input('CA', 'fr'), FR)?.chosen).toEqual(FR_CA);
    expect(chosenSiteElsewhereOf(input('CA', 'en'), FR)?.chosen).toEqual(EN_CA);
    expect(chosenSiteElsewhereOf(input('CA'), US)?.chosen).toEqual(EN_CA);
  });

  it('is null without a country cookie, for a country of no site, on the chosen site or another language of it', () => {
    expect(chosenSiteElsewhereOf(input(), FR)).toBeNull();
    expect(chosenSiteElsewhereOf(input(''), FR)).toBeNull();
    expect(chosenSiteElsewhereOf(input('XX', 'en'), FR)).toBeNull();
    expect(chosenSiteElsewhereOf(input('FR', 'fr'), FR)).toBeNull();
    expect(chosenSiteElsewhereOf(input('CA', 'en'), FR_CA)).toBeNull();
  });

  it('is suppressed by the query flag unless it says false or 0', () => {
    expect(chosenSiteElsewhereOf(input('US', 'en', ''), FR)).toBeNull();
    expect(chosenSiteElsewhereOf(input('US', 'en', '1'), FR)).toBeNull();
    expect(chosenSiteElsewhereOf(input('US', 'en', 'FALSE'), FR)).toEqual({ chosen: US, current: FR });
    expect(chosenSiteElsewhereOf(input('US', 'en', ' 0 '), FR)).toEqual({ chosen: US, current: FR });
  });

  it('for any choice, the chosen site itself shows nothing and every site of another country offers the way back to it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...an, ...fp), fc.constantFrom('an', 'fp'), (chosen, brand) => {
        const written = new Map(siteChoiceCookies(chosen, chosen).set.map((c) => [c.name, c.value]));
        const cookies = input(written.get(SITE_PREFERENCE_COOKIES.country), written.get(SITE_PREFERENCE_COOKIES.language));
        const own = sitesOf(brand as 'an' | 'fp');
        for (const current of own) {
          const expected = current.country === chosen.country ? null : { chosen: own.find((s) => s.locale === chosen.locale), current };
          expect(chosenSiteElsewhereOf(cookies, current)).toEqual(expected);
        }
      }),
    );
  });
});

describe('pathOnSite (the same page on the chosen site; decisions 0342, 0303)', () => {
  it('keeps the path, product slugs and category paths being the same on every site', () => {
    expect(pathOnSite(US, '/shop/augusta-pullover-jacket')).toBe('/shop/augusta-pullover-jacket');
    expect(pathOnSite(FR, '/')).toBe('/');
    expect(pathOnSite(FR, '/fpmovementx')).toBe('/fpmovementx');
  });

  it("gives the home page for a sub-brand's pages on a site where the sub-brand is not enabled", () => {
    expect(pathOnSite(site(fp, 'de-DE'), '/fpmovement')).toBe('/');
    expect(pathOnSite(site(fp, 'de-DE'), '/fpmovement/women')).toBe('/');
    expect(pathOnSite(site(fp, 'fr-FR'), '/fpmovement/women')).toBe('/fpmovement/women');
    expect(pathOnSite(FR, '/anthroliving')).toBe('/');
    expect(pathOnSite(EN_CA, '/anthroliving')).toBe('/anthroliving');
  });
});
