import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottledScroll } from '../../../ui/src/shared/use-throttled-scroll';

/** Moves the window to `y` (px) and fires a scroll event. */
function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useThrottledScroll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('runs the first scroll of a burst at once and the last when the interval ends', () => {
    const onScroll = vi.fn();
    renderHook(() => useThrottledScroll(onScroll, 250));
    expect(onScroll).not.toHaveBeenCalled();
    scrollTo(100);
    scrollTo(200);
    scrollTo(300);
    expect(onScroll.mock.calls).toEqual([[100]]);
    vi.advanceTimersByTime(250);
    expect(onScroll.mock.calls).toEqual([[100], [300]]);
  });

  it('takes a page already scrolled when it starts listening as one scroll', () => {
    Object.defineProperty(window, 'scrollY', { value: 1200, configurable: true });
    const onScroll = vi.fn();
    renderHook(() => useThrottledScroll(onScroll, 250));
    expect(onScroll.mock.calls).toEqual([[1200]]);
  });

  it('does nothing while disabled, and stops listening when unmounted', () => {
    const onScroll = vi.fn();
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    const { rerender, unmount } = renderHook(({ enabled }: { enabled: boolean }) => useThrottledScroll(onScroll, 250, enabled), { initialProps: { enabled: false } });
    scrollTo(600);
    expect(onScroll).not.toHaveBeenCalled();
    rerender({ enabled: true });
    expect(onScroll.mock.calls).toEqual([[600]]);
    unmount();
    vi.advanceTimersByTime(250);
    scrollTo(700);
    expect(onScroll.mock.calls).toEqual([[600]]);
  });
});
