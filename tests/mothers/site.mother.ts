import { sitesOf, type SiteContext } from '@vitrine/core';

/** The US site of the an brand (context path '/', en-US, USD, pool US_DIRECT), with overrides. */
export function aSite(overrides: Partial<SiteContext> = {}): SiteContext {
  return { ...sitesOf('an')[0]!, ...overrides };
}

/** The French site of the an brand (context path '/fr-fr/', fr-FR, EUR, pool EU_DIRECT). */
export function aFrenchSite(): SiteContext {
  return sitesOf('an').find((s) => s.locale === 'fr-FR')!;
}
