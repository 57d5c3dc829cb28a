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
 * The confirmation of an accepted submission (decision 0201): a polite live region with a lead
 * line and optional detail (a reference, what happens next).
 */
export function FormSuccess({ children, detail }: { children: ReactNode; detail?: ReactNode }) {
  return (
    <div role="status" className={styles.notice}>
      <p className={styles.alertLead}>{children}</p>
      {detail && <p>{detail}</p>}
    </div>
  );
}

/**
 * The submit button of a form that calls a service: while the call waits it says so
 * (`sendingLabel`), is marked busy and ignores clicks (aria-disabled, so it keeps focus).
 */
export function SubmitButton({ sending, children, sendingLabel }: { sending: boolean; children: ReactNode; sendingLabel: ReactNode }) {
  return (
    <button type="submit" className={styles.primary} aria-disabled={sending || undefined} aria-busy={sending || undefined} onClick={(event) => sending && event.preventDefault()}>
      {sending ? sendingLabel : children}
    </button>
  );
}

/** A form's primary and secondary buttons, in a row that wraps on narrow screens. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
