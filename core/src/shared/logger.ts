import { token } from './token.js';

/**
 * Port: where core and adapters log (shell-and-account.md §8 "logged", "warning only").
 * Each method takes a message and optional structured context; none throws.
 */
export interface Logger {
  debug(message: string, context?: Record<string, unknown>): void;
  info(message: string, context?: Record<string, unknown>): void;
  warn(message: string, context?: Record<string, unknown>): void;
  error(message: string, context?: Record<string, unknown>): void;
}
export const Logger = token<Logger>('Logger');
