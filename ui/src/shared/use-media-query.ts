import { useSyncExternalStore } from 'react';
import { DESKTOP_BREAKPOINT_PX } from '@vitrine/core';

/** The media query of core's desktop breakpoint (shell-and-account.md §2, §9: 1025 px and wider). */
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_BREAKPOINT_PX}px)`;

/** True while the media query matches; re-renders on change. False where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}
