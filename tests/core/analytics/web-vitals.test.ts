import { describe, expect, it } from 'vitest';
import { PAGE_TYPES, webVitalEvent, WEB_VITALS_EVENT } from '@vitrine/core';

describe('web vitals in the data layer (shell-and-account.md §9 "Page types for timing"; decision 0363)', () => {
  it('lists the spec’s page types verbatim', () => {
    expect(PAGE_TYPES).toEqual(['cart', 'category', 'checkout', 'content', 'help', 'home', 'pdp', 'search']);
  });

  it('makes one link event per measurement with the metric, whole ms, rating, id and page type', () => {
    expect(webVitalEvent({ name: 'LCP', value: 1234.56, rating: 'needs-improvement', id: 'v5-1' }, 'pdp')).toEqual({
      kind: 'link',
      name: WEB_VITALS_EVENT,
      data: { metric: 'LCP', value: 1235, rating: 'needs-improvement', metricId: 'v5-1', pageType: 'pdp' },
    });
    expect(webVitalEvent({ name: 'TTFB', value: 80.2, rating: 'good', id: 'v5-2' }, null).data).toMatchObject({ value: 80, pageType: null });
  });

  it('keeps CLS a score to four decimals', () => {
    expect(webVitalEvent({ name: 'CLS', value: 0.123456, rating: 'poor', id: 'v5-3' }, 'home').data).toMatchObject({ metric: 'CLS', value: 0.1235 });
    expect(webVitalEvent({ name: 'CLS', value: 0, rating: 'good', id: 'v5-4' }, 'home').data).toMatchObject({ value: 0 });
  });
});
