import type { RecognitionDto } from '@vitrine/contract';
import { ApiError, invalidRequest } from '../api/api-error.js';
import type { Db } from '../db/db.js';
import { mergeGuestCart } from './cart-merge.js';
import { mergeGuestWishlist } from '../product-depth/wishlist-service.js';
import { findCustomerByEmail, findCustomerById, maskEmail, type CustomerRecord } from './customer-repository.js';
import type { IdentitySettings } from './identity-settings.js';
import { assertNotLocked, claimAttempt, clearFailures, failedAttempt } from './lockout.js';
import { verifyPassword } from './password-hasher.js';
import { authenticate, createGuestPrincipal, ensureCustomerPrincipal, findPrincipal, insertToken, purgeExpiredTokens, revokeToken, type IssuedToken, type Principal, type TokenSettings } from './token-service.js';

/**
 * The token grants of docs/auth-api.md besides 'guest' (decisions 0071-0074): password sign-in,
 * upgrade (step-up), refresh, downgrade, sign-out, and recognition. Each resolves with the new
 * token (or the changed facts) and its holder; refusals are thrown as ApiError, after any failed
 * attempt has been recorded.
 */

export interface GrantContext {
  readonly db: Db;
  readonly identity: IdentitySettings;
  readonly tokens: TokenSettings;
  /** The token cookie the request carries, if any. */
  readonly presented: string | undefined;
  readonly siteId: string;
  readonly now: number;
}

/** A token handed out, with the customer or agent it belongs to (null for a guest). */
export interface Grant {
  readonly issued: IssuedToken;
  readonly holder: CustomerRecord | null;
}

/** 403 SCOPE_REQUIRED with details.requiredScope. */
export function scopeRequired(requiredScope: 'REGISTERED' | 'AUTHORIZED', message = `This call needs a ${requiredScope} token`): ApiError {
  return new ApiError(403, 'SCOPE_REQUIRED', message, { requiredScope });
}

/** The text of 401 UNKNOWN_EMAIL (docs/auth-api.md), verbatim. */
export const UNKNOWN_EMAIL_MESSAGE = "We couldn't find an account with that email";

const requireString = (body: Record<string, unknown>, fields: string[]) => {
  const missing = fields.filter((f) => typeof body[f] !== 'string' || (body[f] as string).length === 0);
  if (missing.length > 0) throw invalidRequest(`Missing or empty: ${missing.join(', ')}`, { fields: missing });
};

/**
 * Checks a password with the lock-out rules: throws 423 ACCOUNT_LOCKED while locked (or when
 * parallel attempts have used up the five), claims the attempt atomically before the ~100 ms
 * password check, throws 401 WRONG_PASSWORD (or 423 on the failure that reaches the limit), and
 * clears the failures on success.
 */
export async function checkPassword(db: Db, customer: CustomerRecord, password: string, now: number, settings: IdentitySettings): Promise<void> {
  assertNotLocked(customer, now);
  const failures = await claimAttempt(db, customer.profileId, now, settings);
  if (!(await verifyPassword(password, customer.passwordHash))) throw await failedAttempt(db, customer.profileId, failures, now, settings);
  await clearFailures(db, customer.profileId);
}

/**
 * Issues the token of a customer (REGISTERED stepped up to AUTHORIZED for the step-up lifetime) or
 * agent (CALL_CENTER, 8 hours), inside one transaction: the presented token is revoked, and when it
 * was a guest's, the guest's cart merges into the customer's.
 */
export async function signInHolder(ctx: GrantContext, customer: CustomerRecord): Promise<Grant> {
  const { db, now, identity } = ctx;
  return db.transaction(async (tx) => {
    await purgeExpiredTokens(tx, now, Math.max(ctx.tokens.renewalWindowMs, identity.refreshWindowMs));
    const agent = customer.role === 'CALL_CENTER';
    const principalId = await ensureCustomerPrincipal(tx, customer.profileId, agent ? 'CALL_CENTER' : 'REGISTERED', now);
    const presented = await findPrincipal(tx, ctx.presented, now);
    if (presented) {
      if (presented.profileId === null) await mergeGuestCart(tx, presented.principalId, principalId, now);
      if (presented.profileId === null) await mergeGuestWishlist(tx, presented.principalId, principalId, now);
      await revokeToken(tx, presented.tokenHash);
    }
    const issued = agent
      ? await insertToken(tx, { principalId, scope: 'CALL_CENTER', siteId: ctx.siteId, now, ttlMs: identity.callCenterTtlMs })
      : await insertToken(tx, { principalId, scope: 'REGISTERED', siteId: ctx.siteId, now, ttlMs: identity.registeredTtlMs, authorizedUntil: now + identity.authorizedTtlMs });
    return { issued, holder: customer };
  });
}

/**
 * grantType 'password': `{ email, password }`. Errors: 400 INVALID_REQUEST (missing fields),
 * 401 UNKNOWN_EMAIL, 401 WRONG_PASSWORD (details.attemptsLeft), 423 ACCOUNT_LOCKED
 * (details.retryAfterSeconds).
 */
export async function passwordGrant(ctx: GrantContext, body: Record<string, unknown>): Promise<Grant> {
  requireString(body, ['email', 'password']);
  const customer = await findCustomerByEmail(ctx.db, body.email as string);
  if (!customer) throw new ApiError(401, 'UNKNOWN_EMAIL', UNKNOWN_EMAIL_MESSAGE);
  await checkPassword(ctx.db, customer, body.password as string, ctx.now, ctx.identity);
  return signInHolder(ctx, customer);
}

/** The customer behind a valid REGISTERED/AUTHORIZED token, else 403 SCOPE_REQUIRED (REGISTERED). Token errors are 401. */
async function customerOf(ctx: GrantContext): Promise<{ principal: Principal; customer: CustomerRecord }> {
  const principal = await authenticate(ctx.db, ctx.presented, ctx.now);
  if ((principal.scope !== 'REGISTERED' && principal.scope !== 'AUTHORIZED') || principal.profileId === null) throw scopeRequired('REGISTERED');
  const customer = await findCustomerById(ctx.db, principal.profileId);
  if (!customer) throw new ApiError(401, 'TOKEN_INVALID', 'The token is not valid');
  return { principal, customer };
}

/**
 * grantType 'upgrade': `{ password }` with a REGISTERED (or AUTHORIZED, to extend) token. A new
 * token replaces the presented one, AUTHORIZED for the step-up lifetime. Errors: 401 TOKEN_*,
 * 403 SCOPE_REQUIRED (a guest or agent token), 401 WRONG_PASSWORD, 423 ACCOUNT_LOCKED.
 */
export async function upgradeGrant(ctx: GrantContext, body: Record<string, unknown>): Promise<Grant> {
  const { principal, customer } = await customerOf(ctx);
  requireString(body, ['password']);
  await checkPassword(ctx.db, customer, body.password as string, ctx.now, ctx.identity);
  return ctx.db.transaction(async (tx) => {
    await revokeToken(tx, principal.tokenHash);
    const issued = await insertToken(tx, {
      principalId: principal.principalId,
      scope: 'REGISTERED',
      siteId: ctx.siteId,
      now: ctx.now,
      ttlMs: ctx.identity.registeredTtlMs,
      authorizedUntil: ctx.now + ctx.identity.authorizedTtlMs,
    });
    return { issued, holder: customer };
  });
}

/**
 * grantType 'refresh': re-authenticates a customer session. The presented token may have expired
 * up to the refresh window (30 days) ago; it is replaced by a new 30-day token of the same principal
 * (the cart stays), keeping a step-up that has not lapsed. Error: 401 TOKEN_EXPIRED when it cannot
 * (no token, unknown, a guest's or agent's, or expired beyond the window).
 */
export async function refreshGrant(ctx: GrantContext): Promise<Grant> {
  const cannot = () => new ApiError(401, 'TOKEN_EXPIRED', 'The session cannot be refreshed: sign in again');
  const principal = await findPrincipal(ctx.db, ctx.presented, ctx.now);
  if (!principal || principal.profileId === null || principal.scope === 'CALL_CENTER' || principal.expiresAt + ctx.identity.refreshWindowMs <= ctx.now) throw cannot();
  const customer = await findCustomerById(ctx.db, principal.profileId);
  if (!customer) throw cannot();
  return ctx.db.transaction(async (tx) => {
    await revokeToken(tx, principal.tokenHash);
    const authorizedUntil = principal.authorizedUntil !== null && principal.authorizedUntil > ctx.now ? principal.authorizedUntil : null;
    const issued = await insertToken(tx, { principalId: principal.principalId, scope: 'REGISTERED', siteId: ctx.siteId, now: ctx.now, ttlMs: ctx.identity.registeredTtlMs, authorizedUntil });
    return { issued, holder: customer };
  });
}

/**
 * grantType 'downgrade': AUTHORIZED → REGISTERED on the same token (a REGISTERED token stays as it
 * is). Resolves with the token's facts (the token itself is unchanged: `token` is null). Errors:
 * 401 TOKEN_*, 403 SCOPE_REQUIRED for a guest or agent token.
 */
export async function downgradeGrant(ctx: GrantContext): Promise<{ issued: Omit<IssuedToken, 'token'> & { token: null }; holder: CustomerRecord }> {
  const { principal, customer } = await customerOf(ctx);
  await ctx.db.query('update auth_token set authorized_until = null where token_hash = $1', [principal.tokenHash]);
  return {
    issued: { token: null, principalId: principal.principalId, scope: 'REGISTERED', expiresAt: principal.expiresAt, authorizedUntil: null, renewed: false },
    holder: customer,
  };
}

/**
 * DELETE /auth/v0/{siteId}/tokens: revokes the presented token (whatever it is) and issues a new
 * guest token for a new guest principal (an empty cart). Never refuses.
 */
export async function signOut(ctx: GrantContext): Promise<Grant> {
  return ctx.db.transaction(async (tx) => {
    const presented = await findPrincipal(tx, ctx.presented, ctx.now);
    if (presented) await revokeToken(tx, presented.tokenHash);
    const principalId = await createGuestPrincipal(tx, ctx.now);
    const issued = await insertToken(tx, { principalId, scope: 'GUEST', siteId: ctx.siteId, now: ctx.now, ttlMs: ctx.tokens.guestTtlMs });
    return { issued, holder: null };
  });
}

/**
 * GET /auth/v0/{siteId}/recognition: `{ recognized: true, firstName, emailMasked }` when the
 * presented token is a valid customer token (REGISTERED or AUTHORIZED), else `{ recognized: false }`
 * (no token, expired, a guest's or an agent's). Never refuses.
 */
export async function recognition(ctx: Pick<GrantContext, 'db' | 'presented' | 'now'>): Promise<RecognitionDto> {
  const principal = await findPrincipal(ctx.db, ctx.presented, ctx.now);
  if (!principal || principal.profileId === null || principal.expiresAt <= ctx.now || principal.scope === 'CALL_CENTER') return { recognized: false };
  const customer = await findCustomerById(ctx.db, principal.profileId);
  return customer ? { recognized: true, firstName: customer.firstName, emailMasked: maskEmail(customer.email) } : { recognized: false };
}
