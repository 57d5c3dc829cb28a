import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { preloadableLazy } from '../../shared/preloadable-lazy';
import { useSiteConfig } from '../../shared/site-context';

// The tabs are a chunk of their own, off the initial JS (decision 0170): the server renders them in
// the page and the browser loads them before it hydrates (preloadShellParts, decision 0426).
export const BrandTabs = preloadableLazy(async () => (await import('./brand-tabs')).BrandTabs);

/**
 * The main bar's brand spot (shell-and-account.md §2 "main bar with logo … or brand tabs";
 * decision 0345): the logo linking home with ref=logo on a site without sub-brands, else the brand
 * tabs (the logo stands in while their chunk loads on a client-only render).
 */
export function LogoOrBrandTabs({ className }: { className: string | undefined }) {
  const config = useSiteConfig();
  const logo = (
    <Link to="/?ref=logo" className={className}>
      {config.siteName}
    </Link>
  );
  if (config.subBrands.length === 0) return logo;
  return (
    <Suspense fallback={logo}>
      <BrandTabs />
    </Suspense>
  );
}
