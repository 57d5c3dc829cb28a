import { describe, expect, it } from 'vitest';
import { money } from '@vitrine/core';
import { KyCheckoutGateway } from '../../../adapters/src/http/ky-checkout-gateway.js';
import { aSite } from '../../mothers/site.mother.js';
import { aCheckoutDto, anAddressDto, anOrderDto } from '../support/checkout-dto.mother.js';
import { clientHarness } from '../support/client-harness.js';
import { apiError, json, networkFailure } from '../support/fetch-stub.js';

/** KyCheckoutGateway: requests, normalization and coded failures (docs/checkout-api.md). */

const BASE = '/api/checkout/v0/an-us';

function setup() {
  const h = clientHarness();
  return { ...h, gateway: new KyCheckoutGateway(h.http, aSite()) };
}

const ADDRESS = { ...anAddressDto(), phoneNumber: '(555) 229-3326' };

describe('KyCheckoutGateway', () => {
  it('starts a checkout (an agent names the customer) and normalizes money to minor units', async () => {
    const { gateway, stub } = setup();
    stub.on('POST', `${BASE}/checkouts`, json(201, aCheckoutDto({ callCenter: true })));
    const result = await gateway.start({ customerEmail: 'sarah.johnson@example.com' });
    expect(stub.calls[0]!.body).toEqual({ customerEmail: 'sarah.johnson@example.com' });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.callCenter).toBe(true);
    expect(result.value.totals).toEqual({ subtotal: money(5450, 'USD'), shipping: money(795, 'USD'), tax: money(436, 'USD'), total: money(6681, 'USD') });
    expect(result.value.deliveryMethod).toEqual({ id: 'STANDARD', name: 'Standard', price: money(795, 'USD'), businessDays: { min: 5, max: 7 }, estimatedDelivery: { from: '2026-11-27', to: '2026-12-01' } });
    expect(result.value.savedPayments[0]!.card).toMatchObject({ cardType: 'VISA', lastFourDigits: '1111', needsVerification: false, billingAddress: { id: 'addr-1' } });
    expect(result.value.missing).toEqual(['payment']);
    stub.on('POST', `${BASE}/checkouts`, json(201, aCheckoutDto()));
    await gateway.start();
    expect(stub.calls[1]!.body).toEqual({});
  });

  it('sends each shipping-address choice, the phone as digits only', async () => {
    const { gateway, stub } = setup();
    stub.on('PUT', `${BASE}/checkouts/current/shipping-address`, json(200, aCheckoutDto()));
    await gateway.setShippingAddress({ kind: 'saved', addressId: 'addr-1' });
    await gateway.setShippingAddress({ kind: 'new', address: ADDRESS, saveToAddressBook: true });
    await gateway.setShippingAddress({ kind: 'collection-point', collectionPointId: 'cp-9' });
    expect(stub.calls.map((c) => c.body)).toEqual([{ addressId: 'addr-1' }, { address: anAddressDto(), saveToAddressBook: true }, { collectionPointId: 'cp-9' }]);
  });

  it('sends a new card as encrypted fields only, a saved card with its encrypted code, redirect methods with their return URL', async () => {
    const { gateway, stub } = setup();
    stub.on('PUT', `${BASE}/checkouts/current/payment`, json(200, aCheckoutDto()));
    await gateway.setPayment({ kind: 'new-card', card: { encryptedCardNumber: 'ENC-N', encryptedSecurityCode: 'ENC-C', encryptionId: 'pxp-1' }, expirationMonth: 4, expirationYear: 2031, nameOnCard: 'V C', billingAddress: { address: ADDRESS }, saveCard: true, returnUrl: 'http://shop.test/checkout/payment' });
    await gateway.setPayment({ kind: 'saved-card', savedPaymentId: 'pay-1', securityCode: { encrypted: 'ENC-C', encryptionId: 'pxp-1' } });
    await gateway.setPayment({ kind: 'redirect', paymentType: 'PAYPAL', returnUrl: 'http://shop.test/checkout/payment' });
    await gateway.setPayment({ kind: 'gift-card', cardNumber: '6006491000000001', pin: '1234' });
    await gateway.setPayment({ kind: 'rep-hold' });
    expect(stub.calls.map((c) => c.body)).toEqual([
      { paymentType: 'CREDIT_CARD', creditCard: { encryptedCardNumber: 'ENC-N', encryptionId: 'pxp-1', expirationMonth: 4, expirationYear: 2031, securityCode: 'ENC-C', nameOnCard: 'V C' }, billingAddress: anAddressDto(), saveCard: true, returnUrl: 'http://shop.test/checkout/payment' },
      { paymentType: 'CREDIT_CARD', savedPaymentId: 'pay-1', securityCode: 'ENC-C', encryptionId: 'pxp-1' },
      { paymentType: 'PAYPAL', returnUrl: 'http://shop.test/checkout/payment' },
      { paymentType: 'GIFT_CARD', giftCard: { cardNumber: '6006491000000001', pin: '1234' } },
      { paymentType: 'CC_REP_HOLD' },
    ]);
  });

  it('places the order with the Idempotency-Key header and normalizes it', async () => {
    const { gateway, stub } = setup();
    stub.on('POST', `${BASE}/orders`, json(201, anOrderDto()));
    const result = await gateway.placeOrder('key-123');
    expect(stub.calls[0]!.headers.get('idempotency-key')).toBe('key-123');
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value).toMatchObject({ orderNumber: 'VT-2026-001000', currency: 'USD', totals: { total: money(6681, 'USD') }, lines: [{ unitPrice: money(5450, 'USD') }], shipments: [{ carrier: 'UPS', status: 'IN_TRANSIT' }] });
  });

  it('reads a gift card line’s recipient on an order line (decision 0364); other lines have none', async () => {
    const { gateway, stub } = setup();
    const [hoodie] = anOrderDto().lines;
    const giftCard = { name: 'Maya Chen', emailAddress: 'maya@example.com', deliveryDate: { year: 2026, month: 12, day: 24 } };
    stub.on('GET', `${BASE}/orders/VT-2026-001000`, json(200, anOrderDto({ lines: [hoodie!, { ...hoodie!, lineId: 'VT-2026-001000-2', productId: 'GC-EGIFT', giftCard }] })));
    const result = await gateway.getPlacedOrder('VT-2026-001000');
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.lines.map((l) => l.giftCard)).toEqual([undefined, { ...giftCard, message: '' }]);
    expect('giftCard' in result.value.lines[0]!).toBe(false);
  });

  it('maps the API codes to coded CheckoutErrors and rethrows faults', async () => {
    const { gateway, stub } = setup();
    stub.on('POST', `${BASE}/checkouts`, apiError(403, 'SCOPE_REQUIRED', 'Checkout needs a signed-in customer', { requiredScope: 'REGISTERED' }));
    await expect(gateway.start()).resolves.toEqual({ ok: false, error: { code: 'CHECKOUT.SIGN_IN_REQUIRED', message: 'Checkout needs a signed-in customer', details: { requiredScope: 'REGISTERED', code: 'SCOPE_REQUIRED' } } });
    stub.on('GET', `${BASE}/checkouts/current`, apiError(404, 'CHECKOUT_NOT_FOUND'));
    await expect(gateway.getCurrent()).resolves.toMatchObject({ ok: false, error: { code: 'CHECKOUT.NOT_FOUND' } });
    stub.on('POST', `${BASE}/orders`, apiError(402, 'PAYMENT_DECLINED', 'The payment was declined', { reason: 'DECLINED' }), apiError(409, 'CHECKOUT_INCOMPLETE', 'x', { missing: ['payment'] }), apiError(500, 'INTERNAL_ERROR'));
    await expect(gateway.placeOrder('k')).resolves.toMatchObject({ ok: false, error: { code: 'CHECKOUT.PAYMENT_DECLINED', details: { reason: 'DECLINED' } } });
    await expect(gateway.placeOrder('k')).resolves.toMatchObject({ ok: false, error: { code: 'CHECKOUT.INCOMPLETE', details: { missing: ['payment'] } } });
    await expect(gateway.placeOrder('k')).rejects.toMatchObject({ name: 'HttpError', status: 500 });
    stub.on('PUT', `${BASE}/checkouts/current/payment`, networkFailure());
    await expect(gateway.setPayment({ kind: 'rep-hold' })).rejects.toMatchObject({ name: 'HttpError', kind: 'network' });
    stub.on('PUT', `${BASE}/checkouts/current/delivery-method`, apiError(418, 'TEAPOT'));
    await expect(gateway.setDeliveryMethod('STANDARD')).rejects.toMatchObject({ code: 'TEAPOT' });
  });

  it('previews delivery methods (subtotal in major units) and checks a gift card balance', async () => {
    const { gateway, stub } = setup();
    stub.on('GET', `${BASE}/delivery-methods`, json(200, { destination: { country: 'US', postalCode: '49628', region: 'MI' }, methods: [{ id: 'STANDARD', name: 'Standard', price: 0, currencyCode: 'USD', businessDays: { min: 5, max: 7 }, estimatedDelivery: { from: '2026-11-27', to: '2026-12-01' } }] }));
    const preview = await gateway.previewDeliveryMethods({ country: 'US', postalCode: '49628', region: 'MI' }, 15000);
    expect(Object.fromEntries(stub.calls[0]!.url.searchParams)).toEqual({ country: 'US', postalCode: '49628', region: 'MI', subtotal: '150' });
    expect(preview.ok && preview.value[0]!.price).toEqual(money(0, 'USD'));
    stub.on('POST', `${BASE}/gift-cards/balance`, json(200, { maskedNumber: '•••• 0001', balance: 500, currencyCode: 'USD' }));
    await expect(gateway.checkGiftCardBalance('6006491000000001', '1234')).resolves.toEqual({ ok: true, value: { maskedNumber: '•••• 0001', balance: money(50000, 'USD') } });
    stub.on('GET', `${BASE}/orders/VT-2026-001000`, json(200, anOrderDto()));
    await expect(gateway.getPlacedOrder('VT-2026-001000')).resolves.toMatchObject({ ok: true, value: { orderNumber: 'VT-2026-001000' } });
  });
});
