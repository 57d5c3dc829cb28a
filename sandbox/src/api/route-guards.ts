import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { authenticate, type Principal } from '../auth/token-service.js';
import { requireCheckoutActor, type CheckoutActor } from '../checkout/checkout-access.js';
import { requireProfile } from '../profile/profile-access.js';
import type { ApiDeps, AppEnv } from './app-env.js';
import { TOKEN_COOKIE } from '../auth/auth-cookies.js';
import { siteContext } from './site-context.js';

/**
 * Guards that run before a route's request validation (decision 0126), so an unknown site is still
 * 404 and a missing or too-weak token still 401 TOKEN_* / 403 SCOPE_REQUIRED whatever the body.
 * Each keeps what it found in the context for the handler.
 */

/** The site (404 NOT_FOUND otherwise) and a profile token of at least `level`: `c.var.profile`. */
export const profileGuard = (deps: ApiDeps, level: 'REGISTERED' | 'AUTHORIZED') =>
  createMiddleware<AppEnv & { Variables: { profile: Principal & { profileId: string } } }>(async (c, next) => {
    siteContext(c);
    c.set('profile', await requireProfile(deps.db, c, level, deps.clock()));
    await next();
  });

/** The site and a signed-in customer or agent (shell-and-account.md §2 checkout): `c.var.actor`. */
export const checkoutGuard = (deps: ApiDeps) =>
  createMiddleware<AppEnv & { Variables: { actor: CheckoutActor } }>(async (c, next) => {
    siteContext(c);
    c.set('actor', await requireCheckoutActor(deps.db, c, deps.clock()));
    await next();
  });

/** The site and any valid token (the cart's 401 TOKEN_MISSING / TOKEN_INVALID / TOKEN_EXPIRED): `c.var.principalId`. */
export const tokenGuard = (deps: ApiDeps) =>
  createMiddleware<AppEnv & { Variables: { principalId: string } }>(async (c, next) => {
    siteContext(c);
    c.set('principalId', (await authenticate(deps.db, getCookie(c, TOKEN_COOKIE), deps.clock())).principalId);
    await next();
  });
