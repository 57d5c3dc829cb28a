import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BRAND_COUNTRY_CONFIG_BRAND,
  COUNTRY_CODE_REQUIRED_MESSAGE,
  homepageSlug,
  isLanguageSelectorVisible,
  isServedLocale,
  regionOfCountry,
  SITE_CURRENCY_COOKIE_MAX_AGE_S,
  subBrandConfig,
  subBrandsOfSite,
  SUPPORTED_LANGUAGES_LIST,
  validateBrandCountryConfigRequest,
} from '@vitrine/core';

describe('locales (shell §1)', () => {
  it('lists eight locales plus zh-CN once, and serves all nine', () => {
    expect(SUPPORTED_LANGUAGES_LIST).toHaveLength(9);
    expect(SUPPORTED_LANGUAGES_LIST.at(-1)).toBe('zh-CN');
    expect(SUPPORTED_LANGUAGES_LIST.filter((l) => l === 'zh-CN')).toHaveLength(1);
    expect(isServedLocale('fr-ca')).toBe(true);
    expect(isServedLocale('zh-cn')).toBe(true);
    expect(isServedLocale('zh-TW')).toBe(false);
  });
});

describe('regionOfCountry (shopping §9)', () => {
  it('maps us and ca to na, cn to china, else eu', () => {
    expect(regionOfCountry('US')).toBe('na');
    expect(regionOfCountry(' ca ')).toBe('na');
    expect(regionOfCountry('cn')).toBe('china');
    expect(regionOfCountry('GB')).toBe('eu');
  });
  it('property: any other two-letter code is eu', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{2}$/), (cc) => {
        const expected = cc === 'us' || cc === 'ca' ? 'na' : cc === 'cn' ? 'china' : 'eu';
        expect(regionOfCountry(cc)).toBe(expected);
        expect(regionOfCountry(cc.toUpperCase())).toBe(expected);
      }),
    );
  });
});

describe('language selector (shell §2)', () => {
  it('shows with more than one language and site-select off', () => {
    expect(isLanguageSelectorVisible(['en', 'fr'], false)).toBe(true);
    expect(isLanguageSelectorVisible(['en', 'fr'], true)).toBe(false);
    expect(isLanguageSelectorVisible(['en', 'EN'], false)).toBe(false);
    expect(isLanguageSelectorVisible([], false)).toBe(false);
  });
  it('property: visible iff at least two distinct languages and no site-select', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('en', 'fr', 'de')), fc.boolean(), (langs, siteSelect) => {
        expect(isLanguageSelectorVisible(langs, siteSelect)).toBe(new Set(langs).size >= 2 && !siteSelect);
      }),
    );
  });
});

describe('brand country configuration (shell §5)', () => {
  it("needs a country code, else 'Country code is required by getBrandCountryConfig'", () => {
    expect(validateBrandCountryConfigRequest(' gb ')).toEqual({ ok: true, value: 'GB' });
    for (const bad of ['', '  ', null, undefined, 44]) {
      const r = validateBrandCountryConfigRequest(bad);
      expect(!r.ok && [r.error.code, r.error.message]).toEqual(['SITE.COUNTRY_CODE_REQUIRED', COUNTRY_CODE_REQUIRED_MESSAGE]);
    }
    expect(COUNTRY_CODE_REQUIRED_MESSAGE).toBe('Country code is required by getBrandCountryConfig');
    expect(BRAND_COUNTRY_CONFIG_BRAND).toBe('AN');
    expect(SITE_CURRENCY_COOKIE_MAX_AGE_S).toBe(180 * 24 * 3600);
  });
});

describe('sub-brands (shopping §1)', () => {
  it('are enabled on their sites', () => {
    expect(subBrandsOfSite('an-us').map((b) => b.code)).toEqual(['anthroliving']);
    expect(subBrandsOfSite('fp-fr').map((b) => b.code)).toEqual(['fpmovement']);
    expect(subBrandsOfSite('an-uk')).toEqual([]);
  });
  it('gives the config only where enabled', () => {
    expect(subBrandConfig('AnthroLiving', 'an-ca')?.refinement).toEqual({ facet: 'facets.subBrands', value: 'anthroliving' });
    expect(subBrandConfig('anthroliving', 'fp-us')).toBeNull();
    expect(subBrandConfig(null, 'an-us')).toBeNull();
  });
  it('picks the homepage slug', () => {
    expect(homepageSlug('fp-uk', 'fpmovement')).toBe('homepage-fpmovement');
    expect(homepageSlug('an-us', 'anthroliving')).toBe('homepage-anthroliving');
    expect(homepageSlug('an-de', 'anthroliving')).toBe('homepage');
    expect(homepageSlug('an-us', null)).toBe('homepage');
  });
});
