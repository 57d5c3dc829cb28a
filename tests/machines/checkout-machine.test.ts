import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import {
  checkoutActors,
  checkoutMachine,
  type Checkout,
  type CheckoutError,
  type CheckoutGateway,
  type CardEncryptor,
  type CheckoutMachineInput,
  type Order,
  type PaymentEncryptionKey,
  type PaymentKeyGateway,
  type PaymentRequest,
  type Result,
} from '@vitrine/core';
import { checkoutInputs, checkoutSamples, snapshotState } from '@vitrine/core/testing';
import { settleAll } from './support/settle.js';

const { SAMPLE_CHECKOUTS: checkouts, SAMPLE_ORDER: order, SAMPLE_PAYMENT_METHODS: methods, SAMPLE_PAYMENT_REQUESTS: requests, SAMPLE_CARD_PAYMENTS: cards, SAMPLE_ADDRESS: address } = checkoutSamples;

const ok = <T>(value: T): Result<T, CheckoutError> => ({ ok: true, value });
const refused = <T>(code: string, details?: Record<string, unknown>): Result<T, CheckoutError> => ({
  ok: false,
  error: { code, message: code, ...(details ? { details } : {}) } as CheckoutError,
});

/** A CheckoutGateway whose methods are spies answering the happy path unless a test says otherwise. */
function aCheckoutGateway(overrides: Partial<CheckoutGateway> = {}): CheckoutGateway {
  return {
    start: vi.fn(async () => ok<Checkout>(checkouts.new)),
    getCurrent: vi.fn(async () => ok<Checkout>(checkouts.agent)),
    setShippingAddress: vi.fn(async () => ok<Checkout>(checkouts.withAddress)),
    setDeliveryMethod: vi.fn(async () => ok<Checkout>(checkouts.withDelivery)),
    setPayment: vi.fn(async () => ok<Checkout>(checkouts.paymentReady)),
    placeOrder: vi.fn(async () => ok<Order>(order)),
    getPlacedOrder: vi.fn(async () => ok<Order>(order)),
    previewDeliveryMethods: vi.fn(async () => ok([])),
    checkGiftCardBalance: vi.fn(async () => refused('CHECKOUT.GIFT_CARD_NOT_FOUND')),
    ...overrides,
  } as CheckoutGateway;
}

const KEY: PaymentEncryptionKey = { pem: '-----BEGIN PUBLIC KEY-----', encryptionId: 'pxp-20261122-aaaa0001', expiresAt: null };
const FRESH_KEY: PaymentEncryptionKey = { ...KEY, encryptionId: 'pxp-20261122-bbbb0002' };

/** A key gateway answering KEY, or FRESH_KEY when asked for a fresh one. */
const aKeyGateway = (): PaymentKeyGateway => ({ getKey: vi.fn(async (options?: { readonly fresh?: boolean }) => (options?.fresh ? FRESH_KEY : KEY)) });

/** An encryptor whose ciphertexts name the key id and hold nothing of the input. */
const anEncryptor = (): CardEncryptor => ({
  encryptCard: vi.fn(async (input: { readonly securityCode?: string }, key: PaymentEncryptionKey) =>
    ({ ok: true as const, value: { encryptedCardNumber: `cipher-number-${key.encryptionId}`, encryptedSecurityCode: input.securityCode ? `cipher-code-${key.encryptionId}` : null, encryptionId: key.encryptionId } })),
  encryptSecurityCode: vi.fn(async (_code: string, key: PaymentEncryptionKey) => ({ ok: true as const, value: { encrypted: `cipher-code-${key.encryptionId}`, encryptionId: key.encryptionId } })),
});

/** Starts the machine over `gateway` (and `keys`, `encryptor` for cards), recording what it emits. */
function start(input: keyof typeof checkoutInputs, gateway: CheckoutGateway = aCheckoutGateway(), keys: PaymentKeyGateway = aKeyGateway(), encryptor: CardEncryptor = anEncryptor()) {
  const machine = checkoutMachine.provide({ actors: checkoutActors({ checkout: gateway, paymentMethods: async () => methods, keys, encryptor }) });
  const actor = createActor(machine, { input: checkoutInputs[input] as CheckoutMachineInput });
  const emitted: EventObject[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const go = async (step: string, query: Record<string, string> = {}) => {
    actor.send({ type: 'route.entered', step: step as never, query });
    await settleAll();
  };
  const send = async (event: Parameters<typeof actor.send>[0]) => {
    actor.send(event);
    await settleAll();
  };
  const navigations = () => emitted.filter((e) => e.type === 'checkout.navigate');
  return { actor, gateway, keys, encryptor, emitted, go, send, navigations, state: () => snapshotState(actor.getSnapshot()), context: () => actor.getSnapshot().context };
}

describe('checkout machine over CheckoutGateway: the happy path', () => {
  it('goes from /checkout to the confirmation, asking the router for each URL', async () => {
    const run = start('shopper');
    await run.go('checkout');
    expect(run.state()).toBe('shippingAddress.editing.clean');
    await run.send({ type: 'address.submit', choice: { kind: 'new', address } });
    expect(run.state()).toBe('shippingDelivery.choosing.clean');
    await run.send({ type: 'delivery.choose', deliveryMethodId: 'STANDARD' });
    expect(run.state()).toBe('payment.choosing.clean');
    await run.send({ type: 'card.submit', card: cards.newCard });
    expect(run.state()).toBe('confirmation.showing');
    expect(run.context().order?.orderNumber).toBe('VT-2026-000123');
    expect(run.context().step).toBe('confirmation');
    expect(run.navigations()).toEqual([
      { type: 'checkout.navigate', url: '/checkout/shipping-address', replace: true, reason: 'start' },
      { type: 'checkout.navigate', url: '/checkout/shipping-delivery', replace: false, reason: 'advance' },
      { type: 'checkout.navigate', url: '/checkout/payment', replace: false, reason: 'advance' },
      { type: 'checkout.navigate', url: '/checkout/confirmation?orderNumber=VT-2026-000123', replace: false, reason: 'advance' },
    ]);
  });

  it('calls each port once with what the shopper chose; the key of place order comes from the checkout', async () => {
    const run = start('shopper');
    await run.go('checkout');
    await run.send({ type: 'address.submit', choice: { kind: 'saved', addressId: 'addr-1' } });
    await run.send({ type: 'delivery.choose', deliveryMethodId: 'STANDARD' });
    await run.send({ type: 'payment.submit', request: requests.newCard });
    expect(run.gateway.start).toHaveBeenCalledWith({});
    expect(run.gateway.setShippingAddress).toHaveBeenCalledWith({ kind: 'saved', addressId: 'addr-1' });
    expect(run.gateway.setDeliveryMethod).toHaveBeenCalledWith('STANDARD');
    expect(run.gateway.setPayment).toHaveBeenCalledWith(requests.newCard);
    expect(run.gateway.placeOrder).toHaveBeenCalledWith(`chk-1001:${checkouts.paymentReady.updatedAt}`);
  });

  it('ignores the router echoing a URL it asked for (no reload), with a debug line', async () => {
    const run = start('shopper');
    await run.go('checkout');
    await run.send({ type: 'address.submit', choice: { kind: 'saved', addressId: 'addr-1' } });
    await run.go('shipping-delivery');
    expect(run.state()).toBe('shippingDelivery.choosing.clean');
    expect(run.gateway.start).toHaveBeenCalledTimes(1);
    expect(run.emitted.at(-1)).toEqual({ type: 'log', level: 'debug', message: 'Checkout URL already on screen', context: { url: '/checkout/shipping-delivery' } });
  });

  it('marks every waiting state busy', async () => {
    const run = start('shopper', aCheckoutGateway({ start: vi.fn(() => new Promise<never>(() => {})) }));
    run.actor.send({ type: 'route.entered', step: 'checkout', query: {} });
    expect([run.state(), run.actor.getSnapshot().hasTag('busy')]).toEqual(['starting', true]);
  });
});

describe('the URL is the source of truth: refresh, back, forward, deep routes', () => {
  it('a refresh on any step lands on that step', async () => {
    const answers: [string, Checkout, string][] = [
      ['shipping-address', checkouts.new, 'shippingAddress.editing.clean'],
      ['shipping-delivery', checkouts.withAddress, 'shippingDelivery.choosing.clean'],
      ['payment', checkouts.withDelivery, 'payment.choosing.clean'],
    ];
    for (const [step, checkout, state] of answers) {
      const run = start('shopper', aCheckoutGateway({ start: vi.fn(async () => ok(checkout)) }));
      await run.go(step);
      expect(run.state()).toBe(state);
      expect(run.navigations()).toEqual([]);
    }
    const confirmation = start('shopper');
    await confirmation.go('confirmation', { orderNumber: 'VT-2026-000123' });
    expect(confirmation.state()).toBe('confirmation.showing');
    expect(confirmation.gateway.getPlacedOrder).toHaveBeenCalledWith('VT-2026-000123');
  });

  it('back and forward move between completed steps without starting again', async () => {
    const run = start('shopper', aCheckoutGateway({ start: vi.fn(async () => ok(checkouts.withDelivery)) }));
    await run.go('payment');
    await run.go('shipping-address');
    expect(run.state()).toBe('shippingAddress.editing.clean');
    await run.go('payment');
    expect(run.state()).toBe('payment.choosing.clean');
    expect(run.gateway.start).toHaveBeenCalledTimes(1);
  });

  it('redirects a step whose earlier steps are incomplete, replacing the URL', async () => {
    const run = start('shopper');
    await run.go('payment');
    expect(run.state()).toBe('shippingAddress.editing.clean');
    expect(run.navigations()).toEqual([{ type: 'checkout.navigate', url: '/checkout/shipping-address', replace: true, reason: 'incomplete' }]);
  });

  it('a webview deep link keeps its flag on every URL, and falls back to the cart when the step cannot be shown', async () => {
    const run = start('shopper', aCheckoutGateway({ start: vi.fn(async () => ok(checkouts.withAddress)) }));
    await run.go('shipping-delivery', { deepRoute: '1' });
    await run.send({ type: 'delivery.choose', deliveryMethodId: 'EXPRESS' });
    expect(run.navigations().at(-1)).toEqual({ type: 'checkout.navigate', url: '/checkout/payment?deepRoute=1', replace: false, reason: 'advance' });
    expect(run.context().deepRoute).toBe(true);

    const fallback = start('shopper');
    await fallback.go('payment', { deepRoute: '1' });
    expect(fallback.state()).toBe('cart');
    expect(fallback.navigations()).toEqual([{ type: 'checkout.navigate', url: '/cart', replace: true, reason: 'fallback' }]);
  });

  it('an empty cart falls back to the cart, keeping the reason', async () => {
    const run = start('shopper', aCheckoutGateway({ start: vi.fn(async () => refused<Checkout>('CHECKOUT.CART_EMPTY')) }));
    await run.go('checkout');
    expect([run.state(), run.context().error?.code]).toEqual(['cart', 'CHECKOUT.CART_EMPTY']);
  });

  it('a lost connection while starting can be retried', async () => {
    const startCall = vi.fn().mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue(ok(checkouts.new));
    const run = start('shopper', aCheckoutGateway({ start: startCall }));
    await run.go('shipping-address');
    expect([run.state(), run.context().error?.code, run.context().error?.message]).toEqual(['loadFailed', 'CHECKOUT.CONNECTION_LOST', 'Network Error']);
    await run.send({ type: 'checkout.retry' });
    expect([run.state(), run.context().error]).toEqual(['shippingAddress.editing.clean', null]);
  });
});

describe('registered user required (shell §6)', () => {
  it('asks a guest to sign in, then continues at the same step', async () => {
    const run = start('guest');
    await run.go('checkout');
    expect([run.state(), run.context().step]).toEqual(['loginRequired', null]);
    expect(run.gateway.start).not.toHaveBeenCalled();
    await run.send({ type: 'session.signedIn', scope: 'GUEST' });
    expect(run.state()).toBe('loginRequired');
    await run.send({ type: 'session.signedIn', scope: 'REGISTERED' });
    expect(run.state()).toBe('shippingAddress.editing.clean');
  });

  it('a call answering SIGN_IN_REQUIRED asks for a sign-in and resumes where the shopper was, work kept', async () => {
    const setDeliveryMethod = vi.fn().mockResolvedValueOnce(refused('CHECKOUT.SIGN_IN_REQUIRED', { requiredScope: 'REGISTERED' })).mockResolvedValue(ok(checkouts.withDelivery));
    const run = start('shopper', aCheckoutGateway({ start: vi.fn(async () => ok(checkouts.withAddress)), setDeliveryMethod }));
    await run.go('shipping-delivery');
    await run.send({ type: 'delivery.choose', deliveryMethodId: 'EXPRESS' });
    expect([run.state(), run.context().scope, run.context().deliveryMethodId]).toEqual(['loginRequired', 'GUEST', 'EXPRESS']);
    await run.send({ type: 'session.signedIn', scope: 'AUTHORIZED' });
    expect(run.state()).toBe('shippingDelivery.choosing.clean');
    expect(run.gateway.start).toHaveBeenCalledTimes(1);
  });
});

describe('shipping address and delivery', () => {
  it('?cpinvalid=1 flags the pickup location; saving an address clears it', async () => {
    const run = start('shopper');
    await run.go('shipping-address', { cpinvalid: '1' });
    expect(run.context().pickupLocationInvalid).toBe(true);
    await run.send({ type: 'address.submit', choice: { kind: 'saved', addressId: 'addr-1' } });
    expect(run.context().pickupLocationInvalid).toBe(false);
  });

  it('keeps the typed address and the field errors of an invalid one', async () => {
    const run = start('shopper', aCheckoutGateway({ setShippingAddress: vi.fn(async () => refused<Checkout>('CHECKOUT.ADDRESS_INVALID', { fields: { postalCode: 'POSTAL_CODE_INVALID' } })) }));
    await run.go('checkout');
    const choice = { kind: 'new' as const, address: { ...address, postalCode: '1910' } };
    await run.send({ type: 'address.submit', choice });
    expect(run.state()).toBe('shippingAddress.editing.invalid');
    expect(run.context().addressChoice).toEqual(choice);
    expect(run.context().error?.details).toEqual({ fields: { postalCode: 'POSTAL_CODE_INVALID' } });
  });

  it('an invalid collection point puts cpinvalid=1 in the URL', async () => {
    const run = start('shopper', aCheckoutGateway({ setShippingAddress: vi.fn(async () => refused<Checkout>('CHECKOUT.COLLECTION_POINT_INVALID')) }));
    await run.go('checkout');
    await run.send({ type: 'address.submit', choice: { kind: 'collection-point', collectionPointId: 'cp-1' } });
    expect([run.state(), run.context().pickupLocationInvalid]).toEqual(['shippingAddress.editing.refused', true]);
    expect(run.navigations().at(-1)).toEqual({ type: 'checkout.navigate', url: '/checkout/shipping-address?cpinvalid=1', replace: true, reason: 'pickup-location' });
  });

  it('offers only the checkout’s delivery methods', async () => {
    const run = start('shopper', aCheckoutGateway({ start: vi.fn(async () => ok(checkouts.withAddress)) }));
    await run.go('shipping-delivery');
    await run.send({ type: 'delivery.choose', deliveryMethodId: 'SAME_DAY' });
    expect(run.state()).toBe('shippingDelivery.choosing.clean');
    expect(run.gateway.setDeliveryMethod).not.toHaveBeenCalled();
  });
});

describe('payment (shell §4, §5) and place order', () => {
  const atPayment = async (gateway: CheckoutGateway = aCheckoutGateway({ start: vi.fn(async () => ok(checkouts.withDelivery)) }), input: keyof typeof checkoutInputs = 'shopper') => {
    const run = start(input, gateway);
    await run.go('payment');
    return run;
  };

  it('offers the eligible methods and the saved cards with the expired one marked', async () => {
    const run = await atPayment();
    expect(run.context().paymentOptions?.methods.map((m) => m.methodType)).toEqual(['CREDIT_CARD', 'GIFT_CARD', 'PAYPAL', 'KLARNA']);
    expect(run.context().paymentOptions?.savedCards.filter((c) => c.expired).map((c) => c.payment.id)).toEqual(['pay-mc-4444']);
  });

  it('refuses the expired saved card without calling the server', async () => {
    const run = await atPayment();
    await run.send({ type: 'card.submit', card: cards.expiredSavedCard });
    expect([run.state(), run.context().error?.code]).toEqual(['payment.choosing.refused', 'CHECKOUT.CARD_EXPIRED']);
    expect(run.gateway.setPayment).not.toHaveBeenCalled();
  });

  it('shows ?paymentError=<code> as CHECKOUT.<code> and drops it from the URL', async () => {
    const run = await atPayment(aCheckoutGateway({ start: vi.fn(async () => ok(checkouts.withDelivery)) }));
    await run.go('payment', { paymentError: 'PAYMENT_CANCELLED' });
    expect([run.state(), run.context().error?.code, run.context().error?.details]).toEqual(['payment.choosing.refused', 'CHECKOUT.PAYMENT_CANCELLED', { paymentError: 'PAYMENT_CANCELLED' }]);
    expect(run.navigations().at(-1)).toEqual({ type: 'checkout.navigate', url: '/checkout/payment', replace: true, reason: 'read-once' });
    expect(run.gateway.start).toHaveBeenCalledTimes(2);
  });

  it('a redirect method sends the browser to its page; ?apmCompleted=1 reads the checkout again and places the order', async () => {
    const run = await atPayment(aCheckoutGateway({ start: vi.fn(async () => ok(checkouts.withDelivery)), setPayment: vi.fn(async () => ok(checkouts.paymentActionRequired)) }));
    await run.send({ type: 'payment.submit', request: requests.paypal });
    expect(run.state()).toBe('payment.leaving');
    expect(run.emitted.at(-1)).toEqual({ type: 'checkout.leave', url: checkoutSamples.SAMPLE_PAYMENT_PAGE_URL, action: 'SCA' });
    await run.go('payment', { apmCompleted: '1' });
    expect(run.state()).toBe('confirmation.showing');
    expect(run.gateway.start).toHaveBeenCalledTimes(2);
    expect(run.gateway.placeOrder).toHaveBeenCalledTimes(1);
  });

  it('?scaCompleted=1 after a refresh completes the order', async () => {
    const run = await atPayment(aCheckoutGateway({ start: vi.fn(async () => ok(checkouts.withDelivery)) }));
    await run.go('payment', { scaCompleted: '1' });
    expect(run.state()).toBe('confirmation.showing');
    expect(run.navigations().map((n) => n.type === 'checkout.navigate' && (n as unknown as { url: string }).url)).toEqual(['/checkout/payment', '/checkout/confirmation?orderNumber=VT-2026-000123']);
  });

  it('place order asking for 3-D Secure sends the browser to the page it names', async () => {
    const action = { type: 'SCA', url: 'http://localhost:5173/api/checkout/v0/an-us/payment-sessions/ps-9' };
    const run = await atPayment(aCheckoutGateway({ start: vi.fn(async () => ok(checkouts.withDelivery)), placeOrder: vi.fn(async () => refused<Order>('CHECKOUT.PAYMENT_ACTION_REQUIRED', { action })) }));
    await run.send({ type: 'card.submit', card: cards.newCard });
    expect([run.state(), run.context().paymentAction]).toEqual(['payment.leaving', action]);
    expect(run.emitted.at(-1)).toEqual({ type: 'checkout.leave', url: action.url, action: 'SCA' });
  });

  it('a declined card keeps the checkout, the payment typed and the cart: nothing else is called', async () => {
    const run = await atPayment(aCheckoutGateway({ start: vi.fn(async () => ok(checkouts.withDelivery)), placeOrder: vi.fn(async () => refused<Order>('CHECKOUT.PAYMENT_DECLINED', { reason: 'DECLINED' })) }));
    await run.send({ type: 'payment.submit', request: requests.newCard });
    expect([run.state(), run.context().error?.code]).toEqual(['payment.choosing.refused', 'CHECKOUT.PAYMENT_DECLINED']);
    expect(run.context().checkout?.lines).toHaveLength(2);
    expect(run.context().paymentRequest).toEqual(requests.newCard);
  });

  it('a lost answer of place order: the retry sends the same idempotency key', async () => {
    const placeOrder = vi.fn().mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue(ok(order));
    const run = await atPayment(aCheckoutGateway({ start: vi.fn(async () => ok(checkouts.withDelivery)), placeOrder }));
    await run.send({ type: 'payment.submit', request: requests.savedCard });
    expect([run.state(), run.context().error?.code]).toEqual(['payment.choosing.placeFailed', 'CHECKOUT.CONNECTION_LOST']);
    await run.send({ type: 'order.retry' });
    expect(run.state()).toBe('confirmation.showing');
    expect(placeOrder.mock.calls).toEqual([[placeOrder.mock.calls[0]![0]], [placeOrder.mock.calls[0]![0]]]);
  });

  it('place order refusing the collection point goes back to shipping address with cpinvalid=1', async () => {
    const run = await atPayment(aCheckoutGateway({ start: vi.fn(async () => ok(checkouts.withDelivery)), placeOrder: vi.fn(async () => refused<Order>('CHECKOUT.COLLECTION_POINT_INVALID')) }));
    await run.send({ type: 'payment.submit', request: requests.savedCard });
    expect([run.state(), run.context().pickupLocationInvalid, run.context().step]).toEqual(['shippingAddress.editing.refused', true, 'shipping-address']);
    expect(run.navigations().at(-1)).toEqual({ type: 'checkout.navigate', url: '/checkout/shipping-address?cpinvalid=1', replace: false, reason: 'pickup-location' });
  });

  it('never holds a card number in clear: a new card arrives encrypted and is kept so', async () => {
    const run = await atPayment();
    const request: PaymentRequest = requests.newCard;
    await run.send({ type: 'payment.submit', request });
    expect(JSON.stringify(run.actor.getSnapshot().context)).not.toMatch(/4111\s?1111/);
  });
});

describe('card payments through the prepareCardPayment actor (shell §7; decisions 0112, 0136)', () => {
  const withDelivery = () => aCheckoutGateway({ start: vi.fn(async () => ok(checkouts.withDelivery)) });
  const atPayment = async (gateway: CheckoutGateway = withDelivery(), keys?: PaymentKeyGateway) => {
    const run = start('shopper', gateway, keys);
    await run.go('payment');
    return run;
  };

  it('card.submit: fetches the key, encrypts the card, sets the encrypted payment and places the order; nothing holds the number in clear', async () => {
    const run = await atPayment();
    await run.send({ type: 'card.submit', card: cards.newCard });
    expect(run.state()).toBe('confirmation.showing');
    expect(run.keys.getKey).toHaveBeenCalledWith({ fresh: false });
    expect(run.encryptor.encryptCard).toHaveBeenCalledWith({ cardNumber: cards.newCard.cardNumber, securityCode: '123' }, KEY);
    expect(run.gateway.setPayment).toHaveBeenCalledWith({
      kind: 'new-card',
      card: { encryptedCardNumber: 'cipher-number-pxp-20261122-aaaa0001', encryptedSecurityCode: 'cipher-code-pxp-20261122-aaaa0001', encryptionId: KEY.encryptionId },
      expirationMonth: 4,
      expirationYear: 2029,
      nameOnCard: 'Roni Costa',
      returnUrl: cards.newCard.returnUrl,
    });
    const kept = JSON.stringify([run.actor.getSnapshot().context, vi.mocked(run.gateway.setPayment).mock.calls, run.emitted]);
    expect(kept).not.toMatch(/4111\s?1111/);
    expect(run.context().paymentRequest).toBeNull();
  });

  it('the key rotated (ENCRYPTION_KEY_EXPIRED): one fresh key, encrypted again, sent once more', async () => {
    const setPayment = vi.fn().mockResolvedValueOnce(refused<Checkout>('CHECKOUT.ENCRYPTION_KEY_EXPIRED')).mockResolvedValue(ok(checkouts.paymentReady));
    const run = await atPayment(aCheckoutGateway({ start: vi.fn(async () => ok(checkouts.withDelivery)), setPayment }));
    await run.send({ type: 'card.submit', card: cards.newCard });
    expect(run.state()).toBe('confirmation.showing');
    expect(vi.mocked(run.keys.getKey).mock.calls).toEqual([[{ fresh: false }], [{ fresh: true }]]);
    expect(setPayment.mock.calls.map(([request]) => (request as { card: { encryptionId: string } }).card.encryptionId)).toEqual([KEY.encryptionId, FRESH_KEY.encryptionId]);
  });

  it('a saved card that needsVerification sends its security code encrypted', async () => {
    const run = await atPayment();
    await run.send({ type: 'card.submit', card: cards.verifiedSavedCard });
    expect(run.gateway.setPayment).toHaveBeenCalledWith({ kind: 'saved-card', savedPaymentId: 'pay-amex-0005', securityCode: { encrypted: 'cipher-code-pxp-20261122-aaaa0001', encryptionId: KEY.encryptionId } });
    expect(run.state()).toBe('confirmation.showing');
  });

  it('refuses before any call a card the step does not accept (expired, unverified saved card without its code), keeping nothing of it', async () => {
    const run = await atPayment();
    await run.send({ type: 'card.submit', card: cards.expiredNewCard });
    expect([run.state(), run.context().error?.code]).toEqual(['payment.choosing.refused', 'CHECKOUT.CARD_EXPIRED']);
    await run.send({ type: 'card.submit', card: cards.unverifiedSavedCard });
    expect([run.state(), run.context().error?.code]).toEqual(['payment.choosing.refused', 'CHECKOUT.SECURITY_CODE_REQUIRED']);
    expect(run.keys.getKey).not.toHaveBeenCalled();
    expect(run.gateway.setPayment).not.toHaveBeenCalled();
    expect(JSON.stringify(run.actor.getSnapshot().context)).not.toMatch(/4111\s?1111/);
  });

  it('the key cannot be fetched: CHECKOUT.CONNECTION_LOST, and submitting again works', async () => {
    const keys: PaymentKeyGateway = { getKey: vi.fn().mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue(KEY) };
    const run = await atPayment(withDelivery(), keys);
    await run.send({ type: 'card.submit', card: cards.newCard });
    expect([run.state(), run.context().error?.code]).toEqual(['payment.choosing.failed', 'CHECKOUT.CONNECTION_LOST']);
    await run.send({ type: 'card.submit', card: cards.newCard });
    expect(run.state()).toBe('confirmation.showing');
  });

  it('an encryption the encryptor refuses shows CHECKOUT.CARD_INVALID (reason ENCRYPTION) and sends nothing', async () => {
    const encryptor = anEncryptor();
    vi.mocked(encryptor.encryptCard).mockResolvedValue({ ok: false, error: { code: 'CARD_ENCRYPTION.KEY_INVALID', message: 'The key cannot be read' } });
    const run = start('shopper', withDelivery(), aKeyGateway(), encryptor);
    await run.go('payment');
    await run.send({ type: 'card.submit', card: cards.newCard });
    expect([run.state(), run.context().error?.code, run.context().error?.details]).toEqual(['payment.choosing.refused', 'CHECKOUT.CARD_INVALID', { reason: 'ENCRYPTION', code: 'CARD_ENCRYPTION.KEY_INVALID' }]);
    expect(run.gateway.setPayment).not.toHaveBeenCalled();
  });
});

describe('call-centre checkout (shell §1, §5)', () => {
  it('the agent chooses the customer, sees only credit card, gift card and rep hold, and places a rep hold', async () => {
    const run = start('agent', aCheckoutGateway({ start: vi.fn(async () => ok(checkouts.agent)) }));
    await run.go('checkout');
    expect([run.state(), run.context().step]).toEqual(['customer.clean', 'checkout']);
    await run.send({ type: 'customer.submit', email: ' roni_cost@example.com ' });
    expect(run.gateway.start).toHaveBeenCalledWith({ customerEmail: 'roni_cost@example.com' });
    expect(run.state()).toBe('payment.choosing.clean');
    expect(run.context().paymentOptions?.methods.map((m) => m.methodType)).toEqual(['CREDIT_CARD', 'GIFT_CARD', 'CC_REP_HOLD']);
    await run.send({ type: 'payment.submit', request: requests.repHold });
    expect(run.gateway.setPayment).toHaveBeenCalledWith({ kind: 'rep-hold' });
    expect(run.state()).toBe('confirmation.showing');
  });

  it('an unknown customer is refused on the customer step', async () => {
    const run = start('agent', aCheckoutGateway({ start: vi.fn(async () => refused<Checkout>('CHECKOUT.CUSTOMER_NOT_FOUND')) }));
    await run.go('checkout');
    await run.send({ type: 'customer.submit', email: 'nobody@example.com' });
    expect([run.state(), run.context().error?.code]).toEqual(['customer.refused', 'CHECKOUT.CUSTOMER_NOT_FOUND']);
  });

  it('after a refresh the agent’s open checkout is read; without one, back to choosing the customer', async () => {
    const resumed = start('agent');
    await resumed.go('payment');
    expect(resumed.gateway.getCurrent).toHaveBeenCalledTimes(1);
    expect(resumed.gateway.start).not.toHaveBeenCalled();
    expect(resumed.state()).toBe('payment.choosing.clean');

    const none = start('agent', aCheckoutGateway({ getCurrent: vi.fn(async () => refused<Checkout>('CHECKOUT.NOT_FOUND')) }));
    await none.go('payment');
    expect(none.state()).toBe('customer.clean');
    expect(none.navigations()).toEqual([{ type: 'checkout.navigate', url: '/checkout', replace: true, reason: 'start' }]);
  });
});

describe('actors', () => {
  it('without provided actors the machine says which one is missing', async () => {
    const actor = createActor(checkoutMachine, { input: checkoutInputs.shopper as CheckoutMachineInput });
    actor.start();
    actor.send({ type: 'route.entered', step: 'checkout', query: {} });
    await settleAll();
    expect(actor.getSnapshot().context.error?.message).toBe('The startCheckout actor is not provided: machine.provide({ actors: { startCheckout } })');
  });
});
