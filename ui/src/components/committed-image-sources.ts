import { useState, type RefCallback } from 'react';

/** The source attributes of an <img> or a <picture>'s <source>. */
export interface ImageSources {
  readonly src?: string;
  readonly srcSet: string;
  readonly sizes?: string;
}

/** What an <img> or <source> spreads: the attributes themselves, or a ref that sets them once committed. */
export type ImageSourceProps = ImageSources | { readonly ref: RefCallback<HTMLImageElement | HTMLSourceElement> };

/**
 * Whether this image sets its sources on commit ({@link imageSourceProps}): true for an image first
 * rendered after hydration (document.documentElement's data-hydrated, set by the app shell), fixed
 * for the element's life, so an image that came with the server's HTML keeps its attributes as
 * React props (hydration matches them) and is never stripped of them by a later render.
 */
export function useCommittedImageSources(): boolean {
  const [onCommit] = useState(() => typeof document !== 'undefined' && document.documentElement.dataset['hydrated'] === 'true');
  return onCommit;
}

/**
 * The source attributes of an image (docs/performance.md "npm run soak"; decision 0455). Chromium
 * registers an <img> whose candidates have width descriptors (`srcset` with `w`, or a <picture>
 * parent's <source>) with the document's viewport listeners as soon as they are set, and lets go
 * of it only when the element leaves the document: an element that never enters it stays
 * registered for the page's life, holding its subtree and, through them, React's fibers and props
 * of that render. React builds a render's DOM before it commits it and drops the render when it is
 * interrupted or suspends, so on client navigations such never-inserted images piled up. With
 * `onCommit` the attributes are set by a ref callback, which React calls only for a committed
 * element, once it is in the document (`sizes` before `srcset` before `src`, each only when it
 * changed); without it they are ordinary props (server rendering, hydration).
 */
export function imageSourceProps(onCommit: boolean, sources: ImageSources): ImageSourceProps {
  if (!onCommit) return sources;
  const { src, srcSet, sizes } = sources;
  return {
    ref: (element) => {
      if (!element) return;
      const set = (name: string, value: string | undefined) => {
        if (value === undefined) element.removeAttribute(name);
        else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
      };
      set('sizes', sizes);
      set('srcset', srcSet);
      if (element instanceof HTMLImageElement) set('src', src);
    },
  };
}
