import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { DeliveryPass } from '@vitrine/core';
import { useFormatMoney } from '../../shared/format';
import { PageTitle } from '../../shared/page-title';
import { useSite } from '../../shared/site-context';
import { useSessionView } from '../identity';
import { PASS_BENEFITS, useBenefitText } from './delivery-pass-texts';
import { useDeliveryPass } from './use-delivery-pass';
import styles from './delivery-pass.module.css';

/**
 * /delivery-pass-details (shell-and-account.md §2, §6 delivery-pass members; decision 0261): a
 * member's pass — status, start and renewal dates (Intl, UTC), billing country, yearly fee (Intl)
 * and benefits; a guest or a customer without a pass is invited to /delivery-pass-enrollment
 * (which asks a guest to sign in). Failures to read the pass are an alert.
 */
export function DeliveryPassDetailsPage() {
  const { t } = useLingui();
  const view = useSessionView();
  const signedIn = view.scope === 'REGISTERED' || view.scope === 'AUTHORIZED' || view.scope === 'CALL_CENTER';
  const state = useDeliveryPass(signedIn);
  const title = t`Your delivery pass`;
  return (
    <div className={`page ${styles.page}`}>
      <PageTitle page={title} />
      <h1>{title}</h1>
      {signedIn && state.status === 'loading' && (
        <p role="status">
          <Trans>Loading your delivery pass…</Trans>
        </p>
      )}
      {signedIn && state.status === 'failed' && (
        <p role="alert">
          <Trans>We couldn't load your delivery pass just now. Please reload the page to try again.</Trans>
        </p>
      )}
      {signedIn && state.status === 'ready' && state.pass && <PassDetails pass={state.pass} />}
      {(!signedIn || (state.status === 'ready' && !state.pass)) && <Invitation />}
    </div>
  );
}

function PassDetails({ pass }: { pass: DeliveryPass }) {
  const { t } = useLingui();
  const site = useSite();
  const money = useFormatMoney();
  const benefitText = useBenefitText();
  const benefitsHeading = useId();
  const date = (iso: string) => new Intl.DateTimeFormat(site.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const country = new Intl.DisplayNames([site.locale], { type: 'region' }).of(pass.billingCountry) ?? pass.billingCountry;
  return (
    <>
      <dl className={styles.details}>
        <dt>{t`Status`}</dt>
        <dd>{pass.status === 'ACTIVE' ? t`Active` : pass.status}</dd>
        <dt>{t`Member since`}</dt>
        <dd>{date(pass.startDate)}</dd>
        <dt>{t`Renews on`}</dt>
        <dd>{date(pass.renewalDate)}</dd>
        <dt>{t`Yearly fee`}</dt>
        <dd>{money(pass.annualFee)}</dd>
        <dt>{t`Billing country`}</dt>
        <dd>{country}</dd>
        <dt>{t`Pass number`}</dt>
        <dd>{pass.passId}</dd>
      </dl>
      <h2 id={benefitsHeading}>
        <Trans>Your benefits</Trans>
      </h2>
      <ul className={styles.benefits} aria-labelledby={benefitsHeading}>
        {pass.benefits.map((code) => (
          <li key={code}>{benefitText(code)}</li>
        ))}
      </ul>
    </>
  );
}

function Invitation() {
  const benefitText = useBenefitText();
  return (
    <>
      <p>
        <Trans>You don't have a delivery pass yet. Members get:</Trans>
      </p>
      <ul className={styles.benefits}>
        {PASS_BENEFITS.map((code) => (
          <li key={code}>{benefitText(code)}</li>
        ))}
      </ul>
      <p>
        <Link to="/delivery-pass-enrollment">
          <Trans>Join the delivery pass</Trans>
        </Link>
      </p>
    </>
  );
}
