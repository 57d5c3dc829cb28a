import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payWithNewCard, type Address } from '@vitrine/core';
import { startTestSandbox } from '../../support/sandbox.js';
import { checkoutClient, PASSWORD, twoLines, type CheckoutClient } from './support/checkout-harness.js';

/**
 * Contract: the checkout gateways, the PXP key gateway and the jsencrypt encryptor against a real
 * sandbox (docs/checkout-api.md; shell-and-account.md §2, §5, §7). The card is encrypted with the
 * real encryptor and decrypted by the sandbox with node-forge; a real order is placed.
 */

let sandbox: { url: string; close(): Promise<void> };
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => sandbox?.close());

const ADDRESS: Address = { address1: '742 Evergreen Terrace', address2: '', city: 'Springfield', country: 'US', name: { first: 'Sarah', last: 'Johnson' }, phoneNumber: '(555) 014-2000', postalCode: '62704', region: 'IL' };

async function signedInWithCart(email: string): Promise<CheckoutClient> {
  const c = checkoutClient(sandbox.url);
  await c.auth.signIn(email, PASSWORD);
  for (const line of await twoLines(c)) {
    const added = await c.cart.addItem({ ...line, quantity: 1 });
    if (!added.ok) throw new Error(added.error.code);
  }
  return c;
}

describe('checkout gateways (contract)', () => {
  it('a guest is asked to sign in: CHECKOUT.SIGN_IN_REQUIRED (REGISTERED)', async () => {
    const c = checkoutClient(sandbox.url);
    await c.session.createGuestSession();
    await expect(c.checkout.start()).resolves.toMatchObject({ ok: false, error: { code: 'CHECKOUT.SIGN_IN_REQUIRED', details: { requiredScope: 'REGISTERED' } } });
  });

  it('buys a Luma apparel item and a Spree home item with a new card; the card number never leaves in clear', async () => {
    const c = await signedInWithCart('sarah.johnson@example.com');
    const started = await c.checkout.start();
    if (!started.ok) throw new Error(started.error.code);
    expect(started.value.lines).toHaveLength(2);
    expect(started.value.savedPayments.find((p) => p.card.lastFourDigits === '4444')).toBeDefined();
    const addressed = await c.checkout.setShippingAddress({ kind: 'new', address: ADDRESS });
    if (!addressed.ok) throw new Error(addressed.error.code);
    expect(addressed.value.shippingAddress!.address.phoneNumber).toBe('5550142000');
    const methods = addressed.value.deliveryMethods.map((m) => m.id);
    expect(methods).toEqual(['STANDARD', 'EXPRESS', 'NEXT_DAY']);
    expect((await c.checkout.setDeliveryMethod('EXPRESS')).ok).toBe(true);

    const paid = await payWithNewCard(c, { cardNumber: '4111 1111 1111 1111', securityCode: '737', expirationMonth: 12, expirationYear: new Date().getFullYear() + 2, nameOnCard: 'Sarah Johnson' });
    if (!paid.ok) throw new Error(paid.error.code);
    expect(paid.value.payment).toMatchObject({ paymentType: 'CREDIT_CARD', paymentGateway: 'PXP', status: 'READY', card: { cardType: 'VISA', lastFourDigits: '1111' } });
    expect(paid.value.missing).toEqual([]);

    const placed = await c.checkout.placeOrder('contract-order-1');
    if (!placed.ok) throw new Error(placed.error.code);
    const order = placed.value;
    expect(order.orderNumber).toMatch(/^VT-\d{4}-\d{6}$/);
    expect(order.lines.map((l) => l.quantity)).toEqual([1, 1]);
    expect(order.totals.total.amount).toBe(paid.value.totals.total.amount);
    expect(order.payment).toEqual({ paymentType: 'CREDIT_CARD', paymentGateway: 'PXP', cardType: 'VISA', lastFourDigits: '1111', expirationMonth: 12, expirationYear: new Date().getFullYear() + 2, giftCardMaskedNumber: null });
    expect(await c.checkout.placeOrder('contract-order-1')).toEqual(placed);
    expect((await c.cart.getCart()).lines).toEqual([]);
    await expect(c.checkout.getPlacedOrder(order.orderNumber)).resolves.toEqual(placed);

    expect(c.sentText()).not.toMatch(/4111\s*1111\s*1111\s*1111|4111111111111111/);
    expect(c.sent.some((r) => r.url.endsWith('/configuration/pxp-public-key'))).toBe(true);
  });

  it('refuses an expired saved card and declines the decline test card, keeping the checkout', async () => {
    const c = await signedInWithCart('roni_cost@example.com');
    const started = await c.checkout.start();
    if (!started.ok) throw new Error(started.error.code);
    await c.checkout.setShippingAddress({ kind: 'saved', addressId: started.value.savedAddresses[0]!.id });
    await c.checkout.setDeliveryMethod('STANDARD');
    const expired = started.value.savedPayments.find((p) => p.card.lastFourDigits === '4444')!;
    await expect(c.checkout.setPayment({ kind: 'saved-card', savedPaymentId: expired.id })).resolves.toMatchObject({ ok: false, error: { code: 'CHECKOUT.CARD_EXPIRED' } });
    const paid = await payWithNewCard(c, { cardNumber: '4000000000000002', securityCode: '123', expirationMonth: 1, expirationYear: new Date().getFullYear() + 3, nameOnCard: 'Veronica Costello' });
    expect(paid.ok).toBe(true);
    await expect(c.checkout.placeOrder('declined')).resolves.toMatchObject({ ok: false, error: { code: 'CHECKOUT.PAYMENT_DECLINED', details: { reason: 'DECLINED' } } });
    const still = await c.checkout.getCurrent();
    expect(still.ok && [still.value.lines.length, still.value.missing]).toEqual([2, []]);
  });

  it('completes 3-D Secure through the sandbox page (scaCompleted=1), then places the order', async () => {
    const c = await signedInWithCart('emily.rodriguez@example.com');
    await c.checkout.start();
    await c.checkout.setShippingAddress({ kind: 'new', address: ADDRESS });
    await c.checkout.setDeliveryMethod('STANDARD');
    const paid = await payWithNewCard(c, { cardNumber: '4000002760003184', securityCode: '123', expirationMonth: 6, expirationYear: new Date().getFullYear() + 1, nameOnCard: 'Emily Rodriguez', returnUrl: 'http://shop.test/checkout/payment' });
    if (!paid.ok) throw new Error(paid.error.code);
    expect(paid.value.payment!.action!.type).toBe('SCA');
    const page = await globalThis.fetch(paid.value.payment!.action!.url);
    expect(await page.text()).toContain('3-D Secure');
    const back = await globalThis.fetch(`${paid.value.payment!.action!.url}?outcome=approve`, { redirect: 'manual' });
    expect(back.headers.get('location')).toBe('http://shop.test/checkout/payment?scaCompleted=1');
    const placed = await c.checkout.placeOrder('sca-1');
    expect(placed.ok && placed.value.payment.lastFourDigits).toBe('3184');
  });

  it('lets a call-centre agent check out for a customer with rep hold only in that session', async () => {
    const c = checkoutClient(sandbox.url);
    await c.auth.signIn('agent@vitrine.test', PASSWORD);
    for (const line of await twoLines(c)) await c.cart.addItem({ ...line, quantity: 1 });
    const started = await c.checkout.start({ customerEmail: 'michael.chen@example.com' });
    expect(started.ok && [started.value.callCenter, started.value.customer.emailAddress]).toEqual([true, 'michael.chen@example.com']);
    await c.checkout.setShippingAddress({ kind: 'new', address: ADDRESS });
    await c.checkout.setDeliveryMethod('STANDARD');
    await expect(c.checkout.setPayment({ kind: 'redirect', paymentType: 'PAYPAL', returnUrl: 'http://shop.test/checkout/payment' })).resolves.toMatchObject({ ok: false, error: { code: 'CHECKOUT.PAYMENT_METHOD_NOT_ALLOWED' } });
    expect((await c.checkout.setPayment({ kind: 'rep-hold' })).ok).toBe(true);
    const placed = await c.checkout.placeOrder('agent-contract');
    expect(placed.ok && [placed.value.status, placed.value.placedBy]).toEqual(['ON_HOLD', 'CALL_CENTER']);
  });

  it('checks a gift card balance and reads saved payments and the address book', async () => {
    const c = checkoutClient(sandbox.url);
    await c.session.createGuestSession();
    const balance = await c.checkout.checkGiftCardBalance('6006 4910 0000 0001', '1234');
    expect(balance.ok && balance.value.balance.amount).toBeGreaterThan(0);
    await c.auth.signIn('sarah.johnson@example.com', PASSWORD);
    const cards = await c.savedPayments.list();
    expect(cards.ok && cards.value.map((p) => p.card.lastFourDigits)).toEqual(expect.arrayContaining(['1111', '4444', '0005']));
    const book = await c.addressBook.list();
    expect(book.ok && book.value.length).toBeGreaterThan(0);
    const key = await c.keys.getKey();
    const code = await c.encryptor.encryptSecurityCode('4321', key);
    const amex = cards.ok ? cards.value.find((p) => p.card.lastFourDigits === '0005')! : null;
    if (!code.ok || !amex) throw new Error('setup');
    const verified = await c.savedPayments.verify(amex.id, code.value);
    expect(verified.ok && verified.value.card.needsVerification).toBe(false);
  });
});
