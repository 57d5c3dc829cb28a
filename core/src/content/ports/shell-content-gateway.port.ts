import { token } from '../../shared/token.js';
import type { AttentiveConfig } from '../domain/attentive-config.js';
import type { DatetimeOptions } from '../domain/datetime-options.js';
import type { MobileNavPromo } from '../domain/mobile-nav-promo.js';

/**
 * Port: the shell's configuration entries of the content API (shopping.md §7 "Content",
 * shell-and-account.md §7: GET /content/v1/{siteId}/entries by content type; a 502 falls back to the
 * direct content provider, shopping.md §8): the mobile navigation promo (decision 0413) and the SMS
 * sign-up provider's attentive config (decision 0414) and the date display options (decision 0415).
 */
export interface ShellContentGateway {
  /**
   * The site's componentSupernavAdditionalMobilePromo entry in the request language (English when
   * the language has none), or null when the site has none or the entry is malformed (no headline,
   * no call to action, or a link that is neither a storefront path nor an absolute http(s) URL).
   * An image that is not a storefront path with a positive whole width and height is left out.
   * Throws the transport error when both the content API and its fallback fail.
   */
  getMobileNavPromo(): Promise<MobileNavPromo | null>;
  /**
   * The site's attentiveConfig entry in the request language (English when the language has none),
   * or null when the site has none. `enabled` is true only when the entry says so; a keyword without
   * a digits-only short code (or the reverse) leaves both null; a missing creative id is null, a
   * missing legal text ''. Throws the transport error when both the content API and its fallback
   * fail (callers log it only, shell-and-account.md §8).
   */
  getAttentiveConfig(): Promise<AttentiveConfig | null>;
  /**
   * The site's datetimeOptions entry, or null when the site has none. A date style other than
   * short, medium, long or full gives 'medium'; an hour cycle other than h12 or h23 null; a time zone
   * Intl does not know null. Throws the transport error when both the content API and its fallback fail.
   */
  getDatetimeOptions(): Promise<DatetimeOptions | null>;
}
export const ShellContentGateway = token<ShellContentGateway>('ShellContentGateway');
