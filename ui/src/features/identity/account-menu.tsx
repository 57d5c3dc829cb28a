import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { isLoggedIn } from '@vitrine/core';
import { useService } from '../../shared/service-context';
import { useModalStack } from '../../shared/modal-stack/modal-stack-of';
import { SessionActor } from './identity-services';
import { launchLogin } from './launch-login';
import type { GuardHandle } from './route-guard';
import { isSignedIn } from './session-scope';
import { useFirstName, useIdentityAvailable, useSessionView } from './use-session';
import styles from './account-menu.module.css';

const PersonIcon = () => (
  <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
  </svg>
);

/**
 * The my-account menu of the header (shell-and-account.md §2 "Page shell"; the acceptance tests' accessible
 * names): logged out, a button "Sign in" that opens the Sign In / Sign Up modal; signed in, a
 * button "Account" that discloses links to the account pages (customers only, not call-centre
 * agents) and "Sign out" (back to GUEST; off a guarded page, to the home page). Hidden on routes whose handle says so (`/login`) and when the
 * app has no identity services.
 */
export function AccountMenu() {
  const available = useIdentityAvailable();
  const matches = useMatches();
  const hidden = matches.some((m) => (m.handle as GuardHandle | undefined)?.hideAccountMenu);
  if (!available || hidden) return null;
  return <AccountMenuButton />;
}

function AccountMenuButton() {
  const { t } = useLingui();
  const view = useSessionView();
  const firstName = useFirstName();
  const session = useService(SessionActor);
  const store = useModalStack();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const signedIn = isSignedIn(view.scope);

  useEffect(() => setOpen(false), [location.pathname, signedIn]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  if (!signedIn) {
    return (
      <button
        type="button"
        className={styles.trigger}
        onClick={() => void launchLogin(store, { request: { trigger: 'sign-in', scope: view.scope } })}
      >
        <PersonIcon />
        <span className={styles.label}>
          <Trans>Sign in</Trans>
        </span>
      </button>
    );
  }

  const signOut = () => {
    setOpen(false);
    session.send({ type: 'session.signOut' });
    if (matches.some((m) => (m.handle as GuardHandle | undefined)?.guard)) navigate('/');
    buttonRef.current?.focus();
  };

  return (
    <div
      ref={rootRef}
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button ref={buttonRef} type="button" className={styles.trigger} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <PersonIcon />
        <span className={styles.label}>
          <Trans>Account</Trans>
        </span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <p className={styles.greeting}>{firstName ? <Trans>Hi, {firstName}</Trans> : <Trans>Your account</Trans>}</p>
        {isLoggedIn(view.scope) && (
          <ul className={styles.links}>
            <li>
              <Link to="/account/dashboard">{t`Account overview`}</Link>
            </li>
            <li>
              <Link to="/orders">{t`Orders`}</Link>
            </li>
            <li>
              <Link to="/account/hearted-products">{t`Hearted products`}</Link>
            </li>
            <li>
              <Link to="/account/account-settings">{t`Account settings`}</Link>
            </li>
          </ul>
        )}
        {view.scope === 'CALL_CENTER' && (
          // The call-centre agent's tools (decision 0373).
          <ul className={styles.links}>
            <li>
              <Link to="/agent/customers">{t`Find a customer`}</Link>
            </li>
          </ul>
        )}
        <button type="button" className={styles.signOut} onClick={signOut}>
          <Trans>Sign out</Trans>
        </button>
      </div>
    </div>
  );
}
