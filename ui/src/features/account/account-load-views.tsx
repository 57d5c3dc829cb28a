import { Trans } from '@lingui/react/macro';
import styles from './account.module.css';

/** The reserved loading line of an account section. */
export function Loading() {
  return (
    <p role="status" className={styles.loading}>
      <Trans>Loading your account…</Trans>
    </p>
  );
}

/** An account section whose data could not be read (shell-and-account.md §8: the app continues). */
export function LoadFailed() {
  return (
    <p role="alert" className={styles.loading}>
      <Trans>We couldn't load this information just now. Please reload the page to try again.</Trans>
    </p>
  );
}
