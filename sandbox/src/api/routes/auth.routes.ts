import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { AUTH_COOKIE, sendTokenCookies, TOKEN_COOKIE } from '../../auth/auth-cookies.js';
import { downgradeGrant, passwordGrant, recognition, refreshGrant, signOut, upgradeGrant, type Grant, type GrantContext } from '../../auth/identity-service.js';
import type { IdentitySettings } from '../../auth/identity-settings.js';
import { issueGuestToken } from '../../auth/token-service.js';
import { TokenRequestDto } from '@vitrine/contract';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { failureLimiter } from '../rate-limits.js';
import { jsonBody } from '../request-validation.js';
import { siteContext } from '../site-context.js';

export { AUTH_COOKIE, TOKEN_COOKIE };

/**
 * The token calls of docs/auth-api.md under /auth/v0 (decisions 0011, 0071-0074):
 * - POST /{siteId}/tokens by `grantType`: 'guest' (keeps the principal of a guest token the request
 *   still carries, even expired within the renewal window), 'password' (AUTHORIZED, or CALL_CENTER
 *   for an agent; the guest cart merges), 'upgrade' (REGISTERED → AUTHORIZED), 'refresh',
 *   'downgrade' (AUTHORIZED → REGISTERED). The body is checked against TokenRequestDto: 400
 *   INVALID_REQUEST for another grant type or a missing email/password (`details.fields`).
 * - DELETE /{siteId}/tokens: sign out, answers a new guest token.
 * - GET /{siteId}/recognition: `{ recognized, firstName?, emailMasked? }`.
 * Past 20 refused passwords from one address in 15 minutes the password and upgrade grants answer
 * 429 RATE_LIMITED (api/rate-limits.ts).
 * Every token answer sets `vitrine_token` (HttpOnly) and `vitrine_auth` (readable auth payload) and
 * answers the IdentityTokenResponseDto.
 */
export function authRoutes(deps: ApiDeps, identity: IdentitySettings): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const grantContext = (c: Context): GrantContext => ({
    db: deps.db,
    identity,
    tokens: deps.tokens,
    presented: getCookie(c, TOKEN_COOKIE),
    siteId: siteContext(c).site.siteId,
    now: deps.clock(),
  });
  const answer = (c: Context, grant: Grant, now: number) =>
    c.json(sendTokenCookies(c, { tokens: deps.tokens, identity }, grant.issued.token, grant.issued, grant.holder, now));

  // Refused passwords count per client address (guest, refresh and downgrade grants do not).
  const passwordGuesses = failureLimiter(deps.addressLimits.signIn, (c) => {
    const grant = (c.req.valid as (target: 'json') => { grantType?: string })('json').grantType;
    return grant !== 'password' && grant !== 'upgrade';
  });

  app.post('/:siteId/tokens', jsonBody(TokenRequestDto), passwordGuesses, async (c) => {
    const ctx = grantContext(c);
    const body = c.req.valid('json');
    switch (body.grantType) {
      case 'guest': {
        const issued = await issueGuestToken(deps.db, { siteId: ctx.siteId, presented: ctx.presented, now: ctx.now, settings: deps.tokens });
        return answer(c, { issued, holder: null }, ctx.now);
      }
      case 'password':
        return answer(c, await passwordGrant(ctx, body), ctx.now);
      case 'upgrade':
        return answer(c, await upgradeGrant(ctx, body), ctx.now);
      case 'refresh':
        return answer(c, await refreshGrant(ctx), ctx.now);
      case 'downgrade': {
        const grant = await downgradeGrant(ctx);
        return c.json(sendTokenCookies(c, { tokens: deps.tokens, identity }, null, grant.issued, grant.holder, ctx.now));
      }
    }
  });

  app.delete('/:siteId/tokens', async (c) => {
    const ctx = grantContext(c);
    return answer(c, await signOut(ctx), ctx.now);
  });

  app.get('/:siteId/recognition', async (c) => {
    const ctx = grantContext(c);
    return c.json(await recognition(ctx));
  });
  return app;
}
