import crypto from 'node:crypto';
import type { Db } from '../db/db.js';
import { ApiError } from '../api/api-error.js';

/**
 * Opaque tokens (decisions 0011, 0072): 32 random bytes, base64url, handed out in an HttpOnly cookie
 * and stored only as a SHA-256 hash with principal, scope, site, expiry and, for customers, the
 * instant their AUTHORIZED step-up lapses.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Guest tokens live 30 days unless configured otherwise. */
export const DEFAULT_GUEST_TOKEN_TTL_MS = 30 * DAY_MS;

/** The four token scopes (shell-and-account.md §4). */
export type Scope = 'GUEST' | 'REGISTERED' | 'AUTHORIZED' | 'CALL_CENTER';
/** What the auth_token.scope column holds: AUTHORIZED is REGISTERED plus an unexpired `authorized_until`. */
export type StoredScope = 'GUEST' | 'REGISTERED' | 'CALL_CENTER';

export interface TokenSettings {
  /** Lifetime of a guest token, ms. */
  readonly guestTtlMs: number;
  /** How long after expiry an expired guest token still names its principal on renewal, ms (= the TTL). */
  readonly renewalWindowMs: number;
}

/** Settings from a guest TTL: the renewal window equals the TTL. */
export function tokenSettings(guestTtlMs: number = DEFAULT_GUEST_TOKEN_TTL_MS): TokenSettings {
  return { guestTtlMs, renewalWindowMs: guestTtlMs };
}

/** SHA-256 hex of a token: what the database stores. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The principal id of a customer or agent: one per profile, so their cart follows them. */
export const customerPrincipalId = (profileId: string) => `customer-${profileId}`;

export interface IssuedToken {
  readonly token: string;
  readonly principalId: string;
  /** The scope the token answers with now. */
  readonly scope: Scope;
  /** Epoch ms. */
  readonly expiresAt: number;
  /** Epoch ms when the AUTHORIZED step-up lapses; null when the token is not stepped up. */
  readonly authorizedUntil: number | null;
  /** True when the presented (possibly expired) guest token's principal was kept. */
  readonly renewed: boolean;
}

interface TokenRow {
  principal_id: string;
  scope: StoredScope;
  site_id: string;
  expires_at: Date;
  authorized_until: Date | null;
  profile_id: string | null;
}

const epoch = (d: Date | null) => (d === null ? null : new Date(d).getTime());

/** The scope a stored token answers with at `now`: REGISTERED within its step-up is AUTHORIZED. */
export function effectiveScope(stored: StoredScope, authorizedUntil: number | null, now: number): Scope {
  return stored === 'REGISTERED' && authorizedUntil !== null && authorizedUntil > now ? 'AUTHORIZED' : stored;
}

/**
 * Writes a new token for a principal (inside the caller's transaction). `authorizedUntil` (epoch
 * ms) makes a REGISTERED token AUTHORIZED until then. Resolves with the token and its facts.
 */
export async function insertToken(
  db: Db,
  input: { principalId: string; scope: StoredScope; siteId: string; now: number; ttlMs: number; authorizedUntil?: number | null; renewed?: boolean },
): Promise<IssuedToken> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = input.now + input.ttlMs;
  const authorizedUntil = input.authorizedUntil ?? null;
  await db.query('insert into auth_token (token_hash, principal_id, scope, site_id, created_at, expires_at, authorized_until) values ($1, $2, $3, $4, $5, $6, $7)', [
    hashToken(token),
    input.principalId,
    input.scope,
    input.siteId,
    new Date(input.now),
    new Date(expiresAt),
    authorizedUntil === null ? null : new Date(authorizedUntil),
  ]);
  return { token, principalId: input.principalId, scope: effectiveScope(input.scope, authorizedUntil, input.now), expiresAt, authorizedUntil, renewed: input.renewed ?? false };
}

/** Creates a new guest principal and resolves with its id. */
export async function createGuestPrincipal(db: Db, now: number): Promise<string> {
  const principalId = `guest-${crypto.randomUUID()}`;
  await db.query('insert into principal (principal_id, scope, profile_id, created_at) values ($1, $2, null, $3)', [principalId, 'GUEST', new Date(now)]);
  return principalId;
}

/** Makes sure the principal of a customer or agent exists; resolves with its id. */
export async function ensureCustomerPrincipal(db: Db, profileId: string, scope: 'REGISTERED' | 'CALL_CENTER', now: number): Promise<string> {
  const principalId = customerPrincipalId(profileId);
  await db.query('insert into principal (principal_id, scope, profile_id, created_at) values ($1, $2, $3, $4) on conflict (principal_id) do nothing', [
    principalId,
    scope,
    profileId,
    new Date(now),
  ]);
  return principalId;
}

/**
 * Issues a guest token (POST /auth/v0/{siteId}/tokens, grantType guest). When the request still
 * carries a guest token, valid or expired less than the renewal window ago, its principal is kept so
 * the cart survives renewal; an expired presented token is deleted. Otherwise a new guest principal
 * is created. Tokens expired beyond the window are purged on the way.
 */
export async function issueGuestToken(db: Db, input: { siteId: string; presented: string | undefined; now: number; settings: TokenSettings }): Promise<IssuedToken> {
  const { now, settings } = input;
  return db.transaction(async (tx) => {
    await purgeExpiredTokens(tx, now, settings.renewalWindowMs);
    let principalId: string | null = null;
    if (input.presented) {
      const hash = hashToken(input.presented);
      const [row] = await tx.query<TokenRow>('select principal_id, scope, expires_at from auth_token where token_hash = $1', [hash]);
      if (row && row.scope === 'GUEST') {
        principalId = row.principal_id;
        if (new Date(row.expires_at).getTime() <= now) await tx.query('delete from auth_token where token_hash = $1', [hash]);
      }
    }
    const renewed = principalId !== null;
    principalId ??= await createGuestPrincipal(tx, now);
    return insertToken(tx, { principalId, scope: 'GUEST', siteId: input.siteId, now, ttlMs: settings.guestTtlMs, renewed });
  });
}

/** Deletes tokens expired more than `windowMs` ago. */
export async function purgeExpiredTokens(db: Db, now: number, windowMs: number): Promise<void> {
  await db.query('delete from auth_token where expires_at < $1', [new Date(now - windowMs)]);
}

/** The principal behind a request's token. */
export interface Principal {
  readonly principalId: string;
  /** The scope the token answers with now (AUTHORIZED lapses to REGISTERED). */
  readonly scope: Scope;
  /** The customer's or agent's profile id; null for a guest. */
  readonly profileId: string | null;
  /** SHA-256 of the presented token. */
  readonly tokenHash: string;
  /** Epoch ms. */
  readonly expiresAt: number;
  /** Epoch ms when the step-up lapses (or lapsed); null when never stepped up. */
  readonly authorizedUntil: number | null;
  readonly siteId: string;
}

async function readToken(db: Db, token: string): Promise<TokenRow | undefined> {
  const [row] = await db.query<TokenRow>(
    // An agent's token acting for a customer reads and writes that customer's principal (their cart;
    // decision 0370); scope and profile id stay the agent's.
    `select case when t.acting_for_profile_id is null then t.principal_id else 'customer-' || t.acting_for_profile_id end as principal_id,
            t.scope, t.site_id, t.expires_at, t.authorized_until, p.profile_id
       from auth_token t join principal p on p.principal_id = t.principal_id where t.token_hash = $1`,
    [hashToken(token)],
  );
  return row;
}

function principalOf(row: TokenRow, token: string, now: number): Principal {
  const authorizedUntil = epoch(row.authorized_until);
  return {
    principalId: row.principal_id,
    scope: effectiveScope(row.scope, authorizedUntil, now),
    profileId: row.profile_id,
    tokenHash: hashToken(token),
    expiresAt: new Date(row.expires_at).getTime(),
    authorizedUntil,
    siteId: row.site_id,
  };
}

/**
 * Resolves the token cookie to its principal, with the scope it answers with at `now`. Throws
 * ApiError 401 TOKEN_MISSING (no cookie), TOKEN_INVALID (unknown token) or TOKEN_EXPIRED (past its
 * expiry).
 */
export async function authenticate(db: Db, token: string | undefined, now: number): Promise<Principal> {
  if (!token) throw new ApiError(401, 'TOKEN_MISSING', 'A token is required for this call');
  const row = await readToken(db, token);
  if (!row) throw new ApiError(401, 'TOKEN_INVALID', 'The token is not valid');
  if (new Date(row.expires_at).getTime() <= now) throw new ApiError(401, 'TOKEN_EXPIRED', 'The token has expired');
  return principalOf(row, token, now);
}

/**
 * The principal of a presented token even when it has expired (refresh, sign-out), or null when
 * there is no cookie or the token is unknown. Never throws ApiError.
 */
export async function findPrincipal(db: Db, token: string | undefined, now: number): Promise<Principal | null> {
  if (!token) return null;
  const row = await readToken(db, token);
  return row ? principalOf(row, token, now) : null;
}

/** Deletes one token by its hash. */
export async function revokeToken(db: Db, tokenHash: string): Promise<void> {
  await db.query('delete from auth_token where token_hash = $1', [tokenHash]);
}

/** Sets (epoch ms) or clears (null) the step-up of one token. */
export async function setAuthorizedUntil(db: Db, tokenHash: string, authorizedUntil: number | null): Promise<void> {
  await db.query('update auth_token set authorized_until = $2 where token_hash = $1', [tokenHash, authorizedUntil === null ? null : new Date(authorizedUntil)]);
}

/**
 * Revokes every token of one customer or agent (all their principals' tokens, any site), as a
 * revoked or expired session looks to the client: the next call with one of them answers 401
 * TOKEN_INVALID and refresh cannot renew it (test only: POST /__sandbox/tokens/revoke; decision
 * 0289). Returns how many tokens were deleted (0 when the profile has none).
 */
export async function revokeProfileTokens(db: Db, profileId: string): Promise<number> {
  const rows = await db.query<{ token_hash: string }>(
    'delete from auth_token where principal_id in (select principal_id from principal where profile_id = $1) returning token_hash',
    [profileId],
  );
  return rows.length;
}
