import { useEffect, useRef } from 'react';

/**
 * Calls `onScroll(scrollY)` (px) at most once per `intervalMs` while the window scrolls, through a
 * passive listener: the first scroll of a burst runs at once, the last one runs when the interval
 * ends, so the final position is never missed (shell-and-account.md §2, §9 throttles). No timer
 * runs while the page is still. A page already scrolled when the listener is added (the shopper
 * scrolled before hydration or before a lazy part mounted) counts as one scroll: the state follows
 * the position without waiting for the next scroll. `enabled` false removes the listener.
 */
export function useThrottledScroll(onScroll: (scrollY: number) => void, intervalMs: number, enabled = true): void {
  const callback = useRef(onScroll);
  callback.current = onScroll;

  useEffect(() => {
    if (!enabled) return;
    let last = -Infinity;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      pending = undefined;
      last = performance.now();
      callback.current(window.scrollY);
    };
    const listener = () => {
      const wait = last + intervalMs - performance.now();
      if (wait <= 0) run();
      else pending ??= setTimeout(run, wait);
    };
    window.addEventListener('scroll', listener, { passive: true });
    if (window.scrollY !== 0) listener();
    return () => {
      window.removeEventListener('scroll', listener);
      if (pending !== undefined) clearTimeout(pending);
    };
  }, [intervalMs, enabled]);
}
