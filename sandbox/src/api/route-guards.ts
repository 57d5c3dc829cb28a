import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { authenticate, type Principal, type Scope } from '../auth/token-service.js';
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

/**
 * The scope of the request's token as a guard found it (`c.var.tokenScope`), for the checkout
 * API's agent audit (decision 0449): only a CALL_CENTER token can act for a customer, so for any
 * other scope the audit reads nothing. Unset when no guard authenticated the request.
 */
export type TokenScopeVariables = { tokenScope?: Scope };

/** The site and a signed-in customer or agent (shell-and-account.md §2 checkout): `c.var.actor` (and `c.var.tokenScope`). */
export const checkoutGuard = (deps: ApiDeps) =>
  createMiddleware<AppEnv & { Variables: { actor: CheckoutActor } & TokenScopeVariables }>(async (c, next) => {
    siteContext(c);
    const actor = await requireCheckoutActor(deps.db, c, deps.clock());
    c.set('actor', actor);
    c.set('tokenScope', actor.principal.scope);
    await next();
  });

/** The site and any valid token (the cart's 401 TOKEN_MISSING / TOKEN_INVALID / TOKEN_EXPIRED): `c.var.principalId` (and `c.var.tokenScope`). */
export const tokenGuard = (deps: ApiDeps) =>
  createMiddleware<AppEnv & { Variables: { principalId: string } & TokenScopeVariables }>(async (c, next) => {
    siteContext(c);
    const principal = await authenticate(deps.db, getCookie(c, TOKEN_COOKIE), deps.clock());
    c.set('principalId', principal.principalId);
    c.set('tokenScope', principal.scope);
    await next();
  });
