import { parseTokenScope, shouldOpenLoginOn403, type TokenScope } from '@vitrine/core';
import { parseApiError } from '../http-error.js';

/**
 * When a 403 opens the login (shell-and-account.md §4 "A 403 where only a registered scope suffices
 * opens login"; shopping.md §4; §7 "a 403 does not clear the token" on the password credential).
 */

/** What the client tells the UI when a call needs a signed-in customer. */
export interface LoginRequiredEvent {
  readonly requiredScope: 'REGISTERED';
  /** 'GET', 'PUT', ... */
  readonly method: string;
  /** The full request URL. */
  readonly url: string;
}

/** True for a PUT to the password credential (/me/credentials/password or /credentials/password). */
export function isPasswordCredentialPut(method: string, url: string): boolean {
  if (method.toUpperCase() !== 'PUT') return false;
  let pathname: string;
  try {
    pathname = new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return false;
  }
  return /\/credentials\/password\/?$/.test(pathname);
}

/**
 * The login the UI must open after an error answer, or null: a 403 SCOPE_REQUIRED whose
 * `details.requiredScope` is REGISTERED while the session is below it (core's shouldOpenLoginOn403)
 * gives a {@link LoginRequiredEvent}; a PUT to the password credential never does (its 403 leaves
 * the session alone), nor does any other status, code or required scope (AUTHORIZED is the access
 * guard's upgrade). Pure.
 */
export function loginRequiredOn(response: { status: number; body: unknown; method: string; url: string }, scope: TokenScope | null): LoginRequiredEvent | null {
  if (response.status !== 403 || isPasswordCredentialPut(response.method, response.url)) return null;
  const api = parseApiError(response.body);
  if (api?.code !== 'SCOPE_REQUIRED') return null;
  const required = parseTokenScope(api.details?.['requiredScope']);
  return shouldOpenLoginOn403(required, scope) ? { requiredScope: 'REGISTERED', method: response.method, url: response.url } : null;
}
