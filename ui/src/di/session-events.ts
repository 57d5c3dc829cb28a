import type { LoginRequiredEvent, StepUpRequiredEvent } from '@vitrine/adapters';
import { token, type Session } from '@vitrine/core';

type Listener<E> = (event: E) => void;

/** A tiny typed event channel (no library needed for one-to-many notifications inside the app). */
export interface Channel<E> {
  emit(event: E): void;
  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: Listener<E>): () => void;
}

/**
 * A channel. With `keepUnheard`, an event emitted while nobody listens is kept (the latest one) and
 * given to the next listener once: the HTTP layer can answer a page's first call before the lazily
 * loaded layer that listens has mounted, and its event must not be lost.
 */
function channel<E>({ keepUnheard = false }: { keepUnheard?: boolean } = {}): Channel<E> {
  const listeners = new Set<Listener<E>>();
  let unheard: { readonly event: E } | null = null;
  return {
    emit: (event) => {
      if (listeners.size === 0 && keepUnheard) unheard = { event };
      listeners.forEach((listener) => listener(event));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      if (unheard) {
        const { event } = unheard;
        unheard = null;
        listener(event);
      }
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

/**
 * Creates the app's session event channels (one per page load, bound in the container). A
 * login-required event raised before the identity layer listens (a page's read answered before the
 * session layer's chunk mounted) opens the login once it does (decision 0296).
 */
export function createSessionEvents(): SessionEvents {
  return { loginRequired: channel<LoginRequiredEvent>({ keepUnheard: true }), stepUpRequired: channel<StepUpRequiredEvent>(), sessionRenewed: channel<Session>() };
}

/** The container token of the app's {@link SessionEvents}. */
export const SessionEventsPort = token<SessionEvents>('SessionEvents');
