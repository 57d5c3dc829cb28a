import { describe, expect, it } from 'vitest';
import { money } from '@vitrine/core';
import { KyAddressBookGateway } from '../../../adapters/src/http/ky-address-book-gateway.js';
import { KyOrderGateway } from '../../../adapters/src/http/ky-order-gateway.js';
import { KyPaymentKeyGateway } from '../../../adapters/src/http/ky-payment-key-gateway.js';
import { KySavedPaymentsGateway } from '../../../adapters/src/http/ky-saved-payments-gateway.js';
import { FixedClock } from '../../../adapters/src/in-memory/index.js';
import { aSite } from '../../mothers/site.mother.js';
import { anAddressDto, anOrderDto, aPaymentDto } from '../support/checkout-dto.mother.js';
import { clientHarness } from '../support/client-harness.js';
import { apiError, json } from '../support/fetch-stub.js';

/** KyOrderGateway, KyAddressBookGateway, KySavedPaymentsGateway, KyPaymentKeyGateway (docs/checkout-api.md). */

describe('KyOrderGateway', () => {
  const setup = () => {
    const h = clientHarness();
    return { ...h, orders: new KyOrderGateway(h.http, aSite()) };
  };

  it('reads the history with paging, and details with customerZipCode', async () => {
    const { orders, stub } = setup();
    stub.on('GET', '/api/order/v0/an-us/orders', json(200, { orders: [{ orderNumber: 'VT-2026-001000', status: 'PLACED', placedAt: 1, currencyCode: 'USD', total: 66.81, itemCount: 2, image: null }], page: 2, pageSize: 5, totalRecords: 6 }));
    await expect(orders.listOrders({ page: 2, pageSize: 5 })).resolves.toEqual({ ok: true, value: { orders: [{ orderNumber: 'VT-2026-001000', status: 'PLACED', placedAt: 1, total: money(6681, 'USD'), itemCount: 2, image: null }], page: 2, pageSize: 5, totalRecords: 6 } });
    expect(Object.fromEntries(stub.calls[0]!.url.searchParams)).toEqual({ page: '2', pageSize: '5' });
    stub.on('GET', '/api/order/v0/an-us/orders/VT-2026-001000', json(200, anOrderDto()));
    await orders.getOrder('VT-2026-001000', { customerZipCode: '49628' });
    expect(stub.calls[1]!.url.search).toBe('?customerZipCode=49628');
  });

  it('maps 403 to ORDER.SIGN_IN_REQUIRED and 404 to ORDER.NOT_FOUND', async () => {
    const { orders, stub } = setup();
    stub.on('GET', '/api/order/v0/an-us/orders', apiError(403, 'SCOPE_REQUIRED', 'x', { requiredScope: 'AUTHORIZED' }));
    await expect(orders.listOrders()).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.SIGN_IN_REQUIRED', details: { requiredScope: 'AUTHORIZED' } } });
    stub.on('GET', '/api/order/v0/an-us/orders/VT-X', apiError(404, 'ORDER_NOT_FOUND'));
    await expect(orders.getOrder('VT-X')).resolves.toMatchObject({ ok: false, error: { code: 'ORDER.NOT_FOUND' } });
  });

  it('tracks with the spec’s query names and reads a mock order', async () => {
    const { orders, stub } = setup();
    stub.on('GET', '/api/order/v0/an-us/order-tracking', json(200, { orderNumber: 'VT-2026-001000', orderType: 'ONLINE', shipments: anOrderDto().shipments }));
    const result = await orders.track({ trackingNumbers: ['1Z1', '1Z2'], orderNumber: 'VT-2026-001000', orderType: 'ONLINE', bzip: '49628', carrier: 'UPS' });
    expect(Object.fromEntries(stub.calls[0]!.url.searchParams)).toEqual({ tracking_numbers: '1Z1,1Z2', order_number: 'VT-2026-001000', orderType: 'ONLINE', bzip: '49628', carrier: 'UPS' });
    expect(result.ok && result.value.shipments[0]!.events[0]!.status).toBe('PICKED_UP');
    stub.on('GET', '/api/order/v0/an-us/mock-orders/standard', json(200, anOrderDto({ orderNumber: 'VT-MOCK-STANDARD' })));
    await expect(orders.getMockOrder('standard')).resolves.toMatchObject({ ok: true, value: { orderNumber: 'VT-MOCK-STANDARD' } });
  });
});

describe('KyAddressBookGateway', () => {
  it('lists, adds (phone digits), updates and removes; maps ADDRESS_INVALID and 403', async () => {
    const h = clientHarness();
    const book = new KyAddressBookGateway(h.http, aSite());
    const entry = { id: 'addr-1', address: anAddressDto(), nickName: 'Home', visible: true };
    h.stub.on('GET', '/api/profile/v0/an-us/me/addresses', json(200, { addresses: [entry] }));
    await expect(book.list()).resolves.toEqual({ ok: true, value: [entry] });
    h.stub.on('POST', '/api/profile/v0/an-us/me/addresses', json(201, entry), apiError(400, 'ADDRESS_INVALID', 'bad', { fields: { postalCode: 'POSTAL_CODE_INVALID' } }), apiError(403, 'SCOPE_REQUIRED', 'x', { requiredScope: 'AUTHORIZED' }));
    await book.add({ address: { ...anAddressDto(), phoneNumber: '555-229-3326' }, nickName: 'Home' });
    expect(h.stub.calls[1]!.body).toEqual({ address: anAddressDto(), nickName: 'Home' });
    await expect(book.add({ address: anAddressDto() })).resolves.toMatchObject({ ok: false, error: { code: 'ADDRESS.INVALID', details: { fields: { postalCode: 'POSTAL_CODE_INVALID' } } } });
    await expect(book.add({ address: anAddressDto() })).resolves.toMatchObject({ ok: false, error: { code: 'ADDRESS.SIGN_IN_REQUIRED' } });
    h.stub.on('PUT', '/api/profile/v0/an-us/me/addresses/addr-1', json(200, entry));
    await expect(book.update('addr-1', { address: anAddressDto(), visible: false })).resolves.toMatchObject({ ok: true });
    h.stub.on('DELETE', '/api/profile/v0/an-us/me/addresses/addr-1', new Response(null, { status: 204 }), apiError(404, 'ADDRESS_NOT_FOUND'));
    await expect(book.remove('addr-1')).resolves.toEqual({ ok: true, value: undefined });
    await expect(book.remove('addr-1')).resolves.toMatchObject({ ok: false, error: { code: 'ADDRESS.NOT_FOUND' } });
  });
});

describe('KySavedPaymentsGateway', () => {
  it('lists with includeHidden, adds a CREDIT_CARD with encrypted fields, verifies, and maps failures', async () => {
    const h = clientHarness();
    const payments = new KySavedPaymentsGateway(h.http, aSite());
    h.stub.on('GET', '/api/profile/v0/an-us/me/payments', json(200, { payments: [aPaymentDto({ expired: true })] }));
    const list = await payments.list({ includeHidden: true });
    expect(h.stub.calls[0]!.url.search).toBe('?includeHidden=true');
    expect(list.ok && list.value[0]!.card.lastFourDigits).toBe('1111');
    h.stub.on('POST', '/api/profile/v0/an-us/me/payments', json(201, aPaymentDto({ needsVerification: true })), apiError(422, 'CARD_EXPIRED'));
    await payments.addCard({ encryptedCardNumber: 'ENC', encryptedSecurityCode: 'ENC-C', encryptionId: 'pxp-1', expirationMonth: 4, expirationYear: 2031, nameOnCard: 'V C', billing: { addressId: 'addr-1' }, visible: true });
    expect(h.stub.calls[1]!.body).toEqual({ paymentType: 'CREDIT_CARD', visible: true, creditCard: { encryptedCardNumber: 'ENC', encryptionId: 'pxp-1', expirationMonth: 4, expirationYear: 2031, nameOnCard: 'V C', securityCode: 'ENC-C' }, addressId: 'addr-1' });
    await expect(payments.addCard({ encryptedCardNumber: 'ENC', encryptionId: 'pxp-1', expirationMonth: 1, expirationYear: 2020, nameOnCard: 'V C', billing: { addressId: 'addr-1' }, visible: true })).resolves.toMatchObject({ ok: false, error: { code: 'PAYMENT.CARD_EXPIRED' } });
    h.stub.on('POST', '/api/profile/v0/an-us/me/payments/pay-1/verification', json(200, aPaymentDto()));
    await payments.verify('pay-1', { encrypted: 'ENC-C', encryptionId: 'pxp-1' });
    expect(h.stub.calls.at(-1)!.body).toEqual({ securityCode: 'ENC-C', encryptionId: 'pxp-1' });
    h.stub.on('PUT', '/api/profile/v0/an-us/me/payments/pay-1', json(200, aPaymentDto()));
    await payments.update('pay-1', { visible: false, billing: { address: anAddressDto() } });
    expect(h.stub.calls.at(-1)!.body).toEqual({ visible: false, address: anAddressDto() });
    h.stub.on('DELETE', '/api/profile/v0/an-us/me/payments/pay-1', apiError(404, 'PAYMENT_NOT_FOUND'));
    await expect(payments.remove('pay-1')).resolves.toMatchObject({ ok: false, error: { code: 'PAYMENT.NOT_FOUND' } });
  });
});

describe('KyPaymentKeyGateway', () => {
  it('fetches the key, keeps it until a minute before it expires, and refetches when asked', async () => {
    const h = clientHarness();
    const clock = new FixedClock(1_000_000);
    const keys = new KyPaymentKeyGateway(h.http, aSite(), clock);
    const path = '/api/catalog/v0/an-us/configuration/pxp-public-key';
    h.stub.on('GET', path, json(200, { publicEncryptionKey: { pem: 'PEM-1' }, encryptionId: 'pxp-1', expiresAt: 1_000_000 + 3_600_000 }), json(200, { publicEncryptionKey: { pem: 'PEM-2' }, encryptionId: 'pxp-2' }));
    await expect(keys.getKey()).resolves.toEqual({ pem: 'PEM-1', encryptionId: 'pxp-1', expiresAt: 4_600_000 });
    await keys.getKey();
    expect(h.stub.callsTo('GET', path)).toHaveLength(1);
    clock.advance(3_600_000 - 30_000);
    await expect(keys.getKey()).resolves.toMatchObject({ encryptionId: 'pxp-2', expiresAt: null });
    await keys.getKey({ fresh: true });
    expect(h.stub.callsTo('GET', path)).toHaveLength(3);
  });

  it('throws on an answer without a PEM', async () => {
    const h = clientHarness();
    h.stub.on('GET', '/api/catalog/v0/an-us/configuration/pxp-public-key', json(200, { encryptionId: 'x' }));
    await expect(new KyPaymentKeyGateway(h.http, aSite(), new FixedClock()).getKey()).rejects.toBeInstanceOf(TypeError);
  });
});
