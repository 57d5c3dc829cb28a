import type { SiteConfigurationDto, TokenResponseDto } from '@vitrine/contract';

/** The DTO of `aSiteConfiguration()`. */
export function aSiteConfigurationDto(overrides: Partial<SiteConfigurationDto> = {}): SiteConfigurationDto {
  return {
    siteId: 'an-us',
    siteName: 'Vitrine',
    brand: 'an',
    rootNavSlug: 'an-root',
    countries: [
      { countryCode: 'US', groupType: 'DOMESTIC', isBilling: true, isShipping: true, name: 'United States', regions: [{ code: 'NY', name: 'New York' }] },
      { countryCode: 'CA', groupType: 'INTERNATIONAL', isBilling: true, isShipping: true, name: 'Canada', regions: [] },
    ],
    currencies: ['USD'],
    languages: ['en'],
    maxQuantity: 10,
    lowStockThreshold: 3,
    topRated: { minReviewCount: 3, minAverageRating: 4.5 },
    subBrands: [{ code: 'anthroliving', siteName: 'AnthroLiving', rootNavSlug: 'anthroliving-root', homepageSlug: 'homepage-anthroliving' }],
    features: { siteSelect: true, backInStock: true },
    ...overrides,
  };
}

/** The DTO of `aSession()`. */
export function aTokenResponseDto(overrides: Partial<TokenResponseDto> = {}): TokenResponseDto {
  return { scope: 'GUEST', expiresAt: Date.UTC(2026, 10, 22, 10, 30, 0), profileId: null, ...overrides };
}
