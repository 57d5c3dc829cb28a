import type { LoaderFunction } from 'react-router-dom';
import { OrderGateway, parseTrackingQuery, type OrderError, type Result, type TrackingQuery, type TrackingResult } from '@vitrine/core';
import type { Services } from '../../shared/services';
import { withDatetimeOptions, type WithDatetimeOptions } from './datetime-options';

/** What the tracking page renders: the query read from the URL and, when it names something to track, the answer; the date display options (decision 0415). */
export type TrackingData = WithDatetimeOptions<{
  readonly query: TrackingQuery;
  readonly result: Result<TrackingResult, OrderError> | null;
}>;

/**
 * Loader of /order-tracking (shell-and-account.md §2 "query: tracking_numbers, order_number,
 * orderType, bzip, carrier"): reads the query with core's `parseTrackingQuery` and, when it has
 * tracking numbers or an order number, asks OrderGateway.track, beside the date display options
 * (decision 0415). Refusals come back as data; a
 * transport fault propagates to the route error.
 */
export function makeTrackingLoader(services: Services): LoaderFunction {
  return async ({ request }): Promise<TrackingData> => {
    const url = new URL(request.url);
    const query = parseTrackingQuery((name) => url.searchParams.get(name));
    const wanted = (query.trackingNumbers?.length ?? 0) > 0 || query.orderNumber !== undefined;
    return withDatetimeOptions(services, (wanted ? services.get(OrderGateway).track(query) : Promise.resolve(null)).then((result) => ({ query, result })));
  };
}
