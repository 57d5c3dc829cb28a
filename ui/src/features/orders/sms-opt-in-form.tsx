import { Trans, useLingui } from '@lingui/react/macro';
import { checkSmsOptIn, OrderGateway, type SmsOptIn, type SmsOptInRequest } from '@vitrine/core';
import { useCallback, useEffect, useId } from 'react';
import { ConsentCheckbox } from '../../components/forms/consent-checkbox';
import { FormActions, FormAlert, FormSuccess, SubmitButton } from '../../components/forms/form-feedback';
import { TextField } from '../../components/forms/form-field';
import { mobileDigits, usePhoneParser } from '../../components/forms/phone-digits';
import { useSubmission } from '../../components/forms/use-submission';
import { useValidatedForm } from '../../components/forms/use-validated-form';
import { withSignIn } from '../identity';
import { useServices } from '../../shared/service-context';
import { useSite } from '../../shared/site-context';
import { useToasts } from '../../shared/toasts';
import formStyles from '../../components/forms/forms.module.css';
import styles from './orders.module.css';

type SmsOptInValues = { readonly mobilePhoneNumber: string; readonly consent: string };

/**
 * Text updates for an order, on its details page (shell-and-account.md §7 "POST
 * /order/v0/{siteId}/orders/{id}/sms-optins"; §5 "phone numbers are sent as digits only"; decision
 * 0266): a mobile number (read by libphonenumber-js for the site's country, sent as digits with the
 * country calling code) and the text-message consent, checked by core's checkSmsOptIn. A refusal —
 * the form's or the server's PHONE_INVALID / CONSENT_REQUIRED — names the field and keeps what was
 * typed; a lapsed step-up asks for the password and sends again; a success shows a toast and a
 * role=status confirmation. `customerZipCode` is the guest's proof, passed on as the details page
 * got it.
 */
export function SmsOptInForm({ orderNumber, customerZipCode }: { orderNumber: string; customerZipCode: string | null }) {
  const { t } = useLingui();
  const site = useSite();
  const services = useServices();
  const toasts = useToasts();
  const parse = usePhoneParser();
  const titleId = useId();
  const call = useCallback(
    // A customer whose step-up lapsed while the page was open signs in again and the opt-in runs once more (decision 0185).
    (request: SmsOptInRequest) => withSignIn(services, () => services.get(OrderGateway).optInSms(orderNumber, request, customerZipCode ? { customerZipCode } : {})),
    [services, orderNumber, customerZipCode],
  );
  const submission = useSubmission<SmsOptInRequest, SmsOptIn>(call);
  const form = useValidatedForm<SmsOptInValues, SmsOptInRequest>(
    { mobilePhoneNumber: '', consent: '' },
    (values) => checkSmsOptIn({ phoneDigits: mobileDigits(values.mobilePhoneNumber, site.country, parse), dialingCodeCountryCode: site.country, consent: values.consent === 'yes' }),
    submission.send,
  );
  const { state } = submission;
  const sent = state.status === 'sent' ? state.result : null;
  useEffect(() => {
    if (!sent) return;
    const number = sent.orderNumber;
    toasts.show({ message: t`You'll get text updates about order ${number}.`, messageType: 'affirmative', dismissible: true });
  }, [sent, toasts, t]);

  const serverCode = state.status === 'failed' ? state.error.code : null;
  const phoneInvalid = form.invalid('phoneNumber') || serverCode === 'ORDER.PHONE_INVALID';
  const consentMissing = form.invalid('consent') || serverCode === 'ORDER.CONSENT_REQUIRED';
  const last4 = sent?.phoneNumber.slice(-4) ?? '';
  return (
    <section aria-labelledby={titleId} className={styles.smsOptIn}>
      <h2 id={titleId} className={styles.sectionTitle}>
        <Trans>Get text updates</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>We'll text you when this order ships and when it's delivered.</Trans>
      </p>
      <form ref={form.formRef} className={formStyles.form} noValidate onSubmit={form.onSubmit} aria-labelledby={titleId}>
        {form.error && (
          <FormAlert>
            <Trans>Fix the highlighted fields to get text updates.</Trans>
          </FormAlert>
        )}
        {state.status === 'failed' && !form.error && (
          <FormAlert>{serverCode === 'ORDER.PHONE_INVALID' || serverCode === 'ORDER.CONSENT_REQUIRED' ? <Trans>Fix the highlighted fields to get text updates.</Trans> : <Trans>We could not sign you up for text updates just now. Please try again.</Trans>}</FormAlert>
        )}
        {sent && (
          <FormSuccess>
            <Trans>Text updates will come to the number ending {last4}.</Trans>
          </FormSuccess>
        )}
        <TextField
          label={t`Mobile number`}
          name="mobilePhoneNumber"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={form.values.mobilePhoneNumber}
          onChange={form.set('mobilePhoneNumber')}
          error={phoneInvalid ? t`Enter a valid mobile number, for example (201) 555-0123.` : undefined}
        />
        <ConsentCheckbox name="consent" checked={form.values.consent} onChange={form.set('consent')} error={consentMissing ? t`Tick the box to agree to receive texts.` : undefined}>
          <Trans>I agree to receive text messages about this order. Message and data rates may apply; reply STOP to opt out.</Trans>
        </ConsentCheckbox>
        <FormActions>
          <SubmitButton sending={state.status === 'sending'} sendingLabel={<Trans>Signing you up…</Trans>}>
            <Trans>Text me updates</Trans>
          </SubmitButton>
        </FormActions>
      </form>
    </section>
  );
}
