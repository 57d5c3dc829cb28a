import { Trans } from '@lingui/react/macro';
import styles from './skip-link.module.css';

/** The skip-to-main-content link (shell-and-account.md §2 "Page shell"); first focusable element. */
export function SkipLink() {
  return (
    <a className={styles.skip} href="#main-content">
      <Trans>Skip to main content</Trans>
    </a>
  );
}
