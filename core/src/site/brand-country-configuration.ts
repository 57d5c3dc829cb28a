import type { Region } from './domain/locale.js';

/**
 * The brand country configuration (GET /catalog/v0/an/configuration/{countryCode};
 * shell-and-account.md §1 "brand code AN", §5; shopping.md §3, §9; decision 0340): the brand as a
 * shopper in one country sees it. The site-select modal and the site-switch banner read it to
 * propose the site, currency and language of the shopper's country.
 */
export interface BrandCountryConfiguration {
  /** The brand code, 'AN' (shell-and-account.md §1). */
  readonly brand: string;
  /** ISO 3166-1 alpha-2, upper case. */
  readonly countryCode: string;
  /** shopping.md §9 region of the country. */
  readonly region: Region;
  /** The site that serves the country ('an-fr'); the region's default site when `domestic` is false. */
  readonly siteId: string;
  /** True when a site of the brand is in that country. */
  readonly domestic: boolean;
  /** ISO 4217 codes, the site's first. */
  readonly currencies: readonly string[];
  /** ISO 639-1 codes, the site's default first. */
  readonly languages: readonly string[];
  /** The countries as seen from that site: shipping and billing flags, group type and regions. */
  readonly countries: readonly {
    readonly countryCode: string;
    readonly name: string;
    /** 'DOMESTIC' | 'REGIONAL' | 'INTERNATIONAL'. */
    readonly groupType: string;
    readonly isShipping: boolean;
    readonly isBilling: boolean;
    readonly regions: readonly { readonly code: string; readonly name: string }[];
  }[];
}
