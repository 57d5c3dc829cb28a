import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { coerceExperimentValue, formatReviewFilter, parseReviewFilter, REVIEW_AGE_GROUPS, reviewPageCount, toggleReviewFilter, type ReviewPage } from '@vitrine/core';
import { pageWindow } from '../../components/page-window';
import { useFormatNumber, numberFormat } from '../../shared/format';
import { useSite } from '../../shared/site-context';
import { PhotoReviews } from './photo-reviews';
import { ReviewItem } from './review-item';
import { readReviewUrl, REVIEW_SORT_OPTIONS, writeReviewUrl, type ReviewSort } from './review-url';
import { Stars } from './stars';
import { useReviewPages } from './use-review-pages';
import styles from './reviews.module.css';

/** The write-review dialog, loaded when first opened. */
const WriteReviewDialog = lazy(async () => ({ default: (await import('./write-review-dialog')).WriteReviewDialog }));

/** Props of {@link ReviewsSection}. */
export interface ReviewsSectionProps {
  readonly slug: string;
  readonly productName: string;
}

/**
 * The product page's reviews (shopping.md §2 review query, §3 "Review result", §4, §8, §9; decision
 * 0211): a region "Reviews" with the statistics (average, count, and the rating distribution when
 * the ratingDistribution experiment is 1 — its value comes from the page URL), the customer photos,
 * "Write a review", the "Sort reviews" combobox and filters (rating, age group, recommended,
 * photos), one article per review of the current page, and the "Reviews pages" navigation. Page,
 * filter and sort live in the URL (reviewPage, reviewFilter, reviewSort), so a reload shows the same
 * page. 'No reviews found' when a load fails or finds nothing.
 */
export default function ReviewsSection({ slug, productName }: ReviewsSectionProps) {
  const { t } = useLingui();
  const headingId = useId();
  const sortId = useId();
  const formatNumber = useFormatNumber();
  const { locale } = useSite();
  const [params] = useSearchParams();
  const { state, url, update, reload } = useReviewPages(slug);
  const [writing, setWriting] = useState(false);
  const showDistribution = coerceExperimentValue('ratingDistribution', params.get('ratingDistribution')) === 1;
  const filter = parseReviewFilter(url.filter);
  const page: ReviewPage | null = state.status === 'ready' ? state.page : null;
  const totalPages = page ? reviewPageCount(page.totalResults, page.limit) : 1;

  const sortLabels: Record<ReviewSort, string> = {
    'SubmissionTime:desc': t`Most recent`,
    'Rating:desc': t`Highest rating`,
    'Rating:asc': t`Lowest rating`,
    'Helpfulness:desc': t`Most helpful`,
  };
  const toggle = (name: 'rating' | 'agegroup' | 'isrecommended' | 'hasphotos', value: string) => update({ filter: formatReviewFilter(toggleReviewFilter(filter, name, value)), page: 1 });
  const stats = page?.statistics;
  const filterValues = (name: string) => page?.filters.find((f) => f.name === name)?.values ?? [];
  const first = page ? page.offset + 1 : 0;
  const last = page ? page.offset + page.results.length : 0;

  return (
    <section aria-labelledby={headingId} className={styles.section} id="reviews">
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          <Trans>Reviews</Trans>
        </h2>
        <button type="button" className={styles.write} onClick={() => setWriting(true)}>
          <Trans>Write a review</Trans>
        </button>
      </div>

      {stats && stats.totalReviewCount > 0 && (
        <div className={styles.summary}>
          <p className={styles.average}>
            <span className={styles.averageValue}>{numberFormat(locale, { maximumFractionDigits: 1 }).format(stats.averageOverallRating)}</span>
            <Stars rating={stats.averageOverallRating} size="lg" />
            <span>
              <Plural value={stats.totalReviewCount} one="Based on # review" other="Based on # reviews" />
            </span>
          </p>
          {showDistribution && (
            <ul className={styles.distribution} aria-label={t`Rating distribution`}>
              {[5, 4, 3, 2, 1].map((star) => {
                const count = stats.ratingDistribution[star - 1] ?? 0;
                const share = stats.totalReviewCount ? (count / stats.totalReviewCount) * 100 : 0;
                return (
                  <li key={star} className={styles.bar}>
                    <span className={styles.barLabel}>
                      <Plural value={star} one="# star" other="# stars" />
                    </span>
                    <span className={styles.barTrack} aria-hidden="true">
                      <span className={styles.barFill} style={{ width: `${share}%` }} />
                    </span>
                    <span className={styles.barCount}>{formatNumber(count)}</span>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}

      <PhotoReviews slug={slug} />

      <div className={styles.toolbar}>
        <div className={styles.sort}>
          <label htmlFor={sortId}>
            <Trans>Sort reviews</Trans>
          </label>
          <select id={sortId} value={url.sort} onChange={(event) => update({ sort: event.target.value as ReviewSort, page: 1 })}>
            {REVIEW_SORT_OPTIONS.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.filters}>
          <legend>
            <Trans>Filter reviews</Trans>
          </legend>
          {filterValues('rating').map(({ value, count }) => {
            const stars = Number(value);
            return (
              <label key={`r${value}`} className={styles.chip}>
                <input type="checkbox" checked={filter.rating?.includes(value) ?? false} onChange={() => toggle('rating', value)} />
                <Plural value={stars} one="# star" other="# stars" /> ({formatNumber(count)})
              </label>
            );
          })}
          {filterValues('agegroup').length > 0 && (
            <label className={styles.chip}>
              <Trans>Age</Trans>{' '}
              <select value={filter.agegroup?.[0] ?? ''} onChange={(event) => update({ filter: formatReviewFilter({ ...filter, agegroup: event.target.value ? [event.target.value] : [] }), page: 1 })}>
                <option value="">{t`Any age`}</option>
                {REVIEW_AGE_GROUPS.filter((g) => filterValues('agegroup').some((v) => v.value === g)).map((g) => (
                  <option key={g} value={g}>
                    {g}
                  </option>
                ))}
              </select>
            </label>
          )}
          {filterValues('isrecommended').some((v) => v.value === 'true') && (
            <label className={styles.chip}>
              <input type="checkbox" checked={filter.isrecommended?.[0] === 'true'} onChange={() => toggle('isrecommended', 'true')} />
              <Trans>Recommended</Trans>
            </label>
          )}
          {filterValues('hasphotos').length > 0 && (
            <label className={styles.chip}>
              <input type="checkbox" checked={filter.hasphotos?.[0] === 'true'} onChange={() => toggle('hasphotos', 'true')} />
              <Trans>With photos</Trans>
            </label>
          )}
          {url.filter && (
            <button type="button" className={styles.clear} onClick={() => update({ filter: '', page: 1 })}>
              <Trans>Clear filters</Trans>
            </button>
          )}
        </fieldset>
      </div>

      <p role="status" className={styles.status}>
        {state.status === 'loading' && <Trans>Loading reviews…</Trans>}
        {page && page.results.length > 0 && (
          <Trans>
            Reviews {formatNumber(first)}–{formatNumber(last)} of {formatNumber(page.totalResults)}
          </Trans>
        )}
        {(state.status === 'empty' || state.status === 'error' || (page && page.results.length === 0)) && <Trans>No reviews found</Trans>}
      </p>

      {page && page.results.length > 0 && (
        <div className={styles.list}>
          {page.results.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </div>
      )}

      {page && totalPages > 1 && <ReviewPager page={url.page} totalPages={totalPages} onPage={(p) => update({ page: p })} />}

      {writing && (
        <Suspense fallback={null}>
          <WriteReviewDialog
            slug={slug}
            productName={productName}
            onClose={() => setWriting(false)}
            onSubmitted={reload}
          />
        </Suspense>
      )}
    </section>
  );
}

/** The "Reviews pages" navigation: links carrying reviewPage (they work without JS); a click changes the page in place. */
function ReviewPager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  const location = useLocation();
  const formatNumber = useFormatNumber();
  const hrefFor = (p: number) => {
    const current = new URLSearchParams(location.search);
    const params = writeReviewUrl(current, { ...readReviewUrl(current), page: p });
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}#reviews`;
  };
  const go = (p: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onPage(p);
  };
  return (
    <nav aria-label={t`Reviews pages`} className={styles.pager}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={hrefFor(page - 1)} onClick={go(page - 1)} rel="prev">
              <Trans>Previous</Trans>
            </Link>
          </li>
        )}
        {pageWindow(page, totalPages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link to={hrefFor(entry)} onClick={go(entry)} aria-current={entry === page ? 'page' : undefined} aria-label={t`Page ${formatNumber(entry)}`}>
                {formatNumber(entry)}
              </Link>
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <Link to={hrefFor(page + 1)} onClick={go(page + 1)} rel="next">
              <Trans>Next</Trans>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
