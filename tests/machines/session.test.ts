import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  REAUTH_FAILURE_MESSAGE,
  SESSION_LOG_MESSAGES,
  sessionActors,
  sessionMachine,
  tokenScopeOf,
  type AuthGateway,
  type MachineLogEvent,
  type Preferences,
  type Profile,
  type ProfileGateway,
  type Session,
  type SessionGateway,
} from '@vitrine/core';
import {
  SAMPLE_PROFILE,
  sessionModel,
  sessionPaths,
  snapshotState,
} from '@vitrine/core/testing';
import { describeModel } from './support/model-suite.js';
import { settleAll } from './support/settle.js';

describeModel(sessionModel, sessionPaths);

const at = 1_795_000_000_000;
const guest: Session = { scope: 'GUEST', expiresAt: at, profileId: null };
const authorized: Session = { scope: 'AUTHORIZED', expiresAt: at, profileId: 'profile-1' };
const registered: Session = { ...authorized, scope: 'REGISTERED' };
const profile = SAMPLE_PROFILE as unknown as Profile;
const preferences: Preferences = { global: { language: 'en', country: 'US', currency: 'USD', favoriteStores: [], profilePhoto: null }, web: { interstitialDeclined: false } };

function ports(overrides: { auth?: Partial<AuthGateway>; profiles?: Partial<ProfileGateway> } = {}) {
  const sessions: SessionGateway = { createGuestSession: vi.fn(async () => guest) };
  const auth = {
    refresh: vi.fn(async () => ({ ok: true as const, value: registered })),
    downgrade: vi.fn(async () => registered),
    signOut: vi.fn(async () => guest),
    ...overrides.auth,
  } as unknown as AuthGateway;
  const profiles = { getProfile: vi.fn(async () => profile), getPreferences: vi.fn(async () => preferences), ...overrides.profiles } as unknown as ProfileGateway;
  const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  return { sessions, auth, profiles, logger, preferenceSeed: () => ({ language: 'en', country: 'US', currency: 'USD' }) };
}

function start(session: Session | null, p = ports()) {
  const actor = createActor(sessionMachine.provide({ actors: sessionActors(p) }), { input: { session } });
  const logs: MachineLogEvent[] = [];
  actor.on('log', (event) => logs.push(event));
  actor.start();
  return { actor, logs, ports: p };
}

describe('session machine over the ports (shell §4 token scope, token refresh)', () => {
  it('no token: fetches a guest token; the scope goes from none to GUEST', async () => {
    const { actor, ports: p } = start(null);
    expect(tokenScopeOf(actor.getSnapshot().context)).toBeNull();
    await settleAll();
    expect(p.sessions.createGuestSession).toHaveBeenCalledTimes(1);
    expect(snapshotState(actor.getSnapshot())).toBe('active.guest');
    expect(tokenScopeOf(actor.getSnapshot().context)).toBe('GUEST');
  });

  it('a signed-in session loads the profile and preferences once, then is ready', async () => {
    const { actor, ports: p } = start(guest);
    actor.send({ type: 'session.authenticated', session: authorized });
    expect(actor.getSnapshot().context.profileReady).toBe(false);
    await settleAll();
    expect(actor.getSnapshot().context).toMatchObject({ profile, preferences, profileStatus: 'succeeded', profileReady: true });
    actor.send({ type: 'session.refresh' });
    await settleAll();
    expect(p.profiles.getProfile).toHaveBeenCalledTimes(1);
    expect(snapshotState(actor.getSnapshot())).toBe('active.registered');
  });

  it('the profile is marked ready when loading fails, and the failure is logged', async () => {
    const { actor, logs } = start(registered, ports({ profiles: { getProfile: vi.fn(async () => Promise.reject(new Error('Network Error'))) } }));
    await settleAll();
    expect(actor.getSnapshot().context).toMatchObject({ profile: null, profileStatus: 'failed', profileReady: true });
    expect(logs).toEqual([{ type: 'log', level: 'error', message: SESSION_LOG_MESSAGES.profile, context: { error: 'Network Error' } }]);
  });

  it('a failed re-authentication logs the spec text and falls back to a guest token, dropping the profile', async () => {
    const refused = { ok: false as const, error: { code: 'AUTH.TOKEN_EXPIRED' as const, message: 'Token expired' } };
    const { actor, logs, ports: p } = start(registered, ports({ auth: { refresh: vi.fn(async () => refused) } }));
    await settleAll();
    actor.send({ type: 'session.refresh' });
    await settleAll();
    expect(logs).toEqual([{ type: 'log', level: 'error', message: REAUTH_FAILURE_MESSAGE, context: { error: 'AUTH.TOKEN_EXPIRED' } }]);
    expect(p.sessions.createGuestSession).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ session: guest, profile: null, profileReady: false });
  });

  it('step-up lapse, downgrade and sign-out move the scope as the spec says', async () => {
    const { actor, ports: p } = start(authorized);
    await settleAll();
    actor.send({ type: 'session.stepUpLapsed' });
    expect(tokenScopeOf(actor.getSnapshot().context)).toBe('REGISTERED');
    actor.send({ type: 'session.authenticated', session: authorized });
    actor.send({ type: 'session.downgrade' });
    await settleAll();
    expect(snapshotState(actor.getSnapshot())).toBe('active.registered');
    expect(p.auth.downgrade).toHaveBeenCalledTimes(1);
    actor.send({ type: 'session.signOut' });
    await settleAll();
    expect(p.auth.signOut).toHaveBeenCalledTimes(1);
    expect(snapshotState(actor.getSnapshot())).toBe('active.guest');
  });

  it('a 403 SCOPE_REQUIRED AUTHORIZED from the HTTP client (session.stepUpLapsed; decision 0287): AUTHORIZED becomes REGISTERED, the profile stays and is not read again', async () => {
    const { actor, ports: p } = start(authorized);
    await settleAll();
    expect(p.profiles.getProfile).toHaveBeenCalledTimes(1);
    actor.send({ type: 'session.stepUpLapsed' });
    await settleAll();
    expect(snapshotState(actor.getSnapshot())).toBe('active.registered');
    expect(actor.getSnapshot().context).toMatchObject({ session: registered, profile, profileReady: true });
    expect(p.profiles.getProfile).toHaveBeenCalledTimes(1);
    // A second refusal (another call of the same page) changes nothing.
    actor.send({ type: 'session.stepUpLapsed' });
    expect(snapshotState(actor.getSnapshot())).toBe('active.registered');
    // The password again: AUTHORIZED, same profile, still not read again.
    actor.send({ type: 'session.authenticated', session: authorized });
    await settleAll();
    expect(snapshotState(actor.getSnapshot())).toBe('active.authorized');
    expect(p.profiles.getProfile).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a guest', guest, 'active.guest'],
    ['an agent', { scope: 'CALL_CENTER', expiresAt: at, profileId: 'agent-1' } as Session, 'active.callCenter'],
  ])('session.stepUpLapsed leaves %s as it is', async (_who, session, state) => {
    const { actor } = start(session);
    await settleAll();
    actor.send({ type: 'session.stepUpLapsed' });
    expect(snapshotState(actor.getSnapshot())).toBe(state);
    expect(actor.getSnapshot().context.session).toEqual(session);
  });

  it('without provided actors the guest token fails: unavailable, logged', async () => {
    const actor = createActor(sessionMachine, { input: { session: null } });
    const logs: MachineLogEvent[] = [];
    actor.on('log', (event) => logs.push(event));
    actor.start();
    await settleAll();
    expect(snapshotState(actor.getSnapshot())).toBe('unavailable');
    expect(logs[0]?.message).toBe(SESSION_LOG_MESSAGES.guestToken);
  });

  it('logs a non-Error failure as text', async () => {
    const actor = createActor(sessionMachine.provide({ actors: { fetchGuestToken: fromPromise(() => Promise.reject('offline')) } }), { input: { session: null } });
    const logs: MachineLogEvent[] = [];
    actor.on('log', (event) => logs.push(event));
    actor.start();
    await settleAll();
    expect(logs[0]?.context).toEqual({ error: 'offline' });
  });
});
