import type { LoaderFunction } from 'react-router-dom';
import { Logger, NavigationGateway, ProductCatalog, SiteConfigurationGateway, type NavItem } from '@vitrine/core';
import type { Services } from '../../shared/services';
import { childrenBelow } from '../category';
import { loadPageBanners, HOME_BANNERS_SLUG, type PageBannersData } from '../page-banners';
import { buildHomeContent, HOME_ENTRY_LIMIT, HOME_TRAY_SIZE, type HomeContent } from './home-content';

/** What the home page's loader gives: the home content and its banners from the content API (decision 0410; null for none). */
export type HomeData = HomeContent & { readonly banners: PageBannersData | null };

/**
 * The home content below a navigation root (decision 0050): its top categories from the navigation
 * API, and one page of tiles per category (enough for the hero, the entry tiles and the tray),
 * refined to a sub-brand's products when `refinements` is given (the sub-brand home, decision
 * 0344), whose tray then shows the products of the whole root (one more tiles call for the root).
 * Each failure is logged and leaves its part empty; never throws.
 */
export async function loadHomeContent(services: Services, rootNavSlug: string, refinements?: { readonly subBrands: readonly string[] }): Promise<HomeContent> {
  const logger = services.get(Logger);
  let categories: NavItem[] = [];
  try {
    const nav = await services.get(NavigationGateway).getNavigation({ slug: rootNavSlug });
    if (nav.ok) {
      categories = childrenBelow(nav.value, rootNavSlug)
        .filter((item) => item.type === 'category')
        .slice(0, HOME_ENTRY_LIMIT);
    } else {
      logger.warn(nav.error.message, { code: nav.error.code });
    }
  } catch (error) {
    logger.error('Home navigation load failed', { error: String(error) });
  }

  const catalog = services.get(ProductCatalog);
  const slugs = [...categories.map((item) => item.slug), ...(refinements ? [rootNavSlug] : [])];
  const pages = await Promise.all(
    slugs.map(async (slug) => {
      try {
        const result = await catalog.getCategoryTiles(slug, 1, HOME_TRAY_SIZE + HOME_ENTRY_LIMIT + 1, refinements);
        return [slug, result.ok ? result.value : null] as const;
      } catch (error) {
        logger.error('Home tiles load failed', { slug, error: String(error) });
        return [slug, null] as const;
      }
    }),
  );
  return buildHomeContent(categories, new Map(pages), refinements ? rootNavSlug : undefined);
}

/**
 * Loader of `/` (decision 0050): the home content below the site's root nav slug
 * ({@link loadHomeContent}) and, at the same time, the home banners from the content API
 * (loadPageBanners, decision 0410). A failed configuration load is logged and leaves the page
 * empty; the page always renders.
 */
export function makeHomeLoader(services: Services): LoaderFunction {
  const content = async (): Promise<HomeContent> => {
    let rootNavSlug: string;
    try {
      rootNavSlug = (await services.get(SiteConfigurationGateway).getConfiguration()).rootNavSlug;
    } catch (error) {
      services.get(Logger).error('Home navigation load failed', { error: String(error) });
      return buildHomeContent([], new Map());
    }
    return loadHomeContent(services, rootNavSlug);
  };
  return async (): Promise<HomeData> => {
    const [home, banners] = await Promise.all([content(), loadPageBanners(services, HOME_BANNERS_SLUG)]);
    return { ...home, banners };
  };
}
