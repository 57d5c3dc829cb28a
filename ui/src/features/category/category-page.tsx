import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useLoaderData } from 'react-router-dom';
import { listingTraySeeds } from '@vitrine/core';
import { useFormatNumber } from '../../shared/format';
import { useExperiments } from '../../shared/experiments';
import { useSiteConfig } from '../../shared/site-context';
import { Breadcrumbs, type Crumb } from '../../components/breadcrumbs';
import { Pagination } from '../../components/pagination';
import { StableLink } from '../../components/stable-link';
import { ProductGrid } from '../../components/product-grid';
import { navItemHref } from '../shell';
import { PageBanners } from '../page-banners';
import { RecTraysSlot } from '../recommendations';
import type { CategoryData } from './category.loader';
import styles from './category.module.css';

/** Tiles whose images load eagerly (the first row on a phone). */
const EAGER_TILES = 2;

/**
 * The category page (PLP): breadcrumbs, h1 = category name, subcategory links, result count, the
 * tile grid, the pager and, after hydration, the listing's recommendation tray seeded by its first
 * products (plpPersonalization picks it; decision 0424).
 */
export function CategoryPage() {
  const { slug, subcategories, ancestors, tiles, page, totalPages, banners } = useLoaderData() as CategoryData;
  const config = useSiteConfig();
  const { t } = useLingui();
  const formatNumber = useFormatNumber();
  const { lazyThumbnails, plpAllColorOptions } = useExperiments();
  const name = tiles.category.displayName;
  const crumbs: Crumb[] = [
    { label: t`Home`, to: '/' },
    ...ancestors.filter((a) => a.slug !== config.rootNavSlug).map((a) => ({ label: a.displayName, to: `/${a.slug}` })),
    { label: name },
  ];
  const links = subcategories.flatMap((item) => {
    const href = navItemHref(item);
    return href && !href.external ? [{ item, href: href.href }] : [];
  });
  const total = tiles.totalRecords;
  const first = (page - 1) * tiles.pageSize + 1;
  const last = first + tiles.tiles.length - 1;

  return (
    <div className="page">
      <title>{page > 1 ? `${name} – ${t`Page ${page}`} | ${config.siteName}` : `${name} | ${config.siteName}`}</title>
      <Breadcrumbs items={crumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>{name}</h1>
        <p className={styles.count} aria-live="polite">
          {total === 0 ? (
            <Trans>No products yet</Trans>
          ) : totalPages > 1 ? (
            <Trans>
              Showing {formatNumber(first)}–{formatNumber(last)} of <Plural value={total} one="# product" other="# products" />
            </Trans>
          ) : (
            <Plural value={total} one="# product" other="# products" />
          )}
        </p>
      </header>
      {links.length > 0 && (
        <nav aria-label={t`Subcategories of ${name}`} className={styles.subnav}>
          <ul className={styles.chips}>
            {links.map(({ item, href }) => (
              <li key={item.itemId}>
                <StableLink to={href} className={styles.chip}>
                  {item.displayName}
                </StableLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <PageBanners data={banners} eagerFirst />
      {total === 0 ? (
        <div className={styles.empty}>
          <p>
            <Trans>There are no products in this category right now.</Trans>
          </p>
          <Link to="/" className={styles.emptyLink}>
            <Trans>Continue shopping</Trans>
          </Link>
        </div>
      ) : (
        <ProductGrid key={`${slug}-${page}`} tiles={tiles.tiles} priorityCount={EAGER_TILES} label={t`Products`} lazyThumbnails={lazyThumbnails} allColorOptions={plpAllColorOptions} />
      )}
      <Pagination page={page} totalPages={totalPages} />
      {total > 0 && <RecTraysSlot page="category" productIds={listingTraySeeds(tiles.tiles.map((tile) => tile.productId))} />}
    </div>
  );
}
