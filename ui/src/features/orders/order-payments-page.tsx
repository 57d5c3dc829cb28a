import { Trans, useLingui } from '@lingui/react/macro';
import { maskedTenderNumber, paymentTotals, type OrderTender, type TenderStatus } from '@vitrine/core';
import { useCallback, useEffect } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { useFormatMoney } from '../../shared/format';
import { setRoutingError } from '../../shared/routing-error';
import { useSiteConfig } from '../../shared/site-context';
import { cardBrandName, usePaymentMethodLabel } from '../checkout';
import { useOrderDates, useOrderLabels } from './order-labels';
import { orderDetailsPath, type OrderPaymentsData } from './order-payments.loader';
import styles from './orders.module.css';

/** Translated names of tender statuses (decision 0265). */
function useTenderStatusLabel(): (status: TenderStatus) => string {
  const { t } = useLingui();
  return useCallback(
    (status: TenderStatus) => {
      switch (status) {
        case 'PENDING':
          return t`Pending`;
        case 'AUTHORIZED':
          return t`Authorized`;
        case 'CAPTURED':
          return t`Charged`;
        case 'PARTIALLY_REFUNDED':
          return t`Partly refunded`;
        case 'REFUNDED':
          return t`Refunded`;
      }
    },
    [t],
  );
}

/** "Visa •••• 1111", "Gift card •••• 0001", or the method's name. */
function TenderName({ tender }: { tender: OrderTender }) {
  const label = usePaymentMethodLabel();
  const masked = maskedTenderNumber(tender);
  const name = tender.paymentType === 'CREDIT_CARD' && tender.cardType ? cardBrandName(tender.cardType) : label(tender.paymentType);
  return <>{masked ? `${name} ${masked}` : name}</>;
}

/**
 * /order-payments?orderId={orderNumber}[&customerZipCode=] (shell-and-account.md §2 "Order
 * payments"; §6; decision 0265): how an order was paid — each tender with its masked number, amount
 * (Intl, from minor units), status and refunds — and the charged, refunded and net totals (core's
 * paymentTotals), with a link back to the order. Without orderId, an unknown order or a wrong zip:
 * a role=alert message (404 routing error for the last two) and ways on.
 */
export function OrderPaymentsPage() {
  const { t } = useLingui();
  const config = useSiteConfig();
  const format = useFormatMoney();
  const dates = useOrderDates();
  const labels = useOrderLabels();
  const statusLabel = useTenderStatusLabel();
  const { orderId, payments, customerZipCode } = useLoaderData() as OrderPaymentsData;
  const missing = payments !== null && !payments.ok && payments.error.code === 'ORDER.NOT_FOUND';
  useEffect(() => setRoutingError(missing ? 404 : null), [missing]);

  if (!orderId || !payments || !payments.ok) {
    const number = orderId;
    return (
      <div className="page">
        <title>{`${t`Order payments`} | ${config.siteName}`}</title>
        <h1 className={styles.title}>{number ? <Trans>Payments for order {number}</Trans> : <Trans>Order payments</Trans>}</h1>
        <p role="alert" className={styles.alert}>
          {!number
            ? t`Choose an order to see its payments.`
            : missing
              ? customerZipCode
                ? t`We can't find an order with that number and ZIP or postal code. Check both and try again.`
                : t`We can't find that order in your account.`
              : t`Sign in to see this order.`}
        </p>
        <p className={styles.links}>
          <Link to="/orders">
            <Trans>All your orders</Trans>
          </Link>
          <Link to="/order-inquiry">
            <Trans>Look up an order</Trans>
          </Link>
        </p>
      </div>
    );
  }

  const value = payments.value;
  const totals = paymentTotals(value);
  const number = value.orderNumber;
  return (
    <div className="page">
      <title>{`${t`Payments for order ${number}`} | ${config.siteName}`}</title>
      <h1 className={styles.title}>
        <Trans>Payments for order {number}</Trans>
      </h1>
      <dl className={styles.facts}>
        <div>
          <dt>
            <Trans>Placed</Trans>
          </dt>
          <dd>{dates.day(value.placedAt)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>
            <span className={styles.status} data-status={value.orderStatus}>
              {labels.orderStatus(value.orderStatus)}
            </span>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Order total</Trans>
          </dt>
          <dd>{format(value.total)}</dd>
        </div>
      </dl>

      <section aria-labelledby="tenders-title">
        <h2 id="tenders-title" className={styles.sectionTitle}>
          <Trans>How you paid</Trans>
        </h2>
        <table className={styles.paymentsTable}>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Payment method</Trans>
              </th>
              <th scope="col">
                <Trans>Amount</Trans>
              </th>
              <th scope="col">
                <Trans>Payment status</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {value.tenders.map((tender) => (
              <tr key={tender.tenderId}>
                <th scope="row">
                  <TenderName tender={tender} />
                </th>
                <td>{format(tender.amount)}</td>
                <td>{statusLabel(tender.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="refunds-title">
        <h2 id="refunds-title" className={styles.sectionTitle}>
          <Trans>Refunds</Trans>
        </h2>
        {totals.refunded.amount === 0 ? (
          <p className={styles.muted}>
            <Trans>No refunds on this order.</Trans>
          </p>
        ) : (
          <ul className={styles.lines}>
            {value.tenders.flatMap((tender) =>
              tender.refunds.map((refund) => {
                const amount = format(refund.amount);
                const day = dates.day(refund.refundedAt);
                const returnNumber = refund.refundId;
                return (
                  <li key={refund.refundId} className={styles.line}>
                    <Trans>
                      {amount} refunded on {day} for return {returnNumber}
                    </Trans>
                  </li>
                );
              }),
            )}
          </ul>
        )}
      </section>

      <dl className={styles.facts} aria-label={t`Payment totals`}>
        <div>
          <dt>
            <Trans>Charged</Trans>
          </dt>
          <dd>{format(totals.charged)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Refunded</Trans>
          </dt>
          <dd>{format(totals.refunded)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Net paid</Trans>
          </dt>
          <dd>{format(totals.net)}</dd>
        </div>
      </dl>

      <p className={styles.links}>
        <Link to={orderDetailsPath(number, customerZipCode)}>
          <Trans>Back to order {number}</Trans>
        </Link>
        <Link to="/">
          <Trans>Continue shopping</Trans>
        </Link>
      </p>
    </div>
  );
}
