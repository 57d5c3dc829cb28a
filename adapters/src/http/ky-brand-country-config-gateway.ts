import { err, ok, validateBrandCountryConfigRequest, type BrandCountryConfigError, type BrandCountryConfigGateway, type BrandCountryConfiguration, type Result } from '@vitrine/core';
import type { BrandCountryConfigurationDto } from '@vitrine/contract';
import type { HttpClient } from './client.js';

/** BrandCountryConfigurationDto -> BrandCountryConfiguration (decision 0340): copies every field. */
export function normalizeBrandCountryConfiguration(dto: BrandCountryConfigurationDto): BrandCountryConfiguration {
  return {
    brand: dto.brand,
    countryCode: dto.countryCode,
    region: dto.region,
    siteId: dto.siteId,
    domestic: dto.domestic,
    currencies: [...dto.currencies],
    languages: [...dto.languages],
    countries: dto.countries.map((c) => ({
      countryCode: c.countryCode,
      name: c.name,
      groupType: c.groupType,
      isShipping: c.isShipping,
      isBilling: c.isBilling,
      regions: c.regions.map((r) => ({ code: r.code, name: r.name })),
    })),
  };
}

/**
 * BrandCountryConfigGateway over HTTP: GET /catalog/v0/an/configuration/{countryCode}
 * (shell-and-account.md §1, §5; shopping.md §3 "cached"; decision 0340). The code is checked by
 * core's validateBrandCountryConfigRequest first (SITE.COUNTRY_CODE_REQUIRED without a call); each
 * country's answer is cached for the life of this object (one page session), a failed load is not.
 * API errors and transport faults are thrown as the client's HttpError.
 */
export class KyBrandCountryConfigGateway implements BrandCountryConfigGateway {
  private readonly cache = new Map<string, Promise<BrandCountryConfiguration>>();

  constructor(private readonly http: HttpClient) {}

  async getBrandCountryConfig(countryCode: string | undefined): Promise<Result<BrandCountryConfiguration, BrandCountryConfigError>> {
    const checked = validateBrandCountryConfigRequest(countryCode);
    if (!checked.ok) return err(checked.error);
    const code = checked.value;
    let load = this.cache.get(code);
    if (!load) {
      load = this.http.get<BrandCountryConfigurationDto>(`/catalog/v0/an/configuration/${encodeURIComponent(code)}`).then(normalizeBrandCountryConfiguration);
      const pending = load;
      this.cache.set(code, pending);
      pending.catch(() => {
        if (this.cache.get(code) === pending) this.cache.delete(code);
      });
    }
    return ok(await load);
  }
}
