import { domainError, type DomainError } from '../../shared/domain-error.js';
import { isNonEmptyString } from '../../shared/guards.js';
import { err, ok, type Result } from '../../shared/result.js';
import { SUPPORTED_LOCALES } from '../site.js';

/**
 * Locales, regions and brand country configuration (shell-and-account.md §1, §2, §5; shopping.md
 * §1, §5, §9; decision 0033).
 */

/** The list of supported languages as the spec gives it: the eight main locales, then zh-CN (decision 0350). */
export const SUPPORTED_LANGUAGES_LIST: readonly string[] = [...SUPPORTED_LOCALES];

/** True for one of the nine served locales, zh-CN included. Case-insensitive. */
export function isServedLocale(locale: string): boolean {
  return SUPPORTED_LOCALES.some((l) => l.toLowerCase() === locale.toLowerCase());
}

/** Regions of shopping.md §9. */
export type Region = 'na' | 'china' | 'eu';

/** Region mapping (shopping.md §9): us and ca give na, cn gives china, anything else eu. Case-insensitive. */
export function regionOfCountry(countryCode: string): Region {
  const cc = countryCode.trim().toLowerCase();
  if (cc === 'us' || cc === 'ca') return 'na';
  return cc === 'cn' ? 'china' : 'eu';
}

/**
 * The language selector shows only when more than one language is available and the site-select
 * modal is off (shell-and-account.md §2).
 */
export function isLanguageSelectorVisible(availableLanguages: readonly string[], siteSelectEnabled: boolean): boolean {
  return new Set(availableLanguages.map((l) => l.toLowerCase())).size > 1 && !siteSelectEnabled;
}

/** The brand code used for brand country configuration (shell-and-account.md §1). */
export const BRAND_COUNTRY_CONFIG_BRAND = 'AN';

/** The spec's text (shell-and-account.md §5; shopping.md §5), verbatim. */
export const COUNTRY_CODE_REQUIRED_MESSAGE = 'Country code is required by getBrandCountryConfig';

export type BrandCountryConfigError = DomainError<'SITE.COUNTRY_CODE_REQUIRED'>;

/**
 * Site configuration by country needs a country code (GET /catalog/v0/an/configuration/{countryCode}).
 * Returns the code trimmed and upper-cased, or SITE.COUNTRY_CODE_REQUIRED with 'Country code is
 * required by getBrandCountryConfig'.
 */
export function validateBrandCountryConfigRequest(countryCode: unknown): Result<string, BrandCountryConfigError> {
  return isNonEmptyString(countryCode) ? ok(countryCode.trim().toUpperCase()) : err(domainError('SITE.COUNTRY_CODE_REQUIRED', COUNTRY_CODE_REQUIRED_MESSAGE));
}

/** The site currency preference cookie lasts 15552000 s (180 days; shopping.md §9). */
export const SITE_CURRENCY_COOKIE_MAX_AGE_S = 15_552_000;
