import { token } from './token.js';

/**
 * Port: where core and adapters log (shell-and-account.md §8 "logged", "warning only").
 * Each method takes a message and optional structured context; none throws.
 */
export interface Logger {
  /** Diagnostic detail (e.g. header debug info on INVALID_HEADER). */
  debug(message: string, context?: Record<string, unknown>): void;
  /** Normal operation worth recording. */
  info(message: string, context?: Record<string, unknown>): void;
  /** Something went wrong but the app continues ("warning only", "logged"). */
  warn(message: string, context?: Record<string, unknown>): void;
  /** A failure to report (error reporting picks these up). */
  error(message: string, context?: Record<string, unknown>): void;
}
export const Logger = token<Logger>('Logger');
