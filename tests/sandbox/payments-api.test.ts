import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutDto, PaymentDto, PxpPublicKeyDto } from '@vitrine/contract';
import { KEY_CURRENT_MS, KEY_GRACE_MS } from '../../sandbox/src/payments/payment-keys.js';
import { addToCart, AGENT, CHECKOUT, clearCheckouts, CURRENT, encryptedCard, encryptLikeTheBrowser, inStockSku, KEY, readyForPayment, signIn, SITE, US_ADDRESS } from './checkout-test-support.js';
import { SandboxHarness } from './sandbox-harness.js';

/** Payment step, PXP key, saved payments (docs/checkout-api.md "Payment", "Address book and saved payments"; decisions 0104-0107). */

const PAYMENTS = `/api/profile/v0/${SITE}/me/payments`;
const ADDRESSES = `/api/profile/v0/${SITE}/me/addresses`;

describe('payments API', () => {
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

  describe('pxp-public-key', () => {
    it('answers a PEM public key and an encryptionId, without a token, the same until it rotates', async () => {
      const first = await h.json<PxpPublicKeyDto>('GET', KEY);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-store');
      expect(first.body.publicEncryptionKey.pem).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+-----END PUBLIC KEY-----\n$/);
      expect(first.body.encryptionId).toMatch(/^pxp-\d{8}-[0-9a-f]{8}$/);
      expect((await h.json<PxpPublicKeyDto>('GET', KEY)).body.encryptionId).toBe(first.body.encryptionId);
      h.now = first.body.expiresAt!;
      expect((await h.json<PxpPublicKeyDto>('GET', KEY)).body.encryptionId).not.toBe(first.body.encryptionId);
    });

    it('accepts a replaced key for the grace hour, then answers 400 ENCRYPTION_KEY_EXPIRED', async () => {
      const checkout = await readyForPayment(h, h.db, 'noah.taylor@example.com');
      expect(checkout.missing).toEqual(['payment']);
      const card = await encryptedCard(h, '4111111111111111');
      h.now += KEY_CURRENT_MS + KEY_GRACE_MS / 2;
      expect((await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'CREDIT_CARD', creditCard: card })).status).toBe(200);
      h.now += KEY_GRACE_MS;
      const late = await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'CREDIT_CARD', creditCard: card });
      expect([late.status, late.body.code]).toEqual([400, 'ENCRYPTION_KEY_EXPIRED']);
    });
  });

  describe('a new card', () => {
    it('is decrypted, checked and kept as brand, last four and expiry; the gateway becomes PXP', async () => {
      await readyForPayment(h, h.db);
      const res = await h.json<CheckoutDto>('PUT', `${CURRENT}/payment`, { paymentType: 'CREDIT_CARD', creditCard: await encryptedCard(h, '3782 822463 10005', '1234') });
      expect(res.status).toBe(200);
      expect(res.body.payment).toEqual({
        paymentType: 'CREDIT_CARD',
        paymentGateway: 'PXP',
        status: 'READY',
        action: null,
        card: { cardType: 'AMEX', lastFourDigits: '0005', expirationMonth: 4, expirationYear: 2031, nameOnCard: 'Veronica Costello', savedPaymentId: null },
        giftCard: null,
        billingAddress: { ...US_ADDRESS, phoneNumber: '5552293326' },
      });
      expect(res.body.missing).toEqual([]);
    });

    it('refuses a bad Luhn, an unknown brand, a wrong security-code length, an expired card and garbage', async () => {
      await readyForPayment(h, h.db);
      const put = async (creditCard: unknown) => {
        const res = await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'CREDIT_CARD', creditCard });
        return [res.status, res.body.code, res.body.details?.reason];
      };
      expect(await put(await encryptedCard(h, '4242424242424241'))).toEqual([400, 'CARD_INVALID', 'LUHN']);
      expect(await put(await encryptedCard(h, '9999999999999995'))).toEqual([400, 'CARD_INVALID', 'BRAND']);
      expect(await put(await encryptedCard(h, '4111111111111111', '12'))).toEqual([400, 'CARD_INVALID', 'SECURITY_CODE']);
      expect(await put(await encryptedCard(h, '378282246310005', '123'))).toEqual([400, 'CARD_INVALID', 'SECURITY_CODE']);
      expect(await put(await encryptedCard(h, '4111111111111111', '123', { month: 13, year: 2030 }))).toEqual([400, 'CARD_INVALID', 'EXPIRY']);
      const past = new Date(h.now);
      expect(await put(await encryptedCard(h, '4111111111111111', '123', { month: past.getUTCMonth() === 0 ? 12 : past.getUTCMonth(), year: past.getUTCMonth() === 0 ? past.getUTCFullYear() - 1 : past.getUTCFullYear() }))).toEqual([422, 'CARD_EXPIRED', undefined]);
      const thisMonth = await put(await encryptedCard(h, '4111111111111111', '123', { month: past.getUTCMonth() + 1, year: past.getUTCFullYear() }));
      expect(thisMonth[0]).toBe(200);
      expect(await put({ ...(await encryptedCard(h, '4111111111111111')), encryptedCardNumber: 'bm90IGVuY3J5cHRlZA==' })).toEqual([400, 'DECRYPTION_FAILED', undefined]);
      expect(await put({ ...(await encryptedCard(h, '4111111111111111')), encryptionId: 'pxp-unknown' })).toEqual([400, 'ENCRYPTION_KEY_EXPIRED', undefined]);
    });

    it('never stores or logs the card number in clear (a full database dump and every console line)', async () => {
      const logged: string[] = [];
      const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) => vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' '))));
      try {
        await readyForPayment(h, h.db);
        await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'CREDIT_CARD', creditCard: await encryptedCard(h, '6011111111111117', '987'), saveCard: true });
        const placed = await h.json('POST', `/api/checkout/v0/${SITE}/orders`, {}, { 'idempotency-key': 'never-in-clear' });
        expect(placed.status).toBe(201);
        await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'CREDIT_CARD', creditCard: await encryptedCard(h, '4242424242424241', '987') });
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
      const tables = await h.db.query<{ table_name: string }>(`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
      let everything = '';
      for (const { table_name } of tables) {
        const [row] = await h.db.query<{ dump: string | null }>(`select string_agg(t::text, '|') as dump from "${table_name}" t`);
        everything += row?.dump ?? '';
      }
      // The dump holds the summary (last four) but never the number, nor its first twelve digits.
      expect(everything).toContain('1117');
      for (const secret of ['6011111111111117', '601111111111', '4242424242424241']) expect(everything).not.toContain(secret);
      expect(logged.join('\n')).not.toMatch(/6011111111111117|4242424242424241/);
    });
  });

  describe('saved cards at checkout', () => {
    it('uses a valid saved card; refuses the expired one (422 CARD_EXPIRED); asks for the security code of an unverified one', async () => {
      const checkout = (await readyForPayment(h, h.db)) as CheckoutDto;
      const [visa, expiredMc, amex] = checkout.savedPayments;
      expect(expiredMc!.creditCardDetail.expired).toBe(true);
      const ok = await h.json<CheckoutDto>('PUT', `${CURRENT}/payment`, { paymentType: 'CREDIT_CARD', savedPaymentId: visa!.id });
      expect(ok.body.payment!.card).toMatchObject({ cardType: 'VISA', lastFourDigits: '1111', savedPaymentId: visa!.id });
      const expired = await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'CREDIT_CARD', savedPaymentId: expiredMc!.id });
      expect([expired.status, expired.body.code]).toEqual([422, 'CARD_EXPIRED']);
      const unverified = await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'CREDIT_CARD', savedPaymentId: amex!.id });
      expect([unverified.status, unverified.body.code]).toEqual([422, 'SECURITY_CODE_REQUIRED']);
      const key = (await h.json<PxpPublicKeyDto>('GET', KEY)).body;
      const verified = await h.json<CheckoutDto>('PUT', `${CURRENT}/payment`, { paymentType: 'CREDIT_CARD', savedPaymentId: amex!.id, securityCode: encryptLikeTheBrowser(key.publicEncryptionKey.pem, '4321'), encryptionId: key.encryptionId });
      expect(verified.status).toBe(200);
      expect(verified.body.savedPayments.find((p) => p.id === amex!.id)!.creditCardDetail.needsVerification).toBe(false);
      const notMine = await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'CREDIT_CARD', savedPaymentId: 'pay-someone-else' });
      expect([notMine.status, notMine.body.code]).toEqual([404, 'PAYMENT_NOT_FOUND']);
    });
  });

  describe('redirect methods and 3-D Secure', () => {
    it('sends PayPal to the sandbox page; approving returns with apmCompleted=1 and authorizes the payment', async () => {
      await readyForPayment(h, h.db);
      const res = await h.json<CheckoutDto>('PUT', `${CURRENT}/payment`, { paymentType: 'PAYPAL', returnUrl: 'http://localhost/checkout/payment?step=1' });
      expect(res.body.payment).toMatchObject({ paymentType: 'PAYPAL', paymentGateway: 'ACI', status: 'ACTION_REQUIRED', action: { type: 'REDIRECT' } });
      const url = new URL(res.body.payment!.action!.url);
      expect(url.pathname).toMatch(new RegExp(`^/api/checkout/v0/${SITE}/payment-sessions/ps-[0-9a-f]{32}$`));
      const page = await h.raw('GET', url.pathname);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(await page.text()).toContain('<button type="submit">Approve</button>');
      const placeEarly = await h.json('POST', `/api/checkout/v0/${SITE}/orders`, {}, { 'idempotency-key': 'early' });
      expect([placeEarly.status, placeEarly.body.code, placeEarly.body.details.action.type]).toEqual([409, 'PAYMENT_ACTION_REQUIRED', 'REDIRECT']);
      // The page's form post (application/x-www-form-urlencoded), as the browser sends it.
      const back = await h.app.request(url.pathname, { method: 'POST', body: 'outcome=approve', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect([back.status, back.headers.get('location')]).toEqual([303, 'http://localhost/checkout/payment?step=1&apmCompleted=1']);
      expect((await h.json<CheckoutDto>('GET', CURRENT)).body.payment).toMatchObject({ status: 'AUTHORIZED', action: null });
    });

    it('removes the payment on decline or cancel (paymentError=<code>)', async () => {
      await readyForPayment(h, h.db);
      for (const [outcome, code] of [['decline', 'PAYMENT_DECLINED'], ['cancel', 'PAYMENT_CANCELLED']]) {
        const res = await h.json<CheckoutDto>('PUT', `${CURRENT}/payment`, { paymentType: 'KLARNA' }, { origin: 'http://localhost' });
        const back = await h.raw('GET', `${new URL(res.body.payment!.action!.url).pathname}?outcome=${outcome}`);
        expect(back.headers.get('location')).toBe(`http://localhost/checkout/payment?paymentError=${code}`);
        expect((await h.json<CheckoutDto>('GET', CURRENT)).body.payment).toBeNull();
      }
    });

    it('sends the 3-D Secure test card through the SCA page and back with scaCompleted=1', async () => {
      await readyForPayment(h, h.db);
      const res = await h.json<CheckoutDto>('PUT', `${CURRENT}/payment`, { paymentType: 'CREDIT_CARD', creditCard: await encryptedCard(h, '4000002760003184'), returnUrl: 'http://localhost/fr-fr/checkout/payment' });
      expect(res.body.payment).toMatchObject({ status: 'ACTION_REQUIRED', action: { type: 'SCA' }, card: { lastFourDigits: '3184' } });
      const back = await h.raw('GET', `${new URL(res.body.payment!.action!.url).pathname}?outcome=approve`);
      expect(back.headers.get('location')).toBe('http://localhost/fr-fr/checkout/payment?scaCompleted=1');
      const placed = await h.json('POST', `/api/checkout/v0/${SITE}/orders`, {}, { 'idempotency-key': 'sca' });
      expect([placed.status, placed.body.payment.lastFourDigits]).toEqual([201, '3184']);
    });

    it('answers SCA_FAILED when authentication is declined, and refuses a returnUrl that is not http(s)', async () => {
      await readyForPayment(h, h.db);
      const res = await h.json<CheckoutDto>('PUT', `${CURRENT}/payment`, { paymentType: 'CREDIT_CARD', creditCard: await encryptedCard(h, '4000002760003184') }, { origin: 'http://localhost' });
      const back = await h.raw('GET', `${new URL(res.body.payment!.action!.url).pathname}?outcome=decline`);
      expect(back.headers.get('location')).toBe('http://localhost/checkout/payment?paymentError=SCA_FAILED');
      const js = await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'PAYPAL', returnUrl: 'javascript:alert(1)' });
      expect([js.status, js.body.code]).toEqual([400, 'INVALID_REQUEST']);
    });
  });

  describe('gift cards', () => {
    it('checks a balance (no token needed) and pays with a card that covers the total', async () => {
      const balance = await h.json('POST', `/api/checkout/v0/${SITE}/gift-cards/balance`, { cardNumber: '6006 4910 0000 0001', pin: '1234' });
      expect(balance.body).toEqual({ maskedNumber: '•••• 0001', balance: 500, currencyCode: 'USD' });
      const wrongPin = await h.json('POST', `/api/checkout/v0/${SITE}/gift-cards/balance`, { cardNumber: '6006491000000001', pin: '9999' });
      expect([wrongPin.status, wrongPin.body.code]).toEqual([404, 'GIFT_CARD_NOT_FOUND']);
      const checkout = await readyForPayment(h, h.db);
      const short = await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'GIFT_CARD', giftCard: { cardNumber: '6006491000000002', pin: '1234' } });
      expect([short.status, short.body.code, short.body.details]).toEqual([402, 'GIFT_CARD_INSUFFICIENT_BALANCE', { balance: 10 }]);
      const paid = await h.json<CheckoutDto>('PUT', `${CURRENT}/payment`, { paymentType: 'GIFT_CARD', giftCard: { cardNumber: '6006491000000001', pin: '1234' } });
      expect(paid.body.payment!.giftCard).toEqual({ maskedNumber: '•••• 0001', amountApplied: checkout.totals.total });
      await h.json('POST', `/api/checkout/v0/${SITE}/orders`, {}, { 'idempotency-key': 'gift' });
      const after = await h.json('POST', `/api/checkout/v0/${SITE}/gift-cards/balance`, { cardNumber: '6006491000000001', pin: '1234' });
      expect(after.body.balance).toBe(Math.round((500 - checkout.totals.total) * 100) / 100);
    });
  });

  describe('payment-method rules (shell-and-account.md §5)', () => {
    it('refuses rep hold outside a call-centre session, and methods not usable in the currency or language', async () => {
      await readyForPayment(h, h.db);
      const repHold = await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'CC_REP_HOLD' });
      expect([repHold.status, repHold.body.code, repHold.body.details]).toEqual([422, 'PAYMENT_METHOD_NOT_ALLOWED', { paymentType: 'CC_REP_HOLD', reason: 'SESSION' }]);
      const clearpay = await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'CLEARPAY' });
      expect([clearpay.status, clearpay.body.details.reason]).toEqual([422, 'NOT_USABLE']);
      const sofort = await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'SOFORT' });
      expect([sofort.status, sofort.body.details.reason]).toEqual([422, 'NOT_USABLE']);
    });

    it('refuses Klarna in French (excludedLanguages) on an-ca', async () => {
      await signIn(h, 'emma.wilson@example.com', 'an-ca');
      await addToCart(h, [await inStockSku(h.db, 'luma', 'CA_DIRECT')], 1, 'an-ca');
      await h.json('POST', '/api/checkout/v0/an-ca/checkouts', {});
      const fr = await h.json('PUT', '/api/checkout/v0/an-ca/checkouts/current/payment', { paymentType: 'KLARNA' }, { 'x-vitrine-language': 'fr' });
      expect([fr.status, fr.body.code]).toEqual([422, 'PAYMENT_METHOD_NOT_ALLOWED']);
      const afterpay = await h.json('PUT', '/api/checkout/v0/an-ca/checkouts/current/payment', { paymentType: 'AFTERPAY' }, { 'x-vitrine-language': 'fr' });
      expect(afterpay.status).toBe(200);
    });

    it('lets a call-centre agent use only credit card, gift card and rep hold', async () => {
      await signIn(h, AGENT);
      await addToCart(h, [await inStockSku(h.db, 'luma')]);
      await h.json('POST', CHECKOUT, { customerEmail: 'sarah.johnson@example.com' });
      await h.json('PUT', `${CURRENT}/shipping-address`, { address: US_ADDRESS });
      for (const type of ['PAYPAL', 'KLARNA', 'APPLE_PAY', 'AFTERPAY']) {
        const res = await h.json('PUT', `${CURRENT}/payment`, { paymentType: type });
        expect([type, res.status, res.body.details?.reason]).toEqual([type, 422, 'SESSION']);
      }
      expect((await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'CC_REP_HOLD' })).body.payment).toMatchObject({ paymentType: 'CC_REP_HOLD', status: 'READY' });
      expect((await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'GIFT_CARD', giftCard: { cardNumber: '6006491000000001', pin: '1234' } })).status).toBe(200);
      expect((await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'CREDIT_CARD', creditCard: await encryptedCard(h, '5555555555554444') })).body.payment.paymentGateway).toBe('PXP');
    });

    it('publishes the payment method configs in the site configuration', async () => {
      const config = await h.json('GET', `/api/catalog/v0/${SITE}/configuration`);
      expect(config.body.payments.map((p: { methodType: string }) => p.methodType)).toEqual(['CREDIT_CARD', 'GIFT_CARD', 'PAYPAL', 'APPLE_PAY', 'KLARNA', 'AFTERPAY', 'CLEARPAY', 'SOFORT', 'CC_REP_HOLD']);
      expect(config.body.payments[0]).toEqual({ methodType: 'CREDIT_CARD', active: true, transactionalCurrencies: ['USD', 'GBP', 'CAD', 'EUR', 'CNY'], excludedLanguages: [], paymentGateway: 'STRIPE' });
    });
  });

  describe('/me/payments and /me/addresses', () => {
    it('lists saved cards (hidden ones only with includeHidden), adds, updates, verifies and deletes', async () => {
      await signIn(h, 'sarah.johnson@example.com');
      const list = await h.json<{ payments: PaymentDto[] }>('GET', PAYMENTS);
      expect(list.body.payments.map((p) => [p.paymentType, p.visible, p.creditCardDetail.cardType, p.creditCardDetail.expired, p.creditCardDetail.needsVerification])).toEqual([
        ['CREDIT_CARD', true, 'VISA', false, false],
        ['CREDIT_CARD', true, 'MC', true, false],
        ['CREDIT_CARD', true, 'AMEX', false, true],
      ]);
      expect(list.body.payments[0]!.creditCardDetail.address?.address.city).toBe('Springfield');
      const key = (await h.json<PxpPublicKeyDto>('GET', KEY)).body;
      const created = await h.json<PaymentDto>('POST', PAYMENTS, {
        paymentType: 'CREDIT_CARD',
        visible: false,
        creditCard: { encryptedCardNumber: encryptLikeTheBrowser(key.publicEncryptionKey.pem, '5555555555554444'), encryptionId: key.encryptionId, expirationMonth: 12, expirationYear: 2032, nameOnCard: 'Sarah Johnson' },
        address: US_ADDRESS,
      });
      expect(created.status).toBe(201);
      expect(created.body.creditCardDetail).toMatchObject({ cardType: 'MC', lastFourDigits: '4444', needsVerification: true, expired: false });
      expect((await h.json<{ payments: PaymentDto[] }>('GET', PAYMENTS)).body.payments).toHaveLength(3);
      expect((await h.json<{ payments: PaymentDto[] }>('GET', `${PAYMENTS}?includeHidden=true`)).body.payments).toHaveLength(4);
      const updated = await h.json<PaymentDto>('PUT', `${PAYMENTS}/${created.body.id}`, { visible: true, expirationMonth: 1, expirationYear: 2033 });
      expect([updated.body.visible, updated.body.creditCardDetail.expirationYear]).toEqual([true, 2033]);
      const verified = await h.json<PaymentDto>('POST', `${PAYMENTS}/${created.body.id}/verification`, { securityCode: encryptLikeTheBrowser(key.publicEncryptionKey.pem, '321'), encryptionId: key.encryptionId });
      expect(verified.body.creditCardDetail.needsVerification).toBe(false);
      const wrong = await h.json('POST', `${PAYMENTS}/${created.body.id}/verification`, { securityCode: encryptLikeTheBrowser(key.publicEncryptionKey.pem, '32'), encryptionId: key.encryptionId });
      expect([wrong.status, wrong.body.details.reason]).toEqual([400, 'SECURITY_CODE']);
      // The code is sealed in the card frame (decision 0436): a clear one is no ciphertext and is refused, as at checkout.
      const clear = await h.json('POST', `${PAYMENTS}/${created.body.id}/verification`, { securityCode: '321', encryptionId: key.encryptionId });
      expect([clear.status, clear.body.code]).toEqual([400, 'DECRYPTION_FAILED']);
      expect((await h.raw('DELETE', `${PAYMENTS}/${created.body.id}`)).status).toBe(204);
      expect((await h.json('DELETE', `${PAYMENTS}/${created.body.id}`)).body.code).toBe('PAYMENT_NOT_FOUND');
      const other = await h.json('POST', PAYMENTS, { paymentType: 'PAYPAL', visible: true });
      expect([other.status, other.body.code]).toEqual([400, 'INVALID_REQUEST']);
    });

    it("saves the card frame's sealed card, the form checkout sends, verified; refuses a clear number as checkout does (decision 0435)", async () => {
      await readyForPayment(h, h.db, 'sarah.johnson@example.com');
      const post = (creditCard: unknown) => h.json<PaymentDto & { code?: string; details?: { reason?: string; fields?: string[] } }>('POST', PAYMENTS, { paymentType: 'CREDIT_CARD', visible: true, creditCard, address: US_ADDRESS });
      const sealed = await encryptedCard(h, '4111111111111111', '123');
      const created = await post(sealed);
      expect(created.status).toBe(201);
      expect(created.body.creditCardDetail).toMatchObject({ cardType: 'VISA', lastFourDigits: '1111', expirationMonth: 4, expirationYear: 2031, nameOnCard: 'Veronica Costello', needsVerification: false });
      expect(JSON.stringify(created.body)).not.toContain('4111111111111111');

      const wrongCode = await post(await encryptedCard(h, '378282246310005', '123'));
      expect([wrongCode.status, wrongCode.body.code, wrongCode.body.details?.reason]).toEqual([400, 'CARD_INVALID', 'SECURITY_CODE']);
      const clearNumber = await post({ ...sealed, encryptedCardNumber: '4111111111111111' });
      const clearAtCheckout = await h.json('PUT', `${CURRENT}/payment`, { paymentType: 'CREDIT_CARD', creditCard: { ...sealed, encryptedCardNumber: '4111111111111111' } });
      expect([clearNumber.status, clearNumber.body.code]).toEqual([400, 'DECRYPTION_FAILED']);
      expect([clearAtCheckout.status, clearAtCheckout.body.code]).toEqual([400, 'DECRYPTION_FAILED']);
      const clearCode = await post({ ...sealed, securityCode: '123' });
      expect([clearCode.status, clearCode.body.code]).toEqual([400, 'DECRYPTION_FAILED']);
      const { encryptedCardNumber: _dropped, ...numberInClear } = { ...sealed, cardNumber: '4111111111111111' };
      const unsealed = await post(numberInClear);
      expect([unsealed.status, unsealed.body.code, unsealed.body.details?.fields]).toEqual([400, 'INVALID_REQUEST', ['creditCard.encryptedCardNumber']]);
      expect((await h.json<{ payments: PaymentDto[] }>('GET', `${PAYMENTS}?includeHidden=true`)).body.payments.filter((p) => p.creditCardDetail.lastFourDigits === '1111' && !p.creditCardDetail.needsVerification && p.creditCardDetail.nameOnCard === 'Veronica Costello')).toHaveLength(1);
    });

    it('needs REGISTERED to read and AUTHORIZED to write', async () => {
      await h.guest();
      expect((await h.json('GET', PAYMENTS)).body.details).toEqual({ requiredScope: 'REGISTERED' });
      expect((await h.json('GET', ADDRESSES)).body.details).toEqual({ requiredScope: 'REGISTERED' });
      await signIn(h, 'lucas.garcia@example.com');
      h.now += 60 * 60 * 1000;
      expect((await h.json('GET', ADDRESSES)).status).toBe(200);
      const write = await h.json('POST', ADDRESSES, { address: US_ADDRESS });
      expect([write.status, write.body.details]).toEqual([403, { requiredScope: 'AUTHORIZED' }]);
    });

    it('manages the address book: list, add (validated), get, update, delete', async () => {
      await signIn(h, 'harper.white@example.com');
      const before = (await h.json('GET', ADDRESSES)).body.addresses;
      expect(before[0]).toMatchObject({ visible: true, nickName: null, address: { city: 'Manchester', country: 'GB' } });
      const invalid = await h.json('POST', ADDRESSES, { address: { ...US_ADDRESS, postalCode: '1' } });
      expect([invalid.status, invalid.body.code, invalid.body.details.fields.postalCode]).toEqual([400, 'ADDRESS_INVALID', 'POSTAL_CODE_INVALID']);
      const added = await h.json('POST', ADDRESSES, { address: { ...US_ADDRESS, country: 'GB', region: '', postalCode: 'm1 1ae' }, nickName: 'Work' });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ nickName: 'Work', visible: true, address: { postalCode: 'M1 1AE', region: '' } });
      expect((await h.json('GET', `${ADDRESSES}/${added.body.id}`)).body).toEqual(added.body);
      const updated = await h.json('PUT', `${ADDRESSES}/${added.body.id}`, { address: { ...added.body.address, city: 'Salford' } });
      expect([updated.body.address.city, updated.body.nickName]).toEqual(['Salford', 'Work']);
      expect((await h.raw('DELETE', `${ADDRESSES}/${added.body.id}`)).status).toBe(204);
      expect((await h.json('GET', `${ADDRESSES}/${added.body.id}`)).body.code).toBe('ADDRESS_NOT_FOUND');
    });
  });
});
