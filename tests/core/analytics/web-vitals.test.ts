import { describe, expect, it } from 'vitest';
import { webVitalEvent, type PageType } from '@vitrine/core';

describe('web vitals in the data layer (shell-and-account.md §9 "Page types for timing"; decision 0363)', () => {
  it('tags events with the spec’s page types verbatim', () => {
    const types: PageType[] = ['cart', 'category', 'checkout', 'content', 'help', 'home', 'pdp', 'search'];
    expect(types.map((type) => webVitalEvent({ name: 'FCP', value: 1, rating: 'good', id: 'v5-0' }, type).data.pageType)).toEqual(types);
  });

  it('makes one link event per measurement with the metric, whole ms, rating, id and page type', () => {
    expect(webVitalEvent({ name: 'LCP', value: 1234.56, rating: 'needs-improvement', id: 'v5-1' }, 'pdp')).toEqual({
      kind: 'link',
      name: 'web-vitals',
      data: { metric: 'LCP', value: 1235, rating: 'needs-improvement', metricId: 'v5-1', pageType: 'pdp' },
    });
    expect(webVitalEvent({ name: 'TTFB', value: 80.2, rating: 'good', id: 'v5-2' }, null).data).toMatchObject({ value: 80, pageType: null });
  });

  it('keeps CLS a score to four decimals', () => {
    expect(webVitalEvent({ name: 'CLS', value: 0.123456, rating: 'poor', id: 'v5-3' }, 'home').data).toMatchObject({ metric: 'CLS', value: 0.1235 });
    expect(webVitalEvent({ name: 'CLS', value: 0, rating: 'good', id: 'v5-4' }, 'home').data).toMatchObject({ value: 0 });
  });
});
