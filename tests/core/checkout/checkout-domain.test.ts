import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { comparablePostalCode, domainError, err, isPaymentKeyStale, isRedirectPaymentType, ok, parseTrackingQuery, payWithNewCard, type CardEncryptor, type CheckoutGateway, type PaymentKeyGateway, type PaymentRequest } from '@vitrine/core';

/** Checkout domain helpers and the new-card use case (docs/checkout-api.md; shell-and-account.md §2, §6, §7). */

describe('comparablePostalCode', () => {
  it('ignores case, spaces and dashes, and compares a US ZIP+4 by its first five digits', () => {
    expect(comparablePostalCode('49628-7978', 'US')).toBe('49628');
    expect(comparablePostalCode(' 49628 ', 'US')).toBe('49628');
    expect(comparablePostalCode('sw1a 1aa', 'GB')).toBe('SW1A1AA');
    expect(comparablePostalCode('496287978')).toBe('496287978');
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), fc.constantFrom('US', 'GB', 'CA', undefined), (code, country) => comparablePostalCode(comparablePostalCode(code, country), country) === comparablePostalCode(code, country)));
  });
});

describe('parseTrackingQuery', () => {
  it('reads the spec’s query names (tracking_numbers, order_number, orderType, bzip, carrier)', () => {
    const params = new URLSearchParams('tracking_numbers=1Z1, 1Z2,&order_number=VT-2026-001000&orderType=ONLINE&bzip=49628&carrier=UPS');
    expect(parseTrackingQuery((n) => params.get(n))).toEqual({ trackingNumbers: ['1Z1', '1Z2'], orderNumber: 'VT-2026-001000', orderType: 'ONLINE', bzip: '49628', carrier: 'UPS' });
    expect(parseTrackingQuery(() => null)).toEqual({});
  });
});

describe('small rules', () => {
  it('treats a key as stale a minute before it expires, never when the expiry is unknown', () => {
    const key = { pem: 'P', encryptionId: 'k', expiresAt: 100_000 };
    expect([isPaymentKeyStale(key, 39_999), isPaymentKeyStale(key, 40_000), isPaymentKeyStale({ ...key, expiresAt: null }, 1e15)]).toEqual([false, true, false]);
    expect(['PAYPAL', 'KLARNA', 'AFTERPAY', 'CLEARPAY', 'APPLE_PAY', 'CREDIT_CARD'].map(isRedirectPaymentType)).toEqual([true, true, true, true, true, false]);
  });
});

describe('payWithNewCard', () => {
  const key = { pem: 'PEM', encryptionId: 'k1', expiresAt: null };
  const encryptor: CardEncryptor = {
    encryptCard: async (input, k) => ok({ encryptedCardNumber: `enc(${input.cardNumber.length})`, encryptedSecurityCode: 'enc(cvv)', encryptionId: k.encryptionId }),
    encryptSecurityCode: async () => err(domainError('CARD_ENCRYPTION.FAILED', 'unused')),
  };
  const form = { cardNumber: '4111111111111111', securityCode: '123', expirationMonth: 4, expirationYear: 2031, nameOnCard: 'Ada', returnUrl: 'http://shop/checkout/payment' };

  it('sends only the encrypted card with the key id, and retries once with a fresh key after ENCRYPTION_KEY_EXPIRED', async () => {
    const sent: PaymentRequest[] = [];
    const fresh: boolean[] = [];
    const keys: PaymentKeyGateway = { getKey: async (o) => (fresh.push(Boolean(o?.fresh)), { ...key, encryptionId: o?.fresh ? 'k2' : 'k1' }) };
    const checkout = {
      setPayment: async (request: PaymentRequest) => {
        sent.push(request);
        return sent.length === 1 ? err(domainError('CHECKOUT.ENCRYPTION_KEY_EXPIRED', 'rotated')) : ok({ checkoutId: 'c' });
      },
    } as unknown as CheckoutGateway;
    const result = await payWithNewCard({ checkout, keys, encryptor }, form);
    expect(result.ok).toBe(true);
    expect(fresh).toEqual([false, true]);
    expect(sent[1]).toEqual({ kind: 'new-card', card: { encryptedCardNumber: 'enc(16)', encryptedSecurityCode: 'enc(cvv)', encryptionId: 'k2' }, expirationMonth: 4, expirationYear: 2031, nameOnCard: 'Ada', returnUrl: 'http://shop/checkout/payment' });
    expect(JSON.stringify(sent)).not.toContain('4111111111111111');
  });

  it('passes the billing address and the save-card choice when given, and leaves out a missing return URL', async () => {
    const sent: PaymentRequest[] = [];
    const keys: PaymentKeyGateway = { getKey: async () => key };
    const checkout = { setPayment: async (request: PaymentRequest) => (sent.push(request), ok({ checkoutId: 'c' })) } as unknown as CheckoutGateway;
    const billingAddress = { firstName: 'Ada', lastName: 'Lovelace', address1: '1 Main St', city: 'Calder', region: 'MI', postalCode: '49628', country: 'US' };
    const { returnUrl: _omitted, ...withoutReturn } = form;
    await payWithNewCard({ checkout, keys, encryptor }, { ...withoutReturn, billingAddress, saveCard: false } as never);
    expect(sent[0]).toMatchObject({ kind: 'new-card', billingAddress, saveCard: false });
    expect(sent[0]).not.toHaveProperty('returnUrl');
  });

  it('turns an encryption failure into CHECKOUT.CARD_INVALID without calling the checkout', async () => {
    let called = false;
    const checkout = { setPayment: async () => ((called = true), ok({})) } as unknown as CheckoutGateway;
    const failing: CardEncryptor = { ...encryptor, encryptCard: async () => err(domainError('CARD_ENCRYPTION.INPUT_INVALID', 'A card number has 12 to 19 digits')) };
    const result = await payWithNewCard({ checkout, keys: { getKey: async () => key }, encryptor: failing }, form);
    expect(result).toMatchObject({ ok: false, error: { code: 'CHECKOUT.CARD_INVALID', details: { reason: 'ENCRYPTION', code: 'CARD_ENCRYPTION.INPUT_INVALID' } } });
    expect(called).toBe(false);
  });
});
