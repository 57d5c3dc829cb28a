import { describe, expect, it } from 'vitest';
import { FakeCardEncryptor, InMemoryPaymentKey, decodeFakeCipher } from '@vitrine/adapters/in-memory';
import { paymentRequestOf } from '../../../../ui/src/features/checkout/payment-request';

const returnUrl = 'https://shop.example/checkout/payment';
const ports = () => ({ keys: new InMemoryPaymentKey(), encryptor: new FakeCardEncryptor() });

describe('payment requests from the payment form (docs/checkout-api.md "Payment"; decisions 0112, 0118)', () => {
  it('a new card leaves with its number and security code encrypted, the expiry parsed and the return URL', async () => {
    const result = await paymentRequestOf({ kind: 'new-card', draft: { nameOnCard: ' Ada Lovelace ', cardNumber: '4111 1111 1111 1111', expiry: '04/29', securityCode: '123' }, saveCard: true }, ports(), returnUrl);
    expect(result.ok).toBe(true);
    const request = result.ok ? result.value : null;
    expect(JSON.stringify(request)).not.toContain('4111');
    expect(request).toMatchObject({ kind: 'new-card', expirationMonth: 4, expirationYear: 2029, nameOnCard: 'Ada Lovelace', saveCard: true, returnUrl, card: { encryptionId: 'pxp-fake-1' } });
    if (request?.kind !== 'new-card') throw new Error('not a new card');
    expect(decodeFakeCipher(request.card.encryptedCardNumber)?.plain).toBe('4111111111111111');
    expect(decodeFakeCipher(request.card.encryptedSecurityCode!)?.plain).toBe('123');
  });

  it('a fresh key is asked for after ENCRYPTION_KEY_EXPIRED', async () => {
    const p = ports();
    p.keys.rotate();
    const result = await paymentRequestOf({ kind: 'saved-card', savedPaymentId: 'pay-1', securityCode: '1234' }, p, returnUrl, true);
    expect(result.ok && result.value).toMatchObject({ kind: 'saved-card', savedPaymentId: 'pay-1', securityCode: { encryptionId: 'pxp-fake-2' } });
  });

  it('a saved card without verification sends no security code; gift card, redirect and rep hold need no key', async () => {
    const p = ports();
    expect(await paymentRequestOf({ kind: 'saved-card', savedPaymentId: 'pay-1', securityCode: null }, p, returnUrl)).toEqual({ ok: true, value: { kind: 'saved-card', savedPaymentId: 'pay-1', returnUrl } });
    expect(await paymentRequestOf({ kind: 'gift-card', cardNumber: '6006 4910 0000 0001', pin: ' 1234 ' }, p, returnUrl)).toEqual({ ok: true, value: { kind: 'gift-card', cardNumber: '6006491000000001', pin: '1234' } });
    expect(await paymentRequestOf({ kind: 'redirect', paymentType: 'PAYPAL' }, p, returnUrl)).toEqual({ ok: true, value: { kind: 'redirect', paymentType: 'PAYPAL', returnUrl } });
    expect(await paymentRequestOf({ kind: 'rep-hold' }, p, returnUrl)).toEqual({ ok: true, value: { kind: 'rep-hold' } });
    expect(p.keys.calls).toBe(1);
  });

  it('an encryption failure is CARD_INVALID (reason ENCRYPTION); a key that cannot be fetched is a lost connection', async () => {
    const bad = await paymentRequestOf({ kind: 'saved-card', savedPaymentId: 'pay-1', securityCode: '12' }, ports(), returnUrl);
    expect(!bad.ok && bad.error).toMatchObject({ code: 'CHECKOUT.CARD_INVALID', details: { reason: 'ENCRYPTION', code: 'CARD_ENCRYPTION.INPUT_INVALID' } });
    const offline = await paymentRequestOf({ kind: 'new-card', draft: { nameOnCard: 'A', cardNumber: '4111111111111111', expiry: '04/29', securityCode: '123' }, saveCard: false }, { keys: { getKey: () => Promise.reject(new Error('Network Error')) }, encryptor: new FakeCardEncryptor() }, returnUrl);
    expect(!offline.ok && offline.error).toMatchObject({ code: 'CHECKOUT.CONNECTION_LOST', message: 'Network Error' });
  });
});
