import { startTransition, useEffect, useState } from 'react';
import { DESKTOP_BREAKPOINT_PX } from '@vitrine/core';

/** The media query of core's desktop breakpoint (shell-and-account.md §2, §9: 1025 px and wider). */
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_BREAKPOINT_PX}px)`;

/** Whether the media query matches now; false where matchMedia is missing (the server). */
function matchesNow(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/**
 * True while the media query matches; re-renders on change. False on the server and while
 * hydrating (the server knows no viewport), then the browser's answer, set in a transition
 * (decision 0465): a synchronous re-render here would hydrate every part still waiting below the
 * component in one long task. A component mounted after hydration starts with the browser's answer.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true' && matchesNow(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const follow = () => startTransition(() => setMatches(matchesNow(query)));
    follow();
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [query]);
  return matches;
}
