import { CONSENT_MODES, PRIVACY_OPT_OUT_COOKIE_MAX_AGE_S, type ConsentMode, type CookieJar } from '@vitrine/core';

/** The first-party cookie keeping the shopper's consent choice, one year (shell-and-account.md §6, §9; decision 0311). */
export const CONSENT_COOKIE = 'vitrine_consent';

/** The shopper's consent choice: marketing consent and one of the five modes of shell-and-account.md §6. */
export interface ConsentChoice {
  readonly marketing: boolean;
  readonly mode: ConsentMode;
}

/** "Accept all": marketing consent, everything enabled. */
export const ACCEPT_ALL: ConsentChoice = { marketing: true, mode: 'enable-all' };
/**
 * "Reject all": no marketing consent and the personalization provider off; the tag manager stays
 * loaded for the product-tray impression and click events sent without marketing consent
 * (shopping.md §4; decision 0311). "Disable all" in the preferences switches the tag manager off too.
 */
export const REJECT_ALL: ConsentChoice = { marketing: false, mode: 'disable-personalization' };

/** The stored choice ('marketing:mode'), or null when none was made or the cookie is malformed. */
export function readConsentChoice(cookies: Pick<CookieJar, 'get'>): ConsentChoice | null {
  const [marketing, mode] = (cookies.get(CONSENT_COOKIE) ?? '').split(':');
  if ((marketing !== '1' && marketing !== '0') || !(CONSENT_MODES as readonly string[]).includes(mode ?? '')) return null;
  return { marketing: marketing === '1', mode: mode as ConsentMode };
}

/**
 * True when the page asks for consent: no jar (nothing can be read or stored) or no valid stored
 * choice. The privacy layer then shows its banner, which the server renders (decision 0466).
 */
export function consentAsked(cookies: Pick<CookieJar, 'get'> | null): boolean {
  return cookies === null || readConsentChoice(cookies) === null;
}

/** Stores the choice for one year (PRIVACY_OPT_OUT_COOKIE_MAX_AGE_S). */
export function writeConsentChoice(cookies: Pick<CookieJar, 'set'>, choice: ConsentChoice): void {
  cookies.set(CONSENT_COOKIE, `${choice.marketing ? '1' : '0'}:${choice.mode}`, { maxAgeSeconds: PRIVACY_OPT_OUT_COOKIE_MAX_AGE_S });
}
