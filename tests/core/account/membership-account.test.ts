import { describe, expect, it } from 'vitest';
import { canRenewMembership, membershipGroupChoices, membershipMarketOf, type MembershipGroup } from '@vitrine/core';

/** The membership page's rules (shell-and-account.md §3 "Profile", §6; decision 0260). */

const groups: MembershipGroup[] = [
  { name: 'WHOLESALE', newEnrollmentClosed: true, postalCodes: [] },
  { name: 'MARKET_A', newEnrollmentClosed: false, postalCodes: ['10001-14999'] },
  { name: 'MARKET_B', newEnrollmentClosed: false, postalCodes: ['90001-96199'] },
];
const member = { group: 'wholesale', memberId: 'WS1234567', expirationDate: '2026-12-31', type: 'ANNUAL' };

describe('membershipGroupChoices (shell §6)', () => {
  it('a customer without a membership may join the open groups; a closed group shows closed; the market is marked', () => {
    const market = membershipMarketOf(groups, { cookie: undefined, queryParam: null, postalCode: '90210' });
    expect(membershipGroupChoices(groups, null, market)).toEqual([
      { name: 'WHOLESALE', state: 'CLOSED', inMarket: false },
      { name: 'MARKET_A', state: 'OPEN', inMarket: false },
      { name: 'MARKET_B', state: 'OPEN', inMarket: true },
    ]);
  });

  it("a member's own group is CURRENT even when closed; other open groups are UNAVAILABLE (one membership)", () => {
    expect(membershipGroupChoices(groups, member, { name: 'market_a' })).toEqual([
      { name: 'WHOLESALE', state: 'CURRENT', inMarket: false },
      { name: 'MARKET_A', state: 'UNAVAILABLE', inMarket: true },
      { name: 'MARKET_B', state: 'UNAVAILABLE', inMarket: false },
    ]);
    expect(membershipGroupChoices([], member, null)).toEqual([]);
  });
});

describe('canRenewMembership (shell §3 membershipRenewalEligible)', () => {
  it('needs a membership and the eligibility flag', () => {
    expect(canRenewMembership({ membership: member, membershipRenewalEligible: true })).toBe(true);
    expect(canRenewMembership({ membership: member, membershipRenewalEligible: false })).toBe(false);
    expect(canRenewMembership({ membership: null, membershipRenewalEligible: true })).toBe(false);
  });
});
