import type { AnalyticsEvent } from './analytics-queue.js';

/**
 * Page speed in the data layer (shell-and-account.md §9 "Page types for timing"; decision 0363):
 * each Core Web Vitals measurement of a page load becomes one analytics event tagged with the page
 * type of the route the shopper landed on.
 */

/** The page types timings are reported under (shell-and-account.md §9), verbatim. */
export type PageType = 'cart' | 'category' | 'checkout' | 'content' | 'help' | 'home' | 'pdp' | 'search';

/** A measurement as the web-vitals library reports it: `value` in ms, except CLS (a unitless layout-shift score). */
export interface WebVitalMeasurement {
  readonly name: 'CLS' | 'FCP' | 'INP' | 'LCP' | 'TTFB';
  readonly value: number;
  readonly rating: 'good' | 'needs-improvement' | 'poor';
  /** Unique per page load and metric; a metric reported again (CLS, INP grow) keeps its id. */
  readonly id: string;
}

/** The analytics event name of a web-vitals measurement. */
const WEB_VITALS_EVENT = 'web-vitals';

/**
 * The data-layer event of one measurement: a link event named {@link WEB_VITALS_EVENT} with data
 * `{ metric, value, rating, metricId, pageType }`. `value` is rounded to whole ms, CLS to four
 * decimals; `pageType` is the landing route's (null for a route without one, e.g. the account
 * pages). Never fails.
 */
export function webVitalEvent(measurement: WebVitalMeasurement, pageType: PageType | null): AnalyticsEvent {
  const value = measurement.name === 'CLS' ? Math.round(measurement.value * 10_000) / 10_000 : Math.round(measurement.value);
  return { kind: 'link', name: WEB_VITALS_EVENT, data: { metric: measurement.name, value, rating: measurement.rating, metricId: measurement.id, pageType } };
}
