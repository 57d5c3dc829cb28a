import type { ActorRefFrom } from 'xstate';
import { token, type loginModalMachine, type Session, type sessionMachine } from '@vitrine/core';

/**
 * The identity services the composition root binds (ui/src/di/identity-module.ts; decision 0087):
 * a reader of the auth payload cookie, the running session actor, and the login modal machine with
 * its actors provided.
 */

/** What the readable auth payload cookie says now (docs/auth-api.md "auth payload"). */
export interface AuthCookieSnapshot {
  /** The session with its effective scope (AUTHORIZED turns REGISTERED once the step-up lapsed); null when there is no usable token. */
  readonly session: Session | null;
  /** Epoch ms when the AUTHORIZED step-up lapses; null when not stepped up. */
  readonly authorizedUntil: number | null;
  /** The customer's first name, when signed in. */
  readonly firstName: string | null;
}

/** Reads the auth payload cookie at the current time. Never throws; a missing or broken cookie gives `{ session: null, … }`. */
export type AuthCookieReader = () => AuthCookieSnapshot;
export const AuthCookieReader = token<AuthCookieReader>('AuthCookieReader');

/** The app's one running session actor (shell-and-account.md §4 "Token scope"). */
export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;
export const SessionActor = token<SessionActorRef>('SessionActor');

/** The login modal machine with AuthGateway's actors provided (`loginModalMachine.provide({ actors: loginModalActors(auth) })`). */
export type LoginModalLogic = typeof loginModalMachine;
export const LoginModalLogic = token<LoginModalLogic>('LoginModalLogic');
