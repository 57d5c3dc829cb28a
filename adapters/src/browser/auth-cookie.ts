import { parseTokenScope, type CookieJar, type TokenScope } from '@vitrine/core';

/** Name of the readable auth payload cookie the token call sets (docs/api.md: JSON { scope, expiresAt }). */
export const AUTH_COOKIE = 'vitrine_auth';

/**
 * Reads the auth payload cookie: the token scope and its expiry (epoch ms), or undefined when the
 * cookie is missing, not JSON, or carries an unknown scope. Never throws. The composition root
 * gives the HTTP client `scope: () => readAuthCookie(jar)?.scope`.
 */
export function readAuthCookie(jar: Pick<CookieJar, 'get'>): { scope: TokenScope; expiresAt: number } | undefined {
  const raw = jar.get(AUTH_COOKIE);
  if (raw === undefined) return undefined;
  try {
    const parsed = JSON.parse(raw) as { scope?: unknown; expiresAt?: unknown };
    const scope = parseTokenScope(parsed.scope);
    const expiresAt = typeof parsed.expiresAt === 'number' ? parsed.expiresAt : Number(parsed.expiresAt);
    return scope === null || !Number.isFinite(expiresAt) ? undefined : { scope, expiresAt };
  } catch {
    return undefined;
  }
}
