import type { AuthCookieReader, SessionActorRef } from './identity-services';

/** Timers as the watcher needs them (window's, or fakes in tests). */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Watches the AUTHORIZED step-up (docs/auth-api.md "Scopes and their lifetimes"): whenever the
 * session is AUTHORIZED, a timer is set for the cookie's `authorizedUntil` (ms since epoch, read
 * with `readCookie`); when it fires and the cookie's effective scope is REGISTERED, the session
 * actor gets `session.stepUpLapsed`. `now` is the clock (ms). Returns the unsubscribe function.
 */
export function watchStepUpLapse(session: SessionActorRef, readCookie: AuthCookieReader, now: () => number, timers: Timers): () => void {
  let timer: unknown = null;
  let armedFor: number | null = null;
  const clear = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    armedFor = null;
  };
  const check = () => {
    const authorized = session.getSnapshot().context.session?.scope === 'AUTHORIZED';
    const until = authorized ? readCookie().authorizedUntil : null;
    if (until === null) return clear();
    if (until === armedFor) return;
    clear();
    armedFor = until;
    timer = timers.setTimeout(() => {
      timer = null;
      armedFor = null;
      if (readCookie().session?.scope === 'REGISTERED' && session.getSnapshot().context.session?.scope === 'AUTHORIZED') session.send({ type: 'session.stepUpLapsed' });
      else check();
    }, Math.max(0, until - now()) + 50);
  };
  const subscription = session.subscribe(check);
  check();
  return () => {
    subscription.unsubscribe();
    clear();
  };
}
