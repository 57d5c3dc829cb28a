// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveSiteFromPath } from '@vitrine/core';
import { SessionActor } from '../../../ui/src/features/identity/identity-services';
import { serverServices } from '../../../ui/src/server/server-services';

/** The auth payload cookie of a shopper stepped up to AUTHORIZED for another 10 minutes (docs/auth-api.md). */
function authorizedCookie(now: number): string {
  const payload = { scope: 'AUTHORIZED', expiresAt: now + 3_600_000, authorizedUntil: now + 600_000, profileId: 'p-1', firstName: 'Ada' };
  return `vitrine_auth=${encodeURIComponent(JSON.stringify(payload))}`;
}

describe('serverServices: nothing outlives the request (decision 0172)', () => {
  afterEach(() => vi.useRealTimers());

  it("sets no step-up timer for an AUTHORIZED shopper, and dispose() stops the session actor", () => {
    vi.useFakeTimers();
    const now = Date.now();
    // An API that never answers: the profile load stays pending, as a slow request would.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    try {
      const { site } = resolveSiteFromPath('an', '/');
      const services = serverServices({ site, apiBaseUrl: 'http://127.0.0.1:9/api', cookieHeader: authorizedCookie(now), pageUrl: 'http://127.0.0.1:9/' });
      const actor = services.get(SessionActor);
      expect(actor.getSnapshot().context.session?.scope).toBe('AUTHORIZED');
      expect(vi.getTimerCount()).toBe(0);
      services.dispose();
      expect(actor.getSnapshot().status).toBe('stopped');
      services.dispose();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
