import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SocialProofGateway, type AnalyticsEvent } from '@vitrine/core';
import { aProduct, anotherProduct } from '../../../mothers/index';
import { renderApp } from '../../render-app';
import type * as AnalyticsBus from '../../../../ui/src/shared/analytics-bus';
import { InViewObserver } from '../../in-view-observer';

/** Every analytics event the screens track (the page's privacy layer takes the bus's one sink, so the events are read here). */
const tracked = vi.hoisted(() => [] as AnalyticsEvent[]);
vi.mock('../../../../ui/src/shared/analytics-bus', async (importOriginal) => {
  const bus = await importOriginal<typeof AnalyticsBus>();
  return {
    ...bus,
    trackAnalytics: (event: AnalyticsEvent) => {
      tracked.push(event);
      bus.trackAnalytics(event);
    },
  };
});

/** The Chaz Kangeroo Hoodie's page; the in-memory sample look links it with the Teton Pullover Hoodie (its stand-in for Luma's related links). */
const PDP = '/shop/chaz-kangeroo-hoodie';
/** The trays load after hydration through lazy chunks: slow on a busy machine, so the waits are long. */
const LOADED = { timeout: 20_000 };
const SLOW_TEST_MS = 60_000;

afterEach(() => {
  tracked.length = 0;
  vi.unstubAllGlobals();
});

describe('recommendation trays (shopping.md §3, §4; decisions 0330, 0400)', () => {
  it('shows "You may also like" on the product page: a region of product links with photo, name and price, and tracks its impression and clicks', async () => {
    vi.stubGlobal('IntersectionObserver', InViewObserver);
    const events = tracked;
    const { user } = renderApp(PDP, { products: [aProduct(), anotherProduct()] });
    const tray = await screen.findByRole('region', { name: 'You may also like' }, LOADED);
    const link = within(tray).getByRole('link', { name: 'Teton Pullover Hoodie' });
    expect(link.getAttribute('href')).toMatch(/^\/shop\/teton-pullover-hoodie/);
    expect(within(tray).queryByRole('link', { name: 'Chaz Kangeroo Hoodie' })).toBeNull();
    const photo = link.querySelector('img')!;
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(photo.getAttribute('srcset')).toContain('?w=360 360w');
    expect(photo.getAttribute('sizes')).toBeTruthy();
    expect(photo.getAttribute('width')).toBeTruthy();
    expect(photo.getAttribute('height')).toBeTruthy();
    expect(within(tray).getByRole('listitem').textContent).toContain('$70.00');
    await waitFor(() => expect(events.some((e) => e.name === 'product-tray-impression')).toBe(true));
    expect(events.find((e) => e.name === 'product-tray-impression')!.data).toMatchObject({ placement: 'product-page', productIds: [anotherProduct().productId] });
    await user.click(link);
    expect(events.find((e) => e.name === 'product-tray-click')!.data).toMatchObject({ productId: anotherProduct().productId, position: 1 });
    expect(screen.queryByRole('region', { name: 'From the same family' })).toBeNull();
  }, SLOW_TEST_MS);

  it('adds the family tray with enableFamilyRecTray=1', async () => {
    renderApp(`${PDP}?enableFamilyRecTray=1`, { products: [aProduct(), anotherProduct()] });
    const family = await screen.findByRole('region', { name: 'From the same family' }, LOADED);
    expect(within(family).getByRole('link', { name: 'Teton Pullover Hoodie' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'You may also like' })).toBeTruthy();
  }, SLOW_TEST_MS);

  it('shows best sellers on the home page', async () => {
    renderApp('/', { products: [aProduct(), anotherProduct()] });
    const tray = await screen.findByRole('region', { name: 'You may also like' }, LOADED);
    expect(within(tray).getAllByRole('link').map((l) => l.textContent)).toEqual(['Chaz Kangeroo Hoodie', 'Teton Pullover Hoodie']);
  }, SLOW_TEST_MS);
});

describe('add-to-cart social events (shopping.md §7; decisions 0320, 0400)', () => {
  it('records a successful add to cart as an ADD_TO_CART event of this visitor', async () => {
    const { user, services } = renderApp(`${PDP}?color=BLACK&size=M`, { products: [aProduct(), anotherProduct()] });
    await screen.findByRole('heading', { level: 1, name: 'Chaz Kangeroo Hoodie' });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByText('Added to your cart', {}, LOADED);
    await waitFor(async () => expect((await services.get(SocialProofGateway).getSocialProof([aProduct().productId], 60))[0]!.addToCarts).toBe(1), LOADED);
  }, SLOW_TEST_MS);
});
