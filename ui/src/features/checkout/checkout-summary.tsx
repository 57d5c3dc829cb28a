import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CheckoutTotals, GiftCardInfo, Money } from '@vitrine/core';
import { GiftCardSummary } from '../../components/gift-card-summary';
import { useFormatMoney } from '../../shared/format';
import styles from './checkout.module.css';

/** One line of the summary, in the checkout's currency. */
export interface SummaryLine {
  readonly key: string;
  readonly name: string;
  /** 'Black · M' style attributes. */
  readonly attributes: readonly string[];
  readonly quantity: number;
  readonly total: Money;
  /** A gift card line's recipient info (decision 0364), shown under the line. */
  readonly giftCard?: GiftCardInfo;
}

/**
 * The order summary beside every step (and on the confirmation): the lines with quantity and
 * total (a gift card line with its recipient info, decision 0364), then subtotal, shipping, tax and total, all formatted with `useFormatMoney`. Shipping
 * shows "Free" at zero and "Calculated at the next step" before a delivery method is chosen
 * (`shippingKnown` false); tax likewise before the address (`taxKnown` false).
 */
export function CheckoutSummary({ lines, totals, shippingKnown = true, taxKnown = true }: { lines: readonly SummaryLine[]; totals: CheckoutTotals; shippingKnown?: boolean; taxKnown?: boolean }) {
  const format = useFormatMoney();
  const { t } = useLingui();
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.summaryTitle}>
        <Trans>Order summary</Trans>
      </h2>
      <p className={styles.muted}>
        <Plural value={units} one="# item" other="# items" />
      </p>
      <ul className={styles.summaryLines} aria-label={t`Items in this order`}>
        {lines.map((line) => (
          <li key={line.key} className={styles.summaryLine}>
            <span className={styles.summaryLineName}>{line.name}</span>
            {line.attributes.length > 0 && <span className={styles.muted}>{line.attributes.join(' · ')}</span>}
            <span className={styles.summaryLineQty}>
              <Trans>Qty {line.quantity}</Trans>
            </span>
            <span className={styles.summaryLineTotal}>{format(line.total)}</span>
            {line.giftCard && <GiftCardSummary info={line.giftCard} className={styles.summaryLineGiftCard} />}
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div className={styles.totalRow}>
          <dt>
            <Trans>Subtotal</Trans>
          </dt>
          <dd>{format(totals.subtotal)}</dd>
        </div>
        <div className={styles.totalRow}>
          <dt>
            <Trans>Shipping</Trans>
          </dt>
          <dd>{!shippingKnown ? t`Calculated at the next step` : totals.shipping.amount === 0 ? t`Free` : format(totals.shipping)}</dd>
        </div>
        <div className={styles.totalRow}>
          <dt>
            <Trans>Tax</Trans>
          </dt>
          <dd>{taxKnown ? format(totals.tax) : t`Calculated at the next step`}</dd>
        </div>
        <div className={`${styles.totalRow} ${styles.grandTotal}`}>
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd data-testid="checkout-total">{format(totals.total)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** Summary lines from cart or order lines (name, colour, size, fit, quantity, line total, gift card info). */
export function summaryLinesOf(
  lines: readonly { readonly key: string; readonly displayName: string; readonly colorName: string; readonly sizeName: string; readonly fitName: string | null; readonly quantity: number; readonly lineTotal: Money; readonly giftCard?: GiftCardInfo }[],
): SummaryLine[] {
  return lines.map((line) => ({
    key: line.key,
    name: line.displayName,
    attributes: [line.colorName, line.sizeName, line.fitName].filter((value): value is string => Boolean(value)),
    quantity: line.quantity,
    total: line.lineTotal,
    ...(line.giftCard ? { giftCard: line.giftCard } : {}),
  }));
}
