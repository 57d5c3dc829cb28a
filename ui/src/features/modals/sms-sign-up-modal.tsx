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
import { useAttentiveConfig } from './use-attentive-config';
import { useValidatedForm } from '../../components/forms/use-validated-form';
import styles from '../../components/forms/forms.module.css';
import smsStyles from './sms-sign-up-modal.module.css';

type SmsValues = SubscriptionValues & { readonly consent: string };

/** The SMS sign-up source (shell-and-account.md §7 smsSignUpSourceId; decision 0086). */
export const SMS_SIGN_UP_SOURCE = 'sms-sign-up-modal';

// The phone parsing is shared with the order SMS opt-in (components/forms/phone-digits.ts).
export { mobileDigits, type PhoneParser };

/**
 * The SMS sign-up check: the subscription rule with the mobile number, the number's shape
 * (libphonenumber-js; field mobilePhoneNumber), then the text-message consent (field 'consent').
 * `source` is the smsSignUpSourceId sent: the attentive config's creative id when there is one
 * (decision 0414), else SMS_SIGN_UP_SOURCE.
 */
export function checkSmsSignUp(values: SmsValues, dialingCountry: string, parse: PhoneParser | null = null, source: string = SMS_SIGN_UP_SOURCE): Result<MarketingSubscription & SmsSubscriptionFields, DomainError> {
  const checked = checkSubscription(values, 'sms', source);
  const consentMissing = values.consent !== 'yes';
  const digits = mobileDigits(values.mobilePhoneNumber, dialingCountry, parse);
  if (!checked.ok) {
    const fields = [...((checked.error.details?.['fields'] as string[] | undefined) ?? []), ...(consentMissing ? ['consent'] : [])];
    return err(domainError(checked.error.code, checked.error.message, { fields }));
  }
  const fields = [...(digits === null ? ['mobilePhoneNumber'] : []), ...(consentMissing ? ['consent'] : [])];
  if (fields.length > 0) return err(domainError('FORM.INVALID', '', { fields }));
  return ok({ ...checked.value, mobilePhoneNumber: digits!, smsSignUpSourceId: source, dialingCodeCountryCode: dialingCountry });
}

/** "Or text {keyword} to {shortCode}." of the attentive config (decision 0414). */
function KeywordLine({ keyword, shortCode }: { keyword: string; shortCode: string }) {
  return (
    <p>
      <Trans>
        Or text <strong>{keyword}</strong> to <strong>{shortCode}</strong>.
      </Trans>
    </p>
  );
}

/**
 * #sms-sign-up, on sites with SMS opt-in (shell-and-account.md §2, §5: phone numbers are sent as
 * digits only; §7 mobilePhoneNumber, dialingCodeCountryCode): mobile number, "I shop for" and the
 * text-message consent; sent with the source and the site's country as dialing country (decision 0201).
 * The SMS sign-up provider's attentive config (decision 0414) sets the source (its creative id), adds
 * "Or text {keyword} to {shortCode}" and the programme's legal text (markdown, sanitised) below the
 * form, and, when it says the site has no programme, shows that instead of the form. Without a
 * config (none, still loading, or a failed load, logged only) the modal works as before.
 */
export function SmsSignUpModal({ api }: { api: ModalApi }) {
  const { t } = useLingui();
  const site = useSite();
  const submission = useMarketingSignUp();
  const parse = usePhoneParser();
  const attentive = useAttentiveConfig();
  const config = attentive?.config;
  const form = useValidatedForm<SmsValues, MarketingSubscription & SmsSubscriptionFields>(
    { emailAddress: '', gender: '', brands: '', mobilePhoneNumber: '', consent: '' },
    (values) => checkSmsSignUp(values, site.country, parse, config?.creativeId ?? SMS_SIGN_UP_SOURCE),
    submission.send,
  );
  const { state } = submission;
  if (config && !config.enabled) {
    return (
      <Dialog id={api.modalId} title={t`Sign up for texts`} onClose={() => api.close()}>
        <p className={smsStyles.programme} data-attentive-config={config.entryId}>
          <Trans>Text message sign-up is not offered on this site. You can still sign up for emails.</Trans>
        </p>
      </Dialog>
    );
  }
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
      {config && (
        <div className={smsStyles.programme} data-attentive-config={config.entryId}>
          {config.keyword !== null && config.shortCode !== null && <KeywordLine keyword={config.keyword} shortCode={config.shortCode} />}
          {attentive.legalHtml !== null ? <div dangerouslySetInnerHTML={{ __html: attentive.legalHtml }} /> : config.legalText && <p>{config.legalText}</p>}
        </div>
      )}
    </Dialog>
  );
}
