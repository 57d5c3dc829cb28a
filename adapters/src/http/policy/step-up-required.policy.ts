import { isLoggedIn, parseTokenScope, type TokenScope } from '@vitrine/core';
import { parseApiError } from '../http-error.js';
import { isPasswordCredentialPut } from './login-required.policy.js';

/**
 * When a 403 means the AUTHORIZED step-up lapsed (shell-and-account.md §4 "Token scope", §6 scopes;
 * docs/auth-api.md "Scopes and their lifetimes"; decisions 0060, 0287).
 */

/** What the client tells the UI when a signed-in customer's call needed the step-up they no longer have. */
export interface StepUpRequiredEvent {
  readonly requiredScope: 'AUTHORIZED';
  /** 'GET', 'PUT', ... */
  readonly method: string;
  /** The full request URL. */
  readonly url: string;
}

/**
 * The step-up the session lost, or null: a 403 SCOPE_REQUIRED whose `details.requiredScope` is
 * AUTHORIZED while the client believes the session is REGISTERED or AUTHORIZED (a customer: the
 * server's step-up lapsed, maybe before the auth cookie's `authorizedUntil` on this clock) gives a
 * {@link StepUpRequiredEvent}. Null for a guest, an agent or no token (that is a sign-in, not a
 * step-up), for any other status, code or required scope (REGISTERED is the login-required
 * policy's), and for a PUT to the password credential, whose 403 leaves the session as it is
 * (§7; its form asks for the current password itself). Pure.
 */
export function stepUpRequiredOn(response: { status: number; body: unknown; method: string; url: string }, scope: TokenScope | null): StepUpRequiredEvent | null {
  if (response.status !== 403 || !isLoggedIn(scope) || isPasswordCredentialPut(response.method, response.url)) return null;
  const api = parseApiError(response.body);
  if (api?.code !== 'SCOPE_REQUIRED' || parseTokenScope(api.details?.['requiredScope']) !== 'AUTHORIZED') return null;
  return { requiredScope: 'AUTHORIZED', method: response.method, url: response.url };
}
