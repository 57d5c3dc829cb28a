import { lazy, memo, Suspense } from 'react';
import type { ReviewsSectionProps } from './reviews-section';
import styles from './reviews-slot.module.css';

/** The reviews section's own chunk (decision 0211): the product route carries only this slot. */
const ReviewsSection = lazy(() => import('./reviews-section'));

/**
 * Where the product page shows its reviews: the section loads lazily (its own chunk, off the PDP
 * route's budget), below the fold, with its space reserved while it loads so nothing shifts. It
 * renders on the server too (React streams the lazy section), showing its loading state there.
 * Memoized: the product page renders again on every selection change, the reviews do not.
 */
export const ReviewsSlot = memo(function ReviewsSlot(props: ReviewsSectionProps) {
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>
      <ReviewsSection {...props} />
    </Suspense>
  );
});
