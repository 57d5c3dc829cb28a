import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { isPickupDelivery, type Order } from '@vitrine/core';
import { AddressLines } from './address-lines';
import { useCheckoutActor, useCheckoutSelector } from './checkout-runtime';
import { CheckoutAlert, CheckoutStepPage } from './checkout-step-page';
import { CheckoutSummary, summaryLinesOf } from './checkout-summary';
import { useDeliveryWindow } from './delivery-step';
import { PaymentSummaryText } from './payment-summary';
import styles from './checkout.module.css';

/**
 * Step 7, order confirmation (shell-and-account.md §2 "The confirmation step restores the full
 * header and footer"; acceptance criteria "the confirmation shows the text 'Order number' followed by the
 * number"): the order just placed — or, after a refresh, read again by its number from the URL —
 * with its number, shipping address, delivery, payment and totals, and links to its details and
 * back to shopping.
 */
export function ConfirmationStep() {
  const { t } = useLingui();
  return (
    <CheckoutStepPage step="confirmation" title={t`Order confirmation`}>
      <Confirmation />
    </CheckoutStepPage>
  );
}

/**
 * Where "View order details" goes: /order/{number}; for an order a call-centre agent placed, with
 * the customer's postal code as customerZipCode (shell-and-account.md §6: order details skip the
 * authorization check with it; the agent is not AUTHORIZED).
 */
export function orderDetailsPath(order: Pick<Order, 'orderNumber' | 'placedBy' | 'shippingAddress'>): string {
  const path = `/order/${encodeURIComponent(order.orderNumber)}`;
  return order.placedBy === 'CALL_CENTER' ? `${path}?${new URLSearchParams({ customerZipCode: order.shippingAddress.postalCode })}` : path;
}

function Confirmation() {
  const actor = useCheckoutActor();
  const order = useCheckoutSelector((snapshot) => (snapshot.matches({ confirmation: 'showing' }) ? snapshot.context.order : null));
  const failed = useCheckoutSelector((snapshot) => snapshot.matches({ confirmation: 'loadFailed' }));
  const error = useCheckoutSelector((snapshot) => snapshot.context.error);
  const deliveryWindow = useDeliveryWindow();

  if (failed) {
    return (
      <div className={styles.stepForm}>
        <CheckoutAlert error={error} />
        <button type="button" className={styles.primary} onClick={() => actor.send({ type: 'checkout.retry' })}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  if (!order) {
    return (
      <p className={styles.muted}>
        <Trans>Loading your order…</Trans>
      </p>
    );
  }
  const first = order.customer.name.first;
  const orderNumber = order.orderNumber;
  return (
    <div className={styles.confirmation}>
      <p className={styles.thanks}>
        {order.placedBy === 'CALL_CENTER' ? (
          <Trans>The order for {first} is placed.</Trans>
        ) : (
          <Trans>Thank you, {first}. Your order is placed.</Trans>
        )}
      </p>
      <p className={styles.orderNumber} data-testid="order-number">
        <Trans>
          Order number <strong>{orderNumber}</strong>
        </Trans>
      </p>
      <div className={styles.confirmationGrid}>
        <div className={styles.recap}>
          <h2 className={styles.recapTitle}>{isPickupDelivery(order.deliveryMethod) ? <Trans>Pick up at</Trans> : <Trans>Shipping to</Trans>}</h2>
          <AddressLines address={order.shippingAddress} />
          {isPickupDelivery(order.deliveryMethod) && (
            <Link to={`/order-pickup?${new URLSearchParams({ orderNumber })}`}>
              <Trans>At the store? Check in for curbside pickup</Trans>
            </Link>
          )}
        </div>
        <div className={styles.recap}>
          <h2 className={styles.recapTitle}>
            <Trans>Delivery</Trans>
          </h2>
          <p>
            {order.deliveryMethod.name}: {deliveryWindow(order.deliveryMethod.estimatedDelivery)}
          </p>
        </div>
        <div className={styles.recap}>
          <h2 className={styles.recapTitle}>
            <Trans>Payment</Trans>
          </h2>
          <p>
            <PaymentSummaryText payment={order.payment} />
          </p>
          {order.status === 'ON_HOLD' && (
            <p className={styles.muted}>
              <Trans>On hold: no payment was taken yet.</Trans>
            </p>
          )}
        </div>
      </div>
      <CheckoutSummary lines={summaryLinesOf(order.lines.map((line) => ({ ...line, key: line.lineId })))} totals={order.totals} />
      <div className={styles.actions}>
        <Link to={orderDetailsPath(order)} className={styles.primary}>
          <Trans>View order details</Trans>
        </Link>
        <Link to="/" className={styles.secondary}>
          <Trans>Continue shopping</Trans>
        </Link>
      </div>
    </div>
  );
}
