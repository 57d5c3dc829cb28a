import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { OrderGateway, type Order, type OrderError, type Result } from '@vitrine/core';
import { useSiteConfig } from '../../shared/site-context';
import { useServices } from '../../shared/service-context';
import { NotFoundView } from '../not-found';
import { OrderView } from './order-view';
import styles from './orders.module.css';

/** The site configuration feature flag that turns /mock-order/{mockId} on (decision 0119). */
export const MOCK_ORDER_FEATURE = 'mockOrders';

/**
 * /mock-order/{mockId} (shell-and-account.md §2 "only when an internal feature flag is on"): with
 * the site configuration's `features.mockOrders` on, a fixed demo order (OrderGateway.getMockOrder:
 * standard, split-shipment, gift-card, rep-hold) shown like an order's details; otherwise — and for
 * an unknown id — the not-found page (routing error 404).
 */
export function MockOrderPage() {
  const config = useSiteConfig();
  return config.features[MOCK_ORDER_FEATURE] === true ? <MockOrder /> : <NotFoundView />;
}

function MockOrder() {
  const { t } = useLingui();
  const { mockId = '' } = useParams();
  const services = useServices();
  const [answer, setAnswer] = useState<Result<Order, OrderError> | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    setAnswer(null);
    services
      .get(OrderGateway)
      .getMockOrder(mockId)
      .then(
        (result) => live && setAnswer(result),
        () => live && setAnswer('failed'),
      );
    return () => {
      live = false;
    };
  }, [services, mockId]);
  if (answer === null) {
    return (
      <div className="page">
        <p role="status">
          <Trans>Loading the sample order…</Trans>
        </p>
      </div>
    );
  }
  if (answer === 'failed') {
    return (
      <div className="page">
        <h1 className={styles.title}>{t`Sample order`}</h1>
        <p role="alert" className={styles.alert}>
          <Trans>The sample order could not be loaded. Try again later.</Trans>
        </p>
      </div>
    );
  }
  if (!answer.ok) return <NotFoundView />;
  return (
    <div className="page">
      <p className={styles.muted}>
        <Trans>Sample order for internal use; it was never placed.</Trans>
      </p>
      <OrderView order={answer.value} />
    </div>
  );
}
