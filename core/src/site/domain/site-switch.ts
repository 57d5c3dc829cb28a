import { sitesOf, type SiteContext } from '../site.js';
import { siteOfChosenCountry } from './site-select-variants.js';
import { SUB_BRANDS } from './sub-brands.js';

/**
 * The site-switch banner's rules (shopping.md §2 "Header": "a lower promo message and a site-switch
 * banner"; shell-and-account.md §2 "Site-switch banner shows from cookies unless suppressed";
 * decisions 0343 and 0303): the switch told after a site choice, and the shopper's chosen site
 * offered on a URL of another site opened directly. The cookies' names are in ../site.ts and
 * ./site-choice.ts (the app shell reads them on the first paint).
 */

/** The query flag that suppresses the banner on a page (`?suppressSiteSwitch`, any value but 'false' or '0'; decision 0343). */
export const SITE_SWITCH_SUPPRESS_QUERY = 'suppressSiteSwitch';

/** True when the page's `?suppressSiteSwitch` value (null when absent) suppresses the banner: present, and not 'false' or '0'. */
function suppressedByQuery(value: string | null): boolean {
  return value !== null && !/^\s*(false|0)\s*$/i.test(value);
}

/** A site switch as the banner tells it: where the shopper came from and the site they are on. */
export interface SiteSwitch {
  readonly from: SiteContext;
  readonly to: SiteContext;
}

/** What {@link siteSwitchOf} reads: the two cookies' values and the query flag's (null when absent). */
export interface SiteSwitchInput {
  readonly switchCookie: string | undefined;
  readonly suppressCookie: string | undefined;
  readonly suppressQuery: string | null;
}

/**
 * Whether the site-switch banner shows on `current` (shell-and-account.md §2 "Site-switch banner
 * shows from cookies unless suppressed"; decision 0343), and what it tells: the switch when the
 * switch cookie reads 'fromLocale:toLocale' with `to` the current page's locale and `from` a served
 * locale of another site of the same brand; null when there is none, when the suppress cookie holds
 * that same value (dismissed), or when the query flag is present with a value other than 'false'
 * or '0'. Pure; a malformed cookie gives null.
 */
export function siteSwitchOf(input: SiteSwitchInput, current: SiteContext): SiteSwitch | null {
  const value = input.switchCookie;
  if (suppressedByQuery(input.suppressQuery) || !value || value === input.suppressCookie) return null;
  const from = sitesOf(current.brand).find((site) => value === `${site.locale}:${current.locale}`);
  return from && from.siteId !== current.siteId ? { from, to: current } : null;
}

/** What {@link chosenSiteElsewhereOf} reads: the country and language cookies of the last site choice (`vitrine_country`, `vitrine_language`) and the query flag's value (null when absent). */
export interface ChosenSiteInput {
  readonly countryCookie: string | undefined;
  readonly languageCookie: string | undefined;
  readonly suppressQuery: string | null;
}

/**
 * A page of `current` opened while the shopper's cookies say they chose `chosen`, another site of
 * the brand, with the country they chose in it (AT for de-DE; decision 0307).
 */
export interface ChosenSiteElsewhere {
  readonly chosen: SiteContext;
  readonly current: SiteContext;
}

/**
 * Whether a page was opened on another site than the one the shopper chose (a shared link to
 * /fr-fr/… while the cookies say en-US; decision 0303), so the banner offers the way back or to stay.
 * The chosen site is the site serving the country cookie (ISO 3166-1 alpha-2, any case) as site
 * select maps it (core's siteOfChosenCountry, decision 0307: AT → de-DE); for a country with two
 * sites (CA: en-CA and fr-CA) the one of the language cookie, else the first; `chosen` carries the
 * cookie's country (upper case), so the banner names Austria for de-DE.
 * Null when the country cookie is absent or names no country, when the chosen site is the
 * current one (another language of the same site is not another site), or when `?suppressSiteSwitch`
 * is present with a value other than 'false' or '0'. Pure; never fails.
 */
export function chosenSiteElsewhereOf(input: ChosenSiteInput, current: SiteContext): ChosenSiteElsewhere | null {
  if (suppressedByQuery(input.suppressQuery) || !input.countryCookie) return null;
  const site = siteOfChosenCountry(current.brand, input.countryCookie, input.languageCookie);
  return site && site.siteId !== current.siteId ? { chosen: { ...site, country: input.countryCookie.trim().toUpperCase() }, current } : null;
}

/**
 * The path inside site `to` of the page at `innerPath` (a path inside the current site, '/shop/x'):
 * the same path, since slugs and category paths are the same on every site (decision 0342), except
 * the pages of a sub-brand not enabled on `to` ('/fpmovement…' on fp-de), which have no counterpart
 * there: those give `to`'s home page '/' (decision 0303). Pure; never fails.
 */
export function pathOnSite(to: SiteContext, innerPath: string): string {
  const missing = SUB_BRANDS.some(
    (brand) => !brand.sites.includes(to.siteId) && (innerPath === brand.canonicalPath || innerPath.startsWith(`${brand.canonicalPath}/`)),
  );
  return missing ? '/' : innerPath;
}
