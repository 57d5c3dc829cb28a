import { data, redirect, type LoaderFunction } from 'react-router-dom';
import { categoryTilesPageSize, NavigationGateway, ProductCatalog, SiteConfigurationGateway, subBrandConfig, subBrandRefinements, type NavItem, type NavTree, type TilePage } from '@vitrine/core';
import { experimentsOf } from '../../shared/experiments';
import type { Services } from '../../shared/services';
import { pageCount, parsePage } from '../../components/page-window';
import { categoryBannersSlug, loadPageBanners, type PageBannersData } from '../page-banners';


/** What the category page renders. */
export interface CategoryData {
  readonly slug: string;
  /** Subcategories below this one (navigation API). */
  readonly subcategories: readonly NavItem[];
  /** Ancestors, root first, without this category. */
  readonly ancestors: readonly NavItem[];
  readonly tiles: TilePage;
  /** 1-based; `totalPages` is 0 for an empty category. */
  readonly page: number;
  readonly totalPages: number;
  /** The category's banners from the content API (decision 0410); null when it has none. */
  readonly banners: PageBannersData | null;
}

/**
 * The items below `slug` in a navigation answer: the children of the node itself when the answer
 * is that one node, else the answer's items.
 */
export function childrenBelow(tree: NavTree, slug: string): readonly NavItem[] {
  const [only] = tree.items;
  if (tree.items.length === 1 && only && only.slug === slug) return only.children;
  return tree.items;
}

/** The ancestors of `slug` from a navigation answer's breadcrumbs (root first), without `slug` itself. */
export function ancestorsOf(tree: NavTree, slug: string): readonly NavItem[] {
  return tree.breadcrumbs.filter((item) => item.slug !== slug);
}

/** An error response the root error element shows as the not-found page. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * Loader of the catch-all `/{slug}` (shopping.md §2): looks the slug up in the navigation API
 * (NAVIGATION.NOT_FOUND or an invalid slug → 404), then loads page `?page=` (1-based, bad values
 * read as 1) of the category's tiles, categoryTilesPerPage per page (the experiment, query over
 * cookie, default 24, capped at 120 by core's `categoryTilesPageSize`; decisions 0052, 0420)
 * (CATALOG.NOT_FOUND → 404). A page past the last
 * redirects to the last page (decision 0052). With `?subbrand={code}` naming a sub-brand enabled on
 * the site, the tiles are refined to facets.subBrands = code and the parameter is kept on that
 * redirect (decision 0344); another value is ignored. The category's banners come from the content
 * API at the same time (decision 0410; none when it has no entry). Transport faults of the navigation
 * and tiles calls propagate to the route error.
 */
export function makeCategoryLoader(services: Services): LoaderFunction {
  return async ({ params, request }) => {
    const slug = params.slug?.trim() ?? '';
    if (!slug) notFound();
    const url = new URL(request.url);
    const page = parsePage(url.searchParams.get('page'));
    const subbrand = url.searchParams.get('subbrand');
    const pageSize = categoryTilesPageSize(experimentsOf(services, url.search).categoryTilesPerPage);
    const subBrand = subbrand ? subBrandConfig(subbrand, (await services.get(SiteConfigurationGateway).getConfiguration()).siteId) : null;

    const [nav, tiles, banners] = await Promise.all([
      services.get(NavigationGateway).getNavigation({ slug }),
      services.get(ProductCatalog).getCategoryTiles(slug, page, pageSize, subBrandRefinements(subBrand)),
      loadPageBanners(services, categoryBannersSlug(slug)),
    ]);
    if (!nav.ok || !tiles.ok) notFound();

    const totalPages = pageCount(tiles.value.totalRecords, pageSize);
    if (totalPages > 0 && page > totalPages) {
      const query = new URLSearchParams([...(totalPages > 1 ? [['page', String(totalPages)]] : []), ...(subBrand ? [['subbrand', subBrand.code]] : [])]).toString();
      throw redirect(`/${encodeURIComponent(slug)}${query ? `?${query}` : ''}`);
    }
    const result: CategoryData = {
      slug,
      subcategories: childrenBelow(nav.value, slug),
      ancestors: ancestorsOf(nav.value, slug),
      tiles: tiles.value,
      page,
      totalPages,
      banners,
    };
    return result;
  };
}
