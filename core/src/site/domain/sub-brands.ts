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
 * The listing refinements of a sub-brand in the API's shape (docs/api.md: `{ subBrands: [code] }`,
 * shopping.md §1 "refinements on facets.subBrands"); undefined for the main brand (null).
 */
export function subBrandRefinements(subBrand: SubBrandConfig | null): { readonly subBrands: readonly string[] } | undefined {
  return subBrand ? { subBrands: [subBrand.refinement.value] } : undefined;
}
