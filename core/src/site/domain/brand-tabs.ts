/**
 * Brand tabs of the header's main bar (shopping.md §2 "Header": brand tabs (brand, url, selected,
 * siteName); shell-and-account.md §2 "main bar with logo … or brand tabs"; decision 0345).
 */

/** One brand tab: the brand's code, the path of its home inside the site, whether it is the current brand, its name. */
export interface BrandTab {
  /** The site's brand code ('an', 'fp') for the main brand, else the sub-brand's code ('anthroliving'). */
  readonly brand: string;
  /** Path of the brand's home inside the site: '/?ref=logo' for the main brand (the tab is the logo's link, shell-and-account.md §2), '/{code}' for a sub-brand. */
  readonly url: string;
  readonly selected: boolean;
  /** The name the tab shows. */
  readonly siteName: string;
}

/** What the tabs are built from: the site configuration's brand, siteName and enabled sub-brands. */
export interface BrandTabsSource {
  readonly brand: string;
  readonly siteName: string;
  readonly subBrands: readonly { readonly code: string; readonly siteName: string }[];
}

/**
 * The brand tabs of a site (decision 0345): none when the site has no enabled sub-brand (the header
 * then shows the logo); else the main brand first (url '/?ref=logo', the logo's link, with its siteName), then each sub-brand in
 * configuration order (url '/{code}'). Exactly one tab is selected: the sub-brand whose code is
 * `activeCode` (case-insensitive), else the main brand. Pure.
 */
export function brandTabs(source: BrandTabsSource, activeCode: string | null): BrandTab[] {
  if (source.subBrands.length === 0) return [];
  const active = source.subBrands.find((b) => b.code.toLowerCase() === activeCode?.toLowerCase())?.code ?? null;
  return [
    { brand: source.brand, url: '/?ref=logo', selected: active === null, siteName: source.siteName },
    ...source.subBrands.map((b) => ({ brand: b.code, url: `/${b.code}`, selected: b.code === active, siteName: b.siteName })),
  ];
}
