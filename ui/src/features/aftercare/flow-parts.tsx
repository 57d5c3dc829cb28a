import { Trans, useLingui } from '@lingui/react/macro';
import type { DomainError } from '@vitrine/core';
import { useAftercareTexts } from './aftercare-texts';
import styles from './aftercare.module.css';

/** The flow's steps with the current one marked (aria-current="step"). */
export function StepList({ label, steps, current }: { label: string; steps: readonly { id: string; label: string }[]; current: string | null }) {
  return (
    <nav aria-label={label}>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.id} aria-current={step.id === current ? 'step' : undefined}>
            {step.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The busy line while the machine waits, announced politely. */
export function BusyStatus({ busy }: { busy: boolean }) {
  const { t } = useLingui();
  return (
    <p role="status" className={busy ? styles.busy : 'visually-hidden'}>
      {busy ? t`Working on it…` : ''}
    </p>
  );
}

/** The coded problem on screen, as an alert. */
export function ErrorAlert({ error }: { error: DomainError | null }) {
  const { errorText } = useAftercareTexts();
  if (!error) return null;
  return (
    <div role="alert" className={styles.alert}>
      {errorText(error)}
    </div>
  );
}

/** A read failed: the message and "Try again". */
export function LoadFailed({ error, onRetry }: { error: DomainError | null; onRetry: () => void }) {
  return (
    <>
      <ErrorAlert error={error} />
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    </>
  );
}
