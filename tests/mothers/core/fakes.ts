import { vi } from 'vitest';
import type { AnalyticsEvent, Logger, Scheduler, TagManager } from '@vitrine/core';

/** A manual clock and timer: `advance(ms)` runs the timers that fall due, in order. */
export class FakeScheduler implements Scheduler {
  now = 0;
  private timers: { at: number; callback: () => void; id: number }[] = [];
  private nextId = 0;

  setTimer(callback: () => void, delayMs: number): () => void {
    const id = this.nextId++;
    this.timers.push({ at: this.now + delayMs, callback, id });
    return () => {
      this.timers = this.timers.filter((t) => t.id !== id);
    };
  }

  /** Pending timers. */
  get pending(): number {
    return this.timers.length;
  }

  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.now = due.at;
      due.callback();
    }
    this.now = until;
  }
}

/** A logger whose methods are spies. */
type LogFn = Logger['warn'];
export const aLogger = () => ({ debug: vi.fn<LogFn>(), info: vi.fn<LogFn>(), warn: vi.fn<LogFn>(), error: vi.fn<LogFn>() }) satisfies Logger;

/** A tag manager that becomes ready after `readyAfterLooks` calls of isReady and records what it was sent. */
export class FakeTagManager implements TagManager {
  looks = 0;
  readonly sent: AnalyticsEvent[] = [];
  constructor(private readonly readyAfterLooks: number) {}
  isReady(): boolean {
    this.looks += 1;
    return this.looks >= this.readyAfterLooks;
  }
  send(event: AnalyticsEvent): void {
    this.sent.push(event);
  }
}
