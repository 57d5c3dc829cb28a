import { assign, emit, fromPromise, setup } from 'xstate';
import type { Result } from '../../shared/result.js';
import { failureMessage, type MachineLogEvent } from '../../shell/machines/machine-log.js';
import { isProfileReady, REAUTH_FAILURE_MESSAGE, tokenRefreshStrategy } from '../domain/access-guard.js';
import type { RefreshError } from '../ports/auth-gateway.port.js';
import type { Preferences, Profile } from '../ports/profile-gateway.port.js';
import type { Session } from '../ports/session-gateway.port.js';
import { isLoggedIn, type TokenScope } from '../token-scope.js';

/**
 * The session and its token scope (shell-and-account.md §4 "Token scope", "Token refresh"; §8
 * "Failed loads of profile … logged, the app continues"; docs/auth-api.md; decision 0060).
 * Scope none (no token yet) → a guest token is fetched; GUEST, REGISTERED, AUTHORIZED and
 * CALL_CENTER are the `active` sub-states. A logged-in session loads the profile once per profile
 * id; the profile is ready once loading ends, whether it succeeded or failed.
 */

/** What the machine starts from: the session the auth payload cookie describes, or null when there is no token. */
export interface SessionInput {
  readonly session: Session | null;
}

/** What loading the profile gives. */
export interface ProfileLoad {
  readonly profile: Profile;
  /** Null when they could not be read or created (logged; the app continues). */
  readonly preferences: Preferences | null;
}

/** Where loading the profile stands ({@link isProfileReady} reads it). */
export type ProfileStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The session's memory. */
export interface SessionContext {
  /** Null while there is no token (scope none). */
  readonly session: Session | null;
  readonly profile: Profile | null;
  readonly preferences: Preferences | null;
  readonly profileStatus: ProfileStatus;
  /** True once loading the profile ended, succeeded or failed (shell-and-account.md §4). */
  readonly profileReady: boolean;
  /** The profile id whose load ended (loaded once per id). */
  readonly profileFor: string | null;
}

/**
 * What changes the session:
 * - `session.authenticated`: a sign-in, account creation or step-up succeeded (the login modal's
 *   output session);
 * - `session.stepUpLapsed`: the AUTHORIZED step-up lapsed, the token now answers as REGISTERED
 *   (the auth payload's authorizedUntil passed, or a call answered 403 SCOPE_REQUIRED AUTHORIZED);
 * - `session.downgrade`: step down AUTHORIZED → REGISTERED; `session.signOut`: back to GUEST;
 * - `session.refresh`: the token must be renewed (shell §4 "Token refresh");
 * - `session.retry`: try the guest token again after it failed.
 */
export type SessionEvent =
  | { readonly type: 'session.authenticated'; readonly session: Session }
  | { readonly type: 'session.stepUpLapsed' }
  | { readonly type: 'session.downgrade' }
  | { readonly type: 'session.signOut' }
  | { readonly type: 'session.refresh' }
  | { readonly type: 'session.retry' };

/** The token refresh answer (AuthGateway.refresh). */
export type RefreshAnswer = Result<Session, RefreshError>;

/** Log texts of the session machine; the reauth one is the spec's, verbatim. */
export const SESSION_LOG_MESSAGES = {
  reauth: REAUTH_FAILURE_MESSAGE,
  guestToken: 'Could not fetch a guest token',
  profile: 'Could not load the profile',
  downgrade: 'Could not step the session down',
  signOut: 'Could not sign out; fetching a guest token',
} as const;

const notProvided = (name: string) => () => Promise.reject(new Error(`The ${name} actor is not provided: machine.provide({ actors: { ${name} } })`));
const outputOf = <T>(event: { type: string }) => (event as unknown as { output: T }).output;
/** What went wrong, from an actor's error event (its message) or a refused answer (its code). */
const failureOf = (event: { type: string }): string => {
  const { error, output } = event as { error?: unknown; output?: { error: { code: string } } };
  return output ? output.error.code : failureMessage(error);
};

const noProfile = { profile: null, preferences: null, profileStatus: 'idle', profileReady: false, profileFor: null } as const;

/** The session machine; actors `fetchGuestToken`, `refreshToken`, `downgrade`, `signOut`, `loadProfile` are stubs until provided. */
export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as MachineLogEvent,
  },
  actors: {
    /** SessionGateway.createGuestSession(). */
    fetchGuestToken: fromPromise<Session, void>(notProvided('fetchGuestToken')),
    /** AuthGateway.refresh(). */
    refreshToken: fromPromise<RefreshAnswer, void>(notProvided('refreshToken')),
    /** AuthGateway.downgrade(). */
    downgrade: fromPromise<Session, void>(notProvided('downgrade')),
    /** AuthGateway.signOut(). */
    signOut: fromPromise<Session, void>(notProvided('signOut')),
    /** Profile and preferences of the session's customer ({@link loadProfileAndPreferences}). */
    loadProfile: fromPromise<ProfileLoad, { readonly session: Session }>(notProvided('loadProfile')),
  },
  guards: {
    hasNoSession: ({ context }) => context.session === null,
    /** Logged in ({@link isLoggedIn}) and this profile's load has not ended yet. */
    needsProfile: ({ context }) => isLoggedIn(context.session!.scope) && context.profileFor !== context.session!.profileId,
    scopeIs: ({ context }, params: { scope: TokenScope }) => context.session!.scope === params.scope,
    /** {@link tokenRefreshStrategy}: registered or authorized sessions re-authenticate. */
    reauthenticates: ({ context }) => tokenRefreshStrategy(context.session!.scope) === 'reauthenticate',
    refreshed: ({ event }) => outputOf<RefreshAnswer>(event).ok,
  },
  actions: {
    storeAuthenticated: assign({ session: ({ event }) => (event as Extract<SessionEvent, { type: 'session.authenticated' }>).session }),
    storeAnswered: assign({ session: ({ event }) => outputOf<Session>(event) }),
    storeRefreshed: assign({ session: ({ event }) => (outputOf<RefreshAnswer>(event) as Extract<RefreshAnswer, { ok: true }>).value }),
    lapseStepUp: assign({ session: ({ context }) => ({ ...context.session!, scope: 'REGISTERED' as const }) }),
    /** A session that is not logged in keeps no profile. */
    dropProfileUnlessLoggedIn: assign(({ context }) => (isLoggedIn(context.session!.scope) ? {} : noProfile)),
    markProfileLoading: assign({ profileStatus: 'loading', profileReady: isProfileReady('loading') }),
    keepProfile: assign(({ context, event }) => {
      const loaded = outputOf<ProfileLoad>(event);
      return { ...loaded, profileStatus: 'succeeded' as const, profileReady: isProfileReady('succeeded'), profileFor: context.session!.profileId };
    }),
    markProfileFailed: assign(({ context }) => ({ profileStatus: 'failed' as const, profileReady: isProfileReady('failed'), profileFor: context.session!.profileId })),
    /** Emits an error log line `params.message` with what went wrong ({@link SESSION_LOG_MESSAGES}). */
    logError: emit(({ event }, params: { message: string }) => ({ type: 'log' as const, level: 'error' as const, message: params.message, context: { error: failureOf(event) } })),
  },
}).createMachine({
  id: 'session',
  /** The session from the input (null: no token yet), no profile. */
  context: ({ input }) => ({ session: input.session, ...noProfile }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasNoSession', target: 'fetchingGuestToken' }, { target: 'active.settling' }],
    },
    fetchingGuestToken: {
      invoke: {
        id: 'fetchGuestToken',
        src: 'fetchGuestToken',
        onDone: { target: 'active.settling', actions: 'storeAnswered' },
        onError: { target: 'unavailable', actions: { type: 'logError', params: { message: SESSION_LOG_MESSAGES.guestToken } } },
      },
    },
    unavailable: {
      on: { 'session.retry': 'fetchingGuestToken' },
    },
    active: {
      on: {
        'session.authenticated': { target: '.settling', actions: 'storeAuthenticated' },
        'session.signOut': 'signingOut',
        'session.refresh': 'refreshing',
      },
      initial: 'settling',
      states: {
        settling: {
          entry: 'dropProfileUnlessLoggedIn',
          always: [
            { guard: 'needsProfile', target: 'loadingProfile' },
            { guard: { type: 'scopeIs', params: { scope: 'AUTHORIZED' } }, target: 'authorized' },
            { guard: { type: 'scopeIs', params: { scope: 'REGISTERED' } }, target: 'registered' },
            { guard: { type: 'scopeIs', params: { scope: 'CALL_CENTER' } }, target: 'callCenter' },
            { target: 'guest' },
          ],
        },
        loadingProfile: {
          entry: 'markProfileLoading',
          invoke: {
            id: 'loadProfile',
            src: 'loadProfile',
            /** The logged-in session whose profile loads. */
            input: ({ context }) => ({ session: context.session! }),
            onDone: { target: 'settling', actions: 'keepProfile' },
            onError: { target: 'settling', actions: ['markProfileFailed', { type: 'logError', params: { message: SESSION_LOG_MESSAGES.profile } }] },
          },
        },
        guest: {},
        registered: {},
        authorized: {
          on: {
            'session.stepUpLapsed': { target: 'registered', actions: 'lapseStepUp' },
            'session.downgrade': '#session.downgrading',
          },
        },
        callCenter: {},
      },
    },
    refreshing: {
      always: [{ guard: 'reauthenticates', target: 'reauthenticating' }, { target: 'fetchingGuestToken' }],
    },
    reauthenticating: {
      invoke: {
        id: 'refreshToken',
        src: 'refreshToken',
        onDone: [
          { guard: 'refreshed', target: 'active.settling', actions: 'storeRefreshed' },
          { target: 'fetchingGuestToken', actions: { type: 'logError', params: { message: SESSION_LOG_MESSAGES.reauth } } },
        ],
        onError: { target: 'fetchingGuestToken', actions: { type: 'logError', params: { message: SESSION_LOG_MESSAGES.reauth } } },
      },
    },
    downgrading: {
      invoke: {
        id: 'downgrade',
        src: 'downgrade',
        onDone: { target: 'active.settling', actions: 'storeAnswered' },
        onError: { target: 'active.authorized', actions: { type: 'logError', params: { message: SESSION_LOG_MESSAGES.downgrade } } },
      },
    },
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'active.settling', actions: 'storeAnswered' },
        onError: { target: 'fetchingGuestToken', actions: { type: 'logError', params: { message: SESSION_LOG_MESSAGES.signOut } } },
      },
    },
  },
});

/** The token scope of a session snapshot: null (none) until a token exists. */
export function tokenScopeOf(context: Pick<SessionContext, 'session'>): TokenScope | null {
  return context.session?.scope ?? null;
}
