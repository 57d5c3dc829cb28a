import { useLingui } from '@lingui/react/macro';
import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation, useMatches } from 'react-router-dom';
import type { Product, TilePage } from '@vitrine/core';
import { basenameOf } from '../shared/url';
import { HreflangLinks } from './hreflang-links';
import { useOrigin, useSite, useSiteConfig } from '../shared/site-context';

/** Longest meta description, in characters (what search result snippets show). */
export const META_DESCRIPTION_MAX = 160;

/** Plain text of a product's source HTML description, cut to {@link META_DESCRIPTION_MAX} characters at a word. */
export function descriptionText(html: string): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  if (text.length <= META_DESCRIPTION_MAX) return text;
  const cut = text.slice(0, META_DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** What PageHead reads of the deepest route's loader data: a product (PDP) or a tile page (PLP). */
/** A leaf route's loader data as the head reads it: a product page's product, a listing's tiles (a brand's or seller's listing has no category). */
type LeafData = { product?: Product; tiles?: Partial<Pick<TilePage, 'category'>>; hreflangSiteIds?: readonly string[] } | undefined;

/**
 * The head tags every page gets from its route (decisions 0154, 0171), hoisted by React 19 into
 * <head> on the server and in the browser: robots noindex when the deepest handle says `noindex` or
 * a route failed (404, 500); else the canonical link (origin + context path + path, `?page=` kept;
 * the product page renders its own per-product canonical) and a meta description: the product
 * copy on a product page (plain text, 160 characters), the category's name on a category page, and
 * the site's own description on every other indexable page; and the hreflang alternates of every
 * indexable page (decision 0342), restricted to the sites a page is served on when its loader data
 * names them (`hreflangSiteIds`, a sub-brand's home: decision 0344).
 */
export function PageHead({ noindex }: { noindex: boolean }) {
  const matches = useMatches();
  const location = useLocation();
  const origin = useOrigin();
  const site = useSite();
  const { siteName } = useSiteConfig();
  const { t } = useLingui();
  // A page that failed (404 from a loader, 500) is not indexed either.
  const failed = Boolean(useContext(UNSAFE_DataRouterStateContext)?.errors);
  if (noindex || failed) return <meta name="robots" content="noindex" />;
  const leaf = matches[matches.length - 1]?.data as LeafData;
  const siteDescription = t`Shop ${siteName} online: clothing, accessories and home goods, with free returns.`;
  if (leaf?.product)
    return (
      <>
        <meta name="description" content={leaf.product.description ? descriptionText(leaf.product.description) : siteDescription} />
        <HreflangLinks pathname={location.pathname} query="" />
      </>
    );
  const categoryName = leaf?.tiles?.category?.displayName;
  const description = categoryName ? t`Shop ${categoryName} at ${siteName}: every style with its colors, sizes and prices.` : siteDescription;
  const page = new URLSearchParams(location.search).get('page');
  const query = page && page !== '1' ? `?page=${encodeURIComponent(page)}` : '';
  return (
    <>
      <meta name="description" content={description} />
      <link rel="canonical" href={`${origin}${basenameOf(site.contextPath)}${location.pathname}${query}`} />
      <HreflangLinks pathname={location.pathname} query={query} siteIds={leaf?.hreflangSiteIds} />
    </>
  );
}
