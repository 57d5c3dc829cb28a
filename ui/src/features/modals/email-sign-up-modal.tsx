import { Trans, useLingui } from '@lingui/react/macro';
import { useSiteConfig } from '../../shared/site-context';
import { Dialog } from '../../components/dialog';
import { BrandChoices, GenderField } from './subscription-fields';
import { FormActions, FormAlert, ServiceUnavailableNote } from '../../components/forms/form-feedback';
import { TextField } from '../../components/forms/form-field';
import { checkSubscription, type SubscriptionValues } from './marketing-subscription-form';
import type { ModalApi } from '../../shared/modal-stack/modal-types';
import { useValidatedForm } from '../../components/forms/use-validated-form';
import styles from '../../components/forms/forms.module.css';

/**
 * #email-sign-up (shell-and-account.md §2, §4 email capture, §5 marketing subscription, §7
 * POST …/marketing-subscriptions): e-mail, "I shop for" (gender) and the site's other brands,
 * source 'email-sign-up-modal'. A valid sign-up says the subscription service is not available in
 * this demo yet (decision 0086).
 */
export function EmailSignUpModal({ api }: { api: ModalApi }) {
  const { t } = useLingui();
  const config = useSiteConfig();
  const form = useValidatedForm<SubscriptionValues, unknown>({ emailAddress: '', gender: '', brands: '', mobilePhoneNumber: '' }, (values) =>
    checkSubscription(values, 'email', 'email-sign-up-modal'),
  );
  return (
    <Dialog id={api.modalId} title={t`Sign up for emails`} description={t`New arrivals, events and offers, straight to your inbox.`} onClose={() => api.close()}>
      <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.onSubmit}>
        {form.error && (
          <FormAlert ruleText={form.error.message}>
            <Trans>Fill in the highlighted fields to sign up.</Trans>
          </FormAlert>
        )}
        {form.accepted !== null && <ServiceUnavailableNote service={t`the email subscription service`} />}
        <TextField label={t`Email`} name="emailAddress" type="email" autoComplete="email" value={form.values.emailAddress} onChange={form.set('emailAddress')} error={form.invalid('emailAddress') ? t`Enter your email address.` : undefined} />
        <GenderField value={form.values.gender} onChange={form.set('gender')} invalid={form.invalid('gender')} />
        <BrandChoices brands={config.subBrands} value={form.values.brands} onChange={form.set('brands')} />
        <FormActions>
          <button type="submit" className={styles.primary}>
            <Trans>Sign up</Trans>
          </button>
        </FormActions>
      </form>
    </Dialog>
  );
}
