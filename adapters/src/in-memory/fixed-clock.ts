import type { Clock } from '@vitrine/core';

/** 2026-11-22T10:00:00Z, the default instant of {@link FixedClock}. */
export const DEFAULT_FIXED_NOW = Date.UTC(2026, 10, 22, 10, 0, 0);

/** Clock that stands still until told otherwise: `now()` in epoch ms; `advance(ms)` and `set(ms)` move it. */
export class FixedClock implements Clock {
  constructor(private current: number = DEFAULT_FIXED_NOW) {}

  now(): number {
    return this.current;
  }

  /** Moves the clock forward by `ms` milliseconds (negative moves it back). */
  advance(ms: number): void {
    this.current += ms;
  }

  /** Sets the clock to `epochMs`. */
  set(epochMs: number): void {
    this.current = epochMs;
  }
}
