/** Error body every API error response carries (decision 0005). */
export interface ApiErrorDto {
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

/** Response of POST /auth/v0/{siteId}/tokens (decision 0006); the token itself is an HttpOnly cookie. */
export interface TokenResponseDto {
  /** 'GUEST' | 'REGISTERED' | 'AUTHORIZED' | 'CALL_CENTER'. */
  scope: string;
  /** Epoch ms when the token expires. */
  expiresAt: number;
  profileId: string | null;
}

/** Response of GET /catalog/v0/{siteId}/configuration (subset of shopping.md §3 "Site configuration"). */
export interface SiteConfigurationDto {
  siteId: string;
  siteName: string;
  brand: string;
  rootNavSlug: string;
  countries: { countryCode: string; groupType: string; isBilling: boolean; isShipping: boolean; name: string; regions: { code: string; name: string }[] }[];
  currencies: string[];
  languages: string[];
  maxQuantity: number;
  lowStockThreshold: number;
  topRated: { minReviewCount: number; minAverageRating: number };
  subBrands: { code: string; siteName: string; rootNavSlug: string; homepageSlug: string }[];
  features: Record<string, boolean>;
  /** Payment method configs (shell-and-account.md §3 "Payment method config"; docs/checkout-api.md). Optional: older servers leave it out. */
  payments?: PaymentMethodConfigDto[];
}

/** A payment method's configuration (shell-and-account.md §3 "Payment method config"), in SiteConfigurationDto.payments. */
export interface PaymentMethodConfigDto {
  methodType: string;
  active: boolean;
  transactionalCurrencies: string[];
  excludedLanguages: string[];
  /** 'ACI' | 'STRIPE' | 'PXP' or null. */
  paymentGateway: string | null;
}
