import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { FormActions, FormAlert } from '../../components/forms/form-feedback';
import { TextField } from '../../components/forms/form-field';
import { blankFields, type LoginTyped, type SetTyped } from './login-typed';
import { useLoginNoticeText } from './login-messages';
import styles from '../../components/forms/forms.module.css';

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps {
  readonly typed: LoginTyped;
  readonly setTyped: SetTyped;
  /** The link was asked for (the machine's `sent` state). */
  readonly sent: boolean;
  readonly failed: boolean;
  readonly busy: boolean;
  /** Sends `login.submit` with the e-mail (again, from `sent`). */
  readonly onSubmit: () => void;
  readonly onSignIn: () => void;
}

/**
 * The forgot-password variant (shell-and-account.md §4; POST …/credentials/password-resets of
 * docs/auth-api.md, 202 whether or not the address has an account): the e-mail, then a
 * confirmation that does not say whether the account exists, with the link's 30-minute life.
 */
export function ForgotPasswordForm({ typed, setTyped, sent, failed, busy, onSubmit, onSignIn }: ForgotPasswordFormProps) {
  const { t } = useLingui();
  const text = useLoginNoticeText();
  const [blank, setBlank] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = blankFields(typed, ['email']).length > 0;
    setBlank(missing);
    if (!missing) onSubmit();
  };
  const email = typed.email.trim();
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <p className={styles.muted}>
        <Trans>Enter the email you use to sign in and we'll send you a link to choose a new password.</Trans>
      </p>
      {failed && <FormAlert>{text('failed')}</FormAlert>}
      {sent && (
        <div role="status" className={styles.notice}>
          <p className={styles.alertLead}>
            <Trans>Check your inbox.</Trans>
          </p>
          <p>
            <Trans>If an account exists for {email}, we've sent it a link to reset the password. The link works for 30 minutes.</Trans>
          </p>
        </div>
      )}
      <TextField label={t`Email`} name="email" type="email" autoComplete="email" value={typed.email} onChange={setTyped('email')} error={blank ? t`Enter your email.` : undefined} />
      <FormActions>
        <button type="submit" className={styles.primary}>
          {busy ? t`Sending…` : sent ? t`Send the link again` : t`Send reset link`}
        </button>
        <button type="button" className={styles.linkButton} onClick={onSignIn}>
          <Trans>Back to sign in</Trans>
        </button>
      </FormActions>
    </form>
  );
}
