import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { Shipment } from '@vitrine/core';
import { useOrderDates, useOrderLabels } from './order-labels';
import styles from './orders.module.css';

/**
 * An order's shipments (docs/checkout-api.md ShipmentDto, decision 0109): carrier, tracking number
 * (linking to /order-tracking with it), status, estimated delivery and the carrier's events, newest
 * first. `trackingLinks` false leaves the numbers as text (on the tracking page itself).
 */
export function ShipmentList({ shipments, trackingLinks = true }: { shipments: readonly Shipment[]; trackingLinks?: boolean }) {
  const { t } = useLingui();
  const labels = useOrderLabels();
  const dates = useOrderDates();
  if (shipments.length === 0) {
    return (
      <p className={styles.muted}>
        <Trans>Nothing has shipped yet.</Trans>
      </p>
    );
  }
  return (
    <ol className={styles.shipments} aria-label={t`Shipments`}>
      {shipments.map((shipment) => {
        const carrier = labels.carrier(shipment.carrier);
        const number = shipment.trackingNumber;
        const query = new URLSearchParams({ tracking_numbers: number, carrier: shipment.carrier });
        return (
          <li key={number} className={styles.shipment}>
            <p className={styles.shipmentHead}>
              <span className={styles.status} data-status={shipment.status}>
                {labels.shipmentStatus(shipment.status)}
              </span>{' '}
              <span>
                {carrier}{' '}
                {trackingLinks ? (
                  <Link to={`/order-tracking?${query}`} aria-label={t`Track ${carrier} shipment ${number}`}>
                    {number}
                  </Link>
                ) : (
                  number
                )}
              </span>
            </p>
            <p className={styles.muted}>
              <Trans>Estimated delivery {dates.calendarDay(shipment.estimatedDelivery)}</Trans>
            </p>
            {shipment.events.length > 0 && (
              <ol className={styles.events} aria-label={t`Tracking events for ${number}`}>
                {[...shipment.events].reverse().map((event) => (
                  <li key={`${event.at}-${event.status}`}>
                    <time dateTime={new Date(event.at).toISOString()}>{dates.dateTime(event.at)}</time> — {event.description}
                    {event.location ? ` (${event.location})` : ''}
                  </li>
                ))}
              </ol>
            )}
          </li>
        );
      })}
    </ol>
  );
}
