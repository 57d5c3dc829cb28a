import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useId } from 'react';
import { MarketingGateway, validateContactUs, type ContactUsForm } from '@vitrine/core';
import { useServices } from '../../shared/service-context';
import { useContactUsSubjects } from '../../shared/use-contact-us-subjects';
import { useSubmission } from '../../components/forms/use-submission';
import { Dialog } from '../../components/dialog';
import { FormActions, FormAlert, FormSuccess, SubmitButton } from '../../components/forms/form-feedback';
import { SelectField, TextField } from '../../components/forms/form-field';
import type { ModalApi } from '../../shared/modal-stack/modal-types';
import { useValidatedForm } from '../../components/forms/use-validated-form';
import styles from '../../components/forms/forms.module.css';

/**
 * #contact-us (shell-and-account.md §2, §5, §7 POST /contact-us): first name, last name, reply-to
 * email, topic (subject code, from the contact-us config), subject (subject text) and a message,
 * checked by core's `validateContactUs`, then sent (decision 0201): progress while it waits, a
 * confirmation with the reference, everything typed kept on a failure.
 */
export function ContactUsModal({ api }: { api: ModalApi }) {
  const { t } = useLingui();
  const messageId = useId();
  const services = useServices();
  const subjects = useContactUsSubjects(t`Something else`);
  const submission = useSubmission(useCallback((form: ContactUsForm) => services.get(MarketingGateway).sendContactUs(form), [services]));
  const form = useValidatedForm({ firstName: '', lastName: '', replyToEmail: '', subjectCode: '', subjectText: '', message: '' }, validateContactUs, submission.send);
  const topics: [string, string][] = (subjects ?? []).map((s) => [s.code, s.label]);
  const { state } = submission;
  const serverField = submission.serverField;
  return (
    <Dialog id={api.modalId} title={t`Contact us`} styleType="large" onClose={() => api.close()}>
      <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.onSubmit}>
        {form.error && (
          <FormAlert ruleText={form.error.message}>
            <Trans>Fill in the highlighted fields to send your message.</Trans>
          </FormAlert>
        )}
        {state.status === 'failed' && (
          <FormAlert>
            {serverField ? <Trans>Check the highlighted fields and send your message again.</Trans> : <Trans>We could not send your message just now. Please try again.</Trans>}
          </FormAlert>
        )}
        {state.status === 'sent' && (
          <FormSuccess detail={<Trans>Your reference is {state.result}. We will reply to {form.values.replyToEmail}.</Trans>}>
            <Trans>Thanks, your message has been sent.</Trans>
          </FormSuccess>
        )}
        <div className={styles.row}>
          <TextField label={t`First name`} name="firstName" autoComplete="given-name" value={form.values.firstName} onChange={form.set('firstName')} error={form.invalid('firstName') ? t`Enter your first name.` : undefined} />
          <TextField label={t`Last name`} name="lastName" autoComplete="family-name" value={form.values.lastName} onChange={form.set('lastName')} error={form.invalid('lastName') ? t`Enter your last name.` : undefined} />
        </div>
        <TextField label={t`Reply-to email`} name="replyToEmail" type="email" autoComplete="email" value={form.values.replyToEmail} onChange={form.set('replyToEmail')} error={form.invalid('replyToEmail') || serverField === 'replyToEmail' ? t`Enter the email we should reply to.` : undefined} />
        <SelectField label={t`Topic`} name="subjectCode" value={form.values.subjectCode} onChange={form.set('subjectCode')} options={topics} placeholder={t`Choose a topic`} error={form.invalid('subjectCode') ? t`Choose a topic.` : undefined} />
        <TextField label={t`Subject`} name="subjectText" value={form.values.subjectText} onChange={form.set('subjectText')} error={form.invalid('subjectText') ? t`Enter a subject.` : undefined} />
        <div className={styles.field}>
          <label htmlFor={messageId} className={styles.label}>
            <Trans>Message</Trans>
            <span className={styles.optional}>
              {' '}
              <Trans>(optional)</Trans>
            </span>
          </label>
          <textarea id={messageId} name="message" rows={4} className={styles.input} value={form.values.message} onChange={(event) => form.set('message')(event.target.value)} />
        </div>
        <FormActions>
          <SubmitButton sending={state.status === 'sending'} sendingLabel={<Trans>Sending…</Trans>}>
            <Trans>Send message</Trans>
          </SubmitButton>
        </FormActions>
      </form>
    </Dialog>
  );
}
