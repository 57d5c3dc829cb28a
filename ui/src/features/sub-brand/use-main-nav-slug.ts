import { useLocation } from 'react-router-dom';
import { activeSubBrandCode } from '@vitrine/core';
import { useSiteConfig } from '../../shared/site-context';

/**
 * The navigation root the main navigation shows (decision 0344): the rootNavSlug of the sub-brand
 * the page belongs to (its home `/{code}`, or a listing with `?subbrand={code}`), else the site's.
 */
export function useMainNavSlug(): string {
  const config = useSiteConfig();
  const { pathname, search } = useLocation();
  const code = activeSubBrandCode(config.subBrands, pathname, new URLSearchParams(search).get('subbrand'));
  return config.subBrands.find((b) => b.code === code)?.rootNavSlug ?? config.rootNavSlug;
}
