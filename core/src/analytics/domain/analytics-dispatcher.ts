import type { Logger } from '../../shared/logger.js';
import type { PollPolicy, Scheduler } from '../../shared/scheduler.js';
import type { TagManager } from '../ports/tag-manager.port.js';
import {
  ANALYTICS_POLL_POLICY,
  enqueueAnalyticsEvent,
  INITIAL_ANALYTICS_QUEUE,
  onTagManagerPoll,
  type AnalyticsEvent,
  type AnalyticsQueueState,
} from './analytics-queue.js';
import { isAnalyticsEventAllowed, type ConsentGroups } from '../../privacy/domain/privacy.js';

/**
 * Use case: sends analytics events to the tag manager through the queue rules (shopping.md §4):
 * events queue until the tag manager is ready, readiness is polled every 1000 ms up to 20 tries,
 * the first view event is re-sent once, and without marketing consent only product-tray
 * impression and click events pass. Time comes from the Scheduler port.
 */
export class AnalyticsDispatcher {
  private state: AnalyticsQueueState = INITIAL_ANALYTICS_QUEUE;
  private cancelPoll: (() => void) | null = null;

  /**
   * Builds the dispatcher; nothing happens until {@link AnalyticsDispatcher.start}.
   * @param tagManager the tag-manager port
   * @param scheduler timers (1000 ms polls)
   * @param consent reads the current consent groups on every event
   * @param logger receives the give-up warning
   * @param policy polling limits, default 20 tries 1000 ms apart
   */
  constructor(
    private readonly tagManager: TagManager,
    private readonly scheduler: Scheduler,
    private readonly consent: () => Pick<ConsentGroups, 'marketing'>,
    private readonly logger: Logger,
    private readonly policy: PollPolicy = ANALYTICS_POLL_POLICY,
  ) {}

  /** Starts polling for readiness (the first look is immediate). Calling it again does nothing. */
  start(): void {
    if (this.state.tries === 0 && this.cancelPoll === null) this.poll();
  }

  /** Tracks an event: dropped when consent forbids it, else queued or sent by the queue rules. */
  track(event: AnalyticsEvent): void {
    if (!isAnalyticsEventAllowed(event.name, this.consent())) return;
    const next = enqueueAnalyticsEvent(this.state, event);
    this.state = next.state;
    next.send.forEach((e) => this.tagManager.send(e));
  }

  /** The queue state, for tests and diagnostics. */
  snapshot(): AnalyticsQueueState {
    return this.state;
  }

  /** Stops a pending readiness poll. */
  stop(): void {
    this.cancelPoll?.();
    this.cancelPoll = null;
  }

  private poll(): void {
    this.cancelPoll = null;
    const next = onTagManagerPoll(this.state, this.tagManager.isReady(), this.policy);
    this.state = next.state;
    next.send.forEach((e) => this.tagManager.send(e));
    if (next.warning) this.logger.warn(next.warning);
    if (next.nextPollInMs !== null) this.cancelPoll = this.scheduler.setTimer(() => this.poll(), next.nextPollInMs);
  }
}
