import type { TokenResponseDto } from '@vitrine/adapters/http/dto';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { issueGuestToken } from '../../auth/token-service.js';
import { invalidRequest, readJsonObject } from '../api-error.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { siteContext } from '../site-context.js';

/** HttpOnly cookie holding the opaque token. */
export const TOKEN_COOKIE = 'vitrine_token';
/** Readable cookie with the spec's auth payload: JSON {scope, expiresAt}. */
export const AUTH_COOKIE = 'vitrine_auth';

/**
 * POST /auth/v0/{siteId}/tokens with {"grantType":"guest"} (decision 0011): issues a guest token,
 * keeping the principal of a token cookie the request still carries (even expired, within the
 * renewal window). Sets both cookies (SameSite=Lax, Path=/, Secure when served over https) for the
 * token lifetime plus the renewal window, and answers TokenResponseDto. 400 INVALID_REQUEST for
 * another grant type.
 */
export function authRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/:siteId/tokens', async (c) => {
    const ctx = siteContext(c);
    const body = await readJsonObject(c);
    if (body.grantType !== 'guest') throw invalidRequest("grantType must be 'guest'", { fields: ['grantType'] });
    const now = deps.clock();
    const issued = await issueGuestToken(deps.db, { siteId: ctx.site.siteId, presented: getCookie(c, TOKEN_COOKIE), now, settings: deps.tokens });
    const secure = new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
    const maxAge = Math.floor((deps.tokens.guestTtlMs + deps.tokens.renewalWindowMs) / 1000);
    setCookie(c, TOKEN_COOKIE, issued.token, { httpOnly: true, sameSite: 'Lax', path: '/', maxAge, secure });
    setCookie(c, AUTH_COOKIE, JSON.stringify({ scope: issued.scope, expiresAt: issued.expiresAt }), { httpOnly: false, sameSite: 'Lax', path: '/', maxAge, secure });
    const response: TokenResponseDto = { scope: issued.scope, expiresAt: issued.expiresAt, profileId: null };
    return c.json(response);
  });
  return app;
}
