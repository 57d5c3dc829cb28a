import type { PaymentMethodConfig } from '../checkout/payments/domain/payment-methods.js';
import type { MembershipGroup } from './domain/membership.js';

/**
 * Site configuration as core needs it (shopping.md §3 "Site configuration"; GET
 * /catalog/v0/{siteId}/configuration).
 */
export interface SiteConfiguration {
  readonly siteId: string;
  readonly siteName: string;
  readonly brand: string;
  /** Slug of the navigation root for the main menu. */
  readonly rootNavSlug: string;
  readonly currencies: readonly string[];
  readonly languages: readonly string[];
  readonly countries: readonly { readonly countryCode: string; readonly name: string; readonly isShipping: boolean; readonly isBilling: boolean }[];
  /** Largest quantity per cart line (units). */
  readonly maxQuantity: number;
  /** Stock at or below which 'low stock' shows (units). */
  readonly lowStockThreshold: number;
  /** Top Rated badge minimums (shopping.md §4; defaults 3 reviews, average 4.5). */
  readonly topRated: { readonly minReviewCount: number; readonly minAverageRating: number };
  readonly subBrands: readonly { readonly code: string; readonly siteName: string; readonly rootNavSlug: string; readonly homepageSlug: string }[];
  /** Feature flags by name ('siteSelect', 'backInStock', ...). */
  readonly features: Readonly<Record<string, boolean>>;
  /**
   * Payment method configs (shell-and-account.md §3 "Payment method config"), in the order to
   * offer them; filter with eligiblePaymentMethods. Absent from configurations built before the checkout work.
   */
  readonly payments?: readonly PaymentMethodConfig[];
  /** Membership groups (shopping.md §3; decision 0260); read with membershipMarketOf. Absent from older configurations. */
  readonly membershipGroups?: readonly MembershipGroup[];
  /**
   * The delivery pass (shopping.md §3 deliveryPassMembership.billingCountries; decision 0261):
   * ISO alpha-2 billing countries and the yearly fee in minor currency units. Absent when the site
   * offers none.
   */
  readonly deliveryPassMembership?: { readonly billingCountries: readonly string[]; readonly annualFee: { readonly amount: number; readonly currency: string } };
}
