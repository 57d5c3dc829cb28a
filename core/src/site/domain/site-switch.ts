import { sitesOf, type SiteContext } from '../site.js';

/**
 * The site-switch banner's rule (shopping.md §2 "Header": "a lower promo message and a site-switch
 * banner"; shell-and-account.md §2 "Site-switch banner shows from cookies unless suppressed";
 * decision 0343). The cookies' names are in ../site.ts (the app shell reads them on the first paint).
 */

/** The query flag that suppresses the banner on a page (`?suppressSiteSwitch`, any value but 'false' or '0'; decision 0343). */
export const SITE_SWITCH_SUPPRESS_QUERY = 'suppressSiteSwitch';

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
  if ((input.suppressQuery !== null && !/^\s*(false|0)\s*$/i.test(input.suppressQuery)) || !value || value === input.suppressCookie) return null;
  const from = sitesOf(current.brand).find((site) => value === `${site.locale}:${current.locale}`);
  return from && from.siteId !== current.siteId ? { from, to: current } : null;
}
