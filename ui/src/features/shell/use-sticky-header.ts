import { useCallback, useRef, useState, type RefObject } from 'react';
import { headerAfterScroll, HEADER_SCROLL_STEP_PX, INITIAL_HEADER_SCROLL, SHELL_TIMINGS } from '@vitrine/core';
import { useThrottledScroll } from '../../shared/use-throttled-scroll';

/** True while the header's search field has focus: the search is open (shell-and-account.md §2). */
function isSearchOpen(header: HTMLElement | null): boolean {
  const active = header?.ownerDocument.activeElement;
  return active instanceof HTMLInputElement && active.type === 'search' && header!.contains(active);
}

/**
 * The sticky header's hidden state (shell-and-account.md §2; decision 0332): core's
 * `headerAfterScroll` decides on each scroll (50 px step, 30 ms throttle, passive listener); nothing
 * changes while the search field is open. `reveal()` shows the header again (keyboard focus enters it).
 */
export function useStickyHeader(header: RefObject<HTMLElement | null>): { hidden: boolean; reveal: () => void } {
  const state = useRef(INITIAL_HEADER_SCROLL);
  const [hidden, setHidden] = useState(false);

  useThrottledScroll((y) => {
    state.current = headerAfterScroll(state.current, y, { open: isSearchOpen(header.current), transitioning: false }, HEADER_SCROLL_STEP_PX);
    setHidden(state.current.hidden);
  }, SHELL_TIMINGS.scrollThrottleMs);

  const reveal = useCallback(() => {
    state.current = { hidden: false, anchorY: window.scrollY };
    setHidden(false);
  }, []);
  return { hidden, reveal };
}
