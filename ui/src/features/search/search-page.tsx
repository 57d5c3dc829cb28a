import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useLoaderData } from 'react-router-dom';
import { listingTraySeeds } from '@vitrine/core';
import { useExperiments } from '../../shared/experiments';
import { useSiteConfig } from '../../shared/site-context';
import { Pagination } from '../../components/pagination';
import { ProductGrid } from '../../components/product-grid';
import { RecTraysSlot } from '../recommendations';
import type { SearchData } from './search.loader';
import styles from './search.module.css';

/**
 * Search results `/search?q=` (noindex): h1 with the term, the result count, the tiles and the
 * pager; an honest empty state when nothing matched or the search failed. Below results, after
 * hydration, a recommendation tray seeded by the first results (searchPersonalization picks it;
 * decision 0424).
 */
export function SearchPage() {
  const { query, results, page, totalPages, failed } = useLoaderData() as SearchData;
  const config = useSiteConfig();
  const { t } = useLingui();
  const { lazyThumbnails, plpAllColorOptions } = useExperiments();
  // The shopper's term goes into <Trans> as an element, never as a string that Lingui would parse
  // for its <0>…</0> markup (a term like "<1>x</1>" would otherwise be taken apart; decision 0294).
  const termText = <>{query}</>;
  const total = results?.totalRecords ?? 0;

  return (
    <div className="page">
      <title>{query ? `${t`Search results for “${query}”`} | ${config.siteName}` : `${t`Search`} | ${config.siteName}`}</title>
      <header className={styles.header}>
        {query ? (
          <>
            <h1 className={styles.title}>
              <Trans>
                Search results for <span className={styles.term}>“{termText}”</span>
              </Trans>
            </h1>
            {total > 0 && (
              <p className={styles.count}>
                <Plural value={total} one="# product" other="# products" />
              </p>
            )}
          </>
        ) : (
          <h1 className={styles.title}>
            <Trans>Search</Trans>
          </h1>
        )}
      </header>
      {!query && (
        <p className={styles.emptyText}>
          <Trans>Type what you are looking for in the search box above.</Trans>
        </p>
      )}
      {query && total === 0 && (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>
            {failed ? <Trans>We couldn’t search just now.</Trans> : <Trans>We couldn’t find anything for “{termText}”.</Trans>}
          </p>
          <p className={styles.emptyText}>
            {failed ? <Trans>Please try again in a moment.</Trans> : <Trans>Check the spelling, or try a more general word.</Trans>}
          </p>
          <Link to="/" className={styles.emptyLink}>
            <Trans>Continue shopping</Trans>
          </Link>
        </div>
      )}
      {results && results.tiles.length > 0 && <ProductGrid key={`${query}-${page}`} tiles={results.tiles} priorityCount={2} label={t`Search results`} lazyThumbnails={lazyThumbnails} allColorOptions={plpAllColorOptions} />}
      <Pagination page={page} totalPages={totalPages} />
      {results && results.tiles.length > 0 && <RecTraysSlot page="search" productIds={listingTraySeeds(results.tiles.map((tile) => tile.productId))} />}
    </div>
  );
}
