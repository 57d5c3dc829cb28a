import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { LoginModalInput, LoginModalOutput } from '@vitrine/core';
import { Dialog } from '../../components/dialog';
import { useService } from '../../shared/service-context';
import type { ModalApi } from '../../shared/modal-stack/modal-types';
import { CreateAccountForm } from './create-account-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginModalLogic, SessionActor } from './identity-services';
import type { LoginNotice } from './login-messages';
import type { LoginTyped } from './login-typed';
import { reportMachineState, stateText } from './machine-state';
import { RecognizedForm } from './recognized-form';
import { SignInForm } from './sign-in-form';
import { useLockCountdown } from './use-lock-countdown';

/** The outcome a login modal closes with on the modal stack. */
export interface LoginModalResult extends Record<string, unknown> {
  readonly outcome: LoginModalOutput['outcome'];
}

const NOTICES: readonly LoginNotice[] = ['unknownEmail', 'wrongPassword', 'emailInUse', 'weakPassword', 'failed', 'lockedOut'];

/**
 * The login modal (shell-and-account.md §4 "Login modal variants"; decision 0088): the
 * login modal machine (actors provided by the composition root) behind one {@link Dialog}.
 * Variants: e-mail sign-in, recognized user, create account, upgrade optional (no Close, no
 * Escape), upgrade required, forgot password. What was typed is kept across forms and refusals.
 * When the machine ends, a new session goes to the session actor (`session.authenticated`) and the
 * modal closes with `{ outcome }` ('success', 'downgrade-success' or 'dismissed'). Every state is
 * exposed as `data-machine-state` and reported to the QA browser driver.
 */
export function LoginDialog({ api, input }: { api: ModalApi; input: LoginModalInput }) {
  const { t } = useLingui();
  const logic = useService(LoginModalLogic);
  const sessionActor = useService(SessionActor);
  const [snapshot, send] = useMachine(logic, { input });
  const [typed, setTypedState] = useState<LoginTyped>({ email: input.email ?? '', password: '', firstName: '', lastName: '' });
  const setTyped = (field: keyof LoginTyped) => (value: string) => setTypedState((current) => ({ ...current, [field]: value }));

  const state = stateText(snapshot.value);
  const leaf = state.split('.').at(-1)!;
  const lockedOut = leaf === 'lockedOut';
  const secondsLeft = useLockCountdown(lockedOut, snapshot.context.retryAfterSeconds, () => send({ type: 'login.lockExpired' }));

  useEffect(() => reportMachineState('login-modal', snapshot.value), [snapshot.value]);

  const done = snapshot.status === 'done';
  useEffect(() => {
    if (!done) return;
    const output = snapshot.output!;
    if (output.session) sessionActor.send({ type: 'session.authenticated', session: output.session });
    api.close({ outcome: output.outcome } satisfies LoginModalResult);
    // Runs once, when the machine reaches its final state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);

  const notice = (NOTICES as readonly string[]).includes(leaf) ? (leaf as LoginNotice) : null;
  const lockMinutes = secondsLeft === null ? null : Math.max(1, Math.ceil(secondsLeft / 60));
  const busy = leaf === 'submitting';
  const submit = () => send({ type: 'login.submit', ...typed });
  const closable = snapshot.can({ type: 'login.close' });
  const variant = snapshot.context.variant;
  const title = variant === 'create-account' ? t`Create account` : variant === 'forgot-password' ? t`Reset your password` : t`Sign in`;

  return (
    <Dialog
      id={api.modalId}
      title={title}
      closable={closable}
      onClose={() => send({ type: 'login.close' })}
      dataAttributes={{ 'data-machine': 'login-modal', 'data-machine-state': state }}
    >
      {snapshot.matches('signIn') && (
        <SignInForm
          typed={typed}
          setTyped={setTyped}
          notice={notice}
          lockMinutes={lockMinutes}
          busy={busy}
          onSubmit={submit}
          onForgotPassword={() => send({ type: 'login.switchToForgotPassword' })}
          onCreateAccount={() => send({ type: 'login.switchToCreateAccount' })}
          onContinueAsGuest={snapshot.context.downgradePath !== null ? () => send({ type: 'login.continueAsGuest' }) : undefined}
        />
      )}
      {snapshot.matches('upgradeOptional') && (
        <SignInForm
          typed={typed}
          setTyped={setTyped}
          notice={notice}
          lockMinutes={lockMinutes}
          busy={busy}
          intro={t`Sign in to save your details for next time, or continue as a guest.`}
          onSubmit={submit}
          onForgotPassword={() => send({ type: 'login.switchToForgotPassword' })}
          onCreateAccount={() => send({ type: 'login.switchToCreateAccount' })}
          onContinueAsGuest={() => send({ type: 'login.continueAsGuest' })}
        />
      )}
      {snapshot.matches('upgradeRequired') && (
        <SignInForm
          typed={typed}
          setTyped={setTyped}
          notice={notice}
          lockMinutes={lockMinutes}
          busy={busy}
          intro={t`Sign in or create an account to continue.`}
          onSubmit={submit}
          onForgotPassword={() => send({ type: 'login.switchToForgotPassword' })}
          onCreateAccount={() => send({ type: 'login.switchToCreateAccount' })}
        />
      )}
      {snapshot.matches('recognized') && (
        <RecognizedForm
          typed={typed}
          setTyped={setTyped}
          recognition={snapshot.context.recognition}
          notice={notice}
          lockMinutes={lockMinutes}
          busy={busy}
          onSubmit={submit}
          onForgotPassword={() => send({ type: 'login.switchToForgotPassword' })}
          onNotYou={() => send({ type: 'login.switchToSignIn' })}
        />
      )}
      {snapshot.matches('createAccount') && (
        <CreateAccountForm typed={typed} setTyped={setTyped} notice={notice} busy={busy} onSubmit={submit} onSignIn={() => send({ type: 'login.switchToSignIn' })} />
      )}
      {snapshot.matches('forgotPassword') && (
        <ForgotPasswordForm
          typed={typed}
          setTyped={setTyped}
          sent={leaf === 'sent'}
          failed={leaf === 'failed'}
          busy={busy}
          onSubmit={submit}
          onSignIn={() => send({ type: 'login.switchToSignIn' })}
        />
      )}
    </Dialog>
  );
}
