import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEWPORT_MARGIN, useNearViewport } from '../../../ui/src/shared/use-near-viewport';

afterEach(() => vi.unstubAllGlobals());

function Section() {
  const { ref, near } = useNearViewport();
  return near ? <p>mounted</p> : <div ref={ref} data-testid="place" />;
}

describe('useNearViewport (decision 0480)', () => {
  it('renders the place on the server', () => {
    expect(renderToString(<Section />)).toContain('data-testid="place"');
  });

  it('watches the place with a margin of one viewport height and mounts once it is reported near', async () => {
    const observers: { margin: string | undefined; report: () => void }[] = [];
    class ScrolledObserver {
      readonly thresholds: readonly number[] = [0];
      constructor(
        private readonly callback: (entries: { isIntersecting: boolean; intersectionRatio: number; target: Element }[]) => void,
        private readonly options?: IntersectionObserverInit,
      ) {}
      observe(target: Element): void {
        observers.push({ margin: this.options?.rootMargin, report: () => this.callback([{ isIntersecting: true, intersectionRatio: 1, target }]) });
      }
      unobserve(): void {}
      disconnect(): void {}
      takeRecords(): [] {
        return [];
      }
    }
    vi.stubGlobal('IntersectionObserver', ScrolledObserver);
    render(<Section />);
    expect(screen.getByTestId('place')).toBeTruthy();
    expect(observers.map((o) => o.margin)).toEqual([NEAR_VIEWPORT_MARGIN]);
    observers[0]!.report();
    expect(await screen.findByText('mounted')).toBeTruthy();
  });

  it('mounts at once after mounting where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Section />);
    expect(await screen.findByText('mounted')).toBeTruthy();
  });
});
