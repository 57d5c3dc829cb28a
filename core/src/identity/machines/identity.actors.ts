import { fromPromise } from 'xstate';
import type { RefreshCartCountPorts } from '../../cart/application/refresh-cart-count.use-case.js';
import type { Logger } from '../../shared/logger.js';
import { signIn } from '../application/sign-in.use-case.js';
import { signOut } from '../application/sign-out.use-case.js';
import type { AuthGateway, NewAccount, Recognition } from '../ports/auth-gateway.port.js';
import type { PreferenceSeed, ProfileGateway } from '../ports/profile-gateway.port.js';
import type { Session, SessionGateway } from '../ports/session-gateway.port.js';
import type { AuthAnswer, SignInActorInput } from './login-modal.machine.js';
import { loadProfileAndPreferences } from './profile-loading.js';
import type { ProfileLoad, RefreshAnswer } from './session.machine.js';

/**
 * The identity machines' actors over the ports, for the composition root:
 * `sessionMachine.provide({ actors: sessionActors(ports) })`,
 * `loginModalMachine.provide({ actors: loginModalActors(auth) })` (decision 0060).
 */

/** The ports the session machine's actors call. */
export interface SessionActorPorts {
  readonly sessions: SessionGateway;
  readonly auth: AuthGateway;
  readonly profiles: ProfileGateway;
  /** Language, country and currency for new preferences: the cookies', else the site's ({@link preferenceSeed}). */
  readonly preferenceSeed: () => PreferenceSeed;
  readonly logger: Logger;
  /** The header count the sign-out refreshes (decision 0132); left out, no refresh. */
  readonly cartCount?: RefreshCartCountPorts;
}

/**
 * The session machine's actors: fetchGuestToken → SessionGateway.createGuestSession();
 * refreshToken → AuthGateway.refresh(); downgrade → AuthGateway.downgrade(); signOut → the
 * {@link signOut} use case (AuthGateway.signOut(), then the header count); loadProfile →
 * {@link loadProfileAndPreferences}.
 */
export function sessionActors(ports: SessionActorPorts) {
  return {
    fetchGuestToken: fromPromise<Session, void>(() => ports.sessions.createGuestSession()),
    refreshToken: fromPromise<RefreshAnswer, void>(() => ports.auth.refresh()),
    downgrade: fromPromise<Session, void>(() => ports.auth.downgrade()),
    signOut: fromPromise<Session, void>(() => signOut(ports)),
    loadProfile: fromPromise<ProfileLoad, { readonly session: Session }>(() => loadProfileAndPreferences(ports.profiles, ports.preferenceSeed, ports.logger)),
  };
}

/**
 * The login modal's actors: signIn → the {@link signIn} use case (AuthGateway.signIn(email,
 * password), then the header count through `cartCount` when given, decision 0132); upgrade →
 * AuthGateway.upgrade(password); createAccount → AuthGateway.createAccount(account);
 * requestPasswordReset → AuthGateway.requestPasswordReset(email); recognition →
 * AuthGateway.recognition().
 */
export function loginModalActors(auth: AuthGateway, cartCount?: RefreshCartCountPorts) {
  return {
    signIn: fromPromise<AuthAnswer, SignInActorInput>(({ input }) => signIn(cartCount ? { auth, cartCount } : { auth }, input)),
    upgrade: fromPromise<AuthAnswer, { readonly password: string }>(({ input }) => auth.upgrade(input.password)),
    createAccount: fromPromise<AuthAnswer, NewAccount>(({ input }) => auth.createAccount(input)),
    requestPasswordReset: fromPromise<void, { readonly email: string }>(({ input }) => auth.requestPasswordReset(input.email)),
    recognition: fromPromise<Recognition, void>(() => auth.recognition()),
  };
}
