import { afterEach, describe, expect, it, vi } from 'vitest';
import { GiftCardBuyBox, HeartButton, NotifyMe, preloadProductParts } from '../../../../ui/src/features/product/product-parts';
import { aProduct, aSoldOutProduct, hoodieSkus } from '../../../mothers/index';

/**
 * The product route's parts loaded before a server-rendered page hydrates (decision 0426): the
 * chunks of the parts the server rendered (the heart on every product page), and no others.
 */
describe('preloadProductParts', () => {
  afterEach(() => vi.restoreAllMocks());

  const spies = () => ({
    notifyMe: vi.spyOn(NotifyMe, 'preload').mockResolvedValue(() => null),
    giftCard: vi.spyOn(GiftCardBuyBox, 'preload').mockResolvedValue(() => null),
    heart: vi.spyOn(HeartButton, 'preload').mockResolvedValue(() => null),
  });

  it('loads the heart on every product page, so a tap on it is never lost to an unhydrated button', async () => {
    const { heart } = spies();
    await preloadProductParts({ product: aProduct() });
    await preloadProductParts({ product: aProduct({ isGiftCard: true }) });
    expect(heart).toHaveBeenCalledTimes(2);
  });

  it('loads "Notify me" for a product with a sold-out SKU that takes back-in-stock requests', async () => {
    const { notifyMe, giftCard } = spies();
    await preloadProductParts({ product: aSoldOutProduct() });
    expect(notifyMe).toHaveBeenCalledTimes(1);
    expect(giftCard).not.toHaveBeenCalled();
  });

  it('loads neither "Notify me" nor the buy box for an in-stock product or for sold-out SKUs without the flag, and nothing without data (an error page)', async () => {
    const { notifyMe, giftCard, heart } = spies();
    await preloadProductParts({ product: aProduct() });
    await preloadProductParts({ product: aSoldOutProduct({ skus: hoodieSkus().map((s) => ({ ...s, stockLevel: 0, backInStockNotificationEligible: false })) }) });
    await preloadProductParts(undefined);
    expect(notifyMe).not.toHaveBeenCalled();
    expect(giftCard).not.toHaveBeenCalled();
    expect(heart).toHaveBeenCalledTimes(2);
  });

  it('loads the buy box for a gift card, and the real chunks load', async () => {
    const { giftCard } = spies();
    await preloadProductParts({ product: aProduct({ isGiftCard: true }) });
    expect(giftCard).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
    await expect(NotifyMe.preload()).resolves.toBeTypeOf('function');
    await expect(GiftCardBuyBox.preload()).resolves.toBeTypeOf('function');
    await expect(HeartButton.preload()).resolves.toBeTypeOf('function');
  });
});
