import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { useSiteConfig } from '../../shared/site-context';
import { TextField } from '../../components/forms/form-field';
import { ShipmentList } from './shipment-list';
import type { TrackingData } from './order-tracking.loader';
import formStyles from '../../components/forms/forms.module.css';
import styles from './orders.module.css';

/**
 * /order-tracking (shell-and-account.md §2 "Order tracking", query tracking_numbers, order_number,
 * orderType, bzip, carrier; docs/checkout-api.md): a form to track by tracking numbers or by order
 * number and billing ZIP or postal code, which puts the query in the URL (so a tracking link or a
 * refresh shows the same), and the shipments with their carrier events.
 */
export function OrderTrackingPage() {
  const { t } = useLingui();
  const config = useSiteConfig();
  const navigate = useNavigate();
  const { query, result } = useLoaderData() as TrackingData;
  const [trackingNumbers, setTrackingNumbers] = useState((query.trackingNumbers ?? []).join(', '));
  const [orderNumber, setOrderNumber] = useState(query.orderNumber ?? '');
  const [bzip, setBzip] = useState(query.bzip ?? '');
  const [missing, setMissing] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams();
    const numbers = trackingNumbers.split(',').map((n) => n.trim()).filter(Boolean);
    if (numbers.length > 0) params.set('tracking_numbers', numbers.join(','));
    else if (orderNumber.trim() !== '') {
      params.set('order_number', orderNumber.trim());
      if (bzip.trim() !== '') params.set('bzip', bzip.trim());
    }
    if (query.orderType) params.set('orderType', query.orderType);
    if (query.carrier && numbers.length > 0) params.set('carrier', query.carrier);
    setMissing(params.size === 0);
    if (params.size > 0) navigate(`/order-tracking?${params}`);
  };

  const problem =
    result && !result.ok
      ? result.error.code === 'ORDER.TRACKING_NOT_FOUND'
        ? t`We can't find a shipment with that tracking number.`
        : result.error.code === 'ORDER.NOT_FOUND'
          ? t`We can't find an order with that number and ZIP or postal code. Check both and try again.`
          : t`Enter tracking numbers, or an order number with its ZIP or postal code.`
      : null;

  return (
    <div className="page">
      <title>{`${t`Track your order`} | ${config.siteName}`}</title>
      <h1 className={styles.title}>
        <Trans>Track your order</Trans>
      </h1>
      <form noValidate onSubmit={onSubmit} className={`${formStyles.form} ${styles.trackingForm}`} aria-describedby="tracking-help">
        <p id="tracking-help" className={styles.muted}>
          <Trans>Track by tracking number, or by order number with the billing ZIP or postal code.</Trans>
        </p>
        <TextField label={t`Tracking numbers`} name="tracking_numbers" value={trackingNumbers} onChange={setTrackingNumbers} optional hint={t`Separate several numbers with commas.`} />
        <div className={formStyles.row}>
          <TextField label={t`Order number`} name="order_number" value={orderNumber} onChange={setOrderNumber} optional />
          <TextField label={t`Billing ZIP or postal code`} name="bzip" value={bzip} onChange={setBzip} autoComplete="billing postal-code" optional />
        </div>
        {missing && (
          <p role="alert" className={styles.alert}>
            <Trans>Enter tracking numbers, or an order number with its ZIP or postal code.</Trans>
          </p>
        )}
        <div>
          <button type="submit" className={styles.primary}>
            <Trans>Track</Trans>
          </button>
        </div>
      </form>
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
      {result?.ok && (
        <section aria-labelledby="tracking-results-title" className={styles.trackingResults}>
          <h2 id="tracking-results-title" className={styles.sectionTitle}>
            {result.value.orderNumber ? <Trans>Shipments of order {result.value.orderNumber}</Trans> : <Trans>Shipments</Trans>}
          </h2>
          <ShipmentList shipments={result.value.shipments} trackingLinks={false} />
        </section>
      )}
    </div>
  );
}
