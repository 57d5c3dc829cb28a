import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AuthGateway } from '@vitrine/core';
import { useService } from '../../shared/service-context';
import { FormActions, FormAlert } from '../../components/forms/form-feedback';
import { TextField } from '../../components/forms/form-field';
import { PageTitle } from '../../shared/page-title';
import { useModalStack } from '../../shared/modal-stack/modal-stack-of';
import { launchLogin } from './launch-login';
import { useLoginNoticeText, usePasswordHint } from './login-messages';
import { useSessionView } from './use-session';
import forms from '../../components/forms/forms.module.css';
import styles from './identity-pages.module.css';

type ResetState = 'editing' | 'saving' | 'done' | 'expired' | 'weak' | 'failed';

/**
 * `/password/reset?token=` (shell-and-account.md §2 "Password reset"; PUT
 * …/credentials/password of docs/auth-api.md): a new password with its rule. Success invites the
 * customer to sign in; an expired or used link (410 RESET_LINK_EXPIRED) says so and offers a new
 * link (the forgot-password variant of the login modal); a weak password is explained at the
 * field. What was typed stays.
 */
export function PasswordResetPage() {
  const { t } = useLingui();
  const auth = useService(AuthGateway);
  const store = useModalStack();
  const { scope } = useSessionView();
  const text = useLoginNoticeText();
  const hint = usePasswordHint();
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [blank, setBlank] = useState(false);
  const [state, setState] = useState<ResetState>('editing');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') return setBlank(true);
    setBlank(false);
    setState('saving');
    try {
      const result = await auth.resetPassword(token, password);
      setState(result.ok ? 'done' : result.error.code === 'AUTH.RESET_LINK_EXPIRED' ? 'expired' : 'weak');
    } catch {
      setState('failed');
    }
  };
  const signIn = () => void launchLogin(store, { request: { trigger: 'sign-in', scope } });
  const newLink = () => void launchLogin(store, { request: { trigger: 'forgot-password', scope } }, { modalId: 'forgot-password-modal' });

  if (!token) {
    return (
      <div className={`page ${styles.page}`}>
        <PageTitle page={t`Choose a new password`} />
        <PageTitle page={t`Choose a new password`} />
      <h1>{t`Choose a new password`}</h1>
        <FormAlert>{text('expiredLink')}</FormAlert>
        <button type="button" className={styles.primary} onClick={newLink}>
          <Trans>Send me a new link</Trans>
        </button>
      </div>
    );
  }

  return (
    <div className={`page ${styles.page}`}>
      <PageTitle page={t`Choose a new password`} />
      <h1>{t`Choose a new password`}</h1>
      {state === 'done' ? (
        <>
          <div role="status" className={forms.notice}>
            <p className={forms.alertLead}>
              <Trans>Your password has been changed.</Trans>
            </p>
            <p>
              <Trans>Sign in with your new password.</Trans>
            </p>
          </div>
          <button type="button" className={styles.primary} onClick={signIn}>
            <Trans>Sign in</Trans>
          </button>
        </>
      ) : (
        <form className={forms.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={state === 'saving' || undefined}>
          {state === 'expired' && (
            <>
              <FormAlert>{text('expiredLink')}</FormAlert>
              <FormActions>
                <button type="button" className={forms.secondary} onClick={newLink}>
                  <Trans>Send me a new link</Trans>
                </button>
              </FormActions>
            </>
          )}
          {state === 'weak' && <FormAlert>{text('weakPassword')}</FormAlert>}
          {state === 'failed' && <FormAlert>{t`We couldn't change your password just now. Please try again.`}</FormAlert>}
          <TextField
            label={t`New password`}
            name="password"
            type="password"
            autoComplete="new-password"
            hint={hint}
            value={password}
            onChange={setPassword}
            error={blank ? t`Choose a password.` : state === 'weak' ? t`Choose a stronger password.` : undefined}
          />
          <FormActions>
            <button type="submit" className={forms.primary}>
              {state === 'saving' ? t`Saving…` : t`Save new password`}
            </button>
          </FormActions>
        </form>
      )}
    </div>
  );
}
