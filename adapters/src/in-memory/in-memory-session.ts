import type { Clock, Session, SessionGateway, TokenScope } from '@vitrine/core';

/** Options of {@link InMemorySession}. */
export interface InMemorySessionOptions {
  /** Lifetime of a token in ms; default 30 minutes. */
  readonly ttlMs?: number;
}

/**
 * SessionGateway in memory: createGuestSession gives a GUEST session expiring ttlMs from the
 * clock's now, and counts calls in `created`. `current` is the last session; `signIn` sets a
 * REGISTERED or AUTHORIZED one for tests of logged-in flows.
 */
export class InMemorySession implements SessionGateway {
  created = 0;
  current: Session | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly options: InMemorySessionOptions = {},
  ) {}

  private expiry(): number {
    return this.clock.now() + (this.options.ttlMs ?? 30 * 60 * 1000);
  }

  async createGuestSession(): Promise<Session> {
    this.created += 1;
    this.current = { scope: 'GUEST', expiresAt: this.expiry(), profileId: null };
    return this.current;
  }

  /** Sets a logged-in session (no port method: sign-in has its own gateway later). */
  signIn(scope: Exclude<TokenScope, 'GUEST'>, profileId: string): Session {
    this.current = { scope, expiresAt: this.expiry(), profileId };
    return this.current;
  }
}
