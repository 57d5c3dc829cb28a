import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutDto } from '@vitrine/contract';
import { seedProfileId } from '../../sandbox/src/seed/importers/customers.importer.js';
import { addToCart, AGENT, clearCheckouts, CHECKOUT, CURRENT, CUSTOMER, inStockSku, readyForPayment, signIn, SITE, US_ADDRESS } from './checkout-test-support.js';
import { SandboxHarness } from './sandbox-harness.js';

/** The checkout resource and its address and delivery steps (docs/checkout-api.md; decisions 0100-0103). */

describe('checkout API', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    h.clearCookies();
    h.now += 24 * 60 * 60 * 1000;
    await clearCheckouts(h.db);
  });

  describe('who may check out', () => {
    it('answers 401 TOKEN_MISSING without a token and 403 SCOPE_REQUIRED (REGISTERED) to a guest on every checkout call', async () => {
      expect((await h.json('POST', CHECKOUT, {})).body.code).toBe('TOKEN_MISSING');
      await h.guest();
      const calls: [string, string, unknown][] = [
        ['POST', CHECKOUT, {}],
        ['GET', CURRENT, undefined],
        ['PUT', `${CURRENT}/shipping-address`, { address: US_ADDRESS }],
        ['PUT', `${CURRENT}/delivery-method`, { deliveryMethodId: 'STANDARD' }],
        ['PUT', `${CURRENT}/payment`, { paymentType: 'PAYPAL' }],
        ['POST', `/api/checkout/v0/${SITE}/orders`, {}],
      ];
      for (const [method, url, body] of calls) {
        const res = await h.json(method, url, body, { 'idempotency-key': 'k1' });
        expect([method, url, res.status, res.body.code, res.body.details]).toEqual([method, url, 403, 'SCOPE_REQUIRED', { requiredScope: 'REGISTERED' }]);
      }
    });

    it('keeps a registered (step-up lapsed) shopper in: checkout needs only REGISTERED', async () => {
      await signIn(h);
      await addToCart(h, [await inStockSku(h.db, 'luma')]);
      h.now += 60 * 60 * 1000; // the AUTHORIZED step-up (15 min) has lapsed
      const res = await h.json<CheckoutDto>('POST', CHECKOUT, {});
      expect(res.status).toBe(201);
    });
  });

  describe('start and read', () => {
    it('starts from the cart: lines, the customer, saved addresses and cards, nothing chosen yet', async () => {
      await signIn(h);
      const luma = await inStockSku(h.db, 'luma');
      const spree = await inStockSku(h.db, 'spree');
      await addToCart(h, [luma, spree]);
      const res = await h.json<CheckoutDto>('POST', CHECKOUT, {});
      expect(res.status).toBe(201);
      const checkout = res.body;
      expect(checkout.customer).toEqual({ profileId: seedProfileId(CUSTOMER), emailAddress: CUSTOMER, name: { first: 'Veronica', last: 'Costello' } });
      expect(checkout.callCenter).toBe(false);
      expect(checkout.lines.map((l) => l.skuId)).toEqual([luma.skuId, spree.skuId]);
      expect(checkout.savedAddresses.length).toBeGreaterThan(0);
      expect(checkout.savedPayments.map((p) => [p.creditCardDetail.cardType, p.creditCardDetail.lastFourDigits, p.creditCardDetail.expired])).toEqual([
        ['VISA', '1111', false],
        ['MC', '4444', true],
        ['AMEX', '0005', false],
      ]);
      expect(checkout.shippingAddress).toBeNull();
      expect(checkout.deliveryMethods).toEqual([]);
      expect(checkout.missing).toEqual(['shippingAddress', 'deliveryMethod', 'payment']);
      const subtotal = checkout.lines.reduce((s, l) => s + Math.round(l.lineTotal * 100), 0) / 100;
      expect(checkout.totals).toEqual({ subtotal, shipping: 0, tax: 0, total: subtotal });
      const again = await h.json<CheckoutDto>('POST', CHECKOUT, {});
      expect([again.status, again.body.checkoutId]).toEqual([200, checkout.checkoutId]);
      expect((await h.json<CheckoutDto>('GET', CURRENT)).body.checkoutId).toBe(checkout.checkoutId);
    });

    it('refuses an empty cart (409 CART_EMPTY) and answers 404 CHECKOUT_NOT_FOUND before a start', async () => {
      await signIn(h, 'michael.chen@example.com');
      expect((await h.json('GET', CURRENT)).body.code).toBe('CHECKOUT_NOT_FOUND');
      const res = await h.json('POST', CHECKOUT, {});
      expect([res.status, res.body.code]).toEqual([409, 'CART_EMPTY']);
    });

    it('shows cart changes at once (lines are read live from the cart)', async () => {
      await signIn(h, 'emily.rodriguez@example.com');
      await addToCart(h, [await inStockSku(h.db, 'luma')]);
      await h.json('POST', CHECKOUT, {});
      await addToCart(h, [await inStockSku(h.db, 'spree')]);
      expect((await h.json<CheckoutDto>('GET', CURRENT)).body.lines).toHaveLength(2);
    });
  });

  describe('shipping address', () => {
    it('takes a saved address by id, or a new one checked per country (postal code format, region, phone digits)', async () => {
      await signIn(h);
      await addToCart(h, [await inStockSku(h.db, 'luma')]);
      const started = (await h.json<CheckoutDto>('POST', CHECKOUT, {})).body;
      const saved = started.savedAddresses[0]!;
      const bySaved = await h.json<CheckoutDto>('PUT', `${CURRENT}/shipping-address`, { addressId: saved.id });
      expect(bySaved.body.shippingAddress).toEqual({ addressId: saved.id, address: saved.address });
      const byNew = await h.json<CheckoutDto>('PUT', `${CURRENT}/shipping-address`, { address: US_ADDRESS });
      expect(byNew.status).toBe(200);
      expect(byNew.body.shippingAddress).toEqual({ addressId: null, address: { ...US_ADDRESS, phoneNumber: '5552293326' } });
      expect(byNew.body.deliveryMethods.map((m) => m.id)).toEqual(['STANDARD', 'EXPRESS', 'NEXT_DAY']);

      const bad = await h.json('PUT', `${CURRENT}/shipping-address`, { address: { ...US_ADDRESS, postalCode: 'ABC', region: 'XX', address1: '', phoneNumber: '12' } });
      expect([bad.status, bad.body.code, bad.body.details]).toEqual([400, 'ADDRESS_INVALID', { fields: { postalCode: 'POSTAL_CODE_INVALID', region: 'REGION_INVALID', address1: 'REQUIRED', phoneNumber: 'PHONE_INVALID' } }]);
      const gb = await h.json('PUT', `${CURRENT}/shipping-address`, { address: { ...US_ADDRESS, country: 'GB', region: '', postalCode: 'SW1A 1AA' } });
      expect([gb.status, gb.body.code]).toEqual([422, 'SHIPPING_DESTINATION_NOT_SUPPORTED']);
      const other = await h.json('PUT', `${CURRENT}/shipping-address`, { addressId: 'addr-not-mine' });
      expect([other.status, other.body.code]).toEqual([404, 'ADDRESS_NOT_FOUND']);
    });

    it('answers 422 COLLECTION_POINT_INVALID for a pickup location (the client shows cpinvalid=1)', async () => {
      await signIn(h);
      await addToCart(h, [await inStockSku(h.db, 'luma')]);
      await h.json('POST', CHECKOUT, {});
      const res = await h.json('PUT', `${CURRENT}/shipping-address`, { collectionPointId: 'store-42' });
      expect([res.status, res.body.code]).toEqual([422, 'COLLECTION_POINT_INVALID']);
    });

    it('saves a new address to the address book when asked', async () => {
      await signIn(h, 'ava.clark@example.com');
      await addToCart(h, [await inStockSku(h.db, 'luma')]);
      await h.json('POST', CHECKOUT, {});
      const res = await h.json<CheckoutDto>('PUT', `${CURRENT}/shipping-address`, { address: US_ADDRESS, saveToAddressBook: true });
      const id = res.body.shippingAddress!.addressId;
      expect(id).toMatch(/^addr-/);
      expect(res.body.savedAddresses.map((a) => a.id)).toContain(id);
    });
  });

  describe('delivery', () => {
    it('offers methods with prices and business-day dates; NEXT_DAY not to Alaska; free STANDARD over the threshold', async () => {
      h.now = Date.UTC(2026, 10, 20, 15); // a Friday
      const checkout = await readyForPayment(h, h.db);
      const standard = checkout.deliveryMethods.find((m: { id: string }) => m.id === 'STANDARD');
      expect(standard).toMatchObject({ businessDays: { min: 5, max: 7 }, estimatedDelivery: { from: '2026-11-27', to: '2026-12-01' }, currencyCode: 'USD' });
      expect(checkout.deliveryMethod.id).toBe('STANDARD');
      expect(checkout.totals.shipping).toBe(checkout.totals.subtotal >= 150 ? 0 : 7.95);
      expect(checkout.totals.tax).toBe(Math.round(checkout.totals.subtotal * 8) / 100);
      expect(checkout.missing).toEqual(['payment']);

      const preview = await h.json('GET', `/api/checkout/v0/${SITE}/delivery-methods?country=US&region=AK&postalCode=99501&subtotal=200`);
      expect(preview.body.methods.map((m: { id: string; price: number }) => [m.id, m.price])).toEqual([
        ['STANDARD', 0],
        ['EXPRESS', 17.95],
      ]);
      const unknown = await h.json('PUT', `${CURRENT}/delivery-method`, { deliveryMethodId: 'TELEPORT' });
      expect([unknown.status, unknown.body.code]).toEqual([400, 'DELIVERY_METHOD_INVALID']);
    });

    it('needs an address first (409 SHIPPING_ADDRESS_REQUIRED) and drops a method the new address does not get', async () => {
      await signIn(h, 'william.davis@example.com');
      await addToCart(h, [await inStockSku(h.db, 'luma')]);
      await h.json('POST', CHECKOUT, {});
      const early = await h.json('PUT', `${CURRENT}/delivery-method`, { deliveryMethodId: 'STANDARD' });
      expect([early.status, early.body.code]).toEqual([409, 'SHIPPING_ADDRESS_REQUIRED']);
      await h.json('PUT', `${CURRENT}/shipping-address`, { address: US_ADDRESS });
      await h.json('PUT', `${CURRENT}/delivery-method`, { deliveryMethodId: 'NEXT_DAY' });
      const hawaii = await h.json<CheckoutDto>('PUT', `${CURRENT}/shipping-address`, { address: { ...US_ADDRESS, city: 'Honolulu', region: 'HI', postalCode: '96813' } });
      expect(hawaii.body.deliveryMethod).toBeNull();
      expect(hawaii.body.missing).toContain('deliveryMethod');
    });
  });

  describe('call-centre checkout', () => {
    it('lets an agent check out for a customer named by e-mail, with the customer’s book and cards', async () => {
      await signIn(h, AGENT);
      await addToCart(h, [await inStockSku(h.db, 'luma')]);
      const missing = await h.json('POST', CHECKOUT, {});
      expect([missing.status, missing.body.code]).toEqual([400, 'INVALID_REQUEST']);
      const unknown = await h.json('POST', CHECKOUT, { customerEmail: 'nobody@example.com' });
      expect([unknown.status, unknown.body.code]).toEqual([404, 'CUSTOMER_NOT_FOUND']);
      const res = await h.json<CheckoutDto>('POST', CHECKOUT, { customerEmail: 'Sarah.Johnson@example.com' });
      expect(res.status).toBe(201);
      expect(res.body.callCenter).toBe(true);
      expect(res.body.customer.emailAddress).toBe('sarah.johnson@example.com');
      expect(res.body.savedPayments.map((p) => p.creditCardDetail.lastFourDigits)).toEqual(['1111', '4444', '0005']);
      const other = await h.json<CheckoutDto>('POST', CHECKOUT, { customerEmail: 'michael.chen@example.com' });
      expect([other.status, other.body.customer.emailAddress]).toEqual([201, 'michael.chen@example.com']);
    });
  });
});
