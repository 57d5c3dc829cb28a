import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styles from './forms.module.css';

/**
 * The summary of a refused form (role alert, announced at once): a translated lead line, the
 * rule's own text verbatim when core gave one ('Invalid parameters supplied to
 * submitMarketingSubscription'), and the fields to fix.
 */
export function FormAlert({ children, ruleText }: { children: ReactNode; ruleText?: string | null }) {
  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.alertLead}>{children}</p>
      {ruleText && <p className={styles.ruleText}>{ruleText}</p>}
    </div>
  );
}

/**
 * Shown after a valid submit whose service this demo does not run yet (decision 0086): says so
 * plainly (`service` is the translated name of the service: "the contact service"), in a polite live region, and keeps the form as it is so nothing typed is lost.
 */
export function ServiceUnavailableNote({ service }: { service: string }) {
  return (
    <div role="status" className={styles.notice}>
      <p className={styles.alertLead}>
        <Trans>Your details are complete, but {service} is not available in this demo store yet, so nothing was sent.</Trans>
      </p>
      <p>
        <Trans>Nothing you typed has been lost.</Trans>
      </p>
    </div>
  );
}

/** A form's primary and secondary buttons, in a row that wraps on narrow screens. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
