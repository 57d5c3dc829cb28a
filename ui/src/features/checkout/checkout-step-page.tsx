import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { CheckoutStepId, DomainError } from '@vitrine/core';
import { useCheckoutSelector } from './checkout-runtime';
import { useCheckoutErrorText } from './checkout-messages';
import styles from './checkout.module.css';

/**
 * A checkout step's page (child route): its heading and content once the machine shows `step`;
 * before that (the checkout is being started or read, a redirect is under way) a short loading
 * text, so the URL's step never shows another step's data.
 */
export function CheckoutStepPage({ step, title, children }: { step: CheckoutStepId; title: string; children: ReactNode }) {
  const shown = useCheckoutSelector((snapshot) => snapshot.context.step);
  const id = useId();
  if (shown !== step) {
    return (
      <div className={styles.placeholder}>
        <p>
          <Trans>Loading your checkout…</Trans>
        </p>
      </div>
    );
  }
  return (
    <section aria-labelledby={id} className={styles.step} data-step={step}>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/** A step's coded problem as an alert (role alert: announced at once); nothing when `error` is null. */
export function CheckoutAlert({ error }: { error: DomainError | null }) {
  const text = useCheckoutErrorText();
  if (!error) return null;
  return (
    <div role="alert" className={styles.alert} data-error-code={error.code}>
      {text(error)}
    </div>
  );
}
