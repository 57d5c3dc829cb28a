import type { DomainError } from '../../shared/domain-error.js';
import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { TokenScope } from '../token-scope.js';
import type { Session } from './session-gateway.port.js';

/**
 * The identity calls of docs/auth-api.md as a core port. The guest token stays on
 * {@link SessionGateway} (decision 0006). Every call is made with the browser's token cookie
 * (`vitrine_token`, HttpOnly); a call that answers a token sets both cookies and resolves with the
 * new {@link Session}. Expected refusals are returned as `Result` errors with the codes below;
 * transport faults (network, 5xx, an unreadable body) are thrown.
 */

/**
 * Error codes of the identity calls: the API's codes (docs/auth-api.md "Error codes") prefixed
 * with the area, as decision 0020 asks.
 */
export const AUTH_ERROR_CODES = [
  'AUTH.UNKNOWN_EMAIL',
  'AUTH.WRONG_PASSWORD',
  'AUTH.ACCOUNT_LOCKED',
  'AUTH.RATE_LIMITED',
  'AUTH.RESET_LINK_EXPIRED',
  'AUTH.EMAIL_IN_USE',
  'AUTH.WEAK_PASSWORD',
  'AUTH.SCOPE_REQUIRED',
  'AUTH.TOKEN_EXPIRED',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/**
 * A refused identity call. `message` is the server's text (for UNKNOWN_EMAIL "We couldn't find an
 * account with that email"); the UI translates by `code`. `details`:
 * - AUTH.ACCOUNT_LOCKED: `{ retryAfterSeconds: number }` (seconds until the lock ends; the sandbox
 *   locks for 15 minutes after 5 failed attempts in 15 minutes);
 * - AUTH.RATE_LIMITED: `{ retryAfterSeconds: number }` (429: too many refused passwords from this
 *   connection, whatever the account; the sandbox allows 20 in 15 minutes);
 * - AUTH.SCOPE_REQUIRED: `{ requiredScope: TokenScope }`.
 */
export type AuthError<C extends AuthErrorCode = AuthErrorCode> = DomainError<C>;

/** The codes sign-in can answer (401 UNKNOWN_EMAIL, 401 WRONG_PASSWORD, 423 ACCOUNT_LOCKED, 429 RATE_LIMITED). */
export type SignInError = AuthError<'AUTH.UNKNOWN_EMAIL' | 'AUTH.WRONG_PASSWORD' | 'AUTH.ACCOUNT_LOCKED' | 'AUTH.RATE_LIMITED'>;
/** The codes the password step-up can answer (401 WRONG_PASSWORD, 423 ACCOUNT_LOCKED, 429 RATE_LIMITED). */
export type UpgradeError = AuthError<'AUTH.WRONG_PASSWORD' | 'AUTH.ACCOUNT_LOCKED' | 'AUTH.RATE_LIMITED'>;
/** The codes account creation can answer (409 EMAIL_IN_USE, 400 WEAK_PASSWORD). */
export type CreateAccountError = AuthError<'AUTH.EMAIL_IN_USE' | 'AUTH.WEAK_PASSWORD'>;
/** The codes a password reset can answer (410 RESET_LINK_EXPIRED, 400 WEAK_PASSWORD). */
export type ResetPasswordError = AuthError<'AUTH.RESET_LINK_EXPIRED' | 'AUTH.WEAK_PASSWORD'>;
/** The code a refresh answers when the session cannot re-authenticate (401 TOKEN_EXPIRED). */
export type RefreshError = AuthError<'AUTH.TOKEN_EXPIRED'>;
/** The codes a password change can answer (401 WRONG_PASSWORD, 400 WEAK_PASSWORD, 403 SCOPE_REQUIRED: the token is kept). */
export type ChangePasswordError = AuthError<'AUTH.WRONG_PASSWORD' | 'AUTH.WEAK_PASSWORD' | 'AUTH.SCOPE_REQUIRED'>;

/** What account creation sends (POST /profile/v0/{siteId}/accounts). */
export interface NewAccount {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** Who the browser's token belongs to, for the recognized-user login modal (GET /auth/v0/{siteId}/recognition). */
export interface Recognition {
  /** True when the token is a REGISTERED or AUTHORIZED customer's. */
  readonly recognized: boolean;
  /** The customer's first name, when recognized. */
  readonly firstName: string | null;
  /** The e-mail address masked for display ('j***@example.com'), when recognized. */
  readonly emailMasked: string | null;
}

/** The scopes a password grant can give: AUTHORIZED for a customer, CALL_CENTER for an agent. */
export type SignedInScope = Extract<TokenScope, 'AUTHORIZED' | 'CALL_CENTER'>;

/**
 * Port: sign-in, step-up, step-down, sign-out, account creation and passwords
 * (docs/auth-api.md; shell-and-account.md §4 "Token scope", "Login modal variants", "Token
 * refresh"). Implemented over HTTP (KyAuthGateway) and in memory (for tests and offline demos).
 * All paths are under the API base URL and carry the site id.
 */
export interface AuthGateway {
  /**
   * Signs in with e-mail and password: POST /auth/v0/{siteId}/tokens `{ grantType: 'password',
   * email, password }`. Resolves ok with an AUTHORIZED session (CALL_CENTER for an agent); the guest
   * cart merges into the customer's. Errors: AUTH.UNKNOWN_EMAIL, AUTH.WRONG_PASSWORD,
   * AUTH.ACCOUNT_LOCKED and AUTH.RATE_LIMITED (`details.retryAfterSeconds`). Throws on transport faults.
   */
  signIn(email: string, password: string): Promise<Result<Session, SignInError>>;

  /**
   * Steps a REGISTERED (recognized) session up to AUTHORIZED by re-entering the password:
   * POST /auth/v0/{siteId}/tokens `{ grantType: 'upgrade', password }`. Errors:
   * AUTH.WRONG_PASSWORD, AUTH.ACCOUNT_LOCKED, AUTH.RATE_LIMITED. Throws on transport faults and when the token is not
   * REGISTERED (a bug: callers check the scope first).
   */
  upgrade(password: string): Promise<Result<Session, UpgradeError>>;

  /**
   * Token refresh for a REGISTERED or AUTHORIZED session (shell-and-account.md §4): POST
   * /auth/v0/{siteId}/tokens `{ grantType: 'refresh' }` re-authenticates and merges. Error:
   * AUTH.TOKEN_EXPIRED (401) when it cannot; the caller then logs 'Could not handle registered
   * token reauth error' and fetches a guest token. Throws on transport faults.
   */
  refresh(): Promise<Result<Session, RefreshError>>;

  /**
   * Steps an AUTHORIZED session down to REGISTERED: POST /auth/v0/{siteId}/tokens
   * `{ grantType: 'downgrade' }`. Resolves with the REGISTERED session. Throws on transport faults.
   */
  downgrade(): Promise<Session>;

  /**
   * Signs out: DELETE /auth/v0/{siteId}/tokens. Resolves with the new GUEST session (30 days).
   * Throws on transport faults.
   */
  signOut(): Promise<Session>;

  /**
   * Creates an account and signs it in: POST /profile/v0/{siteId}/accounts `{ email, password,
   * firstName, lastName }`. Resolves ok with an AUTHORIZED session. Errors: AUTH.EMAIL_IN_USE (409),
   * AUTH.WEAK_PASSWORD (400). Throws on transport faults.
   */
  createAccount(account: NewAccount): Promise<Result<Session, CreateAccountError>>;

  /**
   * Asks for a password-reset link to `/password/reset`: POST
   * /profile/v0/{siteId}/credentials/password-resets `{ email }`. The API answers 202 whether or not
   * the address has an account (no account enumeration), so this resolves with nothing. Links live
   * 30 minutes. Throws on transport faults.
   */
  requestPasswordReset(email: string): Promise<void>;

  /**
   * Sets a new password from a reset link: PUT /profile/v0/{siteId}/credentials/password
   * `{ resetToken, password }` (204). Errors: AUTH.RESET_LINK_EXPIRED (410), AUTH.WEAK_PASSWORD
   * (400). Throws on transport faults.
   */
  resetPassword(resetToken: string, password: string): Promise<Result<void, ResetPasswordError>>;

  /**
   * Changes the password of an AUTHORIZED customer: PUT /profile/v0/{siteId}/me/credentials/password
   * `{ currentPassword, password }` (204). Errors: AUTH.WRONG_PASSWORD, AUTH.WEAK_PASSWORD and
   * AUTH.SCOPE_REQUIRED (403, `details.requiredScope`); a 403 here does not clear the token
   * (shell-and-account.md §7). Throws on transport faults.
   */
  changePassword(currentPassword: string, password: string): Promise<Result<void, ChangePasswordError>>;

  /**
   * Who the current token belongs to: GET /auth/v0/{siteId}/recognition. A GUEST token answers
   * `{ recognized: false, firstName: null, emailMasked: null }`. Throws on transport faults.
   */
  recognition(): Promise<Recognition>;
}
export const AuthGateway = token<AuthGateway>('AuthGateway');
