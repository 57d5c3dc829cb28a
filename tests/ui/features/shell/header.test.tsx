import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartGateway } from '@vitrine/core';
import { InMemoryCart } from '@vitrine/adapters/in-memory';
import { createInMemoryBackend, inMemoryBackendBindings } from '@vitrine/adapters';
import { createServices } from '../../../../ui/src/di/container';
import { aNavForest, aProduct, aSite, aSiteConfiguration } from '../../../mothers/index';
import { renderApp, renderRoutes } from '../../render-app';
import { topLevelItems } from '../../../../ui/src/features/shell/use-main-navigation';

/** Makes (min-width: 1025px) match, as on a desktop. */
function desktop(matches: boolean) {
  const listeners = new Set<() => void>();
  const list = (query: string) =>
    ({
      matches: query.includes('min-width: 1025px') ? state.matches : false,
      media: query,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    }) as unknown as MediaQueryList;
  const state = { matches };
  window.matchMedia = list;
  return {
    set(next: boolean) {
      state.matches = next;
      listeners.forEach((l) => l());
    },
  };
}

// Whole-app renders load lazy chunks (the route, the search combobox, the modal host): give them time.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

describe('header (shell-and-account §2)', () => {
  it('has a logo link home with ref=logo, a Search box, Favorites, and a Cart link without a count at 0', async () => {
    renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Vitrine' }).getAttribute('href')).toBe('/?ref=logo');
    expect(await within(banner).findByRole('combobox', { name: 'Search' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Favorites' })).toBeTruthy();
    await waitFor(() => expect(within(banner).getByRole('link', { name: 'Cart' })).toBeTruthy());
  });

  it('names the cart link with its count from the minicart', async () => {
    const product = aProduct();
    const cart = new InMemoryCart({ products: [product], maxQuantity: 200 });
    const sku = product.skus.find((s) => s.stockLevel > 2)!;
    await cart.addItem({ productId: product.productId, skuId: sku.skuId, poolId: 'US_DIRECT', quantity: 3 });
    renderApp('/', { products: [product], cart });
    const link = await screen.findByRole('link', { name: /^Cart, 3 items/ });
    expect(link.textContent).toContain('3');
  });

  it('shows 99+ above 99 units and says so in the link name', async () => {
    const product = aProduct();
    const real = new InMemoryCart({ products: [product], maxQuantity: 200 });
    const cart: CartGateway = {
      addItem: (r) => real.addItem(r),
      getCart: () => real.getCart(),
      updateQuantity: (id, q) => real.updateQuantity(id, q),
      editLine: (id, e) => real.editLine(id, e),
      updateGiftCard: (id, info) => real.updateGiftCard(id, info),
      removeLine: (id) => real.removeLine(id),
      setLineFulfillment: (id, f) => real.setLineFulfillment(id, f),
      getMinicart: async () => ({ ...(await real.getMinicart()), totalQuantity: 120 }),
    };
    renderApp('/', { products: [product], cart });
    const link = await screen.findByRole('link', { name: 'Cart, more than 99 items' });
    expect(link.textContent).toContain('99+');
  });

  it('shows the dropdown navigation named "Main" at ≥ 1025 px and closes a dropdown on Escape', async () => {
    desktop(true);
    const { user } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const first = (await within(nav).findAllByRole('button'))[0]!;
    await user.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(first);
  });

  it('opens the push menu below 1025 px and closes it with the close button, Escape and a breakpoint change', async () => {
    const media = desktop(false);
    const { user } = renderApp('/');
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    const dialog = await screen.findByRole('dialog', { name: 'Menu', hidden: true });
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(dialog);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // Focus moves in at once; after the first paint the page is locked and hidden from assistive
    // technology; Tab stays inside.
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    expect(document.activeElement).toBe(close);
    await waitFor(() => expect(document.body.classList.contains('scroll-locked')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    // The promo (a chunk of its own) ends the panel's Tab order once it has loaded.
    await within(dialog).findByRole('link', { name: 'Shop jackets' });
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    const tabbables = Array.from(dialog.querySelectorAll<HTMLElement>('a[href], button'));
    expect(document.activeElement).toBe(tabbables.at(-1));
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(menuButton);
    expect(screen.getByRole('button', { name: 'Menu' })).toBe(menuButton);

    await user.click(menuButton);
    await user.click(within(dialog).getByRole('button', { name: 'Close menu', hidden: true }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.body.classList.contains('scroll-locked')).toBe(false);

    await user.click(menuButton);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(dialog);
    expect(within(dialog).getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
    act(() => media.set(true));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu', hidden: true })).toBeNull());
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
  });

  it('opens the push menu pressed before the navigation tree arrived, once it has (decision 0477)', async () => {
    desktop(false);
    const backend = createInMemoryBackend({ products: [aProduct()], nav: aNavForest(), config: aSiteConfiguration() });
    let release = () => undefined as void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const getNavigation = backend.navigation.getNavigation.bind(backend.navigation);
    vi.spyOn(backend.navigation, 'getNavigation').mockImplementation(async (query) => {
      await arrived;
      return getNavigation(query);
    });
    // The cart page: its loader does not ask for the tree (the home page's does).
    const { user } = renderRoutes('/cart', createServices(inMemoryBackendBindings(backend)), aSite(), aSiteConfiguration());
    const menuButton = await screen.findByRole('button', { name: 'Menu' });

    await user.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('dialog', { name: 'Menu', hidden: true })).toBeNull();
    release();

    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(dialog);
    expect(within(dialog).getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
  });

  it('below 1025 px the push menu holds the one navigation landmark named "Main", through its levels', async () => {
    desktop(false);
    const { user } = renderApp('/');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(dialog).getByRole('navigation', { name: 'Main' });
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toEqual([nav]);
    const parent = (await within(nav).findAllByRole('button')).find((button) => button.textContent?.includes('›'))!;
    await user.click(parent);
    expect(within(dialog).getByRole('navigation', { name: 'Main' }).querySelector('ul')?.children.length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('button', { name: /Back/ })).toBeTruthy();
  });
});

describe('topLevelItems', () => {
  it('uses the children of the root node when the API returns the root itself', () => {
    const forest = aNavForest();
    const root = { ...forest[0]!, slug: 'main-nav', children: forest };
    expect(topLevelItems([root], 'main-nav')).toBe(forest);
    expect(topLevelItems(forest, 'main-nav')).toBe(forest);
  });
});
