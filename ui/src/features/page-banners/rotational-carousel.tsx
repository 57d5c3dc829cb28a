import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CAROUSEL, clampSlideIndex, lastSlideIndex, nextSlideIndex, previousSlideIndex, sliderControls, type SimpleBannerModel, type SliderConfig } from '@vitrine/core';
import { useFormatNumber } from '../../shared/format';
import { useCarousel } from '../../components/use-carousel';
import { BannerPicture } from './banner-picture';
import styles from './page-banners.module.css';

/** Props: the slides, the arrow colour scheme's class, and the move callback. */
export interface RotationalCarouselProps {
  readonly slides: readonly SimpleBannerModel[];
  readonly arrowClassName: string;
  readonly onMove?: ((index: number) => void) | undefined;
}

/**
 * The rotational banner's carousel (shell-and-account.md §4 "Slider", §9 carousel gutter 1 and
 * activeBuffer 1; decision 0412), on embla (started in a task of its own, {@link useCarousel}): one
 * slide per view, moved by one, no looping (it stops at the ends, core's nextSlideIndex and
 * previousSlideIndex; sliderControls disables the arrow at an end; both wait for embla, since a
 * move made before it runs would not scroll). Slides are CAROUSEL.gutter spacing units apart; the
 * slides within CAROUSEL.activeBuffer of the current one are rendered with their images, the others
 * keep their box empty and are inert. A live status tells the position ("Slide 2 of 3"). `onMove`
 * gets the new index on every move.
 */
export default function RotationalCarousel({ slides, arrowClassName, onMove }: RotationalCarouselProps) {
  const { t } = useLingui();
  const formatNumber = useFormatNumber();
  const [viewportRef, api] = useCarousel({ align: 'start', loop: false, containScroll: 'trimSnaps' });
  const [index, setIndex] = useState(0);
  const current = useRef(0);
  const config: SliderConfig = { count: slides.length, perPage: 1, step: 'one', loop: false };
  const controls = sliderControls(index, config);

  // One place moves the slider: the buttons, and embla's own moves (swipe, drag) through its 'select' event.
  const moveTo = useCallback(
    (target: number) => {
      if (target === current.current) return;
      current.current = target;
      setIndex(target);
      onMove?.(target);
    },
    [onMove],
  );

  useEffect(() => {
    if (!api) return;
    const onSelect = () => moveTo(clampSlideIndex(api.selectedScrollSnap(), { count: slides.length, perPage: 1 }));
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api, slides.length, moveTo]);

  const go = (target: number) => {
    moveTo(target);
    api?.scrollTo(target);
  };

  const position = index + 1;
  const total = lastSlideIndex(config) + 1;
  return (
    <div className={styles.carousel}>
      <div className={styles.viewport} ref={viewportRef}>
        <ul className={styles.track} style={{ gap: `calc(var(--space-1) * ${CAROUSEL.gutter})` }}>
          {slides.map((slide, i) => {
            const active = Math.abs(i - index) <= CAROUSEL.activeBuffer;
            return (
              <li key={slide.name || i} className={styles.slide} inert={i !== index}>
                {active ? <BannerPicture model={slide} eager={i === 0} /> : <div className={styles.picture} />}
              </li>
            );
          })}
        </ul>
      </div>
      <div className={`${styles.arrows} ${arrowClassName}`}>
        <button type="button" className={styles.arrow} disabled={!api || !controls.canPrevious} aria-label={t`Previous slide`} onClick={() => go(previousSlideIndex(index, config))}>
          ‹
        </button>
        <button type="button" className={styles.arrow} disabled={!api || !controls.canNext} aria-label={t`Next slide`} onClick={() => go(nextSlideIndex(index, config))}>
          ›
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {t`Slide ${formatNumber(position)} of ${formatNumber(total)}`}
      </p>
    </div>
  );
}
