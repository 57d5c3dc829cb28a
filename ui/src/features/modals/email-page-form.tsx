import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useId } from 'react';
import { MarketingGateway, validateGenericEmailForm, type GenericEmailForm } from '@vitrine/core';
import { FormActions, FormAlert, FormSuccess, SubmitButton } from '../../components/forms/form-feedback';
import { TextField } from '../../components/forms/form-field';
import { useSubmission } from '../../components/forms/use-submission';
import { useValidatedForm } from '../../components/forms/use-validated-form';
import { useServices } from '../../shared/service-context';
import styles from '../../components/forms/forms.module.css';

/** The form's config (shopping.md §5 generic email form: brandCode, eid; decision 0201). */
export const EMAIL_PAGE_CONFIG = { brandCode: 'AN', eid: 'share-page' } as const;

/**
 * "Email this page to a friend": the generic email form of shopping.md §5 (core's
 * `validateGenericEmailForm`: a body and a config with brandCode, eid and sendToEmail), sent with
 * POST /slipstream/api/email/v0, emailtype MANUAL_EMAIL. The body carries the sender's name, the
 * message and the page's address. Progress, a confirmation, nothing typed lost on a failure.
 */
export function EmailPageForm({ pageUrl }: { pageUrl: string }) {
  const { t } = useLingui();
  const services = useServices();
  const messageId = useId();
  const submission = useSubmission(useCallback((form: GenericEmailForm) => services.get(MarketingGateway).sendEmailForm(form), [services]));
  const form = useValidatedForm(
    { sendToEmail: '', fromName: '', message: '' },
    (values) => {
      const checked = validateGenericEmailForm({ body: { fromName: values.fromName.trim(), message: values.message.trim(), url: pageUrl }, config: { ...EMAIL_PAGE_CONFIG, sendToEmail: values.sendToEmail.trim() } });
      if (checked.ok) return checked;
      const fields = ((checked.error.details?.['fields'] as string[] | undefined) ?? []).map((f) => (f === 'config.sendToEmail' ? 'sendToEmail' : f));
      return { ok: false as const, error: { ...checked.error, details: { fields } } };
    },
    submission.send,
  );
  const { state } = submission;
  const badEmail = form.invalid('sendToEmail') || submission.serverField === 'document.request.sendToEmail';
  return (
    <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.onSubmit}>
      {form.error && (
        <FormAlert>
          <Trans>Enter your friend's email address.</Trans>
        </FormAlert>
      )}
      {state.status === 'failed' && <FormAlert>{badEmail ? <Trans>Check your friend's email address and try again.</Trans> : <Trans>We could not send the email just now. Please try again.</Trans>}</FormAlert>}
      {state.status === 'sent' && (
        <FormSuccess>
          <Trans>Sent! Your friend will get a link to this page.</Trans>
        </FormSuccess>
      )}
      <TextField label={t`Friend's email`} name="sendToEmail" type="email" autoComplete="off" value={form.values.sendToEmail} onChange={form.set('sendToEmail')} error={badEmail ? t`Enter your friend's email address.` : undefined} />
      <TextField label={t`Your name`} name="fromName" autoComplete="name" optional value={form.values.fromName} onChange={form.set('fromName')} />
      <div className={styles.field}>
        <label htmlFor={messageId} className={styles.label}>
          <Trans>Message</Trans>
          <span className={styles.optional}>
            {' '}
            <Trans>(optional)</Trans>
          </span>
        </label>
        <textarea id={messageId} name="message" rows={3} className={styles.input} value={form.values.message} onChange={(event) => form.set('message')(event.target.value)} />
      </div>
      <FormActions>
        <SubmitButton sending={state.status === 'sending'} sendingLabel={<Trans>Sending…</Trans>}>
          <Trans>Send</Trans>
        </SubmitButton>
      </FormActions>
    </form>
  );
}
