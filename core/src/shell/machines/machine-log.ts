import type { Logger } from '../../shared/logger.js';

/**
 * What a machine emits when something must be logged (shell-and-account.md §8 "logged", "warning
 * only"). Machines hold no Logger: they emit this event and the composition root forwards it with
 * {@link forwardLogs}.
 */
export interface MachineLogEvent {
  readonly type: 'log';
  readonly level: 'debug' | 'info' | 'warn' | 'error';
  readonly message: string;
  readonly context?: Record<string, unknown>;
}

/** A subscription to an actor's emitted events. */
export interface LogSubscription {
  /** Stops forwarding. */
  unsubscribe(): void;
}

/** The part of an actor {@link forwardLogs} needs: subscribing to its emitted 'log' events. */
export interface LogEmitter {
  /** Subscribes `handler` to the emitted 'log' events; returns the subscription. */
  on(type: 'log', handler: (event: MachineLogEvent) => void): LogSubscription;
}

/**
 * Forwards an actor's emitted {@link MachineLogEvent}s to `logger` (`logger[level](message,
 * context)`). Returns the subscription; unsubscribe when the actor stops.
 */
export function forwardLogs(actor: LogEmitter, logger: Logger): LogSubscription {
  return actor.on('log', (event) => logger[event.level](event.message, event.context));
}

/**
 * The text of an actor failure for a log line or the context: an Error's or error-like object's
 * `message` ('Network Error'), otherwise the value as text.
 */
export function failureMessage(error: unknown): string {
  return typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
}
