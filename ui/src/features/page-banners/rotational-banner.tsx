import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId } from 'react';
import type { RotationalBannerModel } from '@vitrine/core';
import { BannerPicture } from './banner-picture';
import styles from './page-banners.module.css';
import { useHydrated } from '../../shared/use-hydrated';

/** The carousel (embla) is a chunk of its own, loaded after hydration (decision 0412). */
const RotationalCarousel = lazy(() => import('./rotational-carousel'));

/** Props of the rotational banner: the model, and what to do when the carousel moves (the page's live-text details close). */
export interface RotationalBannerProps {
  readonly model: RotationalBannerModel;
  readonly onMove?: (index: number) => void;
}

/**
 * The rotational banner (shell-and-account.md §3, §4 "Slider"; decision 0412): a region named
 * "Featured" with "Previous slide" and "Next slide" buttons. The server renders the first slide
 * alone in the carousel's reserved box, its buttons disabled; after hydration the embla carousel's
 * chunk loads and takes over in the same box (no layout shift).
 */
export function RotationalBanner({ model, onMove }: RotationalBannerProps) {
  const { t } = useLingui();
  const titleId = useId();
  const interactive = useHydrated();
  const [first] = model.slides;
  if (!first) return null;
  const scheme = (model.arrowColorScheme === 'light' ? styles.arrowsLight : styles.arrowsDark) ?? '';
  const still = (
    <div className={styles.carousel}>
      <div className={styles.viewport}>
        <BannerPicture model={first} />
      </div>
      {model.slides.length > 1 && (
        <div className={`${styles.arrows} ${scheme}`}>
          <button type="button" className={styles.arrow} disabled aria-label={t`Previous slide`}>
            ‹
          </button>
          <button type="button" className={styles.arrow} disabled aria-label={t`Next slide`}>
            ›
          </button>
        </div>
      )}
    </div>
  );
  return (
    <section className={styles.rotational} aria-labelledby={titleId} aria-roledescription={t`carousel`}>
      <h2 id={titleId} className="visually-hidden">
        {t`Featured`}
      </h2>
      {interactive && model.slides.length > 1 ? (
        <Suspense fallback={still}>
          <RotationalCarousel slides={model.slides} arrowClassName={scheme} onMove={onMove} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}
