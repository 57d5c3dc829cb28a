import type { SandboxSite } from '../sites/sites.js';

/** A membership group of the site configuration (shopping.md §3 membershipGroups). */
export interface SandboxMembershipGroup {
  readonly name: string;
  readonly newEnrollmentClosed: boolean;
  /** Single postal codes or inclusive 'low-high' ranges (decision 0033). */
  readonly postalCodes: readonly string[];
}

/**
 * The membership groups of a site (decision 0260): every site has WHOLESALE, closed to new
 * enrollment (the seeded members keep it); US sites add MARKET_A (New York 10001-14999) and
 * MARKET_B (California 90001-96199), Canada MARKET_C (Toronto M1A0A0-M9Z9Z9), the UK MARKET_D
 * (London SW1A0AA-SW9Z9ZZ), all open.
 */
export function membershipGroupsOf(site: Pick<SandboxSite, 'country'>): SandboxMembershipGroup[] {
  const local: Readonly<Record<string, SandboxMembershipGroup[]>> = {
    US: [
      { name: 'MARKET_A', newEnrollmentClosed: false, postalCodes: ['10001-14999'] },
      { name: 'MARKET_B', newEnrollmentClosed: false, postalCodes: ['90001-96199'] },
    ],
    CA: [{ name: 'MARKET_C', newEnrollmentClosed: false, postalCodes: ['M1A0A0-M9Z9Z9'] }],
    GB: [{ name: 'MARKET_D', newEnrollmentClosed: false, postalCodes: ['SW1A0AA-SW9Z9ZZ'] }],
  };
  return [{ name: 'WHOLESALE', newEnrollmentClosed: true, postalCodes: [] }, ...(local[site.country] ?? [])];
}
