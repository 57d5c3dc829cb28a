import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { FormActions, FormAlert } from '../../components/forms/form-feedback';
import { TextField } from '../../components/forms/form-field';
import { blankFields, type LoginTyped, type SetTyped } from './login-typed';
import { useLoginNoticeText, usePasswordHint, type LoginNotice } from './login-messages';
import styles from '../../components/forms/forms.module.css';

/** Props of {@link CreateAccountForm}. */
export interface CreateAccountFormProps {
  readonly typed: LoginTyped;
  readonly setTyped: SetTyped;
  readonly notice: LoginNotice | null;
  readonly busy: boolean;
  /** Sends `login.submit` with names, e-mail and password; called only when all are filled in. */
  readonly onSubmit: () => void;
  readonly onSignIn: () => void;
}

/**
 * The create-account variant (shell-and-account.md §4; POST …/accounts of docs/auth-api.md):
 * first and last name, e-mail and a password with its rule; an e-mail already in use or a weak
 * password is explained next to its field, and what was typed stays.
 */
export function CreateAccountForm({ typed, setTyped, notice, busy, onSubmit, onSignIn }: CreateAccountFormProps) {
  const { t } = useLingui();
  const text = useLoginNoticeText();
  const hint = usePasswordHint();
  const [blank, setBlank] = useState<readonly string[]>([]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = blankFields(typed, ['firstName', 'lastName', 'email', 'password']);
    setBlank(missing);
    if (missing.length === 0) onSubmit();
  };
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      {notice && <FormAlert>{text(notice)}</FormAlert>}
      <div className={styles.row}>
        <TextField label={t`First name`} name="firstName" autoComplete="given-name" value={typed.firstName} onChange={setTyped('firstName')} error={blank.includes('firstName') ? t`Enter your first name.` : undefined} />
        <TextField label={t`Last name`} name="lastName" autoComplete="family-name" value={typed.lastName} onChange={setTyped('lastName')} error={blank.includes('lastName') ? t`Enter your last name.` : undefined} />
      </div>
      <TextField
        label={t`Email`}
        name="email"
        type="email"
        autoComplete="email"
        value={typed.email}
        onChange={setTyped('email')}
        error={blank.includes('email') ? t`Enter your email.` : notice === 'emailInUse' ? t`This email already has an account.` : undefined}
      />
      <TextField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={hint}
        value={typed.password}
        onChange={setTyped('password')}
        error={blank.includes('password') ? t`Choose a password.` : notice === 'weakPassword' ? t`Choose a stronger password.` : undefined}
      />
      <FormActions>
        <button type="submit" className={styles.primary}>
          {busy ? t`Creating your account…` : t`Create account`}
        </button>
      </FormActions>
      <p className={styles.muted}>
        <Trans>Already have an account?</Trans>{' '}
        <button type="button" className={styles.linkButton} onClick={onSignIn}>
          <Trans>Sign in instead</Trans>
        </button>
      </p>
    </form>
  );
}
