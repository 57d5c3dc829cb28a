import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { BrandCountryConfiguration } from '../brand-country-configuration.js';
import type { BrandCountryConfigError } from '../domain/locale.js';

/**
 * Port: the brand country configuration (GET /catalog/v0/an/configuration/{countryCode}, cached;
 * shell-and-account.md §1, §5; shopping.md §3, §9; decision 0340).
 */
export interface BrandCountryConfigGateway {
  /**
   * The configuration for an ISO 3166-1 alpha-2 code (any case, surrounding blanks ignored).
   * Returns SITE.COUNTRY_CODE_REQUIRED 'Country code is required by getBrandCountryConfig' for a
   * missing or blank code without calling the API; throws on transport faults and API errors.
   */
  getBrandCountryConfig(countryCode: string | undefined): Promise<Result<BrandCountryConfiguration, BrandCountryConfigError>>;
}
export const BrandCountryConfigGateway = token<BrandCountryConfigGateway>('BrandCountryConfigGateway');
