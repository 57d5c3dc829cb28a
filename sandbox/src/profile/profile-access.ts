import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { TOKEN_COOKIE } from '../auth/auth-cookies.js';
import { scopeRequired } from '../auth/identity-service.js';
import { authenticate, type Principal } from '../auth/token-service.js';
import type { Db } from '../db/db.js';

/** The scopes that may use the profile calls at each level (decision 0075). */
const ALLOWED = {
  REGISTERED: ['REGISTERED', 'AUTHORIZED', 'CALL_CENTER'],
  AUTHORIZED: ['AUTHORIZED', 'CALL_CENTER'],
} as const;

/**
 * The signed-in principal of a profile call. `level` REGISTERED admits REGISTERED, AUTHORIZED and
 * CALL_CENTER (an agent's own profile); AUTHORIZED admits AUTHORIZED and CALL_CENTER. Throws 401
 * TOKEN_MISSING / TOKEN_INVALID / TOKEN_EXPIRED, and 403 SCOPE_REQUIRED with
 * details.requiredScope = `level` when the token's scope is below it.
 */
export async function requireProfile(db: Db, c: Context, level: 'REGISTERED' | 'AUTHORIZED', now: number): Promise<Principal & { profileId: string }> {
  const principal = await authenticate(db, getCookie(c, TOKEN_COOKIE), now);
  if (principal.profileId === null || !(ALLOWED[level] as readonly string[]).includes(principal.scope)) throw scopeRequired(level);
  return principal as Principal & { profileId: string };
}
