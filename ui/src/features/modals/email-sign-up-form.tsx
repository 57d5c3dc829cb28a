import { Trans, useLingui } from '@lingui/react/macro';
import { useSiteConfig } from '../../shared/site-context';
import { BrandChoices, GenderField } from './subscription-fields';
import { FormActions, FormAlert, FormSuccess, SubmitButton } from '../../components/forms/form-feedback';
import { TextField } from '../../components/forms/form-field';
import { checkSubscription, type SubscriptionValues } from './marketing-subscription-form';
import { useValidatedForm } from '../../components/forms/use-validated-form';
import { subscriptionRuleText, useMarketingSignUp } from './use-marketing-sign-up';
import styles from '../../components/forms/forms.module.css';

/**
 * The e-mail sign-up form (shell-and-account.md §5 marketing subscription, §7 POST
 * …[/me]/marketing-subscriptions; decision 0201): e-mail, "I shop for" (gender) and the site's
 * other brands, with `source` naming where it sits ('email-sign-up-modal', 'footer'). Shows
 * progress while it sends, confirms in a status message, keeps everything typed on a refusal.
 */
export function EmailSignUpForm({ source, idPrefix }: { source: string; idPrefix?: string }) {
  const { t } = useLingui();
  const config = useSiteConfig();
  const submission = useMarketingSignUp();
  const form = useValidatedForm<SubscriptionValues, unknown>(
    { emailAddress: '', gender: '', brands: '', mobilePhoneNumber: '' },
    (values) => checkSubscription(values, 'email', source),
    (value) => submission.send(value as Parameters<typeof submission.send>[0]),
  );
  const { state } = submission;
  const serverEmail = submission.serverField === 'emailAddress';
  return (
    <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.onSubmit} data-source={source} id={idPrefix}>
      {form.error && (
        <FormAlert ruleText={form.error.message}>
          <Trans>Fill in the highlighted fields to sign up.</Trans>
        </FormAlert>
      )}
      {state.status === 'failed' && (
        <FormAlert ruleText={subscriptionRuleText(state.error.message)}>
          {serverEmail ? <Trans>Check your email address and try again.</Trans> : <Trans>We could not sign you up just now. Please try again.</Trans>}
        </FormAlert>
      )}
      {state.status === 'sent' && (
        <FormSuccess detail={<Trans>We will send news and offers to {state.result.contact}.</Trans>}>
          <Trans>Thanks, you are signed up for emails.</Trans>
        </FormSuccess>
      )}
      <TextField
        label={t`Email`}
        name="emailAddress"
        type="email"
        autoComplete="email"
        value={form.values.emailAddress}
        onChange={form.set('emailAddress')}
        error={form.invalid('emailAddress') || serverEmail ? t`Enter your email address.` : undefined}
      />
      <GenderField value={form.values.gender} onChange={form.set('gender')} invalid={form.invalid('gender')} />
      <BrandChoices brands={config.subBrands} value={form.values.brands} onChange={form.set('brands')} />
      <FormActions>
        <SubmitButton sending={state.status === 'sending'} sendingLabel={<Trans>Signing you up…</Trans>}>
          <Trans>Sign up</Trans>
        </SubmitButton>
      </FormActions>
    </form>
  );
}
