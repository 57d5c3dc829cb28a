import { parseTokenScope, type Session } from '@vitrine/core';
import type { TokenResponseDto } from '@vitrine/contract';

/**
 * TokenResponseDto -> Session. Throws TypeError for a scope outside GUEST, REGISTERED,
 * AUTHORIZED, CALL_CENTER: the server broke the contract, which is a fault, not a business case.
 */
export function normalizeSession(dto: TokenResponseDto): Session {
  const scope = parseTokenScope(dto.scope);
  if (scope === null) throw new TypeError(`Unknown token scope in token response: ${String(dto.scope)}`);
  return { scope, expiresAt: dto.expiresAt, profileId: dto.profileId };
}
