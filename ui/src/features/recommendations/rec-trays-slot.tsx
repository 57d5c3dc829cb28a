import { lazy, memo, Suspense } from 'react';
import { recTrayPlacements } from '@vitrine/core';
import { useExperiments } from '../../shared/experiments';
import type { RecTraysProps } from './rec-trays';
import styles from './rec-trays.module.css';
import { useHydrated } from '../../shared/use-hydrated';

/** The trays' own chunk (decision 0400): the page routes carry only this slot. */
const RecTrays = lazy(() => import('./rec-trays'));

/**
 * Where a page shows its recommendation trays (decision 0400): after hydration only (the server and
 * the first paint render the reserved, empty space), then the lazily loaded trays, so nothing shifts
 * while they load (CLS). Put it below the page's main content. A page whose experiments ask no
 * tray (a listing's hold-out variant; decision 0424) reserves nothing and loads nothing: the
 * dataset event then goes with the page's next tray. Memoized (shallow props): give it the same
 * `productIds` and `cartLines` arrays while they do not change.
 */
export const RecTraysSlot = memo(function RecTraysSlot(props: RecTraysProps) {
  const hydrated = useHydrated();
  const experiments = useExperiments();
  if (recTrayPlacements(props.page, experiments).length === 0) return null;
  const placeholder = <div className={styles.placeholder} aria-hidden="true" />;
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <RecTrays {...props} />
    </Suspense>
  );
});
