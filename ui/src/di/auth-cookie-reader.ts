import { AUTH_COOKIE, effectiveScope, parseAuthPayload } from '@vitrine/adapters';
import type { CookieJar } from '@vitrine/core';
import type { AuthCookieSnapshot } from '../features/identity/identity-services';

/**
 * Reads the auth payload cookie (docs/auth-api.md; docs/identity.md "Scopes and tokens") at `now`
 * (epoch ms): the session with its effective scope (a lapsed step-up reads REGISTERED, an expired
 * token none), when the step-up lapses, and the first name. Never throws.
 */
export function readAuthCookieSnapshot(jar: Pick<CookieJar, 'get'>, now: number): AuthCookieSnapshot {
  const payload = parseAuthPayload(jar.get(AUTH_COOKIE));
  const scope = effectiveScope(payload, now);
  if (!payload || scope === null) return { session: null, authorizedUntil: null, firstName: null };
  return {
    session: { scope, expiresAt: payload.expiresAt, profileId: payload.profileId },
    authorizedUntil: scope === 'AUTHORIZED' ? payload.authorizedUntil : null,
    firstName: payload.firstName,
  };
}
