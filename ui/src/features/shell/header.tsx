import { Trans } from '@lingui/react/macro';
import { memo, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { StableLink } from '../../components/stable-link';
import { preloadableLazy } from '../../shared/preloadable-lazy';
import { DESKTOP_QUERY, useMediaQuery } from '../../shared/use-media-query';
import { CartLink } from './cart-link';
import { GlobalPromo } from './global-promo';
import { HeaderSlot } from './header-content-slots';
import { SearchBoxLoader } from './search-box-loader';
import { SiteSelectorButton } from './site-selector-button';
import { useMainNavigation } from './use-main-navigation';
import { useStickyHeader } from './use-sticky-header';
import { AccountMenu } from '../identity';
import { LogoOrBrandTabs, useActiveSubBrand, useMainNavSlug } from '../sub-brand';
import styles from './header.module.css';

/**
 * The dropdown navigation and the push menu show once the navigation tree has loaded, after
 * hydration, never in the server's HTML: each a chunk of its own, off the initial JS, fetched beside
 * the tree for the viewport's layout (decision 0477).
 */
const MainNav = preloadableLazy(async () => (await import('./main-nav')).MainNav);
const MobileNav = preloadableLazy(async () => (await import('./mobile-nav')).MobileNav);

/**
 * The main bar's parts after the Menu button: the logo or brand tabs, search, the site selector,
 * favorites, the account menu and the cart. Memoised, as are the content slots (decision 0477):
 * opening the push menu and the sticky header's scroll state render the header, not these.
 */
const BarParts = memo(function BarParts({ onSearchFocus }: { onSearchFocus: () => void }) {
  return (
    <>
      <LogoOrBrandTabs className={styles.logo} />
      <div className={styles.search}>
        <SearchBoxLoader onFocus={onSearchFocus} />
      </div>
      <div className={styles.icons}>
        <SiteSelectorButton />
        <StableLink to="/wishlist" className={styles.iconLink}>
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
            <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
          </svg>
          <span className={styles.iconLabel}>
            <Trans>Favorites</Trans>
          </span>
        </StableLink>
        <AccountMenu />
        <CartLink />
      </div>
    </>
  );
});
const Promo = memo(GlobalPromo);
const Slot = memo(HeaderSlot);

/**
 * The full header (shell-and-account.md §2 "Page shell"): the promo banner from the content API (decision 0301), logo linking home with
 * ref=logo or the brand tabs on a site with sub-brands (decision 0345), main navigation (dropdowns at ≥ 1025 px, push menu below), search, favorites, the
 * my-account menu and cart; the country and currency selector opening #site-select; the utility bar
 * with the brand utility and 'also visit' links (in the push menu below 1025 px) and the lower promo
 * message below the navigation row, from the content API (decision 0366). Memoised (decision 0477):
 * the shell renders again when a navigation starts, and the header has nothing to change then.
 */
export const Header = memo(function Header() {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const subBrand = useActiveSubBrand();
  const items = useMainNavigation(useMainNavSlug(subBrand));
  const [menuOpen, setMenuOpen] = useState(false);
  // Stable: the push menu's links are memoised (decision 0477).
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const headerRef = useRef<HTMLElement>(null);
  const sticky = useStickyHeader(headerRef);

  useEffect(() => setMenuOpen(false), [isDesktop]);
  // A failed load is tried again when the navigation renders, and reported there.
  useEffect(() => {
    (isDesktop ? MainNav : MobileNav).preload().catch(() => undefined);
  }, [isDesktop]);

  return (
    <header ref={headerRef} className={styles.header} data-header="full" data-hidden={sticky.hidden && !menuOpen ? 'true' : undefined} onFocus={sticky.reveal}>
      <Promo />
      <Slot part="bar" />
      <div className={styles.bar}>
        {/* In the server's HTML and the browser's alike, hidden at ≥ 1025 px by CSS (the server knows no viewport; decision 0426). */}
        <button type="button" className={styles.menuButton} aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M3 6h18M3 12h18M3 18h18" />
          </svg>
          <span className="visually-hidden">
            <Trans>Menu</Trans>
          </span>
        </button>
        <BarParts onSearchFocus={closeMenu} />
      </div>
      {/* The row keeps the dropdown navigation's height at ≥ 1025 px while the tree loads, and is hidden below (decision 0426). */}
      <div className={styles.navRow}>
        {isDesktop && items && (
          <Suspense fallback={null}>
            <MainNav items={items} subBrand={subBrand} />
          </Suspense>
        )}
      </div>
      {!isDesktop && items && (
        <Suspense fallback={null}>
          <MobileNav items={items} subBrand={subBrand} open={menuOpen} onClose={closeMenu}>
            <Slot part="menu" onNavigate={closeMenu} />
          </MobileNav>
        </Suspense>
      )}
      <Slot part="promo" />
    </header>
  );
});
