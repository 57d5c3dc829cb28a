import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { AuthGateway, domainError, err, type ChangePasswordError, type DomainError, type Result } from '@vitrine/core';
import { TextField } from '../../components/forms/form-field';
import { useService, useServices } from '../../shared/service-context';
import { withSignIn } from '../identity';
import forms from '../../components/forms/forms.module.css';
import styles from './account-forms.module.css';

/** What the password change answers once a refused step-up is named as `withSignIn` expects. */
type PasswordChangeAnswer = Result<void, ChangePasswordError | DomainError<'AUTH.SIGN_IN_REQUIRED'>>;

/**
 * PUT /me/credentials/password answers a lapsed step-up with 403 SCOPE_REQUIRED and keeps the token
 * (shell-and-account.md §7): the gateway's AUTH.SCOPE_REQUIRED becomes AUTH.SIGN_IN_REQUIRED, the
 * refusal `withSignIn` signs in for (decisions 0185, 0288).
 */
async function changePassword(auth: AuthGateway, current: string, next: string): Promise<PasswordChangeAnswer> {
  const result = await auth.changePassword(current, next);
  if (result.ok || result.error.code !== 'AUTH.SCOPE_REQUIRED') return result;
  return err(domainError('AUTH.SIGN_IN_REQUIRED', result.error.message, result.error.details));
}

/**
 * Changes the password (PUT /me/credentials/password); a 403 keeps the session (shell-and-account.md
 * §7). When the step-up lapsed on the open page, the password dialog opens and, after the sign-in,
 * the change goes through once more (decision 0185); a closed dialog keeps what was typed and says
 * to sign in again.
 */
export function PasswordChange({ onChanged }: { onChanged: () => void }) {
  const { t } = useLingui();
  const services = useServices();
  const auth = useService(AuthGateway);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const found = {
      ...(current === '' ? { current: t`Enter your current password.` } : {}),
      ...(next === '' ? { next: t`Choose a new password.` } : next === current ? { next: t`Choose a password different from the current one.` } : {}),
    };
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const result = await withSignIn(services, () => changePassword(auth, current, next));
      if (result.ok) {
        setCurrent('');
        setNext('');
        onChanged();
      } else if (result.error.code === 'AUTH.WRONG_PASSWORD') setErrors({ current: t`That is not your current password.` });
      else if (result.error.code === 'AUTH.WEAK_PASSWORD') setErrors({ next: t`Use 8 or more characters with at least one letter and one digit.` });
      else setFailure(t`For your security, sign in again to change your password.`);
    } catch {
      setFailure(t`Something went wrong on our side and your password was not changed. Please try again.`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={forms.form} aria-busy={saving || undefined}>
      {failure && (
        <div role="alert" className={styles.error}>
          {failure}
        </div>
      )}
      <TextField label={t`Current password`} name="currentPassword" type="password" autoComplete="current-password" value={current} onChange={setCurrent} error={errors.current} />
      <TextField
        label={t`New password`}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={setNext}
        hint={t`8 or more characters, with at least one letter and one digit.`}
        error={errors.next}
      />
      <div className={forms.actions}>
        <button type="submit" className={forms.primary} aria-disabled={saving || undefined}>
          {t`Change password`}
        </button>
      </div>
    </form>
  );
}
