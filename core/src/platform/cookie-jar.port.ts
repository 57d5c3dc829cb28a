import { token } from '../shared/token.js';

/**
 * Prefix of every cookie the storefront itself owns (site, country, currency, language, channel,
 * auth payload, ...). Cookies without it are third-party (analytics, tag manager, ads) and are the
 * ones cleared on a 413 (shopping.md §8 "413 from long cookies"; decision 0042). Pass it as the
 * `productPrefix` of core's `thirdPartyCookieNames` and `oversizedCookiesToLog`.
 */
export const FIRST_PARTY_COOKIE_PREFIX = 'vitrine_';

/** How a cookie is written. Every field is optional; defaults are the adapter's (path '/', SameSite 'Lax'). */
export interface CookieOptions {
  /** Lifetime in seconds (the `Max-Age` attribute); omitted = session cookie. */
  readonly maxAgeSeconds?: number;
  /** Cookie path; default '/'. */
  readonly path?: string;
  /** Domain attribute; omitted = the current host only. */
  readonly domain?: string;
  readonly sameSite?: 'Strict' | 'Lax' | 'None';
  /** Send over HTTPS only; forced on when sameSite is 'None'. */
  readonly secure?: boolean;
}

/**
 * Port: the cookies the page can read and write (not HttpOnly ones such as the token).
 * Implemented by CookieJarDocument (the browser's cookie store, via js-cookie) and InMemoryCookieJar.
 * No method throws; values are the decoded strings.
 */
export interface CookieJar {
  /** The value of one cookie, or undefined when it is not set. */
  get(name: string): string | undefined;
  /** Every readable cookie as name -> value. */
  getAll(): Readonly<Record<string, string>>;
  /** Writes a cookie (shell-and-account.md §9 lifetimes are given in seconds: `maxAgeSeconds`). */
  set(name: string, value: string, options?: CookieOptions): void;
  /** Deletes a cookie written with the given path and domain (default path '/'). */
  remove(name: string, options?: Pick<CookieOptions, 'path' | 'domain'>): void;
  /**
   * Deletes every third-party cookie: those whose names do not start with
   * {@link FIRST_PARTY_COOKIE_PREFIX} and are not on the adapter's keep-list (consent).
   * Returns the names removed. Used before the one retry after a 413 (shopping.md §8).
   */
  clearThirdPartyCookies(): string[];
}
export const CookieJar = token<CookieJar>('CookieJar');
