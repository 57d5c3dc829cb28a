import { describe, expect, it } from 'vitest';
import { err, ok, REAUTH_FAILURE_MESSAGE, type Session, type TokenScope } from '@vitrine/core';
import { renewSessionFor } from '../../../adapters/src/http/session-renewal.js';
import { InMemorySession, FixedClock, MemoryLogger } from '../../../adapters/src/in-memory/index.js';

/** Token refresh in the client's renewal path (shell-and-account.md §4 "Token refresh"). */

const registered: Session = { scope: 'REGISTERED', expiresAt: 1, profileId: 'cust-1' };

function fakes(refreshOk: boolean) {
  const sessions = new InMemorySession(new FixedClock());
  const auth = {
    refreshes: 0,
    async refresh() {
      this.refreshes += 1;
      return refreshOk ? ok(registered) : err({ code: 'AUTH.TOKEN_EXPIRED' as const, message: 'sign in again' });
    },
  };
  return { sessions, auth, logger: new MemoryLogger(), seen: [] as Session[] };
}

describe('renewSessionFor', () => {
  it.each(['REGISTERED', 'AUTHORIZED'] as TokenScope[])('re-authenticates a %s session and merges the new session', async (scope) => {
    const f = fakes(true);
    await renewSessionFor(f.auth, () => scope, { logger: f.logger, onSession: (s) => f.seen.push(s) })(f.sessions);
    expect([f.auth.refreshes, f.sessions.created]).toEqual([1, 0]);
    expect(f.seen).toEqual([registered]);
  });

  it('falls back to a guest token when the refresh answers TOKEN_EXPIRED, logging the reauth failure', async () => {
    const f = fakes(false);
    await renewSessionFor(() => f.auth, () => 'AUTHORIZED', { logger: f.logger, onSession: (s) => f.seen.push(s) })(f.sessions);
    expect([f.auth.refreshes, f.sessions.created]).toEqual([1, 1]);
    expect(f.logger.messages('warn')).toEqual([REAUTH_FAILURE_MESSAGE]);
    expect(f.seen.map((s) => s.scope)).toEqual(['GUEST']);
  });

  it.each([['GUEST'], ['CALL_CENTER'], [null], [undefined]] as [TokenScope | null | undefined][])('fetches a guest token for scope %s', async (scope) => {
    const f = fakes(true);
    await renewSessionFor(f.auth, () => scope)(f.sessions);
    expect([f.auth.refreshes, f.sessions.created]).toEqual([0, 1]);
  });

  it('rejects when the refresh call itself fails', async () => {
    const f = fakes(true);
    const failing = { refresh: () => Promise.reject(new Error('network')) };
    await expect(renewSessionFor(failing, () => 'REGISTERED')(f.sessions)).rejects.toThrow('network');
    expect(f.sessions.created).toBe(0);
  });
});
