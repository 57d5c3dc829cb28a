import type { SiteConfiguration } from '../../site/site-configuration.js';

/**
 * Delivery-pass enrollment rules (shell-and-account.md §2 "Delivery pass enrollment"; shopping.md
 * §3 deliveryPassMembership.billingCountries; decision 0261).
 */

/** A billing country offered for the pass: ISO alpha-2 code and the configuration's name. */
export interface BillingCountryOption {
  readonly code: string;
  readonly name: string;
}

/**
 * The countries the pass can be billed to, in the configuration's order: the codes of
 * deliveryPassMembership.billingCountries, named from `countries` (the code itself when the
 * configuration does not name it). Empty when the site offers no pass.
 */
export function deliveryPassBillingCountries(config: Pick<SiteConfiguration, 'countries' | 'deliveryPassMembership'>): BillingCountryOption[] {
  const codes = config.deliveryPassMembership?.billingCountries ?? [];
  return codes.map((code) => ({ code, name: config.countries.find((c) => c.countryCode.toUpperCase() === code.toUpperCase())?.name ?? code }));
}

/** What the enrollment form holds. */
export interface DeliveryPassEnrollmentForm {
  /** ISO alpha-2 code, '' when none is chosen. */
  readonly billingCountry: string;
  readonly acceptTerms: boolean;
}

/** A field of the enrollment form that is not right. */
export type DeliveryPassEnrollmentField = 'billingCountry' | 'acceptTerms';

/**
 * The fields to fix before enrolling, in form order: billingCountry when it is not one of
 * `billingCountries` (case-insensitive), acceptTerms when the terms are not accepted. Empty when
 * the form can be sent.
 */
export function deliveryPassEnrollmentProblems(form: DeliveryPassEnrollmentForm, billingCountries: readonly string[]): DeliveryPassEnrollmentField[] {
  const problems: DeliveryPassEnrollmentField[] = [];
  if (!billingCountries.some((c) => c.toUpperCase() === form.billingCountry.trim().toUpperCase())) problems.push('billingCountry');
  if (!form.acceptTerms) problems.push('acceptTerms');
  return problems;
}
