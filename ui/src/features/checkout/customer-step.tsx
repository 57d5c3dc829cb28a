import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ACTING_FOR_COOKIE, actingForOf, CookieJar, customerFullName } from '@vitrine/core';
import { TextField } from '../../components/forms/form-field';
import { useServices } from '../../shared/service-context';
import { useCheckoutActor, useCheckoutSelector, useDraftState } from './checkout-runtime';
import { CheckoutAlert, CheckoutStepPage } from './checkout-step-page';
import formStyles from '../../components/forms/forms.module.css';
import styles from './checkout.module.css';

/**
 * Step 2, /checkout (shell-and-account.md §1 "Call-centre agents can use the storefront to check
 * out for customers"; docs/checkout-api.md "Call-centre checkout"; decision 0119): for a shopper
 * the machine starts the checkout and moves on at once (this page only shows while it loads); a
 * call-centre agent first gives the customer's e-mail, and the checkout then shows that customer's
 * addresses and cards. While the agent acts for a customer (the acting cookie names them with their
 * e-mail; decisions 0371, 0443) the step starts the checkout for that customer at once, without
 * asking; a refusal shows the form with the e-mail filled in.
 */
export function CustomerStep() {
  const { t } = useLingui();
  return (
    <CheckoutStepPage step="checkout" title={t`Check out for a customer`}>
      <CustomerForm />
    </CheckoutStepPage>
  );
}

function CustomerForm() {
  const { t } = useLingui();
  const actor = useCheckoutActor();
  const error = useCheckoutSelector((snapshot) => snapshot.context.error);
  const starting = useCheckoutSelector((snapshot) => snapshot.matches('starting'));
  const services = useServices();
  const actingFor = actingForOf(services.has(CookieJar) ? services.get(CookieJar).get(ACTING_FOR_COOKIE) : undefined);
  const actingEmail = actingFor?.email ?? null;
  const customerName = actingFor ? customerFullName(actingFor) : '';
  const [email, setEmail] = useDraftState<string>('customer.email', () => actingEmail ?? '');
  const [missing, setMissing] = useState(false);
  // The acting customer's checkout starts once, on the first visit of this step (decision 0443).
  const started = useRef(false);
  useEffect(() => {
    if (!actingEmail || started.current || error) return;
    started.current = true;
    actor.send({ type: 'customer.submit', email: actingEmail });
  }, [actor, actingEmail, error]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (starting) return;
    const value = email.trim();
    setMissing(value === '');
    if (value !== '') actor.send({ type: 'customer.submit', email: value });
  };

  return (
    <form noValidate onSubmit={onSubmit} className={styles.stepForm}>
      {actingEmail ? (
        <p role="status">
          <Trans>
            Starting the checkout for {customerName} ({actingEmail}).
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>Enter the email address of the customer you are placing this order for. Their saved addresses and cards will be offered.</Trans>
        </p>
      )}
      <CheckoutAlert error={error} />
      <div className={formStyles.form}>
        <TextField
          label={t`Customer email`}
          name="customerEmail"
          type="email"
          autoComplete="off"
          value={email}
          onChange={setEmail}
          error={missing ? t`Enter the customer's email address.` : undefined}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          <Trans>Start checkout</Trans>
        </button>
      </div>
    </form>
  );
}
