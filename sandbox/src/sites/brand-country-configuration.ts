import type { BrandCountryConfigurationDto } from '@vitrine/contract';
import { siteConfiguration } from './site-configuration.js';
import { SITES } from './sites.js';

/** Regions of shopping.md §9. */
export type SandboxRegion = BrandCountryConfigurationDto['region'];

/**
 * Region mapping (shopping.md §9): us and ca give na, cn gives china, anything else eu.
 * Case-insensitive. The sandbox keeps its own copy of core's `regionOfCountry` (it must not import
 * the client's core); tests/sandbox/brand-country-configuration.test.ts checks the two agree.
 */
export function sandboxRegionOf(countryCode: string): SandboxRegion {
  const cc = countryCode.trim().toLowerCase();
  if (cc === 'us' || cc === 'ca') return 'na';
  return cc === 'cn' ? 'china' : 'eu';
}

/**
 * The site of the brand that serves a country no site of its own is in, per region (decision
 * 0340): North America from an-us, everything else from an-uk, the English-speaking European site.
 */
const REGION_DEFAULT_SITE: Readonly<Record<SandboxRegion, string>> = { na: 'an-us', china: 'an-uk', eu: 'an-uk' };

/**
 * Countries served by the site of the language they speak or the currency they use before their
 * region's default (decision 0307: AT → an-de, BE → an-fr, MX → an-es, SM → an-it, PR → an-us).
 * The sandbox keeps its own copy of core's site-select mapping (it must not import the client's
 * core); tests/sandbox/brand-country-configuration.test.ts checks the two agree.
 */
const LANGUAGE_SITE: ReadonlyMap<string, string> = new Map(
  (
    [
      ['an-de', 'AT CH LI'],
      ['an-fr', 'BE LU MC GF GP MQ RE YT PM BL MF NC PF WF'],
      ['an-es', 'AD MX GT HN SV NI CR PA CU DO CO VE EC PE BO PY UY AR CL GQ'],
      ['an-it', 'SM VA'],
      ['an-us', 'PR GU VI AS MP'],
    ] as const
  ).flatMap(([siteId, countries]) => countries.split(' ').map((country) => [country, siteId] as const)),
);

/**
 * The brand country configuration (GET /catalog/v0/an/configuration/{countryCode};
 * shell-and-account.md §1, §5; decisions 0340, 0307) for an ISO 3166-1 alpha-2 code, already
 * checked and upper-cased by the route: the brand 'an' site in that country (`domestic` true), else
 * the site of its language (AT → an-de), else the region's default site, with its currencies,
 * languages and countries. The same site site select offers for the country.
 */
export function brandCountryConfiguration(countryCode: string): BrandCountryConfigurationDto {
  const region = sandboxRegionOf(countryCode);
  const own = SITES.find((s) => s.brand === 'an' && s.country === countryCode);
  const siteId = LANGUAGE_SITE.get(countryCode) ?? REGION_DEFAULT_SITE[region];
  const site = own ?? SITES.find((s) => s.siteId === siteId)!;
  const config = siteConfiguration(site);
  return {
    brand: 'AN',
    countryCode,
    region,
    siteId: site.siteId,
    domestic: own !== undefined,
    currencies: config.currencies,
    languages: config.languages,
    countries: config.countries,
  };
}
