import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation, useMatches } from 'react-router-dom';
import type { Product } from '@vitrine/core';
import { basenameOf } from '../shared/url';
import { useOrigin, useSite } from '../shared/site-context';

/** Longest meta description, in characters (what search result snippets show). */
export const META_DESCRIPTION_MAX = 160;

/** Plain text of a product's source HTML description, cut to {@link META_DESCRIPTION_MAX} characters at a word. */
export function descriptionText(html: string): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  if (text.length <= META_DESCRIPTION_MAX) return text;
  const cut = text.slice(0, META_DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * The head tags every page gets from its route (decision 0154), hoisted by React 19 into <head>
 * on the server and in the browser: robots noindex when the deepest handle says `noindex` or a
 * route failed (404, 500); else
 * the canonical link (origin + context path + path, `?page=` kept; the product page renders its
 * own per-product canonical) and, on the product page, the meta description from the product copy.
 */
export function PageHead({ noindex }: { noindex: boolean }) {
  const matches = useMatches();
  const location = useLocation();
  const origin = useOrigin();
  const site = useSite();
  // A page that failed (404 from a loader, 500) is not indexed either.
  const failed = Boolean(useContext(UNSAFE_DataRouterStateContext)?.errors);
  if (noindex || failed) return <meta name="robots" content="noindex" />;
  const leaf = matches[matches.length - 1]?.data as { product?: Product } | undefined;
  if (leaf?.product) return leaf.product.description ? <meta name="description" content={descriptionText(leaf.product.description)} /> : null;
  const page = new URLSearchParams(location.search).get('page');
  const query = page && page !== '1' ? `?page=${encodeURIComponent(page)}` : '';
  return <link rel="canonical" href={`${origin}${basenameOf(site.contextPath)}${location.pathname}${query}`} />;
}
