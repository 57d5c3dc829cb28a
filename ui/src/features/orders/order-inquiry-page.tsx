import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { OrderInquiryForm } from '../../components/orders/order-inquiry-form';
import { useSiteConfig } from '../../shared/site-context';
import styles from './orders.module.css';

/**
 * /order-inquiry (shell-and-account.md §2 "Order inquiry | /order-inquiry (also named as a hash
 * modal)"; §4: the access guard sends a guest who declines to sign in here with
 * `state.downgradeRedirectPath`; decision 0267): the #order-inquiry modal's lookup as a full page —
 * the same form ({@link OrderInquiryForm}), `?orderNumber=` prefilled — leading to the order's
 * details with customerZipCode. A wrong pair is answered there ("we can't find an order…").
 */
export function OrderInquiryPage() {
  const { t } = useLingui();
  const config = useSiteConfig();
  const [params] = useSearchParams();
  const state = useLocation().state as { downgradeRedirectPath?: boolean } | null;
  return (
    <div className="page">
      <title>{`${t`Look up an order`} | ${config.siteName}`}</title>
      <h1 className={styles.title}>
        <Trans>Look up an order</Trans>
      </h1>
      {state?.downgradeRedirectPath && (
        <p role="status" className={styles.muted}>
          <Trans>Sign in to see that order, or look it up with its number and billing ZIP code.</Trans>
        </p>
      )}
      <p className={styles.muted}>
        <Trans>No account needed: use the order number from your confirmation email.</Trans>
      </p>
      <OrderInquiryForm initialOrderNumber={params.get('orderNumber')?.trim() ?? ''} />
      <p className={styles.links}>
        <Link to="/orders">
          <Trans>All your orders</Trans>
        </Link>
        <Link to="/order-tracking">
          <Trans>Track a shipment</Trans>
        </Link>
      </p>
    </div>
  );
}
