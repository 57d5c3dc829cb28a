/**
 * Loyalty programme constants and small rules (shell-and-account.md §4 "Route finish", §7, §9;
 * decision 0202).
 */

/** Ledger entries read per call (§9 "Ledger count 500"). */
export const LOYALTY_LEDGER_COUNT = 500;

/** The loyalty browse cookie's max-age (§9), in seconds as the spec gives it. */
export const LOYALTY_BROWSE_COOKIE_MAX_AGE = 864000000;

/**
 * The ledger query of §7: count 500, since the start of the year of `now` (epoch ms, UTC) as an
 * ISO date 'YYYY-01-01'.
 */
export function ledgerQuery(now: number): { readonly count: number; readonly since: string } {
  return { count: LOYALTY_LEDGER_COUNT, since: `${new Date(now).getUTCFullYear()}-01-01` };
}

/** Giveaway campaign ids: 1-64 letters, digits, '-' or '_' (a hash's `id` parameter is checked before it reaches a path). */
export function isCampaignId(id: unknown): id is string {
  return typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id);
}
