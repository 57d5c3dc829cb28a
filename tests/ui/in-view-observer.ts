/** An entry as the stand-ins below report it. */
interface StandInEntry {
  readonly isIntersecting: boolean;
  readonly intersectionRatio: number;
  readonly target: Element;
}

/** The callback an IntersectionObserver is built with. */
type StandInCallback = (entries: StandInEntry[]) => void;

/**
 * What the IntersectionObserver stand-ins share (jsdom lays nothing out): threshold 0, and an
 * element reported in view with `intersectionRatio` 1, which react-intersection-observer compares
 * with its thresholds. Each says in `observe` when it reports.
 */
abstract class StandInObserver {
  readonly thresholds: readonly number[] = [0];
  constructor(
    private readonly callback: StandInCallback,
    protected readonly options?: IntersectionObserverInit,
  ) {}
  abstract observe(target: Element): void;
  /** Reports `target` in view. */
  protected reportInView(target: Element): void {
    this.callback([{ isIntersecting: true, intersectionRatio: 1, target }]);
  }
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

/**
 * An IntersectionObserver under which every observed element is in view at once, for component
 * tests: install it with `vi.stubGlobal('IntersectionObserver', InViewObserver)`. Sections that
 * mount near the viewport (decision 0480) then mount after hydration, and impressions count at once.
 */
export class InViewObserver extends StandInObserver {
  observe(target: Element): void {
    this.reportInView(target);
  }
}

/** What {@link scrollingObservers} returns. */
export interface ScrollingObservers {
  /** The IntersectionObserver class to install with `vi.stubGlobal`. */
  readonly Observer: new (callback: StandInCallback, options?: IntersectionObserverInit) => unknown;
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
  class ScrollingObserver extends StandInObserver {
    observe(target: Element): void {
      observed.push({ margin: this.options?.rootMargin, report: () => this.reportInView(target) });
    }
  }
  return { Observer: ScrollingObserver, margins: () => observed.map((o) => o.margin), scrollToAll: () => observed.forEach((o) => o.report()) };
}
