import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { Recognition } from '@vitrine/core';
import { FormActions, FormAlert } from '../../components/forms/form-feedback';
import { TextField } from '../../components/forms/form-field';
import { blankFields, type LoginTyped, type SetTyped } from './login-typed';
import { useLoginNoticeText, type LoginNotice } from './login-messages';
import styles from '../../components/forms/forms.module.css';

/** Props of {@link RecognizedForm}. */
export interface RecognizedFormProps {
  readonly typed: LoginTyped;
  readonly setTyped: SetTyped;
  /** Who the token belongs to (null while the recognition call runs or when it failed). */
  readonly recognition: Recognition | null;
  readonly notice: LoginNotice | null;
  readonly lockMinutes: number | null;
  readonly busy: boolean;
  /** Sends `login.submit` with the password (the step-up to AUTHORIZED). */
  readonly onSubmit: () => void;
  readonly onForgotPassword: () => void;
  /** "Not you?": the e-mail sign-in. */
  readonly onNotYou: () => void;
}

/**
 * The recognized-user variant (shell-and-account.md §4; the upgrade REGISTERED → AUTHORIZED of
 * docs/auth-api.md): greets the customer by first name with the masked e-mail and asks for the
 * password again; "Not you?" switches to the e-mail sign-in. Used when an AUTHORIZED page is
 * opened after the step-up lapsed.
 */
export function RecognizedForm({ typed, setTyped, recognition, notice, lockMinutes, busy, onSubmit, onForgotPassword, onNotYou }: RecognizedFormProps) {
  const { t } = useLingui();
  const text = useLoginNoticeText();
  const [blank, setBlank] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = blankFields(typed, ['password']).length > 0;
    setBlank(missing);
    if (!missing) onSubmit();
  };
  const firstName = recognition?.firstName;
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <p className={styles.muted}>
        {firstName ? <Trans>Welcome back, {firstName}. For your security, enter your password again to continue.</Trans> : <Trans>For your security, enter your password again to continue.</Trans>}
      </p>
      {recognition?.emailMasked && (
        <p>
          <Trans>Signed in as {recognition.emailMasked}</Trans>
        </p>
      )}
      {notice && <FormAlert>{text(notice, lockMinutes ?? undefined)}</FormAlert>}
      <TextField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="current-password"
        autoFocus
        value={typed.password}
        onChange={setTyped('password')}
        error={blank ? t`Enter your password.` : notice === 'wrongPassword' ? t`Incorrect password.` : undefined}
      />
      <FormActions>
        <button type="submit" className={styles.primary}>
          {busy ? t`Signing in…` : t`Sign in`}
        </button>
        <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
          <Trans>Forgot password?</Trans>
        </button>
      </FormActions>
      <p className={styles.muted}>
        <button type="button" className={styles.linkButton} onClick={onNotYou}>
          <Trans>Not you? Sign in with another account</Trans>
        </button>
      </p>
    </form>
  );
}
