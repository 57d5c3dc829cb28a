import { act, configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FULL_PAGE_LOADER_DELAY_MS, type ProductCatalog } from '@vitrine/core';
import { InMemoryCatalog } from '@vitrine/adapters/in-memory';
import { aProduct } from '../../../mothers/index';
import { renderApp } from '../../render-app';
import { dispatchPageLoader } from '../../../../ui/src/shared/page-loader-event';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

describe('page loader (shell-and-account §2, §4; decision 0333)', () => {
  it('shows the overlay on the app event with its message, and hides it on the next', async () => {
    renderApp('/');
    await screen.findByRole('banner');
    expect(screen.queryByRole('alert')).toBeNull();
    // The shell listens once its effects have run: send until the overlay answers.
    await waitFor(() => {
      act(() => dispatchPageLoader(window, { visible: true, message: 'Placing your order' }));
      expect(screen.getByRole('alert').textContent).toContain('Placing your order');
    });
    act(() => dispatchPageLoader(window, { visible: true }));
    expect(screen.getByRole('alert').textContent).toContain('Loading page');
    act(() => dispatchPageLoader(window, { visible: false }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows no progress bar for a navigation that only changes the query', async () => {
    const { router } = renderApp('/wishlist');
    await screen.findByRole('banner');
    const seen: boolean[] = [];
    const observer = new MutationObserver(() => seen.push(screen.queryByRole('progressbar', { name: 'Loading page' }) !== null));
    observer.observe(document.body, { childList: true, subtree: true });
    await act(() => router.navigate('/wishlist?sort=new'));
    observer.disconnect();
    expect(seen).not.toContain(true);
  });

  it('shows the full-page loader’s content when a route takes 2000 ms to load, and takes it away when it has loaded (decision 0365)', async () => {
    const products = [aProduct()];
    const real = new InMemoryCatalog(products);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The product lookup waits until the test lets it go.
    const catalog = new Proxy(real, {
      get: (target, key, receiver) =>
        key === 'getProductBySlug' ? async (...args: Parameters<ProductCatalog['getProductBySlug']>) => (await held, target.getProductBySlug(...args)) : Reflect.get(target, key, receiver),
    }) as ProductCatalog;
    const { router } = renderApp('/', { products, catalog });
    await screen.findByRole('banner');
    const started = Date.now();
    void router.navigate('/shop/chaz-kangeroo-hoodie');
    await screen.findByRole('progressbar', { name: 'Loading page' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect((await screen.findByRole('alert', {}, { timeout: FULL_PAGE_LOADER_DELAY_MS + 3000 })).textContent).toContain('Loading page');
    expect(Date.now() - started).toBeGreaterThanOrEqual(FULL_PAGE_LOADER_DELAY_MS - 50);
    release();
    await screen.findByRole('heading', { level: 1, name: 'Chaz Kangeroo Hoodie' });
    await waitFor(() => expect(screen.queryAllByRole('alert').some((alert) => alert.textContent?.includes('Loading page'))).toBe(false));
  });
});
