import { startTransition, useEffect, useState } from 'react';

/**
 * False while hydrating (and on the server), true once the component has mounted in the browser:
 * for parts that render only after hydration. The switch is a transition (decision 0465): React
 * renders it in slices that yield to the browser, where a plain state update after hydration would
 * render the component's whole subtree in one task (a long task counted as blocking time).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
