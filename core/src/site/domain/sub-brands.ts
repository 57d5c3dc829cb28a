/**
 * Sub-brands (shopping.md §1; shell-and-account.md §1; decision 0033 for the values the spec does
 * not show).
 */

/** A sub-brand's configuration. */
export interface SubBrandConfig {
  readonly code: 'anthroliving' | 'fpmovement';
  readonly siteName: string;
  /** Sites it is enabled on. */
  readonly sites: readonly string[];
  readonly homepageSlug: string;
  /** Slug of its navigation root. */
  readonly rootNavSlug: string;
  /** The listing refinement that keeps its products: facets.subBrands = code. */
  readonly refinement: { readonly facet: 'facets.subBrands'; readonly value: string };
  /** robots meta of its pages. */
  readonly robots: string;
  /** Path prefix of its canonical links. */
  readonly canonicalPath: string;
}

/** The two sub-brands (sites and homepage slugs verbatim from the spec). */
export const SUB_BRANDS: readonly SubBrandConfig[] = [
  {
    code: 'anthroliving',
    siteName: 'AnthroLiving',
    sites: ['an-us', 'an-ca'],
    homepageSlug: 'homepage-anthroliving',
    // The sandbox's anthroliving root is the Home branch (decision 0344).
    rootNavSlug: 'home',
    refinement: { facet: 'facets.subBrands', value: 'anthroliving' },
    robots: 'index, follow',
    canonicalPath: '/anthroliving',
  },
  {
    code: 'fpmovement',
    siteName: 'FP Movement',
    sites: ['fp-us', 'fp-uk', 'fp-fr'],
    homepageSlug: 'homepage-fpmovement',
    rootNavSlug: 'fpmovement',
    refinement: { facet: 'facets.subBrands', value: 'fpmovement' },
    robots: 'index, follow',
    canonicalPath: '/fpmovement',
  },
];

/** The sub-brands enabled on a site ('an-us' → [anthroliving]); empty for other sites. */
export function subBrandsOfSite(siteId: string): SubBrandConfig[] {
  return SUB_BRANDS.filter((b) => b.sites.includes(siteId));
}

/** A sub-brand's configuration when it is enabled on the site; null otherwise (unknown code or not enabled). */
export function subBrandConfig(code: string | null | undefined, siteId: string): SubBrandConfig | null {
  return subBrandsOfSite(siteId).find((b) => b.code === code?.toLowerCase()) ?? null;
}

/** The homepage slug: the sub-brand's when one is active and enabled on the site, else 'homepage'. */
export function homepageSlug(siteId: string, subBrand: string | null): string {
  return subBrandConfig(subBrand, siteId)?.homepageSlug ?? 'homepage';
}

/**
 * The code of the sub-brand a page belongs to (decision 0344): the one whose code is the first
 * segment of the path inside the site (`/anthroliving`), else the one the `subbrand` query
 * parameter names (shopping.md §9), compared case-insensitively, among the sub-brands enabled on the
 * site (`subBrands`: the site configuration's list); null when neither names one (the main brand).
 * `innerPath` is the path without the context path ('/anthroliving'); `subbrandParam` the raw query
 * value or null. Works on the configuration's list, not on {@link SUB_BRANDS}, so the header can run
 * it without that table.
 */
export function activeSubBrandCode(subBrands: readonly { readonly code: string }[], innerPath: string, subbrandParam: string | null): string | null {
  const first = innerPath.split('/').find((segment) => segment !== '');
  const named = (value: string | null | undefined) => subBrands.find((b) => b.code.toLowerCase() === value?.toLowerCase())?.code;
  return named(first) ?? named(subbrandParam) ?? null;
}

/**
 * The listing refinements of a sub-brand in the API's shape (docs/api.md: `{ subBrands: [code] }`,
 * shopping.md §1 "refinements on facets.subBrands"); undefined for the main brand (null).
 */
export function subBrandRefinements(subBrand: SubBrandConfig | null): { readonly subBrands: readonly string[] } | undefined {
  return subBrand ? { subBrands: [subBrand.refinement.value] } : undefined;
}
