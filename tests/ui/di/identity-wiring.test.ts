import { describe, expect, it, vi } from 'vitest';
import { AuthGateway, CartGateway, Clock, CookieJar, Logger, ProfileGateway, SessionGateway, tokenScopeOf } from '@vitrine/core';
import { FixedClock, InMemoryAuth, InMemoryCart, InMemoryCookieJar, InMemoryProfile, InMemorySession, MemoryLogger } from '@vitrine/adapters/in-memory';
import { createServices, provide, valuesModule } from '../../../ui/src/di/container';
import { startSessionActor } from '../../../ui/src/di/identity-wiring';
import { createSessionEvents, SessionEventsPort } from '../../../ui/src/di/session-events';
import { aSite } from '../../mothers/index';

/** The composition root's session actor hears the HTTP layer (decisions 0060, 0087, 0287). */
describe('startSessionActor and the HTTP layer events', () => {
  async function started() {
    const clock = new FixedClock();
    const sessions = new InMemorySession(clock);
    const auth = new InMemoryAuth(clock, { sessions, authorizedTtlMs: 60_000 });
    const signedIn = await auth.signIn('sarah.johnson@example.com', 'Vitrine-demo-1');
    if (!signedIn.ok) throw new Error(signedIn.error.code);
    const events = createSessionEvents();
    const services = createServices(
      valuesModule([
        provide(Clock, clock),
        provide(Logger, new MemoryLogger()),
        provide(CookieJar, new InMemoryCookieJar()),
        provide(SessionGateway, sessions),
        provide(AuthGateway, auth),
        provide(ProfileGateway, new InMemoryProfile(auth)),
        provide(CartGateway, new InMemoryCart({ products: [], maxQuantity: 10 })),
        provide(SessionEventsPort, events),
      ]),
    );
    const actor = startSessionActor(services, aSite(), () => ({ session: auth.current(), authorizedUntil: null, firstName: 'Sarah' }), null);
    // The profile loads first (decision 0060); then the session rests in active.authorized.
    await vi.waitFor(() => expect(actor.getSnapshot().context.profileReady).toBe(true));
    return { actor, events };
  }

  it('a step-up-required event (403 SCOPE_REQUIRED AUTHORIZED) sends session.stepUpLapsed: AUTHORIZED becomes REGISTERED', async () => {
    const { actor, events } = await started();
    expect(tokenScopeOf(actor.getSnapshot().context)).toBe('AUTHORIZED');
    events.stepUpRequired.emit({ requiredScope: 'AUTHORIZED', method: 'PUT', url: 'http://a/api/profile/v0/an-us/me' });
    expect(tokenScopeOf(actor.getSnapshot().context)).toBe('REGISTERED');
    actor.stop();
  });

  it('a login-required event leaves the session as it is (the identity layer opens the login)', async () => {
    const { actor, events } = await started();
    events.loginRequired.emit({ requiredScope: 'REGISTERED', method: 'GET', url: 'http://a/api/x' });
    expect(tokenScopeOf(actor.getSnapshot().context)).toBe('AUTHORIZED');
    actor.stop();
  });
});
