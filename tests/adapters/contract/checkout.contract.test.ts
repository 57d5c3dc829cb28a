import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressBookGateway, AuthGateway, calendarMonthOf, CartGateway, CheckoutGateway, isCardExpired, payWithNewCard, SavedPaymentsGateway, SessionGateway } from '@vitrine/core';
import { BACKENDS, PASSWORD, startSandboxBackend, type ContractBackend } from './support/backends.js';
import { checkoutClient, type CheckoutClient } from './support/checkout-harness.js';
import { ADDRESS, buyableLines, checkoutPorts, signedInWithCart } from './support/checkout-steps.js';

/**
 * Contract: CheckoutGateway with the PXP key gateway, the card encryptor, the saved payments and the
 * address book, written once and run against the sandbox (the ky gateways over real HTTP, the
 * jsencrypt encryptor) and the in-memory back end (docs/checkout-api.md; shell-and-account.md §2,
 * §5, §7; decisions 0147, 0148), on accounts of the back end's facts and lines found in its
 * catalogue; then what only the sandbox can show.
 */

const nextYear = (years: number) => new Date().getFullYear() + years;

describe.each(BACKENDS)('checkout contract (%s)', (_name, start) => {
  let backend: ContractBackend;
  beforeAll(async () => {
    backend = await start();
    await backend.samples();
  });
  afterAll(async () => backend?.close());

  it('a guest is asked to sign in: CHECKOUT.SIGN_IN_REQUIRED (REGISTERED)', async () => {
    const client = backend.client();
    await client.get(SessionGateway).createGuestSession();
    await expect(client.get(CheckoutGateway).start()).resolves.toMatchObject({ ok: false, error: { code: 'CHECKOUT.SIGN_IN_REQUIRED', details: { requiredScope: 'REGISTERED' } } });
  });

  it('a signed-in customer with an empty cart cannot start: CHECKOUT.CART_EMPTY', async () => {
    const client = backend.client();
    await client.get(AuthGateway).signIn(backend.facts.checkout.wallet, PASSWORD);
    await expect(client.get(CheckoutGateway).start()).resolves.toMatchObject({ ok: false, error: { code: 'CHECKOUT.CART_EMPTY' } });
  });

  it('goes from the cart to an order with a new card: address, delivery, tax, idempotent place order, empty cart', async () => {
    const { ports } = await signedInWithCart(backend, backend.facts.checkout.buyer);
    const started = await ports.checkout.start();
    if (!started.ok) throw new Error(started.error.code);
    expect(started.value.lines).toHaveLength(2);
    expect(started.value.missing).toEqual(['shippingAddress', 'deliveryMethod', 'payment']);
    expect(started.value.deliveryMethods).toEqual([]);
    await expect(ports.checkout.setDeliveryMethod('STANDARD')).resolves.toMatchObject({ ok: false, error: { code: 'CHECKOUT.SHIPPING_ADDRESS_REQUIRED' } });
    await expect(ports.checkout.setShippingAddress({ kind: 'new', address: { ...ADDRESS, city: '' } })).resolves.toMatchObject({ ok: false, error: { code: 'CHECKOUT.ADDRESS_INVALID', details: { fields: { city: expect.any(String) } } } });

    const addressed = await ports.checkout.setShippingAddress({ kind: 'new', address: ADDRESS });
    if (!addressed.ok) throw new Error(addressed.error.code);
    expect(addressed.value.shippingAddress!.address.phoneNumber).toBe('5550142000');
    expect(addressed.value.deliveryMethods.map((m) => m.id)).toEqual(['STANDARD', 'EXPRESS', 'NEXT_DAY']);
    expect(addressed.value.deliveryMethods.map((m) => m.businessDays)).toEqual([{ min: 5, max: 7 }, { min: 2, max: 3 }, { min: 1, max: 1 }]);
    await expect(ports.checkout.setDeliveryMethod('BY_PIGEON')).resolves.toMatchObject({ ok: false, error: { code: 'CHECKOUT.DELIVERY_METHOD_INVALID' } });
    const delivered = await ports.checkout.setDeliveryMethod('EXPRESS');
    if (!delivered.ok) throw new Error(delivered.error.code);
    const { subtotal, shipping, tax, total } = delivered.value.totals;
    expect(shipping).toEqual(delivered.value.deliveryMethods.find((m) => m.id === 'EXPRESS')!.price);
    expect(tax.amount).toBeGreaterThan(0);
    expect(total.amount).toBe(subtotal.amount + shipping.amount + tax.amount);
    await expect(ports.checkout.placeOrder('contract-incomplete')).resolves.toMatchObject({ ok: false, error: { code: 'CHECKOUT.INCOMPLETE', details: { missing: ['payment'] } } });

    const paid = await payWithNewCard(ports, { cardNumber: '4111 1111 1111 1111', securityCode: '737', expirationMonth: 12, expirationYear: nextYear(2), nameOnCard: 'Sarah Johnson' });
    if (!paid.ok) throw new Error(paid.error.code);
    expect(paid.value.payment).toMatchObject({ paymentType: 'CREDIT_CARD', paymentGateway: 'PXP', status: 'READY', card: { cardType: 'VISA', lastFourDigits: '1111' } });
    expect(paid.value.missing).toEqual([]);

    const placed = await ports.checkout.placeOrder('contract-order-1');
    if (!placed.ok) throw new Error(placed.error.code);
    const order = placed.value;
    expect(order.orderNumber).toMatch(/^VT-\d{4}-\d{6}$/);
    expect([order.status, order.placedBy]).toEqual(['PLACED', 'CUSTOMER']);
    expect(order.lines.map((l) => l.quantity)).toEqual([1, 1]);
    expect(order.totals).toEqual(paid.value.totals);
    expect(order.payment).toEqual({ paymentType: 'CREDIT_CARD', paymentGateway: 'PXP', cardType: 'VISA', lastFourDigits: '1111', expirationMonth: 12, expirationYear: nextYear(2), giftCardMaskedNumber: null });
    expect(order.shipments.map((s) => [s.carrier, s.status])).toEqual([['UPS', 'LABEL_CREATED']]);
    expect(await ports.checkout.placeOrder('contract-order-1')).toEqual(placed);
    expect((await ports.cart.getCart()).lines).toEqual([]);
    await expect(ports.checkout.getPlacedOrder(order.orderNumber)).resolves.toEqual(placed);
    await expect(ports.checkout.getPlacedOrder('VT-1999-000001')).resolves.toMatchObject({ ok: false, error: { code: 'CHECKOUT.ORDER_NOT_FOUND' } });
  });

  it('refuses an expired saved card and declines the decline test card at place order, keeping the checkout', async () => {
    const { ports } = await signedInWithCart(backend, backend.facts.checkout.withExpiredCard);
    const started = await ports.checkout.start();
    if (!started.ok) throw new Error(started.error.code);
    await ports.checkout.setShippingAddress({ kind: 'saved', addressId: started.value.savedAddresses[0]!.id });
    await ports.checkout.setDeliveryMethod('STANDARD');
    const today = calendarMonthOf(new Date());
    const expired = started.value.savedPayments.find((p) => isCardExpired({ month: p.card.expirationMonth, year: p.card.expirationYear }, today));
    expect(expired).toBeDefined();
    await expect(ports.checkout.setPayment({ kind: 'saved-card', savedPaymentId: expired!.id })).resolves.toMatchObject({ ok: false, error: { code: 'CHECKOUT.CARD_EXPIRED' } });
    await expect(payWithNewCard(ports, { cardNumber: '4111111111111112', securityCode: '123', expirationMonth: 1, expirationYear: nextYear(3), nameOnCard: 'Veronica Costello' })).resolves.toMatchObject({ ok: false, error: { code: 'CHECKOUT.CARD_INVALID' } });
    const paid = await payWithNewCard(ports, { cardNumber: '4000000000000002', securityCode: '123', expirationMonth: 1, expirationYear: nextYear(3), nameOnCard: 'Veronica Costello' });
    expect(paid.ok).toBe(true);
    await expect(ports.checkout.placeOrder('declined')).resolves.toMatchObject({ ok: false, error: { code: 'CHECKOUT.PAYMENT_DECLINED', details: { reason: 'DECLINED' } } });
    const still = await ports.checkout.getCurrent();
    expect(still.ok && [still.value.lines.length, still.value.missing]).toEqual([2, []]);
  });

  it('asks for 3-D Secure on the SCA test card: the order waits for it (CHECKOUT.PAYMENT_ACTION_REQUIRED)', async () => {
    const { ports } = await signedInWithCart(backend, backend.facts.checkout.scaBuyer);
    await ports.checkout.start();
    await ports.checkout.setShippingAddress({ kind: 'new', address: ADDRESS });
    await ports.checkout.setDeliveryMethod('STANDARD');
    const paid = await payWithNewCard(ports, { cardNumber: '4000002760003184', securityCode: '123', expirationMonth: 6, expirationYear: nextYear(1), nameOnCard: 'Emily Rodriguez', returnUrl: 'http://shop.test/checkout/payment' });
    if (!paid.ok) throw new Error(paid.error.code);
    expect(paid.value.payment).toMatchObject({ status: 'ACTION_REQUIRED', action: { type: 'SCA' }, card: { lastFourDigits: '3184' } });
    await expect(ports.checkout.placeOrder('sca-early')).resolves.toMatchObject({ ok: false, error: { code: 'CHECKOUT.PAYMENT_ACTION_REQUIRED' } });
  });

  it('lets a call-centre agent check out for a customer, with rep hold only in that session', async () => {
    const { agent, agentCustomer } = backend.facts.checkout;
    const { ports } = await signedInWithCart(backend, agent);
    await expect(ports.checkout.start({ customerEmail: 'nobody.here@example.com' })).resolves.toMatchObject({ ok: false, error: { code: 'CHECKOUT.CUSTOMER_NOT_FOUND' } });
    const started = await ports.checkout.start({ customerEmail: agentCustomer });
    expect(started.ok && [started.value.callCenter, started.value.customer.emailAddress]).toEqual([true, agentCustomer]);
    await ports.checkout.setShippingAddress({ kind: 'new', address: ADDRESS });
    await ports.checkout.setDeliveryMethod('STANDARD');
    await expect(ports.checkout.setPayment({ kind: 'redirect', paymentType: 'PAYPAL', returnUrl: 'http://shop.test/checkout/payment' })).resolves.toMatchObject({ ok: false, error: { code: 'CHECKOUT.PAYMENT_METHOD_NOT_ALLOWED' } });
    expect((await ports.checkout.setPayment({ kind: 'rep-hold' })).ok).toBe(true);
    const placed = await ports.checkout.placeOrder('agent-contract');
    expect(placed.ok && [placed.value.status, placed.value.placedBy, placed.value.shipments]).toEqual(['ON_HOLD', 'CALL_CENTER', []]);
  });

  it('refuses rep hold to a customer (CHECKOUT.PAYMENT_METHOD_NOT_ALLOWED)', async () => {
    const { ports } = await signedInWithCart(backend, backend.facts.checkout.wallet);
    await ports.checkout.start();
    await expect(ports.checkout.setPayment({ kind: 'rep-hold' })).resolves.toMatchObject({ ok: false, error: { code: 'CHECKOUT.PAYMENT_METHOD_NOT_ALLOWED' } });
    // The wallet customer's cart is left empty for the tests after this one.
    const cart = ports.cart;
    for (const line of (await cart.getCart()).lines) await cart.removeLine(line.itemId);
  });

  it('checks a gift card balance, reads saved payments and the address book, and verifies a card’s security code', async () => {
    const client = backend.client();
    const ports = checkoutPorts(client);
    await client.get(SessionGateway).createGuestSession();
    const balance = await ports.checkout.checkGiftCardBalance('6006 4910 0000 0001', '1234');
    expect(balance.ok && balance.value.balance.amount).toBeGreaterThan(0);
    await expect(ports.checkout.checkGiftCardBalance('6006 4910 0000 0001', '0000')).resolves.toMatchObject({ ok: false, error: { code: 'CHECKOUT.GIFT_CARD_NOT_FOUND' } });
    await expect(client.get(SavedPaymentsGateway).list()).resolves.toMatchObject({ ok: false, error: { code: 'PAYMENT.SIGN_IN_REQUIRED' } });
    await expect(client.get(AddressBookGateway).list()).resolves.toMatchObject({ ok: false, error: { code: 'ADDRESS.SIGN_IN_REQUIRED' } });

    await ports.auth.signIn(backend.facts.checkout.wallet, PASSWORD);
    const cards = await client.get(SavedPaymentsGateway).list();
    if (!cards.ok) throw new Error(cards.error.code);
    expect(cards.value.length).toBeGreaterThan(0);
    const book = await client.get(AddressBookGateway).list();
    expect(book.ok && book.value.length).toBeGreaterThan(0);
    const unverified = cards.value.find((p) => p.card.needsVerification);
    expect(unverified).toBeDefined();
    const key = await ports.keys.getKey();
    const code = await ports.encryptor.encryptSecurityCode(unverified!.card.cardType === 'AMEX' ? '4321' : '321', key);
    if (!code.ok) throw new Error(code.error.code);
    const verified = await client.get(SavedPaymentsGateway).verify(unverified!.id, code.value);
    expect(verified.ok && verified.value.card.needsVerification).toBe(false);
    await expect(client.get(SavedPaymentsGateway).verify('pay-unknown', code.value)).resolves.toMatchObject({ ok: false, error: { code: 'PAYMENT.NOT_FOUND' } });
    // The security code is sealed in the card frame (decision 0436): a clear one is refused.
    await expect(client.get(SavedPaymentsGateway).verify(unverified!.id, { encrypted: '321', encryptionId: key.encryptionId })).resolves.toMatchObject({ ok: false, error: { code: 'PAYMENT.DECRYPTION_FAILED' } });
    expect(await client.get(CartGateway).getCart()).toMatchObject({ lines: [] });
  });
});

/** Sandbox only: what leaves the "browser" over HTTP, RSA decryption with node-forge, and the sandbox's 3-D Secure page. */
describe('checkout over HTTP (sandbox only)', () => {
  let sandbox: ContractBackend;
  beforeAll(async () => {
    sandbox = await startSandboxBackend();
    await sandbox.samples();
  });
  afterAll(async () => sandbox?.close());

  async function signedIn(email: string): Promise<CheckoutClient> {
    const c = checkoutClient(sandbox.url!);
    await c.auth.signIn(email, PASSWORD);
    for (const line of await buyableLines(sandbox)) {
      const added = await c.cart.addItem({ ...line, quantity: 1 });
      if (!added.ok) throw new Error(added.error.code);
    }
    await c.checkout.start();
    await c.checkout.setShippingAddress({ kind: 'new', address: ADDRESS });
    await c.checkout.setDeliveryMethod('STANDARD');
    return c;
  }

  // A fake has no request log and no RSA key: only the sandbox shows the number leaves encrypted and is decrypted with node-forge.
  it('sends the card number only RSA-encrypted (jsencrypt), which the sandbox decrypts and places', async () => {
    const c = await signedIn('sarah.johnson@example.com');
    const paid = await payWithNewCard(c, { cardNumber: '4111 1111 1111 1111', securityCode: '737', expirationMonth: 12, expirationYear: nextYear(2), nameOnCard: 'Sarah Johnson' });
    expect(paid.ok && paid.value.payment!.card).toMatchObject({ cardType: 'VISA', lastFourDigits: '1111' });
    const placed = await c.checkout.placeOrder('http-order-1');
    expect(placed.ok && placed.value.payment.lastFourDigits).toBe('1111');
    expect(c.sentText()).not.toMatch(/4111\s*1111\s*1111\s*1111|4111111111111111/);
    expect(c.sent.some((r) => r.url.endsWith('/configuration/pxp-public-key'))).toBe(true);
  });

  // The 3-D Secure page and its redirect back are the sandbox's HTML; the fake only has completeAction.
  it('completes 3-D Secure through the sandbox page (scaCompleted=1), then places the order', async () => {
    const c = await signedIn('emily.rodriguez@example.com');
    const paid = await payWithNewCard(c, { cardNumber: '4000002760003184', securityCode: '123', expirationMonth: 6, expirationYear: nextYear(1), nameOnCard: 'Emily Rodriguez', returnUrl: 'http://shop.test/checkout/payment' });
    if (!paid.ok) throw new Error(paid.error.code);
    const page = await globalThis.fetch(paid.value.payment!.action!.url);
    expect(await page.text()).toContain('3-D Secure');
    const back = await globalThis.fetch(`${paid.value.payment!.action!.url}?outcome=approve`, { redirect: 'manual' });
    expect(back.headers.get('location')).toBe('http://shop.test/checkout/payment?scaCompleted=1');
    const placed = await c.checkout.placeOrder('sca-1');
    expect(placed.ok && placed.value.payment.lastFourDigits).toBe('3184');
  });
});
