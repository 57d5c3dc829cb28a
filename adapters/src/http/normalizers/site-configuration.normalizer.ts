import type { SiteConfiguration } from '@vitrine/core';
import type { SiteConfigurationDto } from '@vitrine/contract';

/** SiteConfigurationDto -> SiteConfiguration (shopping.md §3 "Site configuration"; countries keep code, name, shipping and billing flags; `payments`, `membershipGroups` and `deliveryPassMembership` only when the server sends them; decisions 0260, 0261). */
export function normalizeSiteConfiguration(dto: SiteConfigurationDto): SiteConfiguration {
  return {
    siteId: dto.siteId,
    siteName: dto.siteName,
    brand: dto.brand,
    rootNavSlug: dto.rootNavSlug,
    currencies: [...dto.currencies],
    languages: [...dto.languages],
    countries: dto.countries.map((c) => ({ countryCode: c.countryCode, name: c.name, isShipping: c.isShipping, isBilling: c.isBilling })),
    maxQuantity: dto.maxQuantity,
    lowStockThreshold: dto.lowStockThreshold,
    topRated: { minReviewCount: dto.topRated.minReviewCount, minAverageRating: dto.topRated.minAverageRating },
    subBrands: dto.subBrands.map((s) => ({ code: s.code, siteName: s.siteName, rootNavSlug: s.rootNavSlug, homepageSlug: s.homepageSlug })),
    features: { ...dto.features },
    ...(dto.payments
      ? {
          payments: dto.payments.map((p) => ({
            methodType: p.methodType,
            active: p.active,
            transactionalCurrencies: [...p.transactionalCurrencies],
            excludedLanguages: [...p.excludedLanguages],
            paymentGateway: p.paymentGateway,
          })),
        }
      : {}),
    ...(dto.membershipGroups ? { membershipGroups: dto.membershipGroups.map((g) => ({ name: g.name, newEnrollmentClosed: g.newEnrollmentClosed, postalCodes: [...g.postalCodes] })) } : {}),
    ...(dto.deliveryPassMembership
      ? { deliveryPassMembership: { billingCountries: [...dto.deliveryPassMembership.billingCountries], annualFee: { amount: dto.deliveryPassMembership.annualFee.amount, currency: dto.deliveryPassMembership.annualFee.currency } } }
      : {}),
  };
}
