import type { TokenScope } from '../token-scope.js';

/**
 * Initial login-modal state (shell-and-account.md §4 "Login modal variants"; shopping.md §4
 * "Tokens and login"; decision 0032).
 */

/** The login modal's variants, by initial state. */
export const LOGIN_MODAL_STATES = ['sign-in', 'recognized', 'create-account', 'upgrade-optional', 'upgrade-required', 'forgot-password'] as const;
export type LoginModalState = (typeof LOGIN_MODAL_STATES)[number];

/** Why the login modal opens. */
export interface LoginModalRequest {
  /** The entry point: a hash (#sign-in, #sign-up, #forgot-password), the access guard, or an upgrade prompt. */
  readonly trigger: 'sign-in' | 'sign-up' | 'forgot-password' | 'access-guard' | 'upgrade';
  readonly scope: TokenScope | null;
  /** For the 'upgrade' trigger: whether the upgrade is required (e.g. an action that needs an account) or optional. */
  readonly upgradeRequired?: boolean;
}

/**
 * Picks the initial state: #forgot-password → forgot-password; #sign-up → create-account; an
 * upgrade prompt → upgrade-required or upgrade-optional (only a guest can upgrade; anyone else
 * gets sign-in); otherwise a registered (recognized) user gets 'recognized' and everyone else
 * 'sign-in'.
 */
export function initialLoginModalState(request: LoginModalRequest): LoginModalState {
  switch (request.trigger) {
    case 'forgot-password':
      return 'forgot-password';
    case 'sign-up':
      return 'create-account';
    case 'upgrade':
      if (request.scope === 'GUEST' || request.scope === null) return request.upgradeRequired ? 'upgrade-required' : 'upgrade-optional';
      return 'sign-in';
    default:
      return request.scope === 'REGISTERED' ? 'recognized' : 'sign-in';
  }
}

/** Whether the shopper may close the modal in this state: every state but upgrade-optional, which cannot be closed (shell-and-account.md §4, verbatim). */
export function isLoginModalClosable(state: LoginModalState): boolean {
  return state !== 'upgrade-optional';
}
