/**
 * An IntersectionObserver under which every observed element is in view at once, for component
 * tests (jsdom lays nothing out): install it with `vi.stubGlobal('IntersectionObserver',
 * InViewObserver)`. Sections that mount near the viewport (decision 0480) then mount after
 * hydration, and impressions count at once. Its entries carry `intersectionRatio` 1, which
 * react-intersection-observer compares with its thresholds.
 */
export class InViewObserver {
  readonly thresholds: readonly number[] = [0];
  constructor(private readonly callback: (entries: { isIntersecting: boolean; intersectionRatio: number; target: Element }[]) => void) {}
  observe(target: Element): void {
    this.callback([{ isIntersecting: true, intersectionRatio: 1, target }]);
  }
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

/** What {@link scrollingObservers} returns. */
export interface ScrollingObservers {
  /** The IntersectionObserver class to install with `vi.stubGlobal`. */
  readonly Observer: new (callback: (entries: { isIntersecting: boolean; intersectionRatio: number; target: Element }[]) => void, options?: IntersectionObserverInit) => unknown;
  /** The `rootMargin` of each observe call so far, in order. */
  readonly margins: () => readonly (string | undefined)[];
  /** Reports every element observed so far as in view (as if the page had been scrolled to them). */
  readonly scrollToAll: () => void;
}

/**
 * An IntersectionObserver that reports an element in view only when the test says so
 * (`scrollToAll`), for tests of what waits for the viewport (decision 0480).
 */
export function scrollingObservers(): ScrollingObservers {
  const observed: { margin: string | undefined; report: () => void }[] = [];
  class ScrollingObserver {
    readonly thresholds: readonly number[] = [0];
    constructor(
      private readonly callback: (entries: { isIntersecting: boolean; intersectionRatio: number; target: Element }[]) => void,
      private readonly options?: IntersectionObserverInit,
    ) {}
    observe(target: Element): void {
      observed.push({ margin: this.options?.rootMargin, report: () => this.callback([{ isIntersecting: true, intersectionRatio: 1, target }]) });
    }
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  }
  return { Observer: ScrollingObserver, margins: () => observed.map((o) => o.margin), scrollToAll: () => observed.forEach((o) => o.report()) };
}
