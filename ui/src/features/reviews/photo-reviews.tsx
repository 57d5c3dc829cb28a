import { useLingui } from '@lingui/react/macro';
import { startTransition, useEffect, useState } from 'react';
import { REVIEW_DEFAULTS, reviewPageQuery, ReviewsGateway, type ProductImage } from '@vitrine/core';
import { ResponsiveImage } from '../../components/responsive-image';
import { THUMBNAIL_WIDTH } from '../../components/image-widths';
import { useService } from '../../shared/service-context';
import styles from './reviews.module.css';

/**
 * Customer photos (shopping.md §3 "photo reviews carry id and photos", §9 "photo reviews fetch
 * 100"): one call for up to 100 reviews with photos, shown as a strip of 100 px thumbnails;
 * nothing when there are none or the call fails.
 */
export function PhotoReviews({ slug }: { slug: string }) {
  const { t } = useLingui();
  const gateway = useService(ReviewsGateway);
  const [photos, setPhotos] = useState<{ id: string; photo: ProductImage }[]>([]);
  useEffect(() => {
    let live = true;
    gateway
      .getReviews(slug, reviewPageQuery(1, { size: REVIEW_DEFAULTS.photoReviewsLimit, filter: 'hasphotos:true' }))
      .then((result) => {
        if (live && result.ok) startTransition(() => setPhotos(result.value.results.flatMap((r) => r.photos.map((photo) => ({ id: r.id, photo })))));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [gateway, slug]);
  if (photos.length === 0) return null;
  return (
    <ul className={styles.photoStrip} aria-label={t`Customer photos`}>
      {photos.map(({ id, photo }, i) => (
        <li key={`${id}-${i}`}>
          <ResponsiveImage image={photo} alt={t`Customer photo ${i + 1}`} sizes={`${THUMBNAIL_WIDTH}px`} widths={[THUMBNAIL_WIDTH, 360]} mobileWidths={null} className={styles.photo} />
        </li>
      ))}
    </ul>
  );
}
