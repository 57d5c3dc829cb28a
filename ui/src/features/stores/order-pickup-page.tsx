import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { StoreGateway, VEHICLE_DESCRIPTION_MAX, type PickupArrival } from '@vitrine/core';
import { TextField } from '../../components/forms/form-field';
import { PageTitle } from '../../shared/page-title';
import { useService } from '../../shared/service-context';
import { useStoreErrorText } from './store-errors';
import { StoreAddressLines } from './store-address';
import styles from './stores.module.css';

type Field = 'orderNumber' | 'emailAddress' | 'vehicleDescription';

/**
 * /order-pickup, curbside pickup (noindex; decision 0243): the customer of an order ready for
 * pickup says they have arrived, with the order number (prefilled from ?orderNumber=), the e-mail
 * address of the order and a description of their vehicle; the store is told and the page says
 * who brings the order out. Everything typed stays when the check-in is refused.
 */
export function OrderPickupPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const stores = useService(StoreGateway);
  const errorText = useStoreErrorText();
  const [orderNumber, setOrderNumber] = useState(params.get('orderNumber') ?? '');
  const [emailAddress, setEmailAddress] = useState('');
  const [vehicle, setVehicle] = useState('');
  const [missing, setMissing] = useState<readonly Field[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [arrival, setArrival] = useState<PickupArrival | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const empty: Field[] = [];
    if (orderNumber.trim() === '') empty.push('orderNumber');
    if (emailAddress.trim() === '') empty.push('emailAddress');
    if (vehicle.trim() === '' || vehicle.trim().length > VEHICLE_DESCRIPTION_MAX) empty.push('vehicleDescription');
    setMissing(empty);
    if (empty.length > 0) return;
    setBusy(true);
    setProblem(null);
    try {
      const result = await stores.checkInForPickup(orderNumber.trim(), { emailAddress: emailAddress.trim(), vehicleDescription: vehicle.trim() });
      if (result.ok) setArrival(result.value);
      else setProblem(errorText(result.error));
    } catch {
      setProblem(t`We couldn't reach the store. Check your connection and try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <PageTitle page={t`Curbside pickup`} />
      <h1 className={styles.title}>
        <Trans>Curbside pickup</Trans>
      </h1>
      {arrival ? (
        <section role="status" className={styles.note} aria-labelledby="arrival-title">
          <h2 id="arrival-title" className={styles.sectionTitle}>
            <Trans>Thanks, we're on our way</Trans>
          </h2>
          <p>
            <Trans>
              {arrival.store.name} is bringing order {arrival.orderNumber} out to your {arrival.vehicleDescription}.
            </Trans>
          </p>
          <StoreAddressLines address={arrival.store.address} />
        </section>
      ) : (
        <form noValidate onSubmit={onSubmit} className={styles.form} aria-describedby="pickup-help">
          <p id="pickup-help" className={styles.muted}>
            <Trans>When your order is ready for pickup, park in a curbside spot and tell us you're here. We'll bring your order to your car.</Trans>
          </p>
          <TextField label={t`Order number`} name="orderNumber" value={orderNumber} onChange={setOrderNumber} error={missing.includes('orderNumber') ? t`Enter your order number.` : undefined} />
          <TextField label={t`Email address`} name="emailAddress" type="email" autoComplete="email" value={emailAddress} onChange={setEmailAddress} error={missing.includes('emailAddress') ? t`Enter the email address of the order.` : undefined} />
          <TextField
            label={t`Vehicle description`}
            name="vehicleDescription"
            value={vehicle}
            onChange={setVehicle}
            hint={t`Color, make and model, for example: blue Honda Civic.`}
            error={missing.includes('vehicleDescription') ? t`Describe your vehicle in at most ${VEHICLE_DESCRIPTION_MAX} characters.` : undefined}
          />
          {problem && (
            <p role="alert" className={styles.alert}>
              {problem}
            </p>
          )}
          <div>
            <button type="submit" className={styles.primary} disabled={busy}>
              <Trans>I'm here</Trans>
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
