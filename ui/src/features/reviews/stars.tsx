import { useLingui } from '@lingui/react/macro';
import { numberFormat } from '../../shared/format';
import { useSite } from '../../shared/site-context';
import styles from './reviews.module.css';

/** Stars for a rating of 0-5 (fractions fill part of a star), with the rating as its accessible text. */
export function Stars({ rating, size = 'md' }: { rating: number; size?: 'md' | 'lg' }) {
  const { t } = useLingui();
  const { locale } = useSite();
  const value = numberFormat(locale, { maximumFractionDigits: 1 }).format(rating);
  return <span role="img" aria-label={t`Rated ${value} out of 5`} className={`${styles.stars} ${size === 'lg' ? styles.starsLarge : ''}`} style={{ ['--rating' as string]: rating }} />;
}
