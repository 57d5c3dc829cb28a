/**
 * The countdown banner (shell-and-account.md §4 "A countdown banner shows days:hours:minutes:seconds,
 * each padded to two digits").
 */

/** Countdown parts, each at least two digits ('05'); days may have more ('123'). */
export interface Countdown {
  readonly days: string;
  readonly hours: string;
  readonly minutes: string;
  readonly seconds: string;
  /** True once `now` has reached the end (every part is then '00'). */
  readonly ended: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Time left from `now` to `end` (both epoch ms), whole seconds rounded down, split into
 * days:hours:minutes:seconds and padded to two digits. At or after the end every part is '00'
 * and `ended` is true. Never fails.
 */
export function countdown(end: number, now: number): Countdown {
  const total = Math.max(0, Math.floor((end - now) / 1000));
  return {
    days: pad(Math.floor(total / 86_400)),
    hours: pad(Math.floor(total / 3600) % 24),
    minutes: pad(Math.floor(total / 60) % 60),
    seconds: pad(total % 60),
    ended: total === 0,
  };
}

/** Formats a countdown as days:hours:minutes:seconds ('01:02:03:04'). */
export function formatCountdown(parts: Countdown): string {
  return `${parts.days}:${parts.hours}:${parts.minutes}:${parts.seconds}`;
}
