import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressBookGateway, AuthGateway, ClaimsGateway, ReturnsGateway } from '@vitrine/core';
import { BACKENDS, PASSWORD, type ContractBackend } from './support/backends.js';

/**
 * Contract: ReturnsGateway and ClaimsGateway, written once and run against the sandbox
 * (KyAftercareGateway over real HTTP) and the in-memory back end (decisions 0147, 0190, 0193).
 * The demo customer's seeded past orders (to their first saved address): one delivered in the return
 * window, one on its way.
 */

const CUSTOMER = 'roni_cost@example.com';

describe.each(BACKENDS)('returns and claims contract (%s)', (_name, start) => {
  let backend: ContractBackend;
  beforeAll(async () => {
    backend = await start();
  });
  afterAll(async () => backend?.close());

  const signedIn = async () => {
    const client = backend.client();
    const signed = await client.get(AuthGateway).signIn(CUSTOMER, PASSWORD);
    if (!signed.ok) throw new Error(signed.error.code);
    return { client, returns: client.get(ReturnsGateway), claims: client.get(ClaimsGateway), addresses: client.get(AddressBookGateway), auth: client.get(AuthGateway) };
  };

  it('a guest is asked to sign in for returns', async () => {
    const returns = backend.client().get(ReturnsGateway);
    await expect(returns.listEligibleOrders()).resolves.toMatchObject({ ok: false, error: { code: 'AFTERCARE.SIGN_IN_REQUIRED' } });
  });

  it('lists the delivered order, offers priced methods, creates a return with a label and reads it back; the units cannot go twice', async () => {
    const { returns } = await signedIn();
    const eligible = await returns.listEligibleOrders();
    if (!eligible.ok) throw new Error(eligible.error.code);
    expect(eligible.value.length).toBeGreaterThan(0);
    const order = eligible.value[0]!;
    expect(order.deliveredAt).not.toBeNull();
    const line = order.lines[0]!;
    await expect(returns.getEligibleOrder(order.orderNumber)).resolves.toMatchObject({ ok: true, value: { orderNumber: order.orderNumber } });
    const methods = await returns.getReturnMethods(order.orderNumber);
    expect(methods.ok && methods.value.find((m) => m.id === 'MAIL')).toMatchObject({ price: 7.95, currencyCode: 'USD' });
    await expect(returns.createReturn({ orderNumber: order.orderNumber, methodId: 'MAIL', lines: [{ lineId: line.lineId, quantity: line.eligibleQuantity, reason: null }] })).resolves.toMatchObject({
      ok: false,
      error: { code: 'AFTERCARE.REASON_REQUIRED' },
    });
    const created = await returns.createReturn({ orderNumber: order.orderNumber, methodId: 'MAIL', lines: [{ lineId: line.lineId, quantity: line.eligibleQuantity, reason: 'TOO_SMALL' }] });
    if (!created.ok) throw new Error(created.error.code);
    expect(created.value).toMatchObject({ orderNumber: order.orderNumber, method: { id: 'MAIL' }, label: { carrier: 'UPS' } });
    expect(created.value.refundTotal).toBeCloseTo(line.unitPrice * line.eligibleQuantity - 7.95, 2);
    await expect(returns.getReturn(created.value.returnNumber)).resolves.toMatchObject({ ok: true, value: { returnNumber: created.value.returnNumber } });
    await expect(returns.createReturn({ orderNumber: order.orderNumber, methodId: 'DROP_OFF', lines: [{ lineId: line.lineId, quantity: 1, reason: 'OTHER' }] })).resolves.toMatchObject({
      ok: false,
      error: { code: 'AFTERCARE.QUANTITY_INVALID' },
    });
    await expect(returns.getEligibleOrder('VT-1999-000001')).resolves.toMatchObject({ ok: false, error: { code: 'AFTERCARE.ORDER_NOT_FOUND' } });
  });

  it('claims: after sign-out the order’s postal code opens the claim; a wrong one does not', async () => {
    const { claims, addresses, auth, returns } = await signedIn();
    const eligible = await returns.listEligibleOrders();
    if (!eligible.ok) throw new Error(eligible.error.code);
    const orderNumber = eligible.value[0]!.orderNumber;
    // The seeded past orders went to the customer's first saved address.
    const book = await addresses.list();
    if (!book.ok) throw new Error(book.error.code);
    const zip = book.value[0]!.address.postalCode;
    await auth.signOut();
    await expect(claims.getClaimableOrder({ orderNumber, customerZipCode: null })).resolves.toMatchObject({ ok: false, error: { code: 'AFTERCARE.SIGN_IN_REQUIRED' } });
    await expect(claims.getClaimableOrder({ orderNumber, customerZipCode: '00000' })).resolves.toMatchObject({ ok: false, error: { code: 'AFTERCARE.ORDER_NOT_FOUND' } });
    const order = await claims.getClaimableOrder({ orderNumber, customerZipCode: zip });
    if (!order.ok) throw new Error(order.error.code);
    const methods = await claims.getClaimMethods({ orderNumber, customerZipCode: zip });
    expect(methods.ok && methods.value.map((m) => [m.id, m.price])).toEqual([['MAIL', 0], ['KEEP_ITEM', 0]]);
    const line = order.value.lines.find((l) => l.eligibleQuantity > 0)!;
    const request = { orderNumber, customerZipCode: zip, claimType: 'DAMAGED' as const, methodId: 'KEEP_ITEM' as const, lines: [{ lineId: line.lineId, quantity: 1 }], details: { description: 'Torn', resolution: 'REFUND' as const } };
    await expect(claims.createClaim(request)).resolves.toMatchObject({ ok: false, error: { code: 'AFTERCARE.DESCRIPTION_INVALID' } });
    const created = await claims.createClaim({ ...request, details: { description: 'The seam was torn open on arrival.', resolution: 'REPLACEMENT' } });
    if (!created.ok) throw new Error(created.error.code);
    expect(created.value).toMatchObject({ orderNumber, claimType: 'DAMAGED', resolution: 'REPLACEMENT', label: null });
    await expect(claims.getClaim(created.value.claimNumber, zip)).resolves.toMatchObject({ ok: true, value: { claimNumber: created.value.claimNumber } });
    await expect(claims.getClaim(created.value.claimNumber, '00000')).resolves.toMatchObject({ ok: false, error: { code: 'AFTERCARE.CLAIM_NOT_FOUND' } });
  });
});
