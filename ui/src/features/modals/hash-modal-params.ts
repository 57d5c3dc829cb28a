/**
 * The parameters a hash modal opens with (shell-and-account.md §2 "#quickshop (query slug plus
 * other params)", "#giveaway (query id)"; decision 0085): the query written after the hash name
 * ('#quickshop?slug=x&color=001'), or — when the hash carries none — the page's own query
 * ('/?slug=x#quickshop').
 */
export function hashModalParams(hash: string, search: string): Record<string, string> {
  const at = hash.indexOf('?');
  const query = at >= 0 ? hash.slice(at + 1) : search.replace(/^\?/, '');
  return Object.fromEntries(new URLSearchParams(query));
}

/**
 * The hash of a same-page link, or null: an href that is only a hash ('#sign-in'), or a URL whose
 * origin, path and query equal the page's (`page`) and that has a hash.
 */
export function samePageHash(href: string, page: { readonly origin: string; readonly pathname: string; readonly search: string }): string | null {
  if (href.startsWith('#')) return href.length > 1 ? href : null;
  try {
    const url = new URL(href, `${page.origin}${page.pathname}${page.search}`);
    return url.origin === page.origin && url.pathname === page.pathname && url.search === page.search && url.hash.length > 1 ? url.hash : null;
  } catch {
    return null;
  }
}
