import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInMemoryBackend, inMemoryBackendBindings } from '@vitrine/adapters';
import { createServices } from '../../../../ui/src/di/container';
import { aNavForest, aProduct, aSite, aSiteConfiguration } from '../../../mothers/index';
import { renderRoutes } from '../../render-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** Makes (min-width: 1025px) not match: a phone, where the header has the Menu button. */
function phone() {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList) as typeof window.matchMedia;
}

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

/** The home page on a phone over the in-memory back end; returns the back end to change its shell content. */
function renderPhone() {
  phone();
  const config = aSiteConfiguration();
  const backend = createInMemoryBackend({ products: [aProduct()], nav: aNavForest(), config });
  const calls = vi.spyOn(backend.shellContent, 'getMobileNavPromo');
  const rendered = renderRoutes('/', createServices(inMemoryBackendBindings(backend)), aSite(), config);
  return { ...rendered, backend, calls };
}

describe('the mobile navigation promo (shopping.md §7 componentSupernavAdditionalMobilePromo; decision 0413)', () => {
  it('is asked for when the drawer opens, once per page, and shows the photo, the headline and the call to action', async () => {
    const { user, calls } = renderPhone();
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(calls).not.toHaveBeenCalled();
    await user.click(menu);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const promo = await within(dialog).findByRole('region', { name: 'Layers for cold mornings' });
    const photo = within(promo).getByRole('img', { name: 'A woman in a grey yoga jacket' });
    expect([photo.getAttribute('width'), photo.getAttribute('height'), photo.getAttribute('sizes')]).toEqual(['1274', '1580', '112px']);
    expect(photo.getAttribute('srcset')).toBe('/api/images/luma/w/j/wj02-gray_main.jpg?w=360 360w, /api/images/luma/w/j/wj02-gray_main.jpg?w=540 540w');
    expect(within(promo).getByText('New season')).toBeTruthy();
    const cta = within(promo).getByRole('link', { name: 'Shop jackets' });
    expect(cta.getAttribute('href')).toBe('/search?q=jacket');

    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await user.click(menu);
    expect(await within(dialog).findByRole('region', { name: 'Layers for cold mornings' })).toBeTruthy();
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('closes the drawer when its call to action is followed', async () => {
    const { user } = renderPhone();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(await within(dialog).findByRole('link', { name: 'Shop jackets' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it('shows nothing when the site has no promo', async () => {
    const { user, backend, calls } = renderPhone();
    backend.shellContent.setMobileNavPromo(null);
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await waitFor(() => expect(calls).toHaveBeenCalled());
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(dialog.querySelector('[data-mobile-nav-promo]')).toBeNull());
    expect(within(dialog).queryByRole('region')).toBeNull();
  });

  it('shows nothing and logs a warning when the load fails, and asks again at the next opening', async () => {
    const { user, backend, calls } = renderPhone();
    backend.shellContent.fail(new Error('content down'));
    const menu = await screen.findByRole('button', { name: 'Menu' });
    await user.click(menu);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(backend.logger.entries.map((e) => [e.level, e.message])).toContainEqual(['warn', 'Mobile navigation promo load failed']));
    await waitFor(() => expect(dialog.querySelector('[data-mobile-nav-promo]')).toBeNull());
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await user.click(menu);
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(2));
  });
});
