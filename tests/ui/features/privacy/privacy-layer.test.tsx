import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CookieJar } from '@vitrine/core';
import { InMemoryCatalog } from '@vitrine/adapters/in-memory';
import { aProduct } from '../../../mothers/index';
import { renderApp } from '../../render-app';
import { globals, withReadyDataLayer } from './data-layer-globals';
import { trackAnalytics } from '../../../../ui/src/shared/analytics-bus';
import { CONSENT_COOKIE, readConsentChoice, writeConsentChoice } from '../../../../ui/src/features/privacy/consent-choice';

const names = () => (globals.dataLayer ?? []).map((e) => `${String(e.event)}:${String(e.name)}${e.resent ? ':resent' : ''}`);

withReadyDataLayer();

/** The consent banner, preferences and the consent-gated data layer (shell-and-account.md §6; shopping.md §4; decision 0311). */
describe('privacy layer', () => {

  it('without a choice only product-tray events reach the data layer; "Accept all" stores the choice and sends views, the first one re-sent', async () => {
    const { user, services } = renderApp('/');
    const banner = await screen.findByRole('region', { name: 'Privacy choices' });
    trackAnalytics({ kind: 'link', name: 'product-tray-impression', data: { tray: 'home' } });
    trackAnalytics({ kind: 'link', name: 'add-to-cart', data: {} });
    await waitFor(() => expect(names()).toContain('link:product-tray-impression'));
    expect(names().every((n) => n === 'link:product-tray-impression')).toBe(true);
    await user.click(within(banner).getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('region', { name: 'Privacy choices' })).toBeNull();
    expect(readConsentChoice(services.get(CookieJar))).toEqual({ marketing: true, mode: 'enable-all' });
    await waitFor(() => expect(names().filter((n) => n.startsWith('view'))).toEqual(['view:page-view', 'view:page-view:resent']));
  }, 15_000);

  it('"Reject all" keeps views out', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Reject all' }));
    trackAnalytics({ kind: 'link', name: 'product-tray-click', data: {} });
    trackAnalytics({ kind: 'view', name: 'page-view', data: {} });
    await waitFor(() => expect(names()).toContain('link:product-tray-click'));
    expect(names().filter((n) => n.startsWith('view'))).toEqual([]);
  }, 15_000);

  it('"Manage preferences" opens a dialog with the five modes; saving "Disable chat" stores it without marketing consent', async () => {
    const { user, services } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Manage preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy preferences' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(dialog).getByRole('radio', { name: 'Disable chat' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save preferences' }));
    expect(readConsentChoice(services.get(CookieJar))).toEqual({ marketing: false, mode: 'disable-chat' });
  });

  it('keyboard: a choice from the banner moves focus to main, never to <body> (decision 0297)', async () => {
    const { user } = renderApp('/');
    const accept = await screen.findByRole('button', { name: 'Accept all' });
    accept.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Privacy choices' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('keyboard: Escape in the preferences dialog gives focus back to "Manage preferences"; saving moves it to main (decision 0297)', async () => {
    const { user } = renderApp('/');
    const manage = await screen.findByRole('button', { name: 'Manage preferences' });
    manage.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Privacy preferences' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Privacy preferences' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Manage preferences' })));
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Privacy preferences' });
    within(again).getByRole('button', { name: 'Save preferences' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Privacy preferences' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });
});

describe('consent cookie', () => {
  it('round-trips a choice and refuses a malformed value', () => {
    const store = new Map<string, string>();
    const jar = { get: (n: string) => store.get(n), set: (n: string, v: string) => void store.set(n, v) };
    expect(readConsentChoice(jar)).toBeNull();
    writeConsentChoice(jar, { marketing: false, mode: 'disable-all' });
    expect(readConsentChoice(jar)).toEqual({ marketing: false, mode: 'disable-all' });
    store.set(CONSENT_COOKIE, '1:everything');
    expect(readConsentChoice(jar)).toBeNull();
  });
});

describe('product tray events', () => {

  it('a home page tray reports its impression and a product click even after "Reject all"', async () => {
    const products = Array.from({ length: 5 }, (_, i) => ({ ...aProduct(), productId: `P${i + 1}`, productSlug: `product-${i + 1}`, displayName: `Product ${i + 1}` }));
    const catalog = new InMemoryCatalog(products, [{ category: { slug: 'men', displayName: 'Men' }, productIds: products.map((p) => p.productId) }]);
    const { user } = renderApp('/', { products, catalog });
    await user.click(await screen.findByRole('button', { name: 'Reject all' }));
    const tray = await screen.findByRole('region', { name: 'Trending in Men' });
    await waitFor(() => expect(names()).toContain('link:product-tray-impression'));
    const link = within(within(tray).getByRole('list')).getAllByRole('link')[0]!;
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    await waitFor(() => expect(names()).toContain('link:product-tray-click'));
    expect(names().every((n) => n.startsWith('link:product-tray-'))).toBe(true);
  }, 15_000);
});
