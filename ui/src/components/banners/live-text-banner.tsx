import { lazy, Suspense, useEffect, useId, useReducer, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { bannerDetailsReducer, INITIAL_BANNER_DETAILS, type LiveTextBannerModel } from '@vitrine/core';
import { CountdownTimer } from './countdown-timer';
import styles from './live-text-banner.module.css';

/** The details content loads when the details first open (DOMPurify off the initial JS; decision 0301). */
const BannerDetails = lazy(() => import('./banner-details'));

/** Props: the banner, its entry id, its end (epoch ms) and details HTML as the loader gave them. */
export interface LiveTextBannerProps {
  readonly entryId: string;
  readonly model: LiveTextBannerModel;
  readonly endsAt: number | null;
  readonly renderedAt: number;
  readonly detailsHtml: string | null;
  readonly detailsRaw: boolean;
  /** Bumped by a carousel when it moves: the details close (shell-and-account.md §4). */
  readonly carouselPosition?: number;
}

/**
 * A live-text banner (shell-and-account.md §3, §4): a region named by its headline with the
 * pre-headline, headline, CTA links, the countdown to endDate, and the details toggle whose panel
 * shows promoDesc (markdown rendered by the loader, sanitised with DOMPurify here). Colours, the
 * background image (repeat or cover) and the font colour scheme come from the entry. The details
 * close when the entry changes, the carousel moves or the banner unmounts (core's bannerDetailsReducer).
 */
export function LiveTextBanner({ entryId, model, endsAt, renderedAt, detailsHtml, detailsRaw, carouselPosition = 0 }: LiveTextBannerProps) {
  const [details, dispatch] = useReducer(bannerDetailsReducer, { ...INITIAL_BANNER_DETAILS, entryId });
  const headlineId = useId();
  const panelId = useId();
  useEffect(() => dispatch({ type: 'entry-changed', entryId }), [entryId]);
  useEffect(() => dispatch({ type: 'carousel-moved' }), [carouselPosition]);
  useEffect(() => () => dispatch({ type: 'unmounted' }), []);

  const style = {
    '--banner-bg': model.colors.wrapper ?? undefined,
    '--banner-details-bg': model.colors.details ?? undefined,
    '--banner-link-hover': model.colors.linkHover ?? undefined,
    ...(model.background
      ? { backgroundImage: `url("${encodeURI(model.background.image)}")`, backgroundRepeat: model.background.type === 'repeat' ? 'repeat' : 'no-repeat', backgroundSize: model.background.type === 'cover' ? 'cover' : 'auto' }
      : {}),
  } as CSSProperties;
  const scheme = model.fontColorScheme === 'dark' ? styles.dark : styles.light;

  return (
    <section className={`${styles.banner} ${scheme}`} style={style} aria-labelledby={headlineId}>
      <div className={styles.row}>
        {model.preHeadline && <p className={styles.preHeadline}>{model.preHeadline}</p>}
        <p id={headlineId} className={styles.headline}>
          {model.headline}
        </p>
        {endsAt !== null && model.countdown && <CountdownTimer endsAt={endsAt} renderedAt={renderedAt} className={styles.countdown} />}
        {model.ctas.map((cta) =>
          cta.newWindow || /^https?:/.test(cta.href) ? (
            <a key={cta.name || cta.href} className={styles.cta} href={cta.href} target={cta.newWindow ? '_blank' : undefined} rel={cta.newWindow ? 'noopener noreferrer' : undefined}>
              {cta.title}
            </a>
          ) : (
            <Link key={cta.name || cta.href} className={styles.cta} to={cta.href}>
              {cta.title}
            </Link>
          ),
        )}
        {detailsHtml !== null && model.detailsLabel && (
          <button type="button" className={styles.toggle} aria-expanded={details.open} aria-controls={panelId} onClick={() => dispatch({ type: 'toggle' })}>
            {model.detailsLabel}
          </button>
        )}
      </div>
      {detailsHtml !== null && (
        <div id={panelId} className={styles.details} hidden={!details.open}>
          {details.open && (
            <Suspense fallback={null}>
              <BannerDetails html={detailsHtml} raw={detailsRaw} />
            </Suspense>
          )}
        </div>
      )}
    </section>
  );
}
