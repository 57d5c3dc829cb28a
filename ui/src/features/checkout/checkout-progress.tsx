import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { CHECKOUT_STEPS, checkoutUrl, type CheckoutStepId } from '@vitrine/core';
import styles from './checkout.module.css';

/** The translated name of a checkout step (the spec's step names, shell-and-account.md §2). */
export function useStepLabel(): (step: CheckoutStepId) => string {
  const { t } = useLingui();
  return (step) => {
    switch (step) {
      case 'cart':
        return t`Cart`;
      case 'checkout':
        return t`Checkout`;
      case 'shipping-address':
        return t`Shipping address`;
      case 'shipping-delivery':
        return t`Delivery`;
      case 'payment':
        return t`Payment`;
      case 'confirmation':
        return t`Order confirmation`;
    }
  };
}

/**
 * The checkout's progress (shell-and-account.md §2 "Checkout steps in order … order numbers 1 to
 * 5 and 7"): an ordered list of the steps with the spec's numbers, the current one marked
 * `aria-current="step"`, the steps before it as links back (the cart, and the steps the checkout
 * already completed), the ones after it as plain text. `current` null shows nothing marked.
 */
export function CheckoutProgress({ current, reachable }: { current: CheckoutStepId | null; reachable: (step: CheckoutStepId) => boolean }) {
  const { t } = useLingui();
  const label = useStepLabel();
  const currentIndex = current ? CHECKOUT_STEPS.findIndex((step) => step.id === current) : -1;
  return (
    <nav aria-label={t`Checkout progress`} className={styles.progress}>
      <ol className={styles.progressList}>
        {CHECKOUT_STEPS.map((step, index) => {
          const isCurrent = step.id === current;
          const done = currentIndex > index;
          const linkable = done && step.id !== 'checkout' && step.id !== 'confirmation' && reachable(step.id) && current !== 'confirmation';
          const content = (
            <>
              <span className={styles.progressNumber} aria-hidden="true">
                {step.order}
              </span>
              <span className={styles.progressName}>{label(step.id)}</span>
              {done && <span className="visually-hidden">{t`(completed)`}</span>}
            </>
          );
          return (
            <li key={step.id} className={styles.progressStep} data-state={isCurrent ? 'current' : done ? 'done' : 'todo'} aria-current={isCurrent ? 'step' : undefined}>
              {linkable ? (
                <Link to={checkoutUrl(step.id)} className={styles.progressLink}>
                  {content}
                </Link>
              ) : (
                <span className={styles.progressLink}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
