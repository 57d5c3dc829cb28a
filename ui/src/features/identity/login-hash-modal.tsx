import { useState } from 'react';
import { tokenScopeOf, type LoginModalRequest } from '@vitrine/core';
import { useService } from '../../shared/service-context';
import type { ModalApi } from '../../shared/modal-stack/modal-types';
import { SessionActor } from './identity-services';
import { LoginDialog } from './login-dialog';

/** The login modal as a hash opens it: the trigger, and the shopper's scope when it opened. */
function useOpeningRequest(trigger: LoginModalRequest['trigger']): LoginModalRequest {
  const session = useService(SessionActor);
  const [request] = useState<LoginModalRequest>(() => ({ trigger, scope: tokenScopeOf(session.getSnapshot().context) }));
  return request;
}

/** #sign-in (shell-and-account.md §2): the e-mail sign-in, or the recognized-user variant for a REGISTERED shopper. */
export function SignInHashModal({ api }: { api: ModalApi }) {
  return <LoginDialog api={api} input={{ request: useOpeningRequest('sign-in') }} />;
}

/** #sign-up (shell-and-account.md §2): the create-account variant. */
export function SignUpHashModal({ api }: { api: ModalApi }) {
  return <LoginDialog api={api} input={{ request: useOpeningRequest('sign-up') }} />;
}

/** #forgot-password (shell-and-account.md §2): the forgot-password variant. */
export function ForgotPasswordHashModal({ api }: { api: ModalApi }) {
  return <LoginDialog api={api} input={{ request: useOpeningRequest('forgot-password') }} />;
}
