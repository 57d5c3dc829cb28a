import { describe, expect, it } from 'vitest';
import { payWithNewCard, type CartLine, type SavedPayment } from '@vitrine/core';
import { FakeCardEncryptor, FixedClock, InMemoryAddressBook, InMemoryCheckout, InMemoryOrders, InMemoryPaymentKey, InMemorySavedPayments, decodeFakeCipher } from '../../../adapters/src/in-memory/index.js';
import { aCartLine } from '../../mothers/cart.mother.js';

/** The in-memory checkout fakes keep the sandbox's rules (docs/checkout-api.md). */

const ADDRESS = { address1: '1 Main St', address2: '', city: 'Calder', country: 'US', name: { first: 'Ada', last: 'L' }, phoneNumber: '(555) 100-2000', postalCode: '49628', region: 'MI' };
const expiredCard: SavedPayment = { id: 'pay-old', paymentType: 'CREDIT_CARD', visible: true, card: { cardType: 'MC', lastFourDigits: '4444', expirationMonth: 3, expirationYear: 2024, nameOnCard: 'Ada', needsVerification: false, billingAddress: null } };

function setup(options: { callCenter?: boolean; lines?: CartLine[] } = {}) {
  const clock = new FixedClock();
  const orders = new InMemoryOrders();
  const keys = new InMemoryPaymentKey();
  const checkout = new InMemoryCheckout({
    lines: options.lines ?? [aCartLine()],
    customer: { profileId: 'cust-1', emailAddress: 'ada@example.com', name: { first: 'Ada', last: 'L' } },
    callCenter: options.callCenter ?? false,
    savedPayments: [expiredCard],
    orders,
    acceptedEncryptionIds: () => keys.acceptedIds,
    clock,
  });
  return { clock, orders, keys, checkout, encryptor: new FakeCardEncryptor() };
}

async function ready(c: ReturnType<typeof setup>) {
  await c.checkout.start();
  await c.checkout.setShippingAddress({ kind: 'new', address: ADDRESS });
  await c.checkout.setDeliveryMethod('STANDARD');
}

describe('InMemoryCheckout', () => {
  it('goes from the cart to an order with a new card (payWithNewCard) and empties the cart', async () => {
    const c = setup();
    await ready(c);
    const paid = await payWithNewCard({ checkout: c.checkout, keys: c.keys, encryptor: c.encryptor }, { cardNumber: '4111 1111 1111 1111', securityCode: '123', expirationMonth: 4, expirationYear: 2031, nameOnCard: 'Ada' });
    expect(paid.ok && paid.value.payment).toMatchObject({ paymentGateway: 'PXP', status: 'READY', card: { cardType: 'VISA', lastFourDigits: '1111' } });
    const order = await c.checkout.placeOrder('k1');
    expect(order.ok && order.value.orderNumber).toMatch(/^VT-2026-\d{6}$/);
    expect(await c.checkout.placeOrder('k1')).toEqual(order);
    expect(c.orders.all).toHaveLength(1);
    expect((await c.checkout.start())).toMatchObject({ ok: false, error: { code: 'CHECKOUT.CART_EMPTY' } });
  });

  it('retries payWithNewCard once with a fresh key after ENCRYPTION_KEY_EXPIRED', async () => {
    const c = setup();
    await ready(c);
    const stale = await c.keys.getKey();
    c.keys.rotate();
    c.keys.rotate();
    const keys = { getKey: async (o?: { fresh?: boolean }) => (o?.fresh ? c.keys.getKey() : stale) };
    const paid = await payWithNewCard({ checkout: c.checkout, keys, encryptor: c.encryptor }, { cardNumber: '5555555555554444', securityCode: '123', expirationMonth: 4, expirationYear: 2031, nameOnCard: 'Ada' });
    expect(paid.ok).toBe(true);
    expect(c.checkout.calls.filter((n) => n === 'setPayment')).toHaveLength(2);
  });

  it('declines the decline test card at place order and keeps the checkout', async () => {
    const c = setup();
    await ready(c);
    await payWithNewCard({ checkout: c.checkout, keys: c.keys, encryptor: c.encryptor }, { cardNumber: '4000000000000002', securityCode: '123', expirationMonth: 4, expirationYear: 2031, nameOnCard: 'Ada' });
    expect(await c.checkout.placeOrder('k')).toMatchObject({ ok: false, error: { code: 'CHECKOUT.PAYMENT_DECLINED' } });
    expect((await c.checkout.getCurrent()).ok).toBe(true);
  });

  it('needs SCA for the 3-D Secure card until the page approves it', async () => {
    const c = setup();
    await ready(c);
    const paid = await payWithNewCard({ checkout: c.checkout, keys: c.keys, encryptor: c.encryptor }, { cardNumber: '4000002760003184', securityCode: '123', expirationMonth: 4, expirationYear: 2031, nameOnCard: 'Ada' });
    expect(paid.ok && paid.value.payment?.status).toBe('ACTION_REQUIRED');
    expect(await c.checkout.placeOrder('k')).toMatchObject({ ok: false, error: { code: 'CHECKOUT.PAYMENT_ACTION_REQUIRED' } });
    expect(c.checkout.completeAction('approve')).toEqual({ scaCompleted: '1' });
    expect((await c.checkout.placeOrder('k')).ok).toBe(true);
  });

  it('refuses an expired saved card, rep hold outside the call centre, and redirect methods inside it', async () => {
    const shopper = setup();
    await ready(shopper);
    expect(await shopper.checkout.setPayment({ kind: 'saved-card', savedPaymentId: 'pay-old' })).toMatchObject({ ok: false, error: { code: 'CHECKOUT.CARD_EXPIRED' } });
    expect(await shopper.checkout.setPayment({ kind: 'rep-hold' })).toMatchObject({ ok: false, error: { code: 'CHECKOUT.PAYMENT_METHOD_NOT_ALLOWED' } });
    const agent = setup({ callCenter: true });
    await ready(agent);
    expect(await agent.checkout.setPayment({ kind: 'redirect', paymentType: 'PAYPAL', returnUrl: 'http://x/checkout/payment' })).toMatchObject({ ok: false, error: { code: 'CHECKOUT.PAYMENT_METHOD_NOT_ALLOWED' } });
    expect((await agent.checkout.setPayment({ kind: 'rep-hold' })).ok).toBe(true);
    const order = await agent.checkout.placeOrder('agent');
    expect(order.ok && [order.value.status, order.value.placedBy]).toEqual(['ON_HOLD', 'CALL_CENTER']);
  });

  it('throws the queued failure once (a lost connection) and keeps the state', async () => {
    const c = setup();
    await ready(c);
    c.checkout.failNext(new Error('Network Error'));
    await expect(c.checkout.getCurrent()).rejects.toThrow('Network Error');
    expect((await c.checkout.getCurrent()).ok).toBe(true);
  });
});

describe('InMemoryOrders, InMemoryAddressBook, InMemorySavedPayments, FakeCardEncryptor', () => {
  it('opens order details with the zip code when signed out, and tracks by order number + bzip', async () => {
    const c = setup();
    await ready(c);
    await c.checkout.setPayment({ kind: 'gift-card', cardNumber: '6006 4910 0000 0001', pin: '1234' });
    const placed = await c.checkout.placeOrder('gift');
    if (!placed.ok) throw new Error(placed.error.code);
    c.orders.authorized = false;
    expect(await c.orders.getOrder(placed.value.orderNumber)).toMatchObject({ ok: false, error: { code: 'ORDER.SIGN_IN_REQUIRED' } });
    expect((await c.orders.getOrder(placed.value.orderNumber, { customerZipCode: '49628' })).ok).toBe(true);
    expect(await c.orders.getOrder(placed.value.orderNumber, { customerZipCode: '10001' })).toMatchObject({ ok: false, error: { code: 'ORDER.NOT_FOUND' } });
    expect((await c.orders.track({ orderNumber: placed.value.orderNumber, bzip: '49628' })).ok).toBe(true);
    expect(await c.orders.listOrders()).toMatchObject({ ok: false, error: { code: 'ORDER.SIGN_IN_REQUIRED' } });
  });

  it('keeps an address book with validation', async () => {
    const book = new InMemoryAddressBook();
    const added = await book.add({ address: ADDRESS, nickName: 'Home' });
    expect(added.ok && added.value.address.phoneNumber).toBe('5551002000');
    expect(await book.add({ address: { ...ADDRESS, city: '' } })).toMatchObject({ ok: false, error: { code: 'ADDRESS.INVALID', details: { fields: { city: 'REQUIRED' } } } });
    expect((await book.remove('addr-mem-1')).ok).toBe(true);
    expect(await book.get('addr-mem-1')).toMatchObject({ ok: false, error: { code: 'ADDRESS.NOT_FOUND' } });
  });

  it('saves a card from a fake ciphertext (never the number) and verifies it', async () => {
    const keys = new InMemoryPaymentKey();
    const encryptor = new FakeCardEncryptor();
    const payments = new InMemorySavedPayments([], new FixedClock());
    const key = await keys.getKey();
    const enc = await encryptor.encryptCard({ cardNumber: '378282246310005' }, key);
    if (!enc.ok) throw new Error(enc.error.code);
    expect(enc.value.encryptedCardNumber).not.toContain('378282246310005');
    expect(decodeFakeCipher(enc.value.encryptedCardNumber)).toEqual({ encryptionId: key.encryptionId, plain: '378282246310005' });
    const saved = await payments.addCard({ encryptedCardNumber: enc.value.encryptedCardNumber, encryptionId: key.encryptionId, expirationMonth: 1, expirationYear: 2030, nameOnCard: 'Ada', billing: { address: ADDRESS }, visible: true });
    if (!saved.ok) throw new Error(saved.error.code);
    expect(JSON.stringify(payments.all)).not.toContain('378282246310005');
    expect(saved.value.card).toMatchObject({ cardType: 'AMEX', lastFourDigits: '0005', needsVerification: true });
    const code = await encryptor.encryptSecurityCode('1234', key);
    if (!code.ok) throw new Error(code.error.code);
    expect((await payments.verify(saved.value.id, code.value)).ok && payments.all[0]!.card.needsVerification).toBe(false);
  });

  it('saves a card sealed with its security code verified, and refuses a code of the wrong length for its brand (decision 0435)', async () => {
    const key = await new InMemoryPaymentKey().getKey();
    const payments = new InMemorySavedPayments([], new FixedClock());
    const sealed = await new FakeCardEncryptor().encryptCard({ cardNumber: '4111111111111111', securityCode: '123' }, key);
    if (!sealed.ok) throw new Error(sealed.error.code);
    const card = { encryptedCardNumber: sealed.value.encryptedCardNumber, encryptionId: key.encryptionId, expirationMonth: 1, expirationYear: 2030, nameOnCard: 'Ada', billing: { address: ADDRESS }, visible: true };
    const saved = await payments.addCard({ ...card, encryptedSecurityCode: sealed.value.encryptedSecurityCode });
    expect(saved.ok && saved.value.card).toMatchObject({ cardType: 'VISA', lastFourDigits: '1111', needsVerification: false });
    const wrong = await new FakeCardEncryptor().encryptSecurityCode('1234', key);
    if (!wrong.ok) throw new Error(wrong.error.code);
    expect(await payments.addCard({ ...card, encryptedSecurityCode: wrong.value.encrypted })).toMatchObject({ ok: false, error: { code: 'PAYMENT.CARD_INVALID', details: { reason: 'SECURITY_CODE' } } });
    expect(payments.all).toHaveLength(1);
  });
});
