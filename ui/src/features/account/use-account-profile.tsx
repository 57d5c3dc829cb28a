import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Profile } from '@vitrine/core';
import { useSessionView } from '../identity';
import styles from './account.module.css';

/**
 * Renders `children(profile)` once the signed-in customer's profile has loaded (the session
 * machine reads it through ProfileGateway after sign-in); meanwhile a reserved loading line, and
 * a plain message when it could not be read (shell-and-account.md §8: logged, the app continues).
 */
export function WithProfile({ children }: { children: (profile: Profile) => ReactNode }) {
  const view = useSessionView();
  if (view.profile) return <>{children(view.profile)}</>;
  if (view.profileReady && view.profileFailed) {
    return (
      <p role="alert" className={styles.loading}>
        <Trans>We couldn't load your profile just now. Please reload the page to try again.</Trans>
      </p>
    );
  }
  return (
    <p role="status" className={styles.loading}>
      <Trans>Loading your account…</Trans>
    </p>
  );
}
