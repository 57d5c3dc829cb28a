import { token } from './token.js';

/**
 * Port: timers. Core never calls setTimeout itself; the composition root binds the platform's timer
 * and tests bind a fake one.
 */
export interface Scheduler {
  /** Runs `callback` once after `delayMs` milliseconds. Returns a function that cancels it (idempotent). */
  setTimer(callback: () => void, delayMs: number): () => void;
}
export const Scheduler = token<Scheduler>('Scheduler');

/** A promise that resolves after `delayMs` ms on the given scheduler. */
export function sleep(scheduler: Scheduler, delayMs: number): Promise<void> {
  return new Promise((resolve) => {
    scheduler.setTimer(resolve, delayMs);
  });
}

/** Polling limits: at most `maxTries` looks, `intervalMs` apart. */
export interface PollPolicy {
  readonly maxTries: number;
  readonly intervalMs: number;
}

/**
 * One polling step: after look number `tries` (1-based) found the thing `ready` or not, either it
 * is ready, or wait `intervalMs` and look again, or give up (the `maxTries`-th look failed).
 */
export function nextPollStep(tries: number, ready: boolean, policy: PollPolicy): { kind: 'ready' } | { kind: 'wait'; delayMs: number } | { kind: 'give-up' } {
  if (ready) return { kind: 'ready' };
  return tries >= policy.maxTries ? { kind: 'give-up' } : { kind: 'wait', delayMs: policy.intervalMs };
}

/** Consent library lookups: 10 attempts 1 s apart, then a warning (shell-and-account.md §8, §9). */
export const CONSENT_LOOKUP_POLICY: PollPolicy = { maxTries: 10, intervalMs: 1000 };
