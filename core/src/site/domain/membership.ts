/**
 * Membership-market eligibility (shell-and-account.md §6 "Membership market eligibility comes from
 * cookies, a query parameter or a postal-code range match"; shopping.md §3 membershipGroups;
 * decision 0033).
 */

/** The cookie naming the shopper's membership market (a group name; decision 0260). */
export const MEMBERSHIP_MARKET_COOKIE = 'vitrine_membership_market';

/** The query parameter naming the shopper's membership market (a group name; decision 0260). */
export const MEMBERSHIP_MARKET_PARAM = 'membershipMarket';

/** A membership group of the site configuration. */
export interface MembershipGroup {
  readonly name: string;
  readonly newEnrollmentClosed: boolean;
  /** Postal codes: single codes ('10001') or inclusive ranges ('10001-10299'). */
  readonly postalCodes: readonly string[];
}

/** Where eligibility can come from. */
export interface MembershipSignals {
  /** The membership-market cookie: a group name. */
  readonly cookie: string | undefined;
  /** The membership-market query parameter: a group name. */
  readonly queryParam: string | null;
  /** The shopper's postal code, if known. */
  readonly postalCode: string | null;
}

const normalize = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/**
 * True when a postal code matches an entry: equal to a single code, or within an inclusive range
 * 'low-high'. Ranges compare numerically when all three are digits, else as equal-length strings.
 * Spaces and case are ignored.
 */
export function postalCodeMatches(postalCode: string, entry: string): boolean {
  const code = normalize(postalCode);
  const [low, high, extra] = normalize(entry).split('-');
  if (extra !== undefined || !low) return false;
  if (high === undefined) return code === low;
  if (/^\d+$/.test(code) && /^\d+$/.test(low) && /^\d+$/.test(high)) return Number(code) >= Number(low) && Number(code) <= Number(high);
  return code.length === low.length && low.length === high.length && code >= low && code <= high;
}

/**
 * The membership market the shopper belongs to, or null. A query parameter naming a known group
 * wins, then a cookie naming one (case-insensitive); otherwise the first group open to new
 * enrolment whose postal codes match. Closed groups are reachable only through the cookie or the
 * query parameter (existing members).
 */
export function membershipMarketOf(groups: readonly MembershipGroup[], signals: MembershipSignals): MembershipGroup | null {
  const byName = (name: string | null | undefined) => (name ? groups.find((g) => g.name.toLowerCase() === name.trim().toLowerCase()) : undefined);
  const postal = signals.postalCode;
  return (
    byName(signals.queryParam) ??
    byName(signals.cookie) ??
    (postal ? groups.find((g) => !g.newEnrollmentClosed && g.postalCodes.some((e) => postalCodeMatches(postal, e))) : undefined) ??
    null
  );
}
