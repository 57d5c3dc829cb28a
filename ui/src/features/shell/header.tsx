import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { DESKTOP_QUERY, useMediaQuery } from '../../shared/use-media-query';
import { CartLink } from './cart-link';
import { GlobalPromo } from './global-promo';
import { HeaderSlot } from './header-content-slots';
import { MainNav } from './main-nav';
import { MobileNav } from './mobile-nav';
import { SearchBoxLoader } from './search-box-loader';
import { SiteSelectorButton } from './site-selector-button';
import { useMainNavigation } from './use-main-navigation';
import { useStickyHeader } from './use-sticky-header';
import { AccountMenu } from '../identity';
import { LogoOrBrandTabs, useMainNavSlug } from '../sub-brand';
import styles from './header.module.css';

/**
 * The full header (shell-and-account.md §2 "Page shell"): the promo banner from the content API (decision 0301), logo linking home with
 * ref=logo or the brand tabs on a site with sub-brands (decision 0345), main navigation (dropdowns at ≥ 1025 px, push menu below), search, favorites, the
 * my-account menu and cart; the country and currency selector opening #site-select; the utility bar
 * with the brand utility and 'also visit' links (in the push menu below 1025 px) and the lower promo
 * message below the navigation row, from the content API (decision 0366).
 */
export function Header() {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const items = useMainNavigation(useMainNavSlug());
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const sticky = useStickyHeader(headerRef);

  useEffect(() => setMenuOpen(false), [isDesktop]);

  return (
    <header ref={headerRef} className={styles.header} data-header="full" data-hidden={sticky.hidden && !menuOpen ? 'true' : undefined} onFocus={sticky.reveal}>
      <GlobalPromo />
      <HeaderSlot part="bar" />
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
        <LogoOrBrandTabs className={styles.logo} />
        <div className={styles.search}>
          <SearchBoxLoader onFocus={() => setMenuOpen(false)} />
        </div>
        <div className={styles.icons}>
          <SiteSelectorButton />
          <Link to="/wishlist" className={styles.iconLink}>
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
              <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
            </svg>
            <span className={styles.iconLabel}>
              <Trans>Favorites</Trans>
            </span>
          </Link>
          <AccountMenu />
          <CartLink />
        </div>
      </div>
      {/* The row keeps the dropdown navigation's height at ≥ 1025 px while the tree loads, and is hidden below (decision 0426). */}
      <div className={styles.navRow}>{isDesktop && items && <MainNav items={items} />}</div>
      {!isDesktop && (
        <MobileNav items={items ?? []} open={menuOpen} onClose={() => setMenuOpen(false)}>
          <HeaderSlot part="menu" onNavigate={() => setMenuOpen(false)} />
        </MobileNav>
      )}
      <HeaderSlot part="promo" />
    </header>
  );
}
