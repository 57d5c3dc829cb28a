import crypto from 'node:crypto';
import type { Db } from '../db/db.js';
import { ApiError } from '../api/api-error.js';

/**
 * Opaque tokens (decision 0011): 32 random bytes, base64url, handed out in an HttpOnly cookie and
 * stored only as a SHA-256 hash with principal, scope, site and expiry.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Guest tokens live 30 days unless configured otherwise. */
export const DEFAULT_GUEST_TOKEN_TTL_MS = 30 * DAY_MS;

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

export interface IssuedToken {
  readonly token: string;
  readonly principalId: string;
  readonly scope: 'GUEST';
  /** Epoch ms. */
  readonly expiresAt: number;
  /** True when the presented (possibly expired) token's principal was kept. */
  readonly renewed: boolean;
}

interface TokenRow {
  principal_id: string;
  scope: string;
  expires_at: Date;
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
    await tx.query('delete from auth_token where expires_at < $1', [new Date(now - settings.renewalWindowMs)]);
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
    if (principalId === null) {
      principalId = `guest-${crypto.randomUUID()}`;
      await tx.query('insert into principal (principal_id, scope, profile_id, created_at) values ($1, $2, null, $3)', [principalId, 'GUEST', new Date(now)]);
    }
    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = now + settings.guestTtlMs;
    await tx.query('insert into auth_token (token_hash, principal_id, scope, site_id, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)', [
      hashToken(token),
      principalId,
      'GUEST',
      input.siteId,
      new Date(now),
      new Date(expiresAt),
    ]);
    return { token, principalId, scope: 'GUEST' as const, expiresAt, renewed };
  });
}

/** The principal behind a request's token. */
export interface Principal {
  readonly principalId: string;
  readonly scope: string;
}

/**
 * Resolves the token cookie to its principal. Throws ApiError 401 TOKEN_MISSING (no cookie),
 * TOKEN_INVALID (unknown token) or TOKEN_EXPIRED (past its expiry).
 */
export async function authenticate(db: Db, token: string | undefined, now: number): Promise<Principal> {
  if (!token) throw new ApiError(401, 'TOKEN_MISSING', 'A token is required for this call');
  const [row] = await db.query<TokenRow>('select principal_id, scope, expires_at from auth_token where token_hash = $1', [hashToken(token)]);
  if (!row) throw new ApiError(401, 'TOKEN_INVALID', 'The token is not valid');
  if (new Date(row.expires_at).getTime() <= now) throw new ApiError(401, 'TOKEN_EXPIRED', 'The token has expired');
  return { principalId: row.principal_id, scope: row.scope };
}
