import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { checkoutUrl, isPickupDelivery, type DeliveryMethod } from '@vitrine/core';
import { useFormatMoney } from '../../shared/format';
import { useSite } from '../../shared/site-context';
import { AddressLines } from './address-lines';
import { useCheckoutActor, useCheckoutSelector, useDraftState } from './checkout-runtime';
import { CheckoutAlert, CheckoutStepPage } from './checkout-step-page';
import styles from './checkout.module.css';

/** Formats a 'YYYY-MM-DD' delivery window as dates of the locale ('Tue, Dec 1 – Thu, Dec 3'); one date when from = to. */
export function useDeliveryWindow(): (window: DeliveryMethod['estimatedDelivery']) => string {
  const { locale } = useSite();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
    const day = (text: string) => new Date(`${text}T00:00:00Z`);
    return ({ from, to }) => (from === to ? format.format(day(from)) : format.formatRange(day(from), day(to)));
  }, [locale]);
}

/**
 * Step 4, shipping delivery (docs/checkout-api.md "Delivery methods", decision 0103): the methods
 * offered to the shipping address with price ("Free" at zero) and estimated delivery dates, as a
 * radio group; the shipping address with a link to change it. Continuing sends `delivery.choose`.
 */
export function DeliveryStep() {
  const { t } = useLingui();
  return (
    <CheckoutStepPage step="shipping-delivery" title={t`Delivery`}>
      <DeliveryForm />
    </CheckoutStepPage>
  );
}

function DeliveryForm() {
  const { t } = useLingui();
  const format = useFormatMoney();
  const deliveryWindow = useDeliveryWindow();
  const actor = useCheckoutActor();
  const checkout = useCheckoutSelector((snapshot) => snapshot.context.checkout)!;
  const error = useCheckoutSelector((snapshot) => snapshot.context.error);
  const saving = useCheckoutSelector((snapshot) => snapshot.matches({ shippingDelivery: 'saving' }));
  const methods = checkout.deliveryMethods;
  const [choice, setChoice] = useDraftState<string>('delivery.choice', () => checkout.deliveryMethod?.id ?? methods[0]?.id ?? '');
  const selected = methods.some((method) => method.id === choice) ? choice : (methods[0]?.id ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving && selected) actor.send({ type: 'delivery.choose', deliveryMethodId: selected });
  };

  return (
    <form noValidate onSubmit={onSubmit} className={styles.stepForm} aria-busy={saving || undefined}>
      <CheckoutAlert error={error} />
      {checkout.shippingAddress && (
        <div className={styles.recap}>
          <h2 className={styles.recapTitle}>{isPickupDelivery(checkout.deliveryMethod) ? <Trans>Pick up at</Trans> : <Trans>Shipping to</Trans>}</h2>
          <AddressLines address={checkout.shippingAddress.address} />
          <Link to={checkoutUrl('shipping-address')} className={styles.textLink}>
            <Trans>Change shipping address</Trans>
          </Link>
        </div>
      )}
      {methods.length === 0 ? (
        <p role="alert" className={styles.alert}>
          <Trans>We can't deliver to this address. Choose another shipping address.</Trans>
        </p>
      ) : (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t`How fast do you want it?`}</legend>
          {methods.map((method) => (
            <label key={method.id} className={styles.choice}>
              <input type="radio" name="deliveryMethod" value={method.id} checked={selected === method.id} onChange={() => setChoice(method.id)} />
              <span className={styles.choiceBody}>
                <span className={styles.choiceTitle}>
                  {method.name} <span className={styles.choicePrice}>{method.price.amount === 0 ? t`Free` : format(method.price)}</span>
                </span>
                <span className={styles.muted}>
                  <Trans>
                    Arrives {deliveryWindow(method.estimatedDelivery)} ({method.businessDays.min}–{method.businessDays.max} business days)
                  </Trans>
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} aria-disabled={saving || methods.length === 0 || undefined}>
          {saving ? <Trans>Saving…</Trans> : <Trans>Continue to payment</Trans>}
        </button>
      </div>
    </form>
  );
}
