import type { LoaderFunction } from 'react-router-dom';
import { SiteConfigurationGateway, subBrandConfig, subBrandRefinements } from '@vitrine/core';
import type { Services } from '../../shared/services';
import { notFound } from '../category';
import { loadHomeContent, type HomeContent } from '../home';

/** What the sub-brand home renders (decision 0344). */
export interface SubBrandHomeData {
  /** The sub-brand's code ('anthroliving'). */
  readonly code: string;
  /** Its name ('AnthroLiving'). */
  readonly siteName: string;
  /** Its robots meta ('index, follow'). */
  readonly robots: string;
  /** The hero, entry tiles and tray, all of its own products. */
  readonly content: HomeContent;
  /** The site ids it is enabled on ('an-us', 'an-ca'): the page head lists hreflang alternates of these only (decision 0344). */
  readonly hreflangSiteIds: readonly string[];
}

/**
 * Loader of `/{code}` (`/anthroliving`, `/fpmovement`; shopping.md §1, decision 0344): the route's
 * last path segment names the sub-brand; when the site configuration does not enable it on this
 * site, the page is a 404 (the not-found page). Else the home content below the sub-brand's
 * rootNavSlug, every tile list refined to facets.subBrands = code. A failing configuration call
 * propagates to the route error; navigation and tile failures leave their part empty.
 */
export function makeSubBrandHomeLoader(services: Services): LoaderFunction {
  return async ({ request }): Promise<SubBrandHomeData> => {
    const code = new URL(request.url).pathname.split('/').filter(Boolean).at(-1) ?? '';
    const config = await services.get(SiteConfigurationGateway).getConfiguration();
    const enabled = config.subBrands.find((b) => b.code === code.toLowerCase());
    const settings = subBrandConfig(code, config.siteId);
    if (!enabled || !settings) notFound();
    const content = await loadHomeContent(services, enabled.rootNavSlug, subBrandRefinements(settings));
    return { code: enabled.code, siteName: enabled.siteName, robots: settings.robots, content, hreflangSiteIds: settings.sites };
  };
}
