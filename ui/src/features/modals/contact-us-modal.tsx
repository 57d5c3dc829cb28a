import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { validateContactUs } from '@vitrine/core';
import { Dialog } from '../../components/dialog';
import { FormActions, FormAlert, ServiceUnavailableNote } from '../../components/forms/form-feedback';
import { SelectField, TextField } from '../../components/forms/form-field';
import type { ModalApi } from '../../shared/modal-stack/modal-types';
import { useValidatedForm } from '../../components/forms/use-validated-form';
import styles from '../../components/forms/forms.module.css';

/** Topic codes of the contact form (the spec names subjectCode, not its values; decision 0086). */
export const CONTACT_SUBJECT_CODES = ['ORDER', 'RETURNS', 'PRODUCT', 'ACCOUNT', 'OTHER'] as const;

/**
 * #contact-us (shell-and-account.md §2, §5, §7 POST /contact-us): first name, last name, reply-to
 * email, topic (subject code), subject (subject text) and a message, checked by core's
 * `validateContactUs`. A valid message says the contact service is not available in this demo yet
 * (decision 0086).
 */
export function ContactUsModal({ api }: { api: ModalApi }) {
  const { t } = useLingui();
  const messageId = useId();
  const form = useValidatedForm({ firstName: '', lastName: '', replyToEmail: '', subjectCode: '', subjectText: '', message: '' }, validateContactUs);
  const topics: [string, string][] = [
    ['ORDER', t`An order`],
    ['RETURNS', t`Returns and exchanges`],
    ['PRODUCT', t`A product`],
    ['ACCOUNT', t`My account`],
    ['OTHER', t`Something else`],
  ];
  return (
    <Dialog id={api.modalId} title={t`Contact us`} styleType="large" onClose={() => api.close()}>
      <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.onSubmit}>
        {form.error && (
          <FormAlert ruleText={form.error.message}>
            <Trans>Fill in the highlighted fields to send your message.</Trans>
          </FormAlert>
        )}
        {form.accepted && <ServiceUnavailableNote service={t`the contact service`} />}
        <div className={styles.row}>
          <TextField label={t`First name`} name="firstName" autoComplete="given-name" value={form.values.firstName} onChange={form.set('firstName')} error={form.invalid('firstName') ? t`Enter your first name.` : undefined} />
          <TextField label={t`Last name`} name="lastName" autoComplete="family-name" value={form.values.lastName} onChange={form.set('lastName')} error={form.invalid('lastName') ? t`Enter your last name.` : undefined} />
        </div>
        <TextField label={t`Reply-to email`} name="replyToEmail" type="email" autoComplete="email" value={form.values.replyToEmail} onChange={form.set('replyToEmail')} error={form.invalid('replyToEmail') ? t`Enter the email we should reply to.` : undefined} />
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
          <button type="submit" className={styles.primary}>
            <Trans>Send message</Trans>
          </button>
        </FormActions>
      </form>
    </Dialog>
  );
}
