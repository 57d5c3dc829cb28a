import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useLoaderData } from 'react-router-dom';
import { useFormatMoney } from '../../shared/format';
import { useSiteConfig } from '../../shared/site-context';
import { Pagination } from '../../components/pagination';
import { AccountLayout } from '../account';
import { useOrderDates, useOrderLabels } from './order-labels';
import type { OrdersData } from './orders.loader';
import styles from './orders.module.css';

/**
 * /orders, the order history (shell-and-account.md §2 "Order history"; needs authorization, the
 * route table's guard): the customer's orders, newest first, each with its number (a link to its
 * details), date, status, item count and total; paged with `?page=`; an empty state with a way to
 * shop; a refusal said plainly.
 */
export function OrdersPage() {
  const { t } = useLingui();
  const config = useSiteConfig();
  const format = useFormatMoney();
  const labels = useOrderLabels();
  const dates = useOrderDates();
  const { history } = useLoaderData() as OrdersData;
  return (
    <AccountLayout title={t`Orders`}>
      <title>{`${t`Orders`} | ${config.siteName}`}</title>
      {!history.ok ? (
        <p role="alert" className={styles.alert}>
          {history.error.code === 'ORDER.SIGN_IN_REQUIRED' ? t`Sign in again to see your orders.` : t`Your orders could not be loaded. Try again later.`}
        </p>
      ) : history.value.orders.length === 0 ? (
        <div className={styles.empty}>
          <p>
            <Trans>You haven't placed any orders yet.</Trans>
          </p>
          <Link to="/">
            <Trans>Start shopping</Trans>
          </Link>
        </div>
      ) : (
        <>
          <ul className={styles.history} aria-label={t`Your orders`}>
            {history.value.orders.map((order) => {
              const number = order.orderNumber;
              return (
                <li key={number} className={styles.historyRow}>
                  <Link to={`/order/${encodeURIComponent(number)}`} className={styles.historyLink}>
                    <Trans>Order {number}</Trans>
                  </Link>
                  <span className={styles.muted}>{dates.day(order.placedAt)}</span>
                  <span className={styles.status} data-status={order.status}>
                    {labels.orderStatus(order.status)}
                  </span>
                  <span className={styles.muted}>
                    <Plural value={order.itemCount} one="# item" other="# items" />
                  </span>
                  <span className={styles.historyTotal}>{format(order.total)}</span>
                </li>
              );
            })}
          </ul>
          <Pagination page={history.value.page} totalPages={Math.max(1, Math.ceil(history.value.totalRecords / history.value.pageSize))} />
        </>
      )}
    </AccountLayout>
  );
}
