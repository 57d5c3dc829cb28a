import { sitesOf, type SiteContext, type SupportedLocale } from '../site.js';

/**
 * Site select's variants, one per country (shell-and-account.md §2 "Site-select modal": "one modal
 * variant exists per site or region"; shopping.md §9 region mapping; decision 0307): which site
 * serves a country without a site of its own, and which country the shopper chose.
 */

/** One entry of site select: the country the shopper picks and the site that serves it. */
export interface SiteSelectVariant {
  /** ISO 3166-1 alpha-2, upper case. */
  readonly country: string;
  readonly site: SiteContext;
}

/**
 * Codes of two letters that are no country a shopper lives in (decision 0307): unions (EU, UN),
 * ISO 3166-1's exceptionally reserved codes for parts of other countries (AC, CP, DG, EA, IC, TA),
 * and places without a permanent population (AQ, BV, HM, GS, TF, UM). The user-assigned X… range
 * (XK and the flags package's XC, XO) is left out by its first letter.
 */
const NOT_COUNTRIES: ReadonlySet<string> = new Set(['EU', 'UN', 'EZ', 'AC', 'CP', 'DG', 'EA', 'IC', 'TA', 'AQ', 'BV', 'HM', 'GS', 'TF', 'UM']);

/**
 * The site of a country without a site of its own, by the language it speaks or the currency it
 * uses (decision 0307): German-speaking neighbours, French-speaking neighbours and France's overseas
 * parts, Andorra and the Spanish-speaking Americas, Italian-speaking enclaves, the US territories.
 */
const LANGUAGE_SITES: ReadonlyMap<string, SupportedLocale> = new Map(
  (
    [
      ['de-DE', 'AT CH LI'],
      ['fr-FR', 'BE LU MC GF GP MQ RE YT PM BL MF NC PF WF'],
      ['es-ES', 'AD MX GT HN SV NI CR PA CU DO CO VE EC PE BO PY UY AR CL GQ'],
      ['it-IT', 'SM VA'],
      ['en-US', 'PR GU VI AS MP'],
    ] as const
  ).flatMap(([locale, countries]) => countries.split(' ').map((country) => [country, locale] as const)),
);

/**
 * The site of any other country: its region's default (decision 0340). By shopping.md §9 a country
 * without a site of its own is always in region eu (us, ca and cn, the other regions' countries, all
 * have sites), served by the English-speaking en-GB. Kept apart from ./locale.ts's regionOfCountry so
 * the header selector, in the initial JS, does not carry locale.ts and its imports.
 */
const EU_REGION_SITE: SupportedLocale = 'en-GB';

/** The code upper-cased and trimmed when it names a country (two letters, none of the non-countries above), else null. */
function countryCodeOf(code: string): string | null {
  const country = code.trim().toUpperCase();
  return /^[A-WYZ][A-Z]$/.test(country) && !NOT_COUNTRIES.has(country) ? country : null;
}

/** The sites serving `country` (an upper-case country code): its own (two for CA), else the one of its language or region; none when `sites` lack that one. */
function sitesServing(sites: readonly SiteContext[], country: string): readonly SiteContext[] {
  const own = sites.filter((site) => site.country === country);
  if (own.length > 0) return own;
  const locale = LANGUAGE_SITES.get(country) ?? EU_REGION_SITE;
  return sites.filter((site) => site.locale === locale);
}

/**
 * Site select's variants (shell-and-account.md §2 "Site-select modal"; decision 0307): for each
 * code of `countryCodes` (ISO 3166-1 alpha-2, any case; the flags package's list) that names a
 * country, one `{ country, site }` per site of `sites` in that country (CA gives en-CA and fr-CA),
 * or, for a country without a site, one with the site of its language (AT → de-DE, BE → fr-FR,
 * MX → es-ES, SM → it-IT, PR → en-US) or else of its region (shopping.md §9: eu → en-GB).
 * Codes that are no country (EU, UN, XK, GB-ENG, AQ…) and repeats are left out; the order is that
 * of `countryCodes` (the UI sorts by name in the viewer's language). A code whose site is missing
 * from `sites` is left out. Pure; never fails.
 */
export function siteSelectVariantsOf(sites: readonly SiteContext[], countryCodes: readonly string[]): readonly SiteSelectVariant[] {
  const countries = new Set(countryCodes.map(countryCodeOf).filter((country): country is string => country !== null));
  return [...countries].flatMap((country) => sitesServing(sites, country).map((site) => ({ country, site })));
}

/**
 * The site of the brand a country cookie chose (decisions 0303, 0307): `country` (ISO 3166-1
 * alpha-2, any case) served as in {@link siteSelectVariantsOf} (AT → de-DE), for a country with two
 * sites (CA) the one of `language` (ISO 639-1, any case), else the first. Undefined for a code that
 * names no country. Pure; never fails.
 */
export function siteOfChosenCountry(brand: SiteContext['brand'], country: string, language: string | undefined): SiteContext | undefined {
  const code = countryCodeOf(country);
  if (code === null) return undefined;
  const serving = sitesServing(sitesOf(brand), code);
  const lang = language?.trim().toLowerCase();
  return serving.find((site) => site.language === lang) ?? serving[0];
}

/**
 * The country the shopper is shopping from on `current` (shell-and-account.md §2 header selector;
 * decision 0307): the country cookie's (upper case) when it chose `current` (AT on de-DE), else the
 * site's own country. `countryCookie` and `languageCookie` are the `vitrine_country` and
 * `vitrine_language` values (undefined when absent). Pure; never fails.
 */
export function shoppingCountryOf(current: SiteContext, countryCookie: string | undefined, languageCookie: string | undefined): string {
  const country = countryCookie?.trim().toUpperCase() ?? '';
  return siteOfChosenCountry(current.brand, country, languageCookie)?.contextPath === current.contextPath ? country : current.country;
}

/**
 * What choosing `variant` writes (decision 0307 on 0343's site choice): its site with the chosen
 * country in place of the site's, so `vitrine_country` and the customer's global country name the
 * country picked (AT), while the language, currency and site switch are the site's. Pure.
 */
export function siteChoiceOfVariant(variant: SiteSelectVariant): SiteContext {
  return { ...variant.site, country: variant.country };
}
