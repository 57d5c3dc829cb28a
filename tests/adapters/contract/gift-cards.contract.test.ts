import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartGateway, egiftDeliveryWindow, giftCardProblems, utcCalendarDate, type GiftCardInfo } from '@vitrine/core';
import { giftCardSkuId } from '../../../sandbox/src/seed/steps/gift-cards.step.js';
import { startTestSandbox } from '../../support/sandbox.js';
import { sandboxClient } from './support/backends.js';

/**
 * Contract: gift card info through the real KyCartGateway against the sandbox (shopping.md §3 "Cart
 * item"; decisions 0282, 0283): what the gateway sends is what the sandbox stores and returns on the
 * line, and a refusal reaches core as CART.INVALID_ITEM with its per-field problems. The in-memory
 * back end does not judge gift card info, so this contract runs on the sandbox only.
 */
describe('gift card contract (sandbox)', () => {
  let sandbox: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(async () => sandbox?.close());

  const tomorrow = egiftDeliveryWindow(utcCalendarDate(Date.now() + 86_400_000)).earliest;
  const info: GiftCardInfo = { name: 'Maya Chen', emailAddress: 'maya.chen@example.com', message: 'For the new flat', deliveryDate: tomorrow };
  const egift = (giftCard: GiftCardInfo) => ({ productId: 'GC-EGIFT', skuId: giftCardSkuId('GC-EGIFT', 100), poolId: 'US_DIRECT', quantity: 1, giftCard });

  it('round-trips the info and the GIFT_CARD_ITEM flag', async () => {
    const cart = sandboxClient(sandbox.url).get(CartGateway);
    const added = await cart.addItem(egift(info));
    expect(added.ok && added.value.lines[0]).toMatchObject({ giftCard: info, flags: ['GIFT_CARD_ITEM'], salePrice: { amount: 10_000, currency: 'USD' } });
    const read = await cart.getCart();
    expect(read.lines[0]!.giftCard).toEqual(info);
  });

  it('returns a refusal as CART.INVALID_ITEM with the field problems core reads', async () => {
    const cart = sandboxClient(sandbox.url).get(CartGateway);
    const refused = await cart.addItem(egift({ ...info, emailAddress: 'maya.chen@example' }));
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.code).toBe('CART.INVALID_ITEM');
      expect(refused.error.message).toBe('Invalid parameters passed to addToCart: giftCard.emailAddress');
      expect(giftCardProblems(refused.error)).toEqual({ emailAddress: 'GIFT_CARD.EMAIL_INVALID' });
    }
  });

  it('changes a line’s info through updateGiftCard and answers a duplicate line with CART.DUPLICATE_LINE (decision 0364)', async () => {
    const cart = sandboxClient(sandbox.url).get(CartGateway);
    const sam: GiftCardInfo = { ...info, name: 'Sam Ortiz', emailAddress: 'sam.ortiz@example.org' };
    await cart.addItem(egift(info));
    const added = await cart.addItem(egift(sam));
    if (!added.ok) throw new Error(added.error.code);
    const [first, second] = added.value.lines;
    const changed = await cart.updateGiftCard(first!.itemId, { ...info, message: 'Love, Ana' });
    expect(changed.ok && changed.value.lines.map((l) => [l.itemId, l.giftCard?.message, l.quantity])).toEqual([
      [first!.itemId, 'Love, Ana', 1],
      [second!.itemId, info.message, 1],
    ]);
    const duplicate = await cart.updateGiftCard(first!.itemId, sam);
    expect(duplicate).toMatchObject({ ok: false, error: { code: 'CART.DUPLICATE_LINE', details: { itemId: second!.itemId } } });
    const refused = await cart.updateGiftCard(first!.itemId, { ...info, name: '' });
    expect(refused.ok ? null : giftCardProblems(refused.error)).toEqual({ name: 'GIFT_CARD.NAME_REQUIRED' });
    expect((await cart.getCart()).lines[0]!.giftCard).toEqual({ ...info, message: 'Love, Ana' });
  });
});
