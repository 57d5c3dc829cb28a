import { Trans, useLingui } from '@lingui/react/macro';
import { domainError, err, ok, type DomainError, type MarketingSubscription, type Result } from '@vitrine/core';
import { useSite } from '../../shared/site-context';
import { Dialog } from '../../components/dialog';
import { ConsentCheckbox } from '../../components/forms/consent-checkbox';
import { FormActions, FormAlert, ServiceUnavailableNote } from '../../components/forms/form-feedback';
import { TextField } from '../../components/forms/form-field';
import { checkSubscription, type SubscriptionValues } from './marketing-subscription-form';
import type { ModalApi } from '../../shared/modal-stack/modal-types';
import { GenderField } from './subscription-fields';
import { useValidatedForm } from '../../components/forms/use-validated-form';
import styles from '../../components/forms/forms.module.css';

type SmsValues = SubscriptionValues & { readonly consent: string };

/** The SMS sign-up check: the subscription rule with the mobile number, then the text-message consent (field 'consent'). */
export function checkSmsSignUp(values: SmsValues, dialingCountry: string): Result<MarketingSubscription, DomainError> {
  const checked = checkSubscription(values, 'sms', 'sms-sign-up-modal');
  const consentMissing = values.consent !== 'yes';
  if (!checked.ok) {
    const fields = [...((checked.error.details?.['fields'] as string[] | undefined) ?? []), ...(consentMissing ? ['consent'] : [])];
    return err(domainError(checked.error.code, checked.error.message, { fields }));
  }
  if (consentMissing) return err(domainError('FORM.INVALID', '', { fields: ['consent'] }));
  return ok({ ...checked.value, dialingCodeCountryCode: dialingCountry });
}

/**
 * #sms-sign-up, on sites with SMS opt-in (shell-and-account.md §2, §5: phone numbers are sent as
 * digits only; §7 mobilePhoneNumber, dialingCodeCountryCode): mobile number, "I shop for" and the
 * text-message consent. A valid sign-up says the SMS service is not available in this demo yet
 * (decision 0086).
 */
export function SmsSignUpModal({ api }: { api: ModalApi }) {
  const { t } = useLingui();
  const site = useSite();
  const form = useValidatedForm<SmsValues, unknown>({ emailAddress: '', gender: '', brands: '', mobilePhoneNumber: '', consent: '' }, (values) => checkSmsSignUp(values, site.country));
  return (
    <Dialog id={api.modalId} title={t`Sign up for texts`} description={t`Be first to hear about new arrivals and events.`} onClose={() => api.close()}>
      <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.onSubmit}>
        {form.error && (
          <FormAlert ruleText={form.error.message}>
            <Trans>Fill in the highlighted fields to sign up.</Trans>
          </FormAlert>
        )}
        {form.accepted !== null && <ServiceUnavailableNote service={t`the text message service`} />}
        <TextField label={t`Mobile number`} name="mobilePhoneNumber" type="tel" inputMode="tel" autoComplete="tel" value={form.values.mobilePhoneNumber} onChange={form.set('mobilePhoneNumber')} error={form.invalid('mobilePhoneNumber') ? t`Enter your mobile number.` : undefined} />
        <GenderField value={form.values.gender} onChange={form.set('gender')} invalid={form.invalid('gender')} />
        <ConsentCheckbox name="consent" checked={form.values.consent} onChange={form.set('consent')} error={form.invalid('consent') ? t`Tick the box to agree to receive texts.` : undefined}>
          <Trans>I agree to receive recurring marketing text messages. Consent is not a condition of purchase; message and data rates may apply.</Trans>
        </ConsentCheckbox>
        <FormActions>
          <button type="submit" className={styles.primary}>
            <Trans>Sign up</Trans>
          </button>
        </FormActions>
      </form>
    </Dialog>
  );
}
