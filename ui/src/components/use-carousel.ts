import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, type RefCallback } from 'react';
import { afterNextPaint } from '../shared/after-next-paint';

/**
 * embla-carousel-react's `useEmblaCarousel` (`options`: embla's options), started in a task of its
 * own (decision 0471). Returns `[viewportRef, api]`: the ref for the carousel's viewport element
 * and embla's API, `undefined` until embla runs and again once the viewport leaves.
 *
 * embla's own ref stores the viewport in React state. React calls a ref while it commits, and a
 * state update made then is rendered, committed and its effects run in the same task, embla's
 * start with them. Handed over in a task after the next frame instead (`afterNextPaint`), the
 * commit that mounted the carousel and embla's start are two shorter tasks, and embla measures the
 * slides (their offsets, a forced layout when the page's layout is out of date) after the browser
 * has laid the page out for that frame. A viewport that leaves before then never starts embla.
 */
export function useCarousel(options: Parameters<typeof useEmblaCarousel>[0]): readonly [RefCallback<HTMLElement>, UseEmblaCarouselType[1]] {
  const [setViewport, api] = useEmblaCarousel(options);
  const viewportRef = useCallback(
    (node: HTMLElement | null) => {
      if (!node) return;
      const cancel = afterNextPaint(() => setViewport(node));
      return () => {
        cancel();
        setViewport(null);
      };
    },
    [setViewport],
  );
  return [viewportRef, api];
}
