import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef } from 'react';
import { ChatGateway, modalIdOfHash, validateChatMessage, type ChatMessage } from '@vitrine/core';
import { Dialog } from '../../components/dialog';
import { FormActions, FormAlert, FormSuccess, SubmitButton } from '../../components/forms/form-feedback';
import { SelectField, TextField } from '../../components/forms/form-field';
import { useSubmission } from '../../components/forms/use-submission';
import { useValidatedForm } from '../../components/forms/use-validated-form';
import styles from '../../components/forms/forms.module.css';
import { useServices } from '../../shared/service-context';
import { useContactUsSubjects } from '../../shared/use-contact-us-subjects';

/**
 * The chat launcher's dialog (shell-and-account.md §2 "Chat widget"; decision 0431): a modal dialog
 * "Chat with us" (focus moves in, Tab stays inside, Escape and Close close it, focus returns to the
 * launcher) with name, email, topic and message, checked by core's validateChatMessage and sent
 * through the ChatGateway port; a confirmation with the reference once it is kept, everything typed
 * kept on a failure.
 */
export default function ChatDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const messageId = useId();
  const messageErrorId = useId();
  const services = useServices();
  const topics = useContactUsSubjects(t`Something else`);
  const submission = useSubmission(useCallback((message: ChatMessage) => services.get(ChatGateway).sendMessage(message), [services]));
  const form = useValidatedForm({ name: '', email: '', topic: '', message: '' }, validateChatMessage, submission.send);
  const { state, serverField } = submission;
  const messageInvalid = form.invalid('message') || serverField === 'message';
  // The form leaves with its focused Send button: focus moves to "Done", inside the dialog.
  const doneRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (state.status === 'sent') doneRef.current?.focus();
  }, [state.status]);
  return (
    <Dialog id={modalIdOfHash('chat')} title={t`Chat with us`} description={t`Write to our customer service team. We reply by email, usually within a day.`} styleType="large" onClose={onClose}>
      {state.status === 'sent' ? (
        <>
          <FormSuccess detail={<Trans>Your reference is {state.result}. We will reply to {form.values.email}.</Trans>}>
            <Trans>Thanks, {form.values.name}. Your message is with our team.</Trans>
          </FormSuccess>
          <FormActions>
            <button ref={doneRef} type="button" className={styles.primary} onClick={onClose}>
              <Trans>Done</Trans>
            </button>
          </FormActions>
        </>
      ) : (
        <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.onSubmit}>
          {form.error && (
            <FormAlert>
              <Trans>Fill in the highlighted fields to send your message.</Trans>
            </FormAlert>
          )}
          {state.status === 'failed' && (
            <FormAlert>
              {serverField ? <Trans>Check the highlighted fields and send your message again.</Trans> : <Trans>We could not send your message just now. Please try again.</Trans>}
            </FormAlert>
          )}
          <TextField label={t`Your name`} name="name" autoComplete="name" value={form.values.name} onChange={form.set('name')} error={form.invalid('name') || serverField === 'name' ? t`Enter your name.` : undefined} />
          <TextField label={t`Email`} name="email" type="email" autoComplete="email" value={form.values.email} onChange={form.set('email')} error={form.invalid('email') || serverField === 'email' ? t`Enter the email we should reply to.` : undefined} />
          <SelectField
            label={t`Topic`}
            name="topic"
            value={form.values.topic}
            onChange={form.set('topic')}
            options={(topics ?? []).map((s) => [s.code, s.label])}
            placeholder={t`Choose a topic`}
            error={form.invalid('topic') ? t`Choose a topic.` : undefined}
          />
          <div className={styles.field}>
            <label htmlFor={messageId} className={styles.label}>
              <Trans>Message</Trans>
            </label>
            <textarea
              id={messageId}
              name="message"
              rows={5}
              maxLength={2000}
              className={styles.input}
              value={form.values.message}
              aria-invalid={messageInvalid || undefined}
              aria-describedby={messageInvalid ? messageErrorId : undefined}
              onChange={(event) => form.set('message')(event.target.value)}
            />
            {messageInvalid ? (
              <p id={messageErrorId} className={styles.error}>
                <Trans>Write your message.</Trans>
              </p>
            ) : null}
          </div>
          <FormActions>
            <SubmitButton sending={state.status === 'sending'} sendingLabel={<Trans>Sending…</Trans>}>
              <Trans>Send message</Trans>
            </SubmitButton>
          </FormActions>
        </form>
      )}
    </Dialog>
  );
}
