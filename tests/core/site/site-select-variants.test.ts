import { countries } from 'country-flag-icons';
import { describe, expect, it } from 'vitest';
import { chosenSiteElsewhereOf, shoppingCountryOf, siteChoiceOfVariant, siteOfChosenCountry, siteSelectVariantsOf, sitesOf, type SiteContext } from '@vitrine/core';

const an = sitesOf('an');
const fp = sitesOf('fp');
const site = (sites: readonly SiteContext[], locale: string): SiteContext => sites.find((s) => s.locale === locale)!;
const localeOf = (country: string) => siteSelectVariantsOf(an, [country]).map((v) => v.site.locale);

describe('siteSelectVariantsOf (shell-and-account.md §2 "Site-select modal"; decision 0307)', () => {
  it('gives one variant per country of the flags package, two for Canada, and leaves out what is no country', () => {
    const variants = siteSelectVariantsOf(an, countries);
    const codes = variants.map((v) => v.country);
    expect(variants.length).toBeGreaterThanOrEqual(140);
    expect(variants.length).toBeLessThanOrEqual(250);
    expect(codes.filter((c) => c === 'CA')).toHaveLength(2);
    expect(new Set(codes).size).toBe(variants.length - 1);
    for (const excluded of ['EU', 'UN', 'XK', 'AQ', 'IC', 'GB-ENG', 'ES-CT']) expect(codes).not.toContain(excluded);
    expect(variants.every((v) => /^[A-Z]{2}$/.test(v.country) && v.site.brand === 'an')).toBe(true);
  });

  it('serves a country with its own site by that site, Canada by both of its languages', () => {
    for (const s of an) expect(localeOf(s.country)).toContain(s.locale);
    expect(localeOf('ca')).toEqual(['en-CA', 'fr-CA']);
    expect(localeOf(' gb ')).toEqual(['en-GB']);
  });

  it('serves other countries by the site of their language, the US territories by en-US, the rest by the region default', () => {
    expect(localeOf('AT')).toEqual(['de-DE']);
    expect(localeOf('CH')).toEqual(['de-DE']);
    expect(localeOf('BE')).toEqual(['fr-FR']);
    expect(localeOf('RE')).toEqual(['fr-FR']);
    expect(localeOf('AD')).toEqual(['es-ES']);
    expect(localeOf('MX')).toEqual(['es-ES']);
    expect(localeOf('SM')).toEqual(['it-IT']);
    expect(localeOf('PR')).toEqual(['en-US']);
    expect(localeOf('JP')).toEqual(['en-GB']);
    expect(localeOf('NL')).toEqual(['en-GB']);
  });

  it('keeps the order given, drops repeats, and drops a country whose site the list lacks', () => {
    expect(siteSelectVariantsOf(an, ['NL', 'AT', 'at', 'US']).map((v) => v.country)).toEqual(['NL', 'AT', 'US']);
    const withoutGermanyAndUk = an.filter((s) => s.locale !== 'de-DE' && s.locale !== 'en-GB');
    expect(siteSelectVariantsOf(withoutGermanyAndUk, ['AT', 'DE', 'FR']).map((v) => v.country)).toEqual(['FR']);
    expect(siteSelectVariantsOf(fp, ['AT'])[0]!.site).toEqual(site(fp, 'de-DE'));
  });
});

describe('siteOfChosenCountry (decisions 0303, 0307)', () => {
  it('is the site serving the country; in Canada the one of the language, else the first', () => {
    expect(siteOfChosenCountry('an', 'at', undefined)).toEqual(site(an, 'de-DE'));
    expect(siteOfChosenCountry('an', 'CA', ' FR ')).toEqual(site(an, 'fr-CA'));
    expect(siteOfChosenCountry('an', 'CA', 'de')).toEqual(site(an, 'en-CA'));
    expect(siteOfChosenCountry('an', 'CA', undefined)).toEqual(site(an, 'en-CA'));
  });

  it('is undefined for a code that names no country', () => {
    for (const code of ['XX', 'EU', '', 'USA', 'G1']) expect(siteOfChosenCountry('an', code, 'en')).toBeUndefined();
  });
});

describe('chosenSiteElsewhereOf with a country served by another country’s site (decision 0307)', () => {
  const input = (countryCookie: string, languageCookie?: string) => ({ countryCookie, languageCookie, suppressQuery: null });

  it('is null on the site the chosen country maps to, and offers that site elsewhere', () => {
    expect(chosenSiteElsewhereOf(input('AT', 'de'), site(an, 'de-DE'))).toBeNull();
    expect(chosenSiteElsewhereOf(input(' at ', 'de'), site(an, 'en-US'))).toEqual({ chosen: { ...site(an, 'de-DE'), country: 'AT' }, current: site(an, 'en-US') });
    expect(chosenSiteElsewhereOf(input('JP', 'en'), site(an, 'fr-FR'))?.chosen).toEqual({ ...site(an, 'en-GB'), country: 'JP' });
  });
});

describe('shoppingCountryOf (decision 0307)', () => {
  const DE = site(an, 'de-DE');

  it('is the country cookie when it chose the current site, else the site’s country', () => {
    expect(shoppingCountryOf(DE, ' at ', 'de')).toBe('AT');
    expect(shoppingCountryOf(DE, 'DE', 'de')).toBe('DE');
    expect(shoppingCountryOf(DE, 'FR', 'fr')).toBe('DE');
    expect(shoppingCountryOf(DE, 'XX', 'de')).toBe('DE');
    expect(shoppingCountryOf(DE, undefined, undefined)).toBe('DE');
    expect(shoppingCountryOf(site(an, 'fr-CA'), 'CA', 'en')).toBe('CA');
  });
});

describe('siteChoiceOfVariant (decision 0307)', () => {
  it('is the variant’s site with the chosen country', () => {
    const [austria] = siteSelectVariantsOf(an, ['AT']);
    expect(siteChoiceOfVariant(austria!)).toEqual({ ...site(an, 'de-DE'), country: 'AT' });
  });
});
