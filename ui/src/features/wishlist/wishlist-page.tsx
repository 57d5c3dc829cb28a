import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useSiteConfig } from '../../shared/site-context';
import styles from './wishlist.module.css';

/**
 * The Favorites page `/wishlist`: an honest empty state until the wishlist itself lands (a later
 * issue; decision 0057).
 */
export function WishlistPage() {
  const { t } = useLingui();
  const config = useSiteConfig();
  return (
    <div className={`page ${styles.page}`}>
      <title>{`${t`Favorites`} | ${config.siteName}`}</title>
      <h1 className={styles.title}>
        <Trans>Favorites</Trans>
      </h1>
      <div className={styles.empty}>
        <svg aria-hidden="true" width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.2" className={styles.icon}>
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
        </svg>
        <p className={styles.emptyTitle}>
          <Trans>Your favorites will appear here</Trans>
        </p>
        <p className={styles.emptyText}>
          <Trans>Keep the pieces you love in one place and come back to them any time.</Trans>
        </p>
        <Link to="/" className={styles.cta}>
          <Trans>Start shopping</Trans>
        </Link>
      </div>
    </div>
  );
}
