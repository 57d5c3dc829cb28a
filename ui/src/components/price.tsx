import { Trans } from '@lingui/react/macro';
import { priceDisplay, type Money, type PriceRange } from '@vitrine/core';
import { useFormatMoney } from '../shared/format';
import styles from './price.module.css';

/**
 * A price or price range as shopping.md §3 priceData says (core's `priceDisplay`): what the shopper
 * pays, and — when marked down — the list price struck through, with visually hidden text so
 * screen readers hear "Original price … Sale price …" (a strike-through alone is not announced).
 * `size` only changes the type scale.
 */
export function Price({ price, size = 'md', className }: { price: PriceRange; size?: 'sm' | 'md' | 'lg'; className?: string }) {
  const format = useFormatMoney();
  const display = priceDisplay(price);
  const range = (r: { low: Money; high: Money | null }) => (r.high ? `${format(r.low)} – ${format(r.high)}` : format(r.low));
  const classes = [styles.price, styles[size], className].filter(Boolean).join(' ');
  if (!display.was) {
    return (
      <p className={classes}>
        <span className={styles.current}>{range(display.current)}</span>
      </p>
    );
  }
  return (
    <p className={classes} data-markdown={display.markdownState}>
      <span className={`${styles.current} ${styles.sale}`}>
        <span className="visually-hidden">
          <Trans>Sale price:</Trans>{' '}
        </span>
        {range(display.current)}
      </span>{' '}
      <span className={styles.was}>
        <span className="visually-hidden">
          <Trans>Original price:</Trans>{' '}
        </span>
        <s>{range(display.was)}</s>
      </span>
    </p>
  );
}

/**
 * The {@link PriceRange} of one SKU or cart line from its list and sale price (Money in minor
 * units): marked down when the sale price is below the list price.
 */
export function priceRangeOf(listPrice: Money, salePrice: Money): PriceRange {
  const hasMarkdown = salePrice.amount < listPrice.amount;
  return {
    listLow: listPrice,
    listHigh: listPrice,
    saleLow: salePrice,
    saleHigh: salePrice,
    hasMarkdown,
    markdownState: hasMarkdown ? 'full' : 'none',
  };
}
