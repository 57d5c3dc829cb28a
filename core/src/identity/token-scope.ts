/** Token scopes (shell-and-account.md §4 "Token scope"). */
export const TOKEN_SCOPES = ['GUEST', 'REGISTERED', 'AUTHORIZED', 'CALL_CENTER'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** Logged in means registered or authorized (shell-and-account.md §4). `null` is no token. */
export function isLoggedIn(scope: TokenScope | null): boolean {
  return scope === 'REGISTERED' || scope === 'AUTHORIZED';
}

/** Parses a scope text from a cookie or header; unknown texts give null. */
export function parseTokenScope(value: unknown): TokenScope | null {
  return typeof value === 'string' && (TOKEN_SCOPES as readonly string[]).includes(value) ? (value as TokenScope) : null;
}
