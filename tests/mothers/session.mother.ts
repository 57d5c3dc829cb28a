import type { Session } from '@vitrine/core';

/** A guest session expiring 30 minutes after 2026-11-22T10:00:00Z. */
export function aSession(overrides: Partial<Session> = {}): Session {
  return { scope: 'GUEST', expiresAt: Date.UTC(2026, 10, 22, 10, 30, 0), profileId: null, ...overrides };
}

/** A registered session of profile 'profile-1'. */
export const aRegisteredSession = (overrides: Partial<Session> = {}): Session => aSession({ scope: 'REGISTERED', profileId: 'profile-1', ...overrides });
