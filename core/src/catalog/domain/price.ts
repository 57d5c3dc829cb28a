import type { Money } from '../../shared/money.js';
import type { PriceRange } from './product.js';

/**
 * How a price range is shown on a tile, PDP or cart (shopping.md §3 priceData): the current
 * (sale) price or range, and the list price struck through when marked down.
 */
export interface PriceDisplay {
  /** What the shopper pays: one amount, or low and high. */
  readonly current: { readonly low: Money; readonly high: Money | null };
  /** The list price to strike through, or null when nothing is marked down. */
  readonly was: { readonly low: Money; readonly high: Money | null } | null;
  readonly markdownState: PriceRange['markdownState'];
}

const rangeOf = (low: Money, high: Money) => ({ low, high: high.amount > low.amount ? high : null });

/** Builds the {@link PriceDisplay} of a price range. Pure; never fails. */
export function priceDisplay(range: PriceRange): PriceDisplay {
  return {
    current: rangeOf(range.saleLow, range.saleHigh),
    was: range.hasMarkdown ? rangeOf(range.listLow, range.listHigh) : null,
    markdownState: range.markdownState,
  };
}
