import { token } from './token.js';

/** Port: the current time. Core never reads the system clock itself. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}
export const Clock = token<Clock>('Clock');
