/**
 * What the tag manager stand-in received (decision 0310): data-layer entries in arrival order, kept
 * in memory (at most {@link MAX_TAG_MANAGER_EVENTS}; the oldest are dropped), for tests to read.
 */
export const MAX_TAG_MANAGER_EVENTS = 1000;

/** One received entry with its arrival time (epoch ms). */
export interface ReceivedTagManagerEvent {
  readonly receivedAt: number;
  readonly entry: Readonly<Record<string, unknown>>;
}

/** The in-memory log of received entries. */
export class TagManagerEventLog {
  private events: ReceivedTagManagerEvent[] = [];

  /** Appends one entry received at `receivedAt` (epoch ms), dropping the oldest past the limit. */
  add(entry: Readonly<Record<string, unknown>>, receivedAt: number): void {
    this.events.push({ receivedAt, entry });
    if (this.events.length > MAX_TAG_MANAGER_EVENTS) this.events = this.events.slice(-MAX_TAG_MANAGER_EVENTS);
  }

  /** Every kept entry, oldest first. */
  list(): readonly ReceivedTagManagerEvent[] {
    return [...this.events];
  }

  /** Forgets every entry. */
  clear(): void {
    this.events = [];
  }
}
