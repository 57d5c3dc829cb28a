import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useModalStack } from '../../shared/modal-stack/modal-stack-of';
import { launchLogin } from './launch-login';
import { isSignedIn } from './session-scope';
import { useSessionView } from './use-session';
import styles from './identity-pages.module.css';
import { PageTitle } from '../../shared/page-title';
import { sameSiteReturnPath } from '@vitrine/core';

/** Where `/login` sends the customer after signing in: the app path in `returnTo` when it stays on the site (core's sameSiteReturnPath, decision 0306), else the account overview. */
export function returnPathOf(returnTo: string | null): string {
  return sameSiteReturnPath(returnTo, '/account/dashboard');
}

/**
 * `/login` (shell-and-account.md §2 "Login | account menu hidden"): the page a webview or a link
 * lands on. Opens the login modal at once; success goes to `returnTo` (an app path) or the account
 * overview. A "Sign in" button reopens it after it was closed; a signed-in shopper gets a link on.
 */
export function LoginPage() {
  const { t } = useLingui();
  const store = useModalStack();
  const view = useSessionView();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const location = useLocation();
  const returnPath = returnPathOf(query.get('returnTo'));
  const signedIn = isSignedIn(view.scope);
  const opened = useRef(false);

  const open = () =>
    // Launched for this page's own navigation: a route start still committing (a redirect here) does not close it.
    void launchLogin(store, { request: { trigger: 'sign-in', scope: view.scope } }, { navigationTarget: location.pathname + location.search }).then((outcome) => {
      if (outcome === 'success') navigate(returnPath, { replace: true });
    });

  useEffect(() => {
    if (opened.current || signedIn) return;
    opened.current = true;
    open();
    // Opens once on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={`page ${styles.page}`}>
      <PageTitle page={t`Sign in`} />
      <h1>{t`Sign in`}</h1>
      {signedIn ? (
        <p>
          <Trans>You're signed in.</Trans> <Link to={returnPath}>{t`Continue`}</Link>
        </p>
      ) : (
        <>
          <p className={styles.muted}>
            <Trans>Sign in to see your orders, saved details and rewards.</Trans>
          </p>
          <button type="button" className={styles.primary} onClick={open}>
            <Trans>Sign in</Trans>
          </button>
        </>
      )}
    </div>
  );
}
