import type { SiteConfiguration } from '@vitrine/core';

/** The an-us configuration: USD, en, US and CA countries, max 10 per line, low stock at 3, top rated 3 reviews / 4.5. */
export function aSiteConfiguration(overrides: Partial<SiteConfiguration> = {}): SiteConfiguration {
  return {
    siteId: 'an-us',
    siteName: 'Vitrine',
    brand: 'an',
    rootNavSlug: 'an-root',
    currencies: ['USD'],
    languages: ['en'],
    countries: [
      { countryCode: 'US', name: 'United States', isShipping: true, isBilling: true },
      { countryCode: 'CA', name: 'Canada', isShipping: true, isBilling: true },
    ],
    maxQuantity: 10,
    lowStockThreshold: 3,
    topRated: { minReviewCount: 3, minAverageRating: 4.5 },
    subBrands: [{ code: 'anthroliving', siteName: 'AnthroLiving', rootNavSlug: 'anthroliving-root', homepageSlug: 'homepage-anthroliving' }],
    features: { siteSelect: true, backInStock: true },
    ...overrides,
  };
}
