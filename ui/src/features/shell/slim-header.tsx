import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useSiteConfig } from '../../shared/site-context';
import styles from './header.module.css';

/** The slim header of checkout-type routes (shell-and-account.md §2): logo only. */
export function SlimHeader() {
  const config = useSiteConfig();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/?ref=logo" className={styles.logo}>
          {config.siteName}
        </Link>
        <p className={styles.iconLabel}>
          <Trans>Secure checkout</Trans>
        </p>
      </div>
    </header>
  );
}
