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
