import type { AnyMachineSnapshot } from 'xstate';
import { actorDone, actorError, type Json, type MachineModel, type PathEvent } from '../../testing/model-based/machine-model.js';
import { generatePaths, type PathKind, type PathSet } from '../../testing/model-based/path-generation.js';
import { sessionMachine, type SessionContext } from './session.machine.js';

/** Named event sequences and generated paths of the session machine (decision 0061). */

const EXPIRES_AT = 1_795_000_000_000;
const session = (scope: string, profileId: string | null): Json => ({ scope, expiresAt: EXPIRES_AT, profileId });

/** A profile as the sample answers carry it. */
export const SAMPLE_PROFILE = {
  profileId: 'profile-1',
  emailAddress: 'shopper@example.com',
  name: { first: 'Ada', last: 'Lovelace' },
  dateOfBirth: null,
  defaultPaymentId: null,
  defaultShippingAddressId: null,
  discounts: [],
  employee: null,
  externalIds: { salesforceContactId: null },
  gender: null,
  loyalty: null,
  membership: null,
  membershipRenewalEligible: false,
  deliveryPassMember: false,
  privacyLocations: [],
  privacyOptOutLocations: [],
  sterlingId: null,
  student: false,
  phone: null,
  loyaltyUserName: null,
} satisfies Json;

const ev = (type: string): PathEvent => ({ type });
const authenticated = (scope: string, profileId: string): PathEvent => ({ type: 'session.authenticated', session: session(scope, profileId) });

/** The session events QA sends. */
export const sessionEvents = {
  signedIn: authenticated('AUTHORIZED', 'profile-1'),
  agentSignedIn: authenticated('CALL_CENTER', 'agent-1'),
  stepUpLapsed: ev('session.stepUpLapsed'),
  downgrade: ev('session.downgrade'),
  signOut: ev('session.signOut'),
  refresh: ev('session.refresh'),
  retry: ev('session.retry'),
} satisfies Record<string, PathEvent>;

/** Answers of the session's calls, as path steps. */
export const sessionAnswers = {
  guestToken: actorDone('fetchGuestToken', session('GUEST', null)),
  guestTokenNetwork: actorError('fetchGuestToken', 'Network Error'),
  profileLoaded: actorDone('loadProfile', {
    profile: SAMPLE_PROFILE,
    preferences: { global: { language: 'en', country: 'US', currency: 'USD', favoriteStores: [], profilePhoto: null }, web: { interstitialDeclined: false } },
  }),
  profileNetwork: actorError('loadProfile', 'Network Error'),
  refreshedRegistered: actorDone('refreshToken', { ok: true, value: session('REGISTERED', 'profile-1') }),
  refreshedAuthorized: actorDone('refreshToken', { ok: true, value: session('AUTHORIZED', 'profile-1') }),
  refreshRefused: actorDone('refreshToken', { ok: false, error: { code: 'AUTH.TOKEN_EXPIRED', message: 'Token expired' } }),
  refreshNetwork: actorError('refreshToken', 'Network Error'),
  downgraded: actorDone('downgrade', session('REGISTERED', 'profile-1')),
  downgradeNetwork: actorError('downgrade', 'Network Error'),
  signedOut: actorDone('signOut', session('GUEST', null)),
  signOutNetwork: actorError('signOut', 'Network Error'),
} satisfies Record<string, PathEvent>;

/** Where paths start: no token, or a token of each scope (the auth payload cookie). */
export const sessionInputs = {
  none: { session: null },
  guest: { session: session('GUEST', null) },
  registered: { session: session('REGISTERED', 'profile-1') },
  authorized: { session: session('AUTHORIZED', 'profile-1') },
  'call-center': { session: session('CALL_CENTER', 'agent-1') },
} satisfies Record<string, Json>;

const e = sessionEvents;
const a = sessionAnswers;

/** No token: a guest token is fetched. */
export const guestStart = { input: 'none', description: 'No token: a guest token is fetched', events: [a.guestToken], expectedFinalState: 'active.guest' };
/** The guest token call fails, then the retry works. */
export const guestTokenRetry = { input: 'none', description: 'The guest token call fails, then the retry works', events: [a.guestTokenNetwork, e.retry, a.guestToken], expectedFinalState: 'active.guest' };
/** A guest signs in: the profile loads, the session is AUTHORIZED. */
export const signIn = { input: 'guest', description: 'A guest signs in; the profile loads', events: [e.signedIn, a.profileLoaded], expectedFinalState: 'active.authorized' };
/** The profile cannot be loaded: logged, and the profile is ready all the same. */
export const profileLoadFails = { input: 'guest', description: 'The profile load fails: logged, ready all the same', events: [e.signedIn, a.profileNetwork], expectedFinalState: 'active.authorized' };
/** The step-up lapses: AUTHORIZED → REGISTERED. */
export const stepUpLapse = { input: 'authorized', description: 'The step-up lapses: AUTHORIZED → REGISTERED', events: [a.profileLoaded, e.stepUpLapsed], expectedFinalState: 'active.registered' };
/** A recognized (REGISTERED) shopper steps up again through the login modal. */
export const stepUpAgain = { input: 'registered', description: 'A REGISTERED shopper steps up again', events: [a.profileLoaded, e.signedIn], expectedFinalState: 'active.authorized' };
/** Step down: AUTHORIZED → REGISTERED through the API. */
export const downgrade = { input: 'authorized', description: 'Step down AUTHORIZED → REGISTERED', events: [a.profileLoaded, e.downgrade, a.downgraded], expectedFinalState: 'active.registered' };
/** Sign out: back to GUEST, the profile dropped. */
export const signOut = { input: 'authorized', description: 'Sign out: back to GUEST', events: [a.profileLoaded, e.signOut, a.signedOut], expectedFinalState: 'active.guest' };
/** Token refresh of a REGISTERED session: re-authenticates and merges. */
export const refreshRegistered = { input: 'registered', description: 'Refresh a REGISTERED session: re-authenticate', events: [a.profileLoaded, e.refresh, a.refreshedRegistered], expectedFinalState: 'active.registered' };
/** Re-authentication refused: 'Could not handle registered token reauth error' is logged and a guest token fetched. */
export const reauthFailure = { input: 'registered', description: 'Re-authentication refused: logged, then a guest token', events: [a.profileLoaded, e.refresh, a.refreshRefused, a.guestToken], expectedFinalState: 'active.guest' };
/** Token refresh of a GUEST session: a new guest token. */
export const refreshGuest = { input: 'guest', description: 'Refresh a GUEST session: a guest token', events: [e.refresh, a.guestToken], expectedFinalState: 'active.guest' };
/** A call-centre agent signs in. */
export const agentSignIn = { input: 'guest', description: 'A call-centre agent signs in', events: [e.agentSignedIn], expectedFinalState: 'active.callCenter' };

/** The session machine as QA and the model-based tests see it. */
export const sessionModel: MachineModel = {
  name: 'session',
  description: 'Session and token scope: guest token, sign-in, step-up lapse, downgrade, sign-out, refresh, profile (shell §4)',
  machine: sessionMachine,
  inputs: sessionInputs,
  userEvents: Object.values(sessionEvents),
  actorAnswers: {
    fetchGuestToken: [a.guestToken, a.guestTokenNetwork],
    loadProfile: [a.profileLoaded, a.profileNetwork],
    refreshToken: [a.refreshedRegistered, a.refreshedAuthorized, a.refreshRefused, a.refreshNetwork],
    downgrade: [a.downgraded, a.downgradeNetwork],
    signOut: [a.signedOut, a.signOutNetwork],
  },
  project: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as SessionContext;
    return { scope: context.session?.scope ?? null, profileId: context.session?.profileId ?? null, profileStatus: context.profileStatus, profileReady: context.profileReady };
  },
  sequences: { guestStart, guestTokenRetry, signIn, profileLoadFails, stepUpLapse, stepUpAgain, downgrade, signOut, refreshRegistered, reauthFailure, refreshGuest, agentSignIn },
};

/** The session machine's generated paths: shortest (every state and transition) or simple. */
export function sessionPaths(kind: PathKind = 'shortest'): PathSet {
  return generatePaths(sessionModel, kind);
}
