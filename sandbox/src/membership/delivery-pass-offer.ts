import type { SandboxSite } from '../sites/sites.js';
import { SITES } from '../sites/sites.js';

/** Yearly delivery-pass fee by currency, minor units (decision 0261). */
const ANNUAL_FEE: Readonly<Record<string, number>> = { USD: 4900, GBP: 3900, CAD: 5900, EUR: 4500, CNY: 34900 };

/** Benefit codes of every pass (decision 0261); the UI words them. */
export const DELIVERY_PASS_BENEFITS = ['FREE_STANDARD_SHIPPING', 'FREE_EXPRESS_UPGRADE', 'EARLY_ACCESS'] as const;

/**
 * The configuration's deliveryPassMembership (shopping.md §3; decision 0261): the billing
 * countries are the countries of the site's inventory pool (the site's own first; the EU sites
 * share FR, DE, ES, IT), the yearly fee is in the site's currency, minor units.
 */
export function deliveryPassOfferOf(site: SandboxSite): { billingCountries: string[]; annualFee: { amount: number; currency: string } } {
  const pool = [...new Set(SITES.filter((s) => s.inventoryPool === site.inventoryPool).map((s) => s.country))].filter((c) => c !== site.country);
  return { billingCountries: [site.country, ...pool], annualFee: { amount: ANNUAL_FEE[site.currency] ?? 4900, currency: site.currency } };
}
