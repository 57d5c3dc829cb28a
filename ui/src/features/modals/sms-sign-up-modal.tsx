import { Trans, useLingui } from '@lingui/react/macro';
import { domainError, err, ok, type DomainError, type MarketingSubscription, type Result, type SmsSubscriptionFields } from '@vitrine/core';
import { mobileDigits, usePhoneParser, type PhoneParser } from '../../components/forms/phone-digits';
import { useSite } from '../../shared/site-context';
import { Dialog } from '../../components/dialog';
import { ConsentCheckbox } from '../../components/forms/consent-checkbox';
import { FormActions, FormAlert, FormSuccess, SubmitButton } from '../../components/forms/form-feedback';
import { subscriptionRuleText, useMarketingSignUp } from './use-marketing-sign-up';
import { TextField } from '../../components/forms/form-field';
import { checkSubscription, type SubscriptionValues } from './marketing-subscription-form';
import type { ModalApi } from '../../shared/modal-stack/modal-types';
import { GenderField } from './subscription-fields';
import { useValidatedForm } from '../../components/forms/use-validated-form';
import styles from '../../components/forms/forms.module.css';

type SmsValues = SubscriptionValues & { readonly consent: string };

/** The SMS sign-up source (shell-and-account.md §7 smsSignUpSourceId; decision 0086). */
export const SMS_SIGN_UP_SOURCE = 'sms-sign-up-modal';

// The phone parsing is shared with the order SMS opt-in (components/forms/phone-digits.ts).
export { mobileDigits, type PhoneParser };

/**
 * The SMS sign-up check: the subscription rule with the mobile number, the number's shape
 * (libphonenumber-js; field mobilePhoneNumber), then the text-message consent (field 'consent').
 */
export function checkSmsSignUp(values: SmsValues, dialingCountry: string, parse: PhoneParser | null = null): Result<MarketingSubscription & SmsSubscriptionFields, DomainError> {
  const checked = checkSubscription(values, 'sms', SMS_SIGN_UP_SOURCE);
  const consentMissing = values.consent !== 'yes';
  const digits = mobileDigits(values.mobilePhoneNumber, dialingCountry, parse);
  if (!checked.ok) {
    const fields = [...((checked.error.details?.['fields'] as string[] | undefined) ?? []), ...(consentMissing ? ['consent'] : [])];
    return err(domainError(checked.error.code, checked.error.message, { fields }));
  }
  const fields = [...(digits === null ? ['mobilePhoneNumber'] : []), ...(consentMissing ? ['consent'] : [])];
  if (fields.length > 0) return err(domainError('FORM.INVALID', '', { fields }));
  return ok({ ...checked.value, mobilePhoneNumber: digits!, smsSignUpSourceId: SMS_SIGN_UP_SOURCE, dialingCodeCountryCode: dialingCountry });
}

/**
 * #sms-sign-up, on sites with SMS opt-in (shell-and-account.md §2, §5: phone numbers are sent as
 * digits only; §7 mobilePhoneNumber, dialingCodeCountryCode): mobile number, "I shop for" and the
 * text-message consent; sent with the source and the site's country as dialing country (decision 0201).
 */
export function SmsSignUpModal({ api }: { api: ModalApi }) {
  const { t } = useLingui();
  const site = useSite();
  const submission = useMarketingSignUp();
  const parse = usePhoneParser();
  const form = useValidatedForm<SmsValues, MarketingSubscription & SmsSubscriptionFields>(
    { emailAddress: '', gender: '', brands: '', mobilePhoneNumber: '', consent: '' },
    (values) => checkSmsSignUp(values, site.country, parse),
    submission.send,
  );
  const { state } = submission;
  return (
    <Dialog id={api.modalId} title={t`Sign up for texts`} description={t`Be first to hear about new arrivals and events.`} onClose={() => api.close()}>
      <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.onSubmit}>
        {form.error && (
          <FormAlert ruleText={form.error.message}>
            <Trans>Fill in the highlighted fields to sign up.</Trans>
          </FormAlert>
        )}
        {state.status === 'failed' && (
          <FormAlert ruleText={subscriptionRuleText(state.error.message)}>
            <Trans>We could not sign you up just now. Please try again.</Trans>
          </FormAlert>
        )}
        {state.status === 'sent' && (
          <FormSuccess detail={<Trans>Texts will come to the number ending {state.result.contact.slice(-4)}.</Trans>}>
            <Trans>Thanks, you are signed up for texts.</Trans>
          </FormSuccess>
        )}
        <TextField label={t`Mobile number`} name="mobilePhoneNumber" type="tel" inputMode="tel" autoComplete="tel" value={form.values.mobilePhoneNumber} onChange={form.set('mobilePhoneNumber')} error={form.invalid('mobilePhoneNumber') || submission.serverField === 'mobilePhoneNumber' ? t`Enter a valid mobile number.` : undefined} />
        <GenderField value={form.values.gender} onChange={form.set('gender')} invalid={form.invalid('gender')} />
        <ConsentCheckbox name="consent" checked={form.values.consent} onChange={form.set('consent')} error={form.invalid('consent') ? t`Tick the box to agree to receive texts.` : undefined}>
          <Trans>I agree to receive recurring marketing text messages. Consent is not a condition of purchase; message and data rates may apply.</Trans>
        </ConsentCheckbox>
        <FormActions>
          <SubmitButton sending={state.status === 'sending'} sendingLabel={<Trans>Signing you up…</Trans>}>
            <Trans>Sign up</Trans>
          </SubmitButton>
        </FormActions>
      </form>
    </Dialog>
  );
}
