import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../render-app';
import { globals, withReadyDataLayer } from './data-layer-globals';

/** The web-vitals library, each reporter answering once at once (jsdom measures nothing). */
vi.mock('web-vitals', () => {
  const reporter = (name: string, value: number) => (report: (m: { name: string; value: number; rating: string; id: string }) => void) =>
    report({ name, value, rating: 'good', id: `v5-${name}` });
  return { onCLS: reporter('CLS', 0.01234), onFCP: reporter('FCP', 812.4), onINP: reporter('INP', 96), onLCP: reporter('LCP', 1450.6), onTTFB: reporter('TTFB', 90.2) };
});


withReadyDataLayer();

describe('web vitals in the data layer (shell-and-account.md §9; decision 0363)', () => {
  it('sends each measurement of the page load once, tagged with the landing page type, after consent', async () => {
    const { user } = renderApp('/');
    // Nothing is measured before consent.
    await screen.findByRole('region', { name: 'Privacy choices' });
    expect((globals.dataLayer ?? []).some((e) => e.name === 'web-vitals')).toBe(false);
    await user.click(within(await screen.findByRole('region', { name: 'Privacy choices' })).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect((globals.dataLayer ?? []).filter((e) => e.name === 'web-vitals')).toHaveLength(5));
    const vitals = (globals.dataLayer ?? []).filter((e) => e.name === 'web-vitals');
    expect(vitals.map(({ metric, value, rating, metricId, pageType }) => ({ metric, value, rating, metricId, pageType }))).toEqual([
      { metric: 'CLS', value: 0.0123, rating: 'good', metricId: 'v5-CLS', pageType: 'home' },
      { metric: 'FCP', value: 812, rating: 'good', metricId: 'v5-FCP', pageType: 'home' },
      { metric: 'INP', value: 96, rating: 'good', metricId: 'v5-INP', pageType: 'home' },
      { metric: 'LCP', value: 1451, rating: 'good', metricId: 'v5-LCP', pageType: 'home' },
      { metric: 'TTFB', value: 90, rating: 'good', metricId: 'v5-TTFB', pageType: 'home' },
    ]);
  }, 15_000);
});
