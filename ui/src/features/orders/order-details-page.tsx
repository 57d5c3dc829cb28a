import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useLoaderData, useParams } from 'react-router-dom';
import { setRoutingError } from '../../shared/routing-error';
import { useSiteConfig } from '../../shared/site-context';
import type { OrderDetailsData } from './orders.loader';
import { OrderView } from './order-view';
import { orderPaymentsPath } from './order-payments.loader';
import { SmsOptInForm } from './sms-opt-in-form';
import styles from './orders.module.css';

/**
 * /order/{id}, the order details (shell-and-account.md §2 "Order details", §6: authorization
 * unless the query has customerZipCode matching the order): the whole order, or — for an unknown
 * order, someone else's, or a zip that does not match — "we can't find that order" (routing error
 * 404) with ways on. A found order links to its payments (/order-payments, decision 0265) and
 * offers text updates (SmsOptInForm, decision 0266).
 */
export function OrderDetailsPage() {
  const { t } = useLingui();
  const config = useSiteConfig();
  const { id = '' } = useParams();
  const { order, customerZipCode } = useLoaderData() as OrderDetailsData;
  const missing = !order.ok && order.error.code === 'ORDER.NOT_FOUND';
  useEffect(() => setRoutingError(missing ? 404 : null), [missing]);
  return (
    <div className="page">
      <title>{`${t`Order ${id}`} | ${config.siteName}`}</title>
      {order.ok ? (
        <>
          <OrderView order={order.value} />
          <SmsOptInForm orderNumber={order.value.orderNumber} customerZipCode={customerZipCode} />
          <p className={styles.links}>
            <Link to={orderPaymentsPath(order.value.orderNumber, customerZipCode)}>
              <Trans>Payments and refunds</Trans>
            </Link>
            {customerZipCode === null && (
              <Link to="/orders">
                <Trans>All your orders</Trans>
              </Link>
            )}
            <Link to="/">
              <Trans>Continue shopping</Trans>
            </Link>
          </p>
        </>
      ) : (
        <>
          <h1 className={styles.title}>
            <Trans>Order {id}</Trans>
          </h1>
          <p role="alert" className={styles.alert}>
            {missing
              ? customerZipCode
                ? t`We can't find an order with that number and ZIP or postal code. Check both and try again.`
                : t`We can't find that order in your account.`
              : t`Sign in to see this order.`}
          </p>
          <p className={styles.links}>
            <Link to={{ hash: '#order-inquiry' }}>
              <Trans>Look up an order</Trans>
            </Link>
            <Link to="/">
              <Trans>Continue shopping</Trans>
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
