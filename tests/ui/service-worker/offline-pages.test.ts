import { describe, expect, it } from 'vitest';
import { isKeepablePage, isOfflinePage } from '../../../ui/service-worker/offline-pages';

const page = (status: number, headers: Record<string, string> = {}) => ({ status, headers: new Headers({ 'content-type': 'text/html; charset=utf-8', ...headers }) });

describe('the service worker’s offline pages (decision 0452)', () => {
  it('keeps public pages of every site: home, listings, PDPs, search, help, stores, a shared wishlist, registry search', () => {
    for (const path of ['/', '/en-gb/', '/fr-ca', '/shop/chaz-hoodie', '/de-de/shop/mto/rug', '/dresses', '/search', '/help/returns', '/stores/12', '/wishlist/abc', '/registry/search']) {
      expect(isOfflinePage(path), path).toBe(true);
    }
  });

  it('never keeps the shopper’s own pages, on any site', () => {
    for (const path of ['/account', '/account/orders', '/en-gb/checkout/payment', '/cart', '/fr-fr/cart', '/login', '/password/reset', '/wishlist', '/registry/listing', '/returns/1', '/claims', '/order-tracking', '/mock-order/7', '/delivery-pass-details', '/order-inquiry', '/order-pickup']) {
      expect(isOfflinePage(path), path).toBe(false);
    }
  });

  it('keeps a 200 HTML page only, not one the server marks as a signed-in shopper’s or forbids storing', () => {
    expect(isKeepablePage(page(200, { 'cache-control': 'no-cache', 'x-vitrine-page-cache': 'miss' }))).toBe(true);
    expect(isKeepablePage(page(200))).toBe(true);
    expect(isKeepablePage(page(404))).toBe(false);
    expect(isKeepablePage(page(200, { 'content-type': 'application/json' }))).toBe(false);
    expect(isKeepablePage({ status: 200, headers: new Headers() })).toBe(false);
    expect(isKeepablePage(page(200, { 'x-vitrine-page-cache': 'bypass' }))).toBe(false);
    expect(isKeepablePage(page(200, { 'cache-control': 'no-store' }))).toBe(false);
    expect(isKeepablePage(page(200, { 'cache-control': 'private, max-age=0' }))).toBe(false);
  });
});
