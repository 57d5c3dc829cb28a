import { CA, US } from 'country-region-data';
/** Country names and regions for site configuration (shopping.md §3 "Site configuration" countries). */
export interface CountryData {
  readonly name: string;
  readonly regions: readonly { readonly code: string; readonly name: string }[];
}

/**
 * The regions of a country as country-region-data lists them (its two-letter short codes: US
 * states, territories and armed-forces codes; Canadian provinces and territories). The storefront's
 * region select reads the same library, so both sides agree on the codes (decision 0181).
 */
const regions = (country: readonly [string, string, readonly (readonly [string, string])[]]) => country[2].map(([name, code]) => ({ code, name }));

/** Countries the sites ship to, keyed by ISO 3166-1 alpha-2. */
export const COUNTRIES: Readonly<Record<string, CountryData>> = {
  US: { name: 'United States', regions: regions(US) },
  CA: { name: 'Canada', regions: regions(CA) },
  GB: { name: 'United Kingdom', regions: [] },
  FR: { name: 'France', regions: [] },
  DE: { name: 'Germany', regions: [] },
  ES: { name: 'Spain', regions: [] },
  IT: { name: 'Italy', regions: [] },
  CN: { name: 'China', regions: [] },
};
