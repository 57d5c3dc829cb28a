import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ROUTING_ERROR } from '@vitrine/core';
import { setRoutingError } from '../../shared/routing-error';
import styles from './not-found.module.css';

/** The not-found page: sets routing error code 404 (shell-and-account.md §2) and offers a way on. */
export function NotFoundView() {
  useEffect(() => setRoutingError(ROUTING_ERROR.notFound), []);
  return (
    <div className={`page ${styles.wrap}`}>
      <title>Page not found</title>
      <h1>
        <Trans>We can’t find that page</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>The page may have moved, or the address may be mistyped.</Trans>
      </p>
      <p>
        <Link className={styles.cta} to="/">
          <Trans>Continue shopping</Trans>
        </Link>
      </p>
    </div>
  );
}
