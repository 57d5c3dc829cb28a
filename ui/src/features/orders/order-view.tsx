import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@vitrine/core';
import { GiftCardSummary } from '../../components/gift-card-summary';
import { useFormatMoney } from '../../shared/format';
import { AddressLines, useDeliveryWindow, PaymentSummaryText } from '../checkout';
import { useOrderDates, useOrderLabels } from './order-labels';
import { ShipmentList } from './shipment-list';
import styles from './orders.module.css';

/**
 * One order in full (shell-and-account.md §2 "Order details"; docs/checkout-api.md OrderDto): the
 * heading "Order {number}", when it was placed and its status, the lines with quantity and price
 * (a gift card line with its recipient, email, delivery date and message; decision 0364), shipping and billing addresses, delivery method, payment (never a card number), totals and
 * shipments. Money through `useFormatMoney`.
 */
export function OrderView({ order }: { order: Order }) {
  const { t } = useLingui();
  const format = useFormatMoney();
  const labels = useOrderLabels();
  const dates = useOrderDates();
  const deliveryWindow = useDeliveryWindow();
  const number = order.orderNumber;
  return (
    <article className={styles.order} aria-labelledby="order-title">
      <h1 id="order-title" className={styles.title}>
        <Trans>Order {number}</Trans>
      </h1>
      <dl className={styles.facts}>
        <div>
          <dt>
            <Trans>Placed</Trans>
          </dt>
          <dd>{dates.day(order.placedAt)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>
            <span className={styles.status} data-status={order.status}>
              {labels.orderStatus(order.status)}
            </span>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{format(order.totals.total)}</dd>
        </div>
      </dl>

      <section aria-labelledby="order-items-title">
        <h2 id="order-items-title" className={styles.sectionTitle}>
          <Trans>Items</Trans>
        </h2>
        <ul className={styles.lines} aria-label={t`Items in this order`}>
          {order.lines.map((line) => (
            <li key={line.lineId} className={styles.line}>
              <span className={styles.lineName}>{line.displayName}</span>
              <span className={styles.muted}>{[line.colorName, line.sizeName, line.fitName].filter(Boolean).join(' · ')}</span>
              <span>
                <Trans>
                  Qty {line.quantity} × {format(line.unitPrice)}
                </Trans>
              </span>
              <span className={styles.lineTotal}>{format(line.lineTotal)}</span>
              {line.giftCard && <GiftCardSummary info={line.giftCard} className={styles.lineGiftCard} />}
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.grid}>
        <section aria-labelledby="order-shipping-title">
          <h2 id="order-shipping-title" className={styles.sectionTitle}>
            <Trans>Shipping address</Trans>
          </h2>
          <AddressLines address={order.shippingAddress} />
        </section>
        <section aria-labelledby="order-delivery-title">
          <h2 id="order-delivery-title" className={styles.sectionTitle}>
            <Trans>Delivery</Trans>
          </h2>
          <p>
            {order.deliveryMethod.name}: {deliveryWindow(order.deliveryMethod.estimatedDelivery)}
          </p>
        </section>
        <section aria-labelledby="order-payment-title">
          <h2 id="order-payment-title" className={styles.sectionTitle}>
            <Trans>Payment</Trans>
          </h2>
          <p>
            <PaymentSummaryText payment={order.payment} />
          </p>
          {order.billingAddress && <AddressLines address={order.billingAddress} />}
        </section>
      </div>

      <section aria-labelledby="order-totals-title">
        <h2 id="order-totals-title" className={styles.sectionTitle}>
          <Trans>Totals</Trans>
        </h2>
        <dl className={styles.totals}>
          <div>
            <dt>
              <Trans>Subtotal</Trans>
            </dt>
            <dd>{format(order.totals.subtotal)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Shipping</Trans>
            </dt>
            <dd>{order.totals.shipping.amount === 0 ? t`Free` : format(order.totals.shipping)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Tax</Trans>
            </dt>
            <dd>{format(order.totals.tax)}</dd>
          </div>
          <div className={styles.grandTotal}>
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd>{format(order.totals.total)}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="order-shipments-title">
        <h2 id="order-shipments-title" className={styles.sectionTitle}>
          <Trans>Shipments</Trans>
        </h2>
        <ShipmentList shipments={order.shipments} />
      </section>
    </article>
  );
}
