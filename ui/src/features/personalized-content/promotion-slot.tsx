import { lazy, Suspense } from 'react';
import type { PersonalizedContentProps } from './personalized-content';
import styles from './personalized-content.module.css';
import { useHydrated } from '../../shared/use-hydrated';

/** The promotion and notifications' own chunk (decisions 0407, 0408): the page routes carry only this slot. */
const PersonalizedContent = lazy(() => import('./personalized-content'));

/**
 * Where a page shows its bandit promotion and its notifications (decisions 0407, 0408): after
 * hydration only (the server and the first paint render the reserved, empty promotion box), then
 * the lazily loaded content in a box of the same size, so nothing shifts (CLS). Notifications
 * float over the page and shift nothing.
 */
export function PromotionSlot(props: PersonalizedContentProps) {
  const hydrated = useHydrated();
  const placeholder = <div className={styles.box} aria-hidden="true" />;
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PersonalizedContent {...props} />
    </Suspense>
  );
}
