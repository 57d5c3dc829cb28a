import type { MembershipInfo } from '../../identity/ports/profile-gateway.port.js';
import type { MembershipGroup } from '../../site/domain/membership.js';

/**
 * The membership page's rules (shell-and-account.md §3 "Profile" membership and
 * membershipRenewalEligible, §6 "members by membership group"; shopping.md §3 membershipGroups;
 * decision 0260).
 */

/**
 * How a group shows to the customer: CURRENT (their group), CLOSED (new enrollment closed),
 * OPEN (can be joined now), UNAVAILABLE (open, but the customer already has another membership —
 * one per profile).
 */
export type MembershipGroupState = 'CURRENT' | 'CLOSED' | 'OPEN' | 'UNAVAILABLE';

/** A group of the site with its state and whether it is the customer's market (membershipMarketOf). */
export interface MembershipGroupChoice {
  readonly name: string;
  readonly state: MembershipGroupState;
  readonly inMarket: boolean;
}

/**
 * The site's groups as the customer sees them, in configuration order. `membership` is the
 * profile's (null for none); `market` the group membershipMarketOf found (null for none). The
 * customer's own group is CURRENT even when its enrollment is closed; group names compare
 * case-insensitively.
 */
export function membershipGroupChoices(groups: readonly MembershipGroup[], membership: Pick<MembershipInfo, 'group'> | null, market: Pick<MembershipGroup, 'name'> | null): MembershipGroupChoice[] {
  const same = (a: string, b: string | undefined) => b !== undefined && a.toLowerCase() === b.toLowerCase();
  return groups.map((g) => ({
    name: g.name,
    state: same(g.name, membership?.group) ? 'CURRENT' : g.newEnrollmentClosed ? 'CLOSED' : membership ? 'UNAVAILABLE' : 'OPEN',
    inMarket: same(g.name, market?.name),
  }));
}

/** True when the "Renew" call to action shows: the profile has a membership and membershipRenewalEligible is true. */
export function canRenewMembership(profile: { readonly membership: MembershipInfo | null; readonly membershipRenewalEligible: boolean }): boolean {
  return profile.membership !== null && profile.membershipRenewalEligible;
}
