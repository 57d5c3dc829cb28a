import { dateFormat } from '../../shared/format';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Review } from '@vitrine/core';
import { ResponsiveImage } from '../../components/responsive-image';
import { THUMBNAIL_WIDTH } from '../../components/image-widths';
import { useSite } from '../../shared/site-context';
import { Stars } from './stars';
import styles from './reviews.module.css';

/**
 * One review as an article named by its title (or its rating when untitled): stars with a text
 * equivalent, the text, nickname (or "Verified buyer"), the tracked age group, the recommended
 * flag, the submission date (Intl), helpful votes and the photos (thumbnails at the spec's 100 px).
 */
export function ReviewItem({ review }: { review: Review }) {
  const { t } = useLingui();
  const { locale } = useSite();
  const titleId = useId();
  const date = dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(review.submittedAt);
  const age = review.profile.age;
  const rating = review.rating;
  return (
    <article className={styles.review} aria-labelledby={titleId}>
      <Stars rating={rating} />
      <h3 id={titleId} className={styles.reviewTitle}>
        {review.title ?? t`Rated ${rating} out of 5`}
      </h3>
      {review.text && <p className={styles.reviewText}>{review.text}</p>}
      {review.photos.length > 0 && (
        <ul className={styles.photos} aria-label={t`Photos from this review`}>
          {review.photos.map((photo, i) => (
            <li key={`${photo.url}-${i}`}>
              <ResponsiveImage image={photo} sizes={`${THUMBNAIL_WIDTH}px`} widths={[THUMBNAIL_WIDTH, 360]} mobileWidths={null} className={styles.photo} />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.meta}>
        <span>{review.nickname ?? t`Verified buyer`}</span>
        {age && (
          <span>
            <Trans>Age {age}</Trans>
          </span>
        )}
        <span>
          <time dateTime={new Date(review.submittedAt).toISOString()}>{date}</time>
        </span>
      </p>
      {review.isRecommended === true && (
        <p className={styles.recommended}>
          <Trans>Recommends this product</Trans>
        </p>
      )}
      {review.helpfulCount > 0 && (
        <p className={styles.helpful}>
          <Plural value={review.helpfulCount} one="# person found this helpful" other="# people found this helpful" />
        </p>
      )}
    </article>
  );
}
