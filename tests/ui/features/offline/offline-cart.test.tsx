import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Connectivity, KeyValueStore } from '@vitrine/core';
import { OFFLINE_CART_QUEUE_STORAGE_KEY } from '../../../../core/src/cart/application/offline-cart-queue.use-case.js';
import type { InMemoryCart, InMemoryConnectivity } from '@vitrine/adapters/in-memory';
import { offlineCartState } from '../../../../ui/src/features/offline/offline-cart-store';
import { renderApp } from '../../render-app';

const HOODIE_PATH = '/shop/chaz-kangeroo-hoodie?color=GRAY&size=L';

describe('offline cart queue on the PDP (decision 0450)', () => {
  afterEach(() => offlineCartState.set({ pending: 0, refused: 0 }));

  it('queues an add made offline, says it waits, and sends it once when the connection returns', async () => {
    const app = renderApp(HOODIE_PATH);
    const connectivity = app.services.get(Connectivity) as InMemoryConnectivity;
    await screen.findByRole('heading', { level: 1, name: 'Chaz Kangeroo Hoodie' });
    connectivity.setOnline(false);

    await app.user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await screen.findByText('Waiting for a connection: 1 change will be sent')).getAttribute('role')).toBe('status');
    await app.user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await screen.findByText('Waiting for a connection: 2 changes will be sent')).getAttribute('role')).toBe('status');
    expect((await app.cart.getCart()).lines).toHaveLength(0);
    expect(app.services.get(KeyValueStore).get<unknown[]>(OFFLINE_CART_QUEUE_STORAGE_KEY)).toHaveLength(2);

    act(() => connectivity.setOnline(true));
    await waitFor(() => expect(screen.queryByText(/Waiting for a connection/)).toBeNull());
    const lines = (await app.cart.getCart()).lines;
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(2);
    expect(app.services.get(KeyValueStore).get(OFFLINE_CART_QUEUE_STORAGE_KEY)).toBeUndefined();
    // Another `online` event sends nothing again.
    act(() => {
      connectivity.setOnline(false);
      connectivity.setOnline(true);
    });
    expect((await app.cart.getCart()).lines[0]!.quantity).toBe(2);
  }, 30_000);

  it('says so when the cart refuses a queued change once the connection returns', async () => {
    const app = renderApp(HOODIE_PATH);
    const connectivity = app.services.get(Connectivity) as InMemoryConnectivity;
    await screen.findByRole('heading', { level: 1, name: 'Chaz Kangeroo Hoodie' });
    connectivity.setOnline(false);
    await app.user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByText('Waiting for a connection: 1 change will be sent');
    (app.cart as InMemoryCart).failNextAdd({ code: 'CART.SKU_UNAVAILABLE', message: 'gone' });
    act(() => connectivity.setOnline(true));
    expect((await screen.findByText('1 change could not be made when the connection returned. Please check your cart.')).getAttribute('role')).toBe('status');
    expect((await app.cart.getCart()).lines).toHaveLength(0);
  }, 30_000);
});
