import type { LoginRequiredEvent, StepUpRequiredEvent } from '@vitrine/adapters';
import { token, type Session } from '@vitrine/core';

type Listener<E> = (event: E) => void;

/** A tiny typed event channel (no library needed for one-to-many notifications inside the app). */
export interface Channel<E> {
  emit(event: E): void;
  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: Listener<E>): () => void;
}

function channel<E>(): Channel<E> {
  const listeners = new Set<Listener<E>>();
  return {
    emit: (event) => listeners.forEach((listener) => listener(event)),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Events the HTTP layer raises for the UI: a 403 where only REGISTERED is required (shopping.md
 * §4: open login), a 403 where a signed-in customer needed AUTHORIZED (the step-up lapsed: the
 * session machine gets `session.stepUpLapsed`; decision 0287), and a renewed session after token
 * refresh (shell §4: merge into the session).
 */
export interface SessionEvents {
  readonly loginRequired: Channel<LoginRequiredEvent>;
  readonly stepUpRequired: Channel<StepUpRequiredEvent>;
  readonly sessionRenewed: Channel<Session>;
}

/** Creates the app's session event channels (one per page load, bound in the container). */
export function createSessionEvents(): SessionEvents {
  return { loginRequired: channel<LoginRequiredEvent>(), stepUpRequired: channel<StepUpRequiredEvent>(), sessionRenewed: channel<Session>() };
}

/** The container token of the app's {@link SessionEvents}. */
export const SessionEventsPort = token<SessionEvents>('SessionEvents');
