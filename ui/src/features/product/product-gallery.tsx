import { Trans, useLingui } from '@lingui/react/macro';
import { memo, startTransition, useCallback, useEffect, useState } from 'react';
import type { ProductImage } from '@vitrine/core';
import { ResponsiveImage } from '../../components/responsive-image';
import { useCarousel } from '../../components/use-carousel';
import { THUMBNAIL_WIDTH } from '../../components/image-widths';
import { whenIdle } from '../../shared/when-idle';
import styles from './product-gallery.module.css';

/** The main image's layout width: the full width on phones, about 58% of the page from 1025 px. */
const SLIDE_SIZES = '(min-width: 1440px) 820px, (min-width: 1025px) 58vw, 100vw';

/**
 * The PDP gallery (decision 0055): the selected colour's images in a swipeable carousel
 * (embla-carousel), previous/next buttons and a row of thumbnails (100 px images, spec §9). The
 * first image is the LCP image (eager, high priority); the others are lazy and only rendered once
 * the carousel runs in the browser, so they never compete with the LCP image while the page loads
 * (decision 0280). The carousel starts, and those images render, once the browser is idle after
 * hydration, as a transition (decision 0454): starting it measures the page (a forced layout) and
 * rendering the slides mounts their images, which made one task of 50-90 ms right after hydration;
 * embla itself starts in a task after the next frame ({@link useCarousel}, decision 0471), and the
 * arrows stay disabled until it runs. Every slide reserves the first image's aspect ratio.
 * Remount it (key) when the colour changes to start at image 1. Memoized: a size or quantity
 * change renders the page again, not the gallery.
 */
export const ProductGallery = memo(function ProductGallery({ images, productName }: { images: readonly ProductImage[]; productName: string }) {
  const { t } = useLingui();
  const [viewportRef, api] = useCarousel({ align: 'start', containScroll: 'trimSnaps' });
  const [index, setIndex] = useState(0);
  // False on the server, while hydrating and until the browser is idle: then the carousel starts
  // (its viewport gets embla's ref) and the slides after the first render their image.
  const [live, setLive] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setLive(true))), []);
  const first = images[0];
  const ratio = first ? `${first.width} / ${first.height}` : '4 / 5';

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setIndex(api.selectedScrollSnap());
    api.on('select', onSelect);
    api.on('reInit', onSelect);
    return () => {
      api.off('select', onSelect);
      api.off('reInit', onSelect);
    };
  }, [api]);

  const scrollTo = useCallback((i: number) => api?.scrollTo(i), [api]);
  const count = images.length;

  if (!first) {
    return <div className={styles.placeholder} style={{ aspectRatio: ratio }} aria-hidden="true" />;
  }

  return (
    <section className={styles.gallery} aria-roledescription={t`carousel`} aria-label={t`Images of ${productName}`}>
      <div className={styles.stage}>
        <div className={styles.viewport} ref={live ? viewportRef : undefined}>
          <div className={styles.track}>
            {images.map((image, i) => (
              <div
                key={`${image.url}-${i}`}
                className={styles.slide}
                style={{ aspectRatio: ratio }}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${i + 1} of ${count}`}
              >
                {(i === 0 || live) && (
                  <ResponsiveImage image={image} alt={image.alt || productName} sizes={SLIDE_SIZES} priority={i === 0} preload={i === 0} className={styles.image} />
                )}
              </div>
            ))}
          </div>
        </div>
        {count > 1 && (
          <>
            <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => api?.scrollPrev()} disabled={!api || index === 0}>
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">
                <Trans>Previous image</Trans>
              </span>
            </button>
            <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => api?.scrollNext()} disabled={!api || index === count - 1}>
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">
                <Trans>Next image</Trans>
              </span>
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={styles.thumbs}>
          {images.map((image, i) => (
            <li key={`${image.url}-thumb-${i}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => scrollTo(i)}
                style={{ aspectRatio: ratio }}
              >
                <ResponsiveImage image={image} alt="" sizes={`${THUMBNAIL_WIDTH}px`} widths={[THUMBNAIL_WIDTH]} mobileWidths={null} className={styles.thumbImage} />
                <span className="visually-hidden">
                  <Trans>
                    Show image {i + 1} of {count}
                  </Trans>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
