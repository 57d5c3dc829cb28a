import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { tokenScopeOf, type Profile, type TokenScope } from '@vitrine/core';
import { useService, useServices, useServicesReady } from '../../shared/service-context';
import { AuthCookieReader, SessionActor, type SessionActorRef } from './identity-services';
import { watchSignIns } from './session-scope';

/** What the UI shows of the session. */
export interface SessionView {
  readonly scope: TokenScope | null;
  readonly profile: Profile | null;
  /** Loading the profile ended (succeeded or failed; shell-and-account.md §4). */
  readonly profileReady: boolean;
  readonly profileFailed: boolean;
  /** A sign-out, downgrade or token call is running. */
  readonly busy: boolean;
}

/** True when the identity services are bound (the shell then shows the account menu and guards routes). */
export function useIdentityAvailable(): boolean {
  return useServices().has(SessionActor);
}

/** The view where no identity services are bound (an in-memory back end without the identity module): nobody signed in, nothing loading. */
const NO_SESSION: SessionView = { scope: null, profile: null, profileReady: true, profileFailed: false, busy: false };

const viewOf = (snapshot: ReturnType<SessionActorRef['getSnapshot']> | undefined): SessionView =>
  snapshot === undefined
    ? NO_SESSION
    : {
        scope: tokenScopeOf(snapshot.context),
        profile: snapshot.context.profile,
        profileReady: snapshot.context.profileReady,
        profileFailed: snapshot.context.profileStatus === 'failed',
        busy: !snapshot.matches('active') || snapshot.matches({ active: 'loadingProfile' }),
      };

const sameView = (a: SessionView, b: SessionView) =>
  a.scope === b.scope && a.profile === b.profile && a.profileReady === b.profileReady && a.profileFailed === b.profileFailed && a.busy === b.busy;

/**
 * The session as the UI shows it, re-rendering when it changes. Without the identity services
 * (a back end bound without them) it is the signed-out view: scope null, no profile.
 */
export function useSessionView(): SessionView {
  useServicesReady(SessionActor);
  const services = useServices();
  return useSelector(services.has(SessionActor) ? services.get(SessionActor) : undefined, viewOf, sameView);
}

/** The first name to greet the customer with: the profile's, else the auth cookie's; null for guests. */
export function useFirstName(): string | null {
  const view = useSessionView();
  const readCookie = useService(AuthCookieReader);
  return view.profile?.name.first || (view.scope === 'GUEST' || view.scope === null ? null : readCookie().firstName);
}

/**
 * Calls `onSignIn` (the one of the latest render) each time the session is signed in again while
 * the calling component is mounted: a sign-in through the login dialog or the header, a renewed
 * token, a new step-up — every change {@link isSignedInAgain} accepts; never a lapsed step-up, a
 * downgrade, a sign-out or a guest token. Pages that read the shopper's data in an effect use it to
 * read again when they hold a refusal or are still loading, as refused route loaders do
 * (shell-and-account.md §4 "Access guard": "On login success the route proceeds"; decisions 0286,
 * 0296). Does nothing without the identity services.
 */
export function useOnSignIn(onSignIn: () => void): void {
  useServicesReady(SessionActor);
  const services = useServices();
  const session = services.has(SessionActor) ? services.get(SessionActor) : undefined;
  const latest = useRef(onSignIn);
  // Kept in step at commit (a layout effect), not after paint: a sign-in that arrives between a
  // render and its passive effects must not call the previous render's callback, whose state may
  // say "still loading" when the page has just loaded.
  useLayoutEffect(() => {
    latest.current = onSignIn;
  });
  useEffect(() => {
    if (!session) return;
    const subscription = watchSignIns(session, () => latest.current());
    return () => subscription.unsubscribe();
  }, [session]);
}
