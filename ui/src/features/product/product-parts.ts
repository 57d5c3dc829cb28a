import { giftCardKind, isBackInStockOffered } from '@vitrine/core';
import { preloadableLazy } from '../../shared/preloadable-lazy';
import type { ProductData } from './product.loader';

/** "Notify me" in its own chunk (decision 0222): loaded only when a sold-out size offers it. */
export const NotifyMe = preloadableLazy(async () => (await import('./notify-me')).default);

/**
 * The heart in its own chunk (decisions 0225, 0426), shared with the tiles. Server-rendered on every
 * product page, so it is preloaded before hydration: a tap on a heart whose chunk had not loaded
 * would land on server HTML that React has not hydrated yet, and be lost.
 */
export const HeartButton = preloadableLazy(async () => (await import('../../components/heart-button')).HeartButton);

/** The gift card buy box (amounts and recipient form) in its own chunk, loaded only on gift card PDPs (decision 0284). */
export const GiftCardBuyBox = preloadableLazy(async () => (await import('./gift-card/gift-card-buy-box')).default);

/**
 * The product route's `preloadParts` (decision 0426): the server-rendered parts of the product page
 * that live in chunks of their own, loaded before a server-rendered page hydrates. `data` is the
 * server's {@link ProductData} (undefined when the route rendered an error): the heart on every
 * product page, the gift card buy box for a gift card, "Notify me" when a SKU takes back-in-stock
 * requests (whichever colour is picked; the site's feature switch is not read here, a chunk of a
 * few KB loaded for nothing at worst). Resolves when they are loaded; rejects when a chunk fails
 * (the caller ignores it).
 */
export async function preloadProductParts(data: Pick<ProductData, 'product'> | undefined): Promise<void> {
  const product = data?.product;
  if (!product) return;
  await Promise.all([
    HeartButton.preload(),
    giftCardKind(product) !== null ? GiftCardBuyBox.preload() : null,
    product.skus.some((sku) => isBackInStockOffered(true, sku)) ? NotifyMe.preload() : null,
  ]);
}
