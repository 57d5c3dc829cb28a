import type { GlobalPreferences, PreferenceSeed } from '../../identity/ports/profile-gateway.port.js';
import { SITE_PREFERENCE_COOKIES, SITE_SWITCH_COOKIE, SITE_SWITCH_SUPPRESS_COOKIE, type SiteContext } from '../site.js';
import { SITE_CURRENCY_COOKIE_MAX_AGE_S } from './locale.js';

/**
 * Choosing a site in site select (shopping.md §9 "Stored site currency preference cookie";
 * shell-and-account.md §3 "Preferences", §4 "Preferences", §9; decision 0343). The banner's rule
 * is in ./site-switch.ts.
 */

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
