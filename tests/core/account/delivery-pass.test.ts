import { describe, expect, it } from 'vitest';
import { deliveryPassBillingCountries, deliveryPassEnrollmentProblems } from '@vitrine/core';
import { aSiteConfiguration } from '../../mothers/site-configuration.mother.js';

/** Delivery-pass enrollment rules (shell-and-account.md §2; shopping.md §3 deliveryPassMembership; decision 0261). */

describe('deliveryPassBillingCountries', () => {
  it("names the configuration's billing countries in its order, the code when a country is not named", () => {
    const config = aSiteConfiguration({
      countries: [
        { countryCode: 'FR', name: 'France', isShipping: true, isBilling: true },
        { countryCode: 'DE', name: 'Germany', isShipping: true, isBilling: true },
      ],
      deliveryPassMembership: { billingCountries: ['DE', 'FR', 'IT'], annualFee: { amount: 4500, currency: 'EUR' } },
    });
    expect(deliveryPassBillingCountries(config)).toEqual([
      { code: 'DE', name: 'Germany' },
      { code: 'FR', name: 'France' },
      { code: 'IT', name: 'IT' },
    ]);
  });

  it('is empty when the site offers no pass', () => {
    expect(deliveryPassBillingCountries(aSiteConfiguration())).toEqual([]);
  });
});

describe('deliveryPassEnrollmentProblems', () => {
  it('names a billing country the site does not offer and unaccepted terms, in form order', () => {
    expect(deliveryPassEnrollmentProblems({ billingCountry: '', acceptTerms: false }, ['US'])).toEqual(['billingCountry', 'acceptTerms']);
    expect(deliveryPassEnrollmentProblems({ billingCountry: 'CA', acceptTerms: true }, ['US'])).toEqual(['billingCountry']);
    expect(deliveryPassEnrollmentProblems({ billingCountry: ' us ', acceptTerms: false }, ['US'])).toEqual(['acceptTerms']);
    expect(deliveryPassEnrollmentProblems({ billingCountry: 'US', acceptTerms: true }, ['US'])).toEqual([]);
  });
});
