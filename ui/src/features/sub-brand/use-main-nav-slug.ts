import { useLocation } from 'react-router-dom';
import { activeSubBrandCode } from '@vitrine/core';
import { useSiteConfig } from '../../shared/site-context';

/**
 * The code of the sub-brand the page belongs to (decision 0344): its home `/{code}` or a listing
 * with `?subbrand={code}`; null on the main brand's pages.
 */
export function useActiveSubBrand(): string | null {
  const config = useSiteConfig();
  const { pathname, search } = useLocation();
  return activeSubBrandCode(config.subBrands, pathname, new URLSearchParams(search).get('subbrand'));
}

/**
 * The navigation root the main navigation shows (decision 0344): the rootNavSlug of the sub-brand
 * `code` (the active one, from useActiveSubBrand, which the caller has already read), else the site's.
 */
export function useMainNavSlug(code: string | null): string {
  const config = useSiteConfig();
  return config.subBrands.find((b) => b.code === code)?.rootNavSlug ?? config.rootNavSlug;
}
