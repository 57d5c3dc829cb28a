import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { useLoaderData } from 'react-router-dom';
import { orderDateFormatOptions, type DatetimeOptions, type OrderStatus, type ShipmentStatus, type TrackingEvent } from '@vitrine/core';
import { dateFormat } from '../../shared/format';
import { useSite } from '../../shared/site-context';

/** Translated names of order statuses, shipment statuses and carriers (docs/checkout-api.md "Orders"). */
export function useOrderLabels() {
  const { t } = useLingui();
  const orderStatus = useCallback(
    (status: OrderStatus) => {
      switch (status) {
        case 'PLACED':
          return t`Placed`;
        case 'ON_HOLD':
          return t`On hold`;
        case 'SHIPPED':
          return t`Shipped`;
        case 'DELIVERED':
          return t`Delivered`;
      }
    },
    [t],
  );
  const shipmentStatus = useCallback(
    (status: ShipmentStatus | TrackingEvent['status']) => {
      switch (status) {
        case 'LABEL_CREATED':
          return t`Label created`;
        case 'PICKED_UP':
          return t`Picked up`;
        case 'IN_TRANSIT':
          return t`In transit`;
        case 'OUT_FOR_DELIVERY':
          return t`Out for delivery`;
        case 'DELIVERED':
          return t`Delivered`;
      }
    },
    [t],
  );
  const carrier = useCallback((code: string) => CARRIERS[code] ?? code, []);
  return { orderStatus, shipmentStatus, carrier };
}

const CARRIERS: Readonly<Record<string, string>> = { UPS: 'UPS', FEDEX: 'FedEx', USPS: 'USPS', CANADA_POST: 'Canada Post', ROYAL_MAIL: 'Royal Mail', DHL: 'DHL' };

/**
 * Date formatters of the site's locale with the site's date display options (decision 0415), read
 * from the route's loader data (`datetimeOptions`, see loadDatetimeOptions; the built-in 'medium'
 * dates in the viewer's time zone without them), through core's orderDateFormatOptions:
 * `day(ms)` ('Nov 22, 2026'), `dateTime(ms)`, `calendarDay('2026-12-03')`.
 */
export function useOrderDates() {
  const { locale } = useSite();
  const options = (useLoaderData() as { datetimeOptions?: DatetimeOptions | null } | undefined)?.datetimeOptions ?? null;
  return useMemo(() => {
    const day = dateFormat(locale, orderDateFormatOptions(options, 'day'));
    const dateTime = dateFormat(locale, orderDateFormatOptions(options, 'dateTime'));
    const calendar = dateFormat(locale, orderDateFormatOptions(options, 'calendarDay'));
    return {
      day: (ms: number) => day.format(new Date(ms)),
      dateTime: (ms: number) => dateTime.format(new Date(ms)),
      calendarDay: (text: string) => calendar.format(new Date(`${text}T00:00:00Z`)),
    };
  }, [locale, options]);
}
