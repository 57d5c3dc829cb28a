import type { Money } from '../../shared/money.js';

/**
 * The cart threshold banner (shell-and-account.md §3 "Cart threshold banner", §4 "Banner details";
 * decision 0029).
 */

/** A threshold banner entry from content. Thresholds are minor units of the cart's currency. */
export interface ThresholdBannerEntry {
  /** Lowest discountable subtotal at which the banner shows (minor units, inclusive). */
  readonly minThreshold: number;
  /** Subtotal at which the threshold is met (minor units, inclusive). */
  readonly maxThreshold: number;
  readonly inRangePreHeadline: string;
  /** Headline while in range; the placeholder %1 stands for the remaining amount. */
  readonly inRangeHeadline: string;
  readonly thresholdMetHeadline: string;
  readonly inRangeCtas: readonly { readonly linkTitle: string; readonly linkPath: string }[];
}

/** What the banner shows for a subtotal. */
export type ThresholdBannerState =
  | { readonly kind: 'hidden' }
  | {
      readonly kind: 'in-range';
      readonly preHeadline: string;
      /** The headline template; fill %1 with {@link fillRemainingPlaceholder} once `remaining` is formatted. */
      readonly headline: string;
      /** maxThreshold minus the subtotal, > 0. */
      readonly remaining: Money;
      readonly ctas: ThresholdBannerEntry['inRangeCtas'];
    }
  | { readonly kind: 'met'; readonly headline: string };

/**
 * The banner's state for a discountable subtotal (minor units; negative counts as 0):
 * below minThreshold hidden; from minThreshold up to (not including) maxThreshold in range with
 * the remaining amount; at or above maxThreshold the met headline (shell-and-account.md §4).
 */
export function thresholdBannerState(entry: ThresholdBannerEntry, subtotal: Money): ThresholdBannerState {
  const amount = Math.max(0, subtotal.amount);
  if (amount >= entry.maxThreshold) return { kind: 'met', headline: entry.thresholdMetHeadline };
  if (amount < entry.minThreshold) return { kind: 'hidden' };
  return {
    kind: 'in-range',
    preHeadline: entry.inRangePreHeadline,
    headline: entry.inRangeHeadline,
    remaining: { amount: entry.maxThreshold - amount, currency: subtotal.currency },
    ctas: entry.inRangeCtas,
  };
}

/** Replaces every %1 in a headline with the formatted remaining amount ('Spend %1 more' → 'Spend $12.00 more'). */
export function fillRemainingPlaceholder(headline: string, formattedRemaining: string): string {
  return headline.split('%1').join(formattedRemaining);
}
