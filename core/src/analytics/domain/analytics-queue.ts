import type { PollPolicy } from '../../shared/scheduler.js';
import { nextPollStep } from '../../shared/scheduler.js';

/**
 * The analytics event queue as pure state transitions (shopping.md §4 "Analytics events", §9;
 * decision 0035). {@link AnalyticsDispatcher} drives it with ports.
 */

/** An analytics event: a tag-manager view or link event with its data. */
export interface AnalyticsEvent {
  readonly kind: 'view' | 'link';
  readonly name: string;
  readonly data: Readonly<Record<string, unknown>>;
  /** Set on the one re-send of the first view event. */
  readonly resent?: true;
}

/** Readiness polling of the tag manager: once every 1000 ms, up to 20 tries (shopping.md §9). */
export const ANALYTICS_POLL_POLICY: PollPolicy = { maxTries: 20, intervalMs: 1000 };

/** The queue's state. */
export interface AnalyticsQueueState {
  readonly status: 'waiting' | 'ready' | 'gave-up';
  /** Events waiting for readiness, oldest first. */
  readonly queue: readonly AnalyticsEvent[];
  /** Readiness looks made so far. */
  readonly tries: number;
  /** The first view event has been sent (and re-sent once). */
  readonly firstViewSent: boolean;
}

/** The initial state: waiting, nothing queued. */
export const INITIAL_ANALYTICS_QUEUE: AnalyticsQueueState = { status: 'waiting', queue: [], tries: 0, firstViewSent: false };

/** Events to send now, with the first view event followed by its one re-send. */
function release(state: AnalyticsQueueState, events: readonly AnalyticsEvent[]): { firstViewSent: boolean; send: AnalyticsEvent[] } {
  let firstViewSent = state.firstViewSent;
  const send: AnalyticsEvent[] = [];
  for (const event of events) {
    send.push(event);
    if (!firstViewSent && event.kind === 'view') {
      firstViewSent = true;
      send.push({ ...event, resent: true });
    }
  }
  return { firstViewSent, send };
}

/**
 * An event arrives: while waiting it is queued; when ready it is sent at once; after giving up it
 * is dropped. The first view event ever sent is re-sent once, right after it, flagged `resent`.
 */
export function enqueueAnalyticsEvent(state: AnalyticsQueueState, event: AnalyticsEvent): { state: AnalyticsQueueState; send: AnalyticsEvent[] } {
  if (state.status === 'waiting') return { state: { ...state, queue: [...state.queue, event] }, send: [] };
  if (state.status === 'gave-up') return { state, send: [] };
  const released = release(state, [event]);
  return { state: { ...state, firstViewSent: released.firstViewSent }, send: released.send };
}

/**
 * A readiness look found the tag manager `ready` or not. Ready: the queue is flushed in order and
 * the status becomes ready. Not ready: poll again after 1000 ms, or, on the 20th failed look,
 * give up, drop the queue and return a warning. Looks after waiting ended change nothing.
 */
export function onTagManagerPoll(
  state: AnalyticsQueueState,
  ready: boolean,
  policy: PollPolicy = ANALYTICS_POLL_POLICY,
): { state: AnalyticsQueueState; send: AnalyticsEvent[]; nextPollInMs: number | null; warning: string | null } {
  if (state.status !== 'waiting') return { state, send: [], nextPollInMs: null, warning: null };
  const tries = state.tries + 1;
  const step = nextPollStep(tries, ready, policy);
  if (step.kind === 'ready') {
    const released = release(state, state.queue);
    return { state: { status: 'ready', queue: [], tries, firstViewSent: released.firstViewSent }, send: released.send, nextPollInMs: null, warning: null };
  }
  if (step.kind === 'wait') return { state: { ...state, tries }, send: [], nextPollInMs: step.delayMs, warning: null };
  return {
    state: { ...state, status: 'gave-up', queue: [], tries },
    send: [],
    nextPollInMs: null,
    warning: `Tag manager not ready after ${tries} tries; ${state.queue.length} analytics events dropped`,
  };
}

/** Campaign-stats events are not sent in staging (shopping.md §4; shell-and-account.md §7). */
export function shouldSendCampaignStats(environment: string): boolean {
  return environment.toLowerCase() !== 'staging';
}
