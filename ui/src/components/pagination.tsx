import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import { useFormatNumber } from '../shared/format';
import { pageWindow } from './page-window';
import { StableLink } from './stable-link';
import styles from './pagination.module.css';

/** The current path and query with `page` set (removed for page 1, the canonical first page). */
function useHrefForPage(): (page: number) => string {
  const location = useLocation();
  return (page) => {
    const params = new URLSearchParams(location.search);
    if (page <= 1) params.delete('page');
    else params.set('page', String(page));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
}

/**
 * A pager (decision 0052): a navigation landmark named "Pagination" with Previous (after page 1),
 * page number and Next (before the last page) links carrying `?page=`; the current page is marked
 * `aria-current="page"`. Renders nothing for a single page. `page` and `totalPages` are 1-based.
 * StableLinks: a page change starts after the click's next paint (decision 0477).
 */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useLingui();
  const hrefFor = useHrefForPage();
  const formatNumber = useFormatNumber();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t`Pagination`} className={styles.nav}>
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            <StableLink to={hrefFor(page - 1)} className={styles.step} rel="prev">
              <span aria-hidden="true">‹ </span>
              <Trans>Previous</Trans>
            </StableLink>
          </li>
        )}
        {pageWindow(page, totalPages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <StableLink
                to={hrefFor(entry)}
                className={entry === page ? `${styles.page} ${styles.current}` : styles.page}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={t`Page ${formatNumber(entry)}`}
              >
                {formatNumber(entry)}
              </StableLink>
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <StableLink to={hrefFor(page + 1)} className={styles.step} rel="next">
              <Trans>Next</Trans>
              <span aria-hidden="true"> ›</span>
            </StableLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
