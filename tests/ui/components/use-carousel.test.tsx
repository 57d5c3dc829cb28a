import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarousel } from '../../../ui/src/components/use-carousel';

/** A carousel with two slides that reports embla's API on every render. */
function Probe({ seen }: { seen: unknown[] }) {
  const [viewportRef, api] = useCarousel({ align: 'start' });
  seen.push(api);
  return (
    <div ref={viewportRef}>
      <ul>
        <li>one</li>
        <li>two</li>
      </ul>
    </div>
  );
}

/** Shows the probe until the button is pressed. */
function Toggle({ seen }: { seen: unknown[] }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(false)}>
        Hide
      </button>
      {shown && <Probe seen={seen} />}
    </>
  );
}

/** Waits for the next frame and a task after it. */
const afterNextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

/**
 * Every embla that starts watches its viewport's size: counting ResizeObservers counts starts. The
 * count wraps the inert observer that tests/ui/browser-shims.ts gives jsdom.
 */
let started = 0;
const ShimObserver = window.ResizeObserver;
beforeEach(() => {
  started = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class extends ShimObserver {
      constructor(callback: ResizeObserverCallback) {
        super(callback);
        started += 1;
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('useCarousel (decision 0471)', () => {
  it('starts embla in a task after the next frame, not within the commit that mounted the viewport', async () => {
    const seen: unknown[] = [];
    render(<Probe seen={seen} />);
    // render() flushes the commit, its refs, the state updates they make and the effects.
    expect(started).toBe(0);
    expect(seen.every((api) => api === undefined)).toBe(true);
    await afterNextFrame();
    expect(started).toBe(1);
    expect(seen.at(-1)).toEqual(expect.objectContaining({ scrollTo: expect.any(Function), selectedScrollSnap: expect.any(Function) }));
  });

  it('never starts embla for a viewport that leaves before its task', async () => {
    const seen: unknown[] = [];
    const { getByRole } = render(<Toggle seen={seen} />);
    act(() => getByRole('button', { name: 'Hide' }).click());
    await afterNextFrame();
    await afterNextFrame();
    expect(started).toBe(0);
  });
});
