/** Which sub-brand a page belongs to (shopping.md §1, §9 `subbrand`; decision 0344). */

/**
 * The code of the sub-brand a page belongs to (decision 0344): the one whose code is the first
 * segment of the path inside the site (`/anthroliving`), else the one the `subbrand` query
 * parameter names (shopping.md §9), compared case-insensitively, among the sub-brands enabled on the
 * site (`subBrands`: the site configuration's list); null when neither names one (the main brand).
 * `innerPath` is the path without the context path ('/anthroliving'); `subbrandParam` the raw query
 * value or null. Works on the configuration's list, not on core's SUB_BRANDS table, and lives in a
 * module of its own, so the header's initial JS carries neither that table nor the other rules.
 */
export function activeSubBrandCode(subBrands: readonly { readonly code: string }[], innerPath: string, subbrandParam: string | null): string | null {
  const first = innerPath.split('/').find((segment) => segment !== '');
  const named = (value: string | null | undefined) => subBrands.find((b) => b.code.toLowerCase() === value?.toLowerCase())?.code;
  return named(first) ?? named(subbrandParam) ?? null;
}

/**
 * An app link kept on the sub-brand `code` (decision 0344): `href` ('/women-tops', '/sale?sort=new#grid')
 * with `subbrand={code}` added to its query, before any fragment; an href that already names a
 * `subbrand` is returned unchanged. Pure.
 */
export function subBrandHref(href: string, code: string): string {
  const hashAt = href.indexOf('#');
  const path = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  if (/[?&]subbrand=/i.test(path)) return href;
  return `${path}${path.includes('?') ? '&' : '?'}subbrand=${encodeURIComponent(code)}${hash}`;
}
