import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DeliveryPassGateway, deliveryPassBillingCountries, deliveryPassEnrollmentProblems, type DeliveryPassEnrollmentField } from '@vitrine/core';
import { ConsentCheckbox } from '../../components/forms/consent-checkbox';
import { FormActions, FormAlert, SubmitButton } from '../../components/forms/form-feedback';
import { SelectField } from '../../components/forms/form-field';
import { useFormatMoney } from '../../shared/format';
import { PageTitle } from '../../shared/page-title';
import { useService, useServices } from '../../shared/service-context';
import { useSite, useSiteConfig } from '../../shared/site-context';
import { withSignIn } from '../identity';
import { useBenefitText, PASS_BENEFITS } from './delivery-pass-texts';
import { useDeliveryPass } from './use-delivery-pass';
import forms from '../../components/forms/forms.module.css';
import styles from './delivery-pass.module.css';

/**
 * /delivery-pass-enrollment (needs authorization, noindex; shell-and-account.md §2, §6; shopping.md
 * §3 deliveryPassMembership.billingCountries; decision 0261): the pass's benefits and yearly fee
 * (Intl), a billing-country choice from core's deliveryPassBillingCountries and the terms; core's
 * deliveryPassEnrollmentProblems checks the form before POST …/me/delivery-pass/enrollments. On
 * success the customer goes to /delivery-pass-details; a refusal or a server failure is an alert
 * and keeps the choices. A customer who already has a pass is sent to its details.
 */
export function DeliveryPassEnrollmentPage() {
  const { t } = useLingui();
  const services = useServices();
  const gateway = useService(DeliveryPassGateway);
  const config = useSiteConfig();
  const site = useSite();
  const navigate = useNavigate();
  const money = useFormatMoney();
  const benefitText = useBenefitText();
  const existing = useDeliveryPass(true);
  const countries = deliveryPassBillingCountries(config);
  const [billingCountry, setBillingCountry] = useState(() => countries.find((c) => c.code === site.country)?.code ?? '');
  const [acceptTerms, setAcceptTerms] = useState('');
  const [problems, setProblems] = useState<readonly DeliveryPassEnrollmentField[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const fee = config.deliveryPassMembership ? money(config.deliveryPassMembership.annualFee) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = deliveryPassEnrollmentProblems({ billingCountry, acceptTerms: acceptTerms === 'yes' }, countries.map((c) => c.code));
    setProblems(found);
    setFailure(null);
    if (found.length > 0) return;
    setSending(true);
    try {
      const result = await withSignIn(services, () => gateway.enroll(billingCountry));
      if (result.ok || result.error.code === 'DELIVERY_PASS.ALREADY_MEMBER') {
        void navigate('/delivery-pass-details');
        return;
      }
      if (result.error.code === 'DELIVERY_PASS.INVALID_REQUEST') setProblems(['billingCountry']);
      else setFailure(t`We couldn't enroll you just now. Nothing was charged; please try again.`);
    } finally {
      setSending(false);
    }
  };

  const title = t`Join the delivery pass`;
  return (
    <div className={`page ${styles.page}`}>
      <PageTitle page={title} />
      <h1>{title}</h1>
      {existing.status === 'ready' && existing.pass ? (
        <p>
          <Trans>
            You already have a delivery pass. <Link to="/delivery-pass-details">See your delivery pass</Link>
          </Trans>
        </p>
      ) : countries.length === 0 || !fee ? (
        <p>
          <Trans>The delivery pass is not offered on this site.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>One yearly fee of {fee} and your deliveries are on us:</Trans>
          </p>
          <ul className={styles.benefits}>
            {PASS_BENEFITS.map((code) => (
              <li key={code}>{benefitText(code)}</li>
            ))}
          </ul>
          <form className={forms.form} noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
            <div ref={alertRef}>
              {problems.length > 0 && <FormAlert>{t`Please check the highlighted fields.`}</FormAlert>}
              {failure && <FormAlert>{failure}</FormAlert>}
            </div>
            <SelectField
              label={t`Billing country`}
              name="billingCountry"
              value={billingCountry}
              onChange={setBillingCountry}
              options={countries.map((c) => [c.code, c.name] as const)}
              placeholder={t`Choose a country`}
              error={problems.includes('billingCountry') ? t`Choose a country the pass can be billed to.` : undefined}
              autoComplete="billing country"
            />
            <ConsentCheckbox name="acceptTerms" checked={acceptTerms} onChange={setAcceptTerms} error={problems.includes('acceptTerms') ? t`Accept the terms to join.` : undefined}>
              <Trans>I accept the delivery pass terms: {fee} a year, renewing each year until I cancel.</Trans>
            </ConsentCheckbox>
            <FormActions>
              <SubmitButton sending={sending} sendingLabel={t`Joining…`}>
                {t`Join the delivery pass`}
              </SubmitButton>
            </FormActions>
          </form>
        </>
      )}
    </div>
  );
}
