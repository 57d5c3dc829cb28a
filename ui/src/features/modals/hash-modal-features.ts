import type { HashModalFeatures, SiteConfiguration } from '@vitrine/core';

/** The site features that gate hash modals: `siteSelect` and `smsOptIn` feature flags of the site configuration. */
export function hashModalFeatures(config: SiteConfiguration): HashModalFeatures {
  return { siteSelect: config.features['siteSelect'] === true, smsOptIn: config.features['smsOptIn'] === true };
}
