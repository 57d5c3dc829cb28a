import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import { activeSubBrandCode, brandTabs } from '@vitrine/core';
import { useSiteConfig } from '../../shared/site-context';
import styles from './brand-tabs.module.css';

/**
 * The brand tabs of the header's main bar (shopping.md §2 "Header"; shell-and-account.md §2;
 * decision 0345): a "Brands" navigation with one link per tab of core's brandTabs — the main brand
 * (the site's name, home) and each sub-brand enabled on the site (its name, its home) — the tab of
 * the brand the page belongs to marked `aria-current="page"`. A chunk of its own, server-rendered
 * (decision 0170).
 */
export function BrandTabs() {
  const config = useSiteConfig();
  const { pathname, search } = useLocation();
  const { t } = useLingui();
  const tabs = brandTabs(config, activeSubBrandCode(config.subBrands, pathname, new URLSearchParams(search).get('subbrand')));
  return (
    <nav aria-label={t`Brands`} className={styles.tabs}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.brand}>
            <Link to={tab.url} className={styles.tab} aria-current={tab.selected ? 'page' : undefined}>
              {tab.siteName}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
