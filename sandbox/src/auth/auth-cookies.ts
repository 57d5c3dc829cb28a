import type { IdentityTokenResponseDto } from '@vitrine/contract';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { IdentitySettings } from './identity-settings.js';
import type { IssuedToken, TokenSettings } from './token-service.js';

/** HttpOnly cookie holding the opaque token. */
export const TOKEN_COOKIE = 'vitrine_token';
/** Readable cookie with the spec's auth payload: JSON { scope, expiresAt, authorizedUntil?, profileId?, firstName? }. */
export const AUTH_COOKIE = 'vitrine_auth';

/** Who a token belongs to, for the body and the auth payload cookie. */
export interface TokenHolder {
  readonly profileId: string;
  readonly firstName: string;
}

/**
 * The TokenResponseDto of a token: `{ scope, expiresAt, profileId }`, plus `authorizedUntil` and
 * `firstName` when they are not null (decision 0072: a guest's body and cookie stay
 * `{ scope, expiresAt[, profileId: null] }`, which keeps the cookie short).
 */
export function tokenResponse(issued: Pick<IssuedToken, 'scope' | 'expiresAt' | 'authorizedUntil'>, holder: TokenHolder | null): IdentityTokenResponseDto {
  return {
    scope: issued.scope,
    expiresAt: issued.expiresAt,
    profileId: holder?.profileId ?? null,
    ...(issued.authorizedUntil === null ? {} : { authorizedUntil: issued.authorizedUntil }),
    ...(holder ? { firstName: holder.firstName } : {}),
  };
}

/**
 * Sets both cookies for a token (SameSite=Lax, Path=/, Secure over https) for its lifetime plus the
 * window in which it can still be renewed or refreshed: `vitrine_token` (HttpOnly, the token, or
 * left as it is when `token` is null) and `vitrine_auth` (readable JSON auth payload, the fields of
 * {@link tokenResponse} without a null profileId). Returns the body to answer.
 */
export function sendTokenCookies(
  c: Context,
  settings: { tokens: TokenSettings; identity: IdentitySettings },
  token: string | null,
  issued: Pick<IssuedToken, 'scope' | 'expiresAt' | 'authorizedUntil'>,
  holder: TokenHolder | null,
  now: number,
): IdentityTokenResponseDto {
  const secure = new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
  const window = holder === null ? settings.tokens.renewalWindowMs : issued.scope === 'CALL_CENTER' ? 0 : settings.identity.refreshWindowMs;
  const maxAge = Math.max(1, Math.floor((issued.expiresAt - now + window) / 1000));
  const body = tokenResponse(issued, holder);
  if (token !== null) setCookie(c, TOKEN_COOKIE, token, { httpOnly: true, sameSite: 'Lax', path: '/', maxAge, secure });
  const { profileId, ...rest } = body;
  setCookie(c, AUTH_COOKIE, JSON.stringify(profileId === null ? rest : body), { httpOnly: false, sameSite: 'Lax', path: '/', maxAge, secure });
  return body;
}
