import { lazy, Suspense } from 'react';
import type { LoginModalInput, LoginOutcome } from '@vitrine/core';
import type { ModalStackRuntime } from '../../shared/modal-stack/modal-stack-runtime';

/** The login modal's code loads when it first opens (its own chunk). */
const LoginDialog = lazy(async () => ({ default: (await import('./login-dialog')).LoginDialog }));

/** The modal id of the login modal: the #sign-in hash's (shell-and-account.md §2 "hash name plus '-modal'"). */
export const LOGIN_MODAL_ID = 'sign-in-modal';

/** Options of {@link launchLogin}. */
export interface LaunchLoginOptions {
  /** The modal id (default {@link LOGIN_MODAL_ID}; the #sign-up and #forgot-password hashes use their own). */
  readonly modalId?: string;
  /** The navigation the login belongs to (the access guard's): a route start towards it does not close it. */
  readonly navigationTarget?: string;
  /** Aborting closes the modal (the guard's check was superseded). */
  readonly signal?: AbortSignal;
}

/**
 * Opens the login modal on the modal stack (shell-and-account.md §4 "Modal stack", "Login modal
 * variants") and resolves with how it ended: 'success', 'downgrade-success', or 'dismissed' (closed
 * by the shopper, by a route start, or by `signal`). When the login modal is already open, the
 * stack pops back to it and this resolves with its outcome.
 */
export async function launchLogin(store: ModalStackRuntime, input: LoginModalInput, options: LaunchLoginOptions = {}): Promise<LoginOutcome> {
  const modalId = options.modalId ?? LOGIN_MODAL_ID;
  options.signal?.addEventListener('abort', () => store.close(modalId), { once: true });
  const result = await store.launch({
    modalId,
    component: {
      render: (api) => (
        <Suspense fallback={null}>
          <LoginDialog api={api} input={input} />
        </Suspense>
      ),
    },
    title: 'Sign in',
    styleType: 'small',
    ...(options.navigationTarget ? { navigationTarget: options.navigationTarget } : {}),
  });
  const outcome = result.outcome?.['outcome'];
  return outcome === 'success' || outcome === 'downgrade-success' ? outcome : 'dismissed';
}
