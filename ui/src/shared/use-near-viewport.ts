import { startTransition, useState } from 'react';
import { useInView } from 'react-intersection-observer';

/**
 * How close to the viewport a deferred section must come before it mounts (decision 0480): one
 * viewport height below or above it, as an IntersectionObserver `rootMargin` (percentages of the
 * viewport's height).
 */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

/** What {@link useNearViewport} returns. */
export interface NearViewport {
  /** The ref callback for the element that stands where the section will be (its placeholder). */
  readonly ref: (node?: Element | null) => void;
  /** False on the server, while hydrating and until the element first comes near the viewport; then true for good. */
  readonly near: boolean;
}

/**
 * Whether a section below the first screen may mount yet (decision 0480, docs/performance.md): true
 * once the element behind `ref` has come within {@link NEAR_VIEWPORT_MARGIN} of the viewport, never
 * before the component has mounted in the browser (so the server HTML and hydration render the
 * placeholder), and at once after mounting where the browser has no IntersectionObserver. The switch
 * is a transition (decision 0465), so the section's first render yields to the browser.
 */
export function useNearViewport(): NearViewport {
  const [near, setNear] = useState(false);
  const { ref } = useInView({
    rootMargin: NEAR_VIEWPORT_MARGIN,
    triggerOnce: true,
    fallbackInView: true,
    skip: near,
    onChange: (inView) => {
      if (inView) startTransition(() => setNear(true));
    },
  });
  return { ref, near };
}
