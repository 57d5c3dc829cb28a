import type { Logger } from '@vitrine/core';

/** Logger levels, least severe first. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type ConsoleLogLevel = (typeof LOG_LEVELS)[number];

/** Options of {@link ConsoleLogger}. */
export interface ConsoleLoggerOptions {
  /** Lines below this level are dropped; default 'info' ('debug' in development builds is the composition root's call). */
  readonly minLevel?: ConsoleLogLevel;
  /** Where lines go; default globalThis.console. */
  readonly sink?: Pick<Console, ConsoleLogLevel>;
}

/**
 * Logger on the browser console: each level goes to the console method of the same name, with
 * the context object as a second argument when given. Never throws.
 */
export class ConsoleLogger implements Logger {
  private readonly min: number;
  private readonly sink: Pick<Console, ConsoleLogLevel>;

  constructor(options: ConsoleLoggerOptions = {}) {
    this.min = LOG_LEVELS.indexOf(options.minLevel ?? 'info');
    this.sink = options.sink ?? globalThis.console;
  }

  private write(level: ConsoleLogLevel, message: string, context?: Record<string, unknown>): void {
    if (LOG_LEVELS.indexOf(level) < this.min) return;
    try {
      if (context === undefined) this.sink[level](message);
      else this.sink[level](message, context);
    } catch {
      // a broken console must never break the app
    }
  }

  debug(message: string, context?: Record<string, unknown>): void {
    this.write('debug', message, context);
  }
  info(message: string, context?: Record<string, unknown>): void {
    this.write('info', message, context);
  }
  warn(message: string, context?: Record<string, unknown>): void {
    this.write('warn', message, context);
  }
  error(message: string, context?: Record<string, unknown>): void {
    this.write('error', message, context);
  }
}
