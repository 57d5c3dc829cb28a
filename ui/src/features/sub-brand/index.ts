/** The sub-brand feature's public surface for the header (decisions 0001, 0344, 0345). */
export { BrandTabs, LogoOrBrandTabs } from './logo-or-brand-tabs';
export { useActiveSubBrand, useMainNavSlug } from './use-main-nav-slug';
