import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormActions, FormAlert } from '../../components/forms/form-feedback';
import { TextField } from '../../components/forms/form-field';
import { blankFields, type LoginTyped, type SetTyped } from './login-typed';
import { useLoginNoticeText, type LoginNotice } from './login-messages';
import styles from '../../components/forms/forms.module.css';

/** Props of {@link SignInForm}. */
export interface SignInFormProps {
  readonly typed: LoginTyped;
  readonly setTyped: SetTyped;
  /** The refusal to explain (from the login modal's state), or null. */
  readonly notice: LoginNotice | null;
  /** Minutes left of a lock-out (rounded up). */
  readonly lockMinutes: number | null;
  readonly busy: boolean;
  /** A line above the form (why the shopper is asked to sign in). */
  readonly intro?: ReactNode;
  /** Sends `login.submit` with e-mail and password; called only when both are filled in. */
  readonly onSubmit: () => void;
  readonly onForgotPassword: () => void;
  readonly onCreateAccount: () => void;
  /** Offered on the downgrade login and upgrade optional: "Continue as guest". */
  readonly onContinueAsGuest?: (() => void) | undefined;
}

/**
 * The e-mail sign-in form of the login modal (sign-in, upgrade optional and upgrade required
 * variants; shell-and-account.md §4): Email, Password, "Sign in", "Forgot password?", "Create
 * account", and "Continue as guest" where offered. Refusals (unknown e-mail, wrong password,
 * lock-out with its wait, a failure) show in an alert linked to the field concerned; what was
 * typed stays.
 */
export function SignInForm({ typed, setTyped, notice, lockMinutes, busy, intro, onSubmit, onForgotPassword, onCreateAccount, onContinueAsGuest }: SignInFormProps) {
  const { t } = useLingui();
  const text = useLoginNoticeText();
  const [blank, setBlank] = useState<readonly string[]>([]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = blankFields(typed, ['email', 'password']);
    setBlank(missing);
    if (missing.length === 0) onSubmit();
  };
  const noticeText = notice ? text(notice, lockMinutes ?? undefined) : null;
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      {intro && <p className={styles.muted}>{intro}</p>}
      {noticeText && <FormAlert>{noticeText}</FormAlert>}
      <TextField
        label={t`Email`}
        name="email"
        type="email"
        autoComplete="username"
        value={typed.email}
        onChange={setTyped('email')}
        error={blank.includes('email') ? t`Enter your email.` : notice === 'unknownEmail' ? t`No account uses this email.` : undefined}
      />
      <TextField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="current-password"
        value={typed.password}
        onChange={setTyped('password')}
        error={blank.includes('password') ? t`Enter your password.` : notice === 'wrongPassword' ? t`Incorrect password.` : undefined}
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
        <Trans>New here?</Trans>{' '}
        <button type="button" className={styles.linkButton} onClick={onCreateAccount}>
          <Trans>Create account</Trans>
        </button>
      </p>
      {onContinueAsGuest && (
        <FormActions>
          <button type="button" className={styles.secondary} onClick={onContinueAsGuest}>
            <Trans>Continue as guest</Trans>
          </button>
        </FormActions>
      )}
    </form>
  );
}
