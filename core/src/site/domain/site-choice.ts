import type { GlobalPreferences, PreferenceSeed } from '../../identity/ports/profile-gateway.port.js';
import { SUPPORTED_LOCALES, sitesOf, type SiteContext } from '../site.js';
import { SITE_CURRENCY_COOKIE_MAX_AGE_S } from './locale.js';

/**
 * Choosing a site in site select, and the site-switch banner it leads to (shopping.md §2 "Header",
 * §9 "Stored site currency preference cookie"; shell-and-account.md §2 "Page shell", §3
 * "Preferences", §4 "Preferences", §9; decision 0343).
 */

/**
 * The first-party cookies that remember the shopper's language, country and currency (the spec
 * does not show their names; decision 0343). The currency one is the site currency preference
 * cookie of shopping.md §9; new preferences are seeded from all three (shell-and-account.md §4).
 */
export const SITE_PREFERENCE_COOKIES = { language: 'vitrine_language', country: 'vitrine_country', currency: 'vitrine_currency' } as const;

/**
 * The site-switch cookie (decision 0343): written by a site choice that changes the site, as
 * `{fromLocale}:{toLocale}` ('en-US:fr-FR'), for the browser session. The banner reads it.
 */
export const SITE_SWITCH_COOKIE = 'vitrine_site_switch';

/** The suppress cookie (decision 0343): the switch value the shopper dismissed, for the browser session. */
export const SITE_SWITCH_SUPPRESS_COOKIE = 'vitrine_site_switch_suppressed';

/** The query flag that suppresses the banner on a page (`?suppressSiteSwitch`, any value but 'false' or '0'; decision 0343). */
export const SITE_SWITCH_SUPPRESS_QUERY = 'suppressSiteSwitch';

/** One cookie to write: no `maxAgeSeconds` means a session cookie. */
export interface CookieWrite {
  readonly name: string;
  readonly value: string;
  readonly maxAgeSeconds?: number;
}

/** The cookies a site choice writes and removes (see {@link siteChoiceCookies}). */
export interface SiteChoiceCookies {
  readonly set: readonly CookieWrite[];
  readonly remove: readonly string[];
}

/** A site switch as the banner tells it: where the shopper came from and the site they are on. */
export interface SiteSwitch {
  readonly from: SiteContext;
  readonly to: SiteContext;
}

/**
 * The cookies written when a shopper chooses `to` in site select while on `from` (decision 0343):
 * - language, country and currency of `to` in {@link SITE_PREFERENCE_COOKIES}, each for
 *   SITE_CURRENCY_COOKIE_MAX_AGE_S (15552000 s, 180 days; shopping.md §9);
 * - when the site changes (another siteId), {@link SITE_SWITCH_COOKIE} = 'fromLocale:toLocale' as a
 *   session cookie, and the suppress cookie removed (a new switch is told again);
 * - when it does not (the same site, e.g. en-CA to fr-CA), the switch cookie removed.
 * Pure; never fails.
 */
export function siteChoiceCookies(from: SiteContext, to: SiteContext): SiteChoiceCookies {
  const maxAgeSeconds = SITE_CURRENCY_COOKIE_MAX_AGE_S;
  const preferences: CookieWrite[] = [
    { name: SITE_PREFERENCE_COOKIES.currency, value: to.currency, maxAgeSeconds },
    { name: SITE_PREFERENCE_COOKIES.country, value: to.country, maxAgeSeconds },
    { name: SITE_PREFERENCE_COOKIES.language, value: to.language, maxAgeSeconds },
  ];
  if (from.siteId === to.siteId) return { set: preferences, remove: [SITE_SWITCH_COOKIE] };
  return { set: [...preferences, { name: SITE_SWITCH_COOKIE, value: `${from.locale}:${to.locale}` }], remove: [SITE_SWITCH_SUPPRESS_COOKIE] };
}

/** What new preferences are created from after choosing `to`: its language, country and currency (shell-and-account.md §4). */
export function preferenceSeedOfSite(to: Pick<SiteContext, 'language' | 'country' | 'currency'>): PreferenceSeed {
  return { language: to.language, country: to.country, currency: to.currency };
}

/**
 * The global preferences to PUT after choosing `to` (shell-and-account.md §3 global{language,
 * country,currency,...}): `current` with language, country and currency of `to`, every other field
 * kept; null when they already match (nothing to write). Pure.
 */
export function globalPreferencesAfterSiteChoice(current: GlobalPreferences, to: Pick<SiteContext, 'language' | 'country' | 'currency'>): GlobalPreferences | null {
  if (current.language === to.language && current.country === to.country && current.currency === to.currency) return null;
  return { ...current, ...preferenceSeedOfSite(to) };
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
  const query = input.suppressQuery?.trim().toLowerCase();
  if (query !== undefined && query !== 'false' && query !== '0') return null;
  const value = input.switchCookie?.trim();
  if (!value || value === input.suppressCookie?.trim()) return null;
  const [fromLocale, toLocale, ...rest] = value.split(':');
  if (rest.length > 0 || toLocale !== current.locale || !SUPPORTED_LOCALES.some((l) => l === fromLocale)) return null;
  const from = sitesOf(current.brand).find((site) => site.locale === fromLocale);
  return from && from.siteId !== current.siteId ? { from, to: current } : null;
}
