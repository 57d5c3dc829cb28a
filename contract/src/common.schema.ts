import { z } from 'zod';

/**
 * Bodies shared by every area (decision 0005; shopping.md §3 "Site configuration"). Each export is
 * a zod schema and the type inferred from it under the same name (decision 0125).
 */

/** Error body every API error response carries (decision 0005); a 400 from request validation lists `details.fields`. */
export const ApiErrorDto = z.object({
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiErrorDto = z.infer<typeof ApiErrorDto>;

/** Response of POST /auth/v0/{siteId}/tokens (decision 0006); the token itself is an HttpOnly cookie. */
export const TokenResponseDto = z.object({
  /** 'GUEST' | 'REGISTERED' | 'AUTHORIZED' | 'CALL_CENTER'. */
  scope: z.string(),
  /** Epoch ms when the token expires. */
  expiresAt: z.number(),
  profileId: z.string().nullable(),
});
export type TokenResponseDto = z.infer<typeof TokenResponseDto>;

/** A payment method's configuration (shell-and-account.md §3 "Payment method config"), in SiteConfigurationDto.payments. */
export const PaymentMethodConfigDto = z.object({
  methodType: z.string(),
  active: z.boolean(),
  transactionalCurrencies: z.array(z.string()),
  excludedLanguages: z.array(z.string()),
  /** 'ACI' | 'STRIPE' | 'PXP' or null. */
  paymentGateway: z.string().nullable(),
});
export type PaymentMethodConfigDto = z.infer<typeof PaymentMethodConfigDto>;

/** Response of GET /catalog/v0/{siteId}/configuration (subset of shopping.md §3 "Site configuration"). */
export const SiteConfigurationDto = z.object({
  siteId: z.string(),
  siteName: z.string(),
  brand: z.string(),
  rootNavSlug: z.string(),
  countries: z.array(
    z.object({
      countryCode: z.string(),
      groupType: z.string(),
      isBilling: z.boolean(),
      isShipping: z.boolean(),
      name: z.string(),
      regions: z.array(z.object({ code: z.string(), name: z.string() })),
    }),
  ),
  currencies: z.array(z.string()),
  languages: z.array(z.string()),
  maxQuantity: z.number(),
  lowStockThreshold: z.number(),
  topRated: z.object({ minReviewCount: z.number(), minAverageRating: z.number() }),
  subBrands: z.array(z.object({ code: z.string(), siteName: z.string(), rootNavSlug: z.string(), homepageSlug: z.string() })),
  features: z.record(z.string(), z.boolean()),
  /** Payment method configs (shell-and-account.md §3 "Payment method config"; docs/checkout-api.md). Optional: older servers leave it out. */
  payments: z.array(PaymentMethodConfigDto).optional(),
  /** Membership groups (shopping.md §3; decision 0260): postal codes are single codes or inclusive 'low-high' ranges. Optional: older servers leave it out. */
  membershipGroups: z.array(z.object({ name: z.string(), newEnrollmentClosed: z.boolean(), postalCodes: z.array(z.string()) })).optional(),
  /** The delivery pass (shopping.md §3; decision 0261): billing countries (ISO alpha-2) and the yearly fee in minor units. Optional: older servers leave it out. */
  deliveryPassMembership: z.object({ billingCountries: z.array(z.string()), annualFee: z.object({ amount: z.number().int(), currency: z.string() }) }).optional(),
});
export type SiteConfigurationDto = z.infer<typeof SiteConfigurationDto>;

/**
 * Response of GET /catalog/v0/an/configuration/{countryCode} (shell-and-account.md §1 "brand code AN",
 * §5; shopping.md §3, §9; decision 0340): the brand's configuration as seen by a shopper in one
 * country: its region (na, china, eu), the site that serves it (`domestic` false when no site of the
 * brand is in that country and the region's default site serves it), that site's currencies and
 * languages, and the countries with their group types from that site.
 */
export const BrandCountryConfigurationDto = z.object({
  brand: z.string(),
  countryCode: z.string(),
  region: z.enum(['na', 'china', 'eu']),
  siteId: z.string(),
  domestic: z.boolean(),
  currencies: z.array(z.string()),
  languages: z.array(z.string()),
  countries: SiteConfigurationDto.shape.countries,
});
export type BrandCountryConfigurationDto = z.infer<typeof BrandCountryConfigurationDto>;

/** Query of GET /catalog/v0/{siteId}/configuration: `projection` is JSON text (a field list or object). */
export const ConfigurationQueryDto = z.object({ projection: z.string().optional() });
export type ConfigurationQueryDto = z.infer<typeof ConfigurationQueryDto>;
