import { lazy, Suspense, useEffect, useState } from 'react';
import type { RecTraysProps } from './rec-trays';
import styles from './rec-trays.module.css';

/** The trays' own chunk (decision 0400): the page routes carry only this slot. */
const RecTrays = lazy(() => import('./rec-trays'));

/**
 * Where a page shows its recommendation trays (decision 0400): after hydration only (the server and
 * the first paint render the reserved, empty space), then the lazily loaded trays, so nothing shifts
 * while they load (CLS). Put it below the page's main content.
 */
export function RecTraysSlot(props: RecTraysProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const placeholder = <div className={styles.placeholder} aria-hidden="true" />;
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <RecTrays {...props} />
    </Suspense>
  );
}
