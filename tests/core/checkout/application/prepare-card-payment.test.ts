import { describe, expect, it, vi } from 'vitest';
import {
  encryptCardPayment,
  payWithNewCard,
  prepareCardPayment,
  type CardEncryptor,
  type CardPayment,
  type CardSealer,
  type Checkout,
  type CheckoutError,
  type PaymentEncryptionKey,
  type PaymentKeyGateway,
  type SecurityCodeSealer,
  type PaymentRequest,
  type Result,
} from '@vitrine/core';
import { checkoutSamples } from '@vitrine/core/testing';

/** The use case "prepare a card payment" (shell-and-account.md §7; decisions 0106, 0112, 0118, 0136). */

const { SAMPLE_CHECKOUTS: checkouts, SAMPLE_CARD_PAYMENTS: cards } = checkoutSamples;
const KEY: PaymentEncryptionKey = { pem: '-----BEGIN PUBLIC KEY-----', encryptionId: 'pxp-1', expiresAt: null };
const FRESH: PaymentEncryptionKey = { ...KEY, encryptionId: 'pxp-2' };
const ready: Result<Checkout, CheckoutError> = { ok: true, value: checkouts.paymentReady };
const refused = (code: string): Result<Checkout, CheckoutError> => ({ ok: false, error: { code, message: code } as CheckoutError });

/** Ports whose key gateway answers KEY (FRESH when asked for a fresh one) and whose encryptor names the key in its ciphertexts. */
function ports(setPaymentAnswers: Result<Checkout, CheckoutError>[] = [ready]) {
  const keys: PaymentKeyGateway = { getKey: vi.fn(async (options?: { readonly fresh?: boolean }) => (options?.fresh ? FRESH : KEY)) };
  const encryptor: CardEncryptor = {
    encryptCard: vi.fn(async (input: { readonly securityCode?: string }, key: PaymentEncryptionKey) =>
      ({ ok: true as const, value: { encryptedCardNumber: `n@${key.encryptionId}`, encryptedSecurityCode: input.securityCode ? `c@${key.encryptionId}` : null, encryptionId: key.encryptionId } })),
    encryptSecurityCode: vi.fn(async (_code: string, key: PaymentEncryptionKey) => ({ ok: true as const, value: { encrypted: `c@${key.encryptionId}`, encryptionId: key.encryptionId } })),
  };
  const answers = [...setPaymentAnswers];
  const setPayment = vi.fn(async (_request: PaymentRequest) => answers.length > 1 ? answers.shift()! : answers[0]!);
  return { keys, encryptor, checkout: { setPayment } };
}

describe('prepareCardPayment', () => {
  it('fetches the key, encrypts number and security code, sets the payment and answers the checkout', async () => {
    const p = ports();
    expect(await prepareCardPayment(p, cards.newCard)).toEqual(ready);
    expect(p.keys.getKey).toHaveBeenCalledWith({ fresh: false });
    expect(p.encryptor.encryptCard).toHaveBeenCalledWith({ cardNumber: '4111 1111 1111 1111', securityCode: '123' }, KEY);
    expect(p.checkout.setPayment).toHaveBeenCalledWith({
      kind: 'new-card',
      card: { encryptedCardNumber: 'n@pxp-1', encryptedSecurityCode: 'c@pxp-1', encryptionId: 'pxp-1' },
      expirationMonth: 4,
      expirationYear: 2029,
      nameOnCard: 'Roni Costa',
      returnUrl: 'http://localhost:5173/checkout/payment',
    });
  });

  it('passes the billing address and the save choice; the request never holds the number or the code in clear', async () => {
    const p = ports();
    const card: CardPayment = { ...cards.expiredNewCard, billingAddress: { addressId: 'addr-1' }, saveCard: false };
    await prepareCardPayment(p, card);
    const sent = p.checkout.setPayment.mock.calls[0]![0];
    expect(sent).toMatchObject({ billingAddress: { addressId: 'addr-1' }, saveCard: false });
    expect(sent).not.toHaveProperty('returnUrl');
    expect(JSON.stringify(sent)).not.toMatch(/4111|"123"/);
  });

  it('ONE retry when the key rotated (ENCRYPTION_KEY_EXPIRED): a fresh key, encrypted again, sent again', async () => {
    const p = ports([refused('CHECKOUT.ENCRYPTION_KEY_EXPIRED'), ready]);
    expect(await prepareCardPayment(p, cards.newCard)).toEqual(ready);
    expect(vi.mocked(p.keys.getKey).mock.calls).toEqual([[{ fresh: false }], [{ fresh: true }]]);
    expect(p.checkout.setPayment.mock.calls.map(([request]) => (request as { card: { encryptionId: string } }).card.encryptionId)).toEqual(['pxp-1', 'pxp-2']);
  });

  it('answers the second ENCRYPTION_KEY_EXPIRED as it is: no third try', async () => {
    const p = ports([refused('CHECKOUT.ENCRYPTION_KEY_EXPIRED')]);
    expect(await prepareCardPayment(p, cards.newCard)).toEqual(refused('CHECKOUT.ENCRYPTION_KEY_EXPIRED'));
    expect(p.checkout.setPayment).toHaveBeenCalledTimes(2);
    expect(p.keys.getKey).toHaveBeenCalledTimes(2);
  });

  it('answers the server’s other refusals without retrying', async () => {
    const p = ports([refused('CHECKOUT.CARD_INVALID')]);
    expect(await prepareCardPayment(p, cards.newCard)).toEqual(refused('CHECKOUT.CARD_INVALID'));
    expect(p.checkout.setPayment).toHaveBeenCalledTimes(1);
  });

  it('a saved card without a security code fetches no key and is not retried', async () => {
    const p = ports([refused('CHECKOUT.ENCRYPTION_KEY_EXPIRED')]);
    await prepareCardPayment(p, cards.savedCard);
    expect(p.keys.getKey).not.toHaveBeenCalled();
    expect(p.checkout.setPayment.mock.calls).toEqual([[{ kind: 'saved-card', savedPaymentId: 'pay-visa-1111' }]]);
  });

  it('a saved card with its security code sends the code encrypted, and is retried with a fresh key', async () => {
    const p = ports([refused('CHECKOUT.ENCRYPTION_KEY_EXPIRED'), ready]);
    expect(await prepareCardPayment(p, { ...cards.verifiedSavedCard, returnUrl: 'http://shop.test/checkout/payment' })).toEqual(ready);
    expect(p.encryptor.encryptSecurityCode).toHaveBeenLastCalledWith('1234', FRESH);
    expect(p.checkout.setPayment).toHaveBeenLastCalledWith({ kind: 'saved-card', savedPaymentId: 'pay-amex-0005', securityCode: { encrypted: 'c@pxp-2', encryptionId: 'pxp-2' }, returnUrl: 'http://shop.test/checkout/payment' });
  });

  it('an encryption the encryptor refuses is CHECKOUT.CARD_INVALID (reason ENCRYPTION, the encryptor’s code) and nothing is sent', async () => {
    const p = ports();
    vi.mocked(p.encryptor.encryptCard).mockResolvedValue({ ok: false, error: { code: 'CARD_ENCRYPTION.INPUT_INVALID', message: 'The card number must have 12 to 19 digits' } });
    vi.mocked(p.encryptor.encryptSecurityCode).mockResolvedValue({ ok: false, error: { code: 'CARD_ENCRYPTION.KEY_INVALID', message: 'The key cannot be read' } });
    expect(await prepareCardPayment(p, cards.newCard)).toEqual({ ok: false, error: { code: 'CHECKOUT.CARD_INVALID', message: 'The card number must have 12 to 19 digits', details: { reason: 'ENCRYPTION', code: 'CARD_ENCRYPTION.INPUT_INVALID' } } });
    expect(await prepareCardPayment(p, cards.verifiedSavedCard)).toEqual({ ok: false, error: { code: 'CHECKOUT.CARD_INVALID', message: 'The key cannot be read', details: { reason: 'ENCRYPTION', code: 'CARD_ENCRYPTION.KEY_INVALID' } } });
    expect(p.checkout.setPayment).not.toHaveBeenCalled();
  });

  it('rejects with the transport fault when the key cannot be fetched or the payment call gets no answer', async () => {
    const offline = ports();
    vi.mocked(offline.keys.getKey).mockRejectedValue(new Error('Network Error'));
    await expect(prepareCardPayment(offline, cards.newCard)).rejects.toThrow('Network Error');
    const lost = ports();
    lost.checkout.setPayment.mockRejectedValue(new Error('Network Error'));
    await expect(prepareCardPayment(lost, cards.newCard)).rejects.toThrow('Network Error');
  });
});

describe('prepareCardPayment of a card sealed in the card frame (decision 0460)', () => {
  /** A frame that seals a Visa for the key it is given, naming the key in its ciphertexts. */
  const frame = (): CardSealer => ({
    seal: vi.fn(async (key: PaymentEncryptionKey) => ({
      ok: true as const,
      value: { card: { encryptedCardNumber: `n@${key.encryptionId}`, encryptedSecurityCode: `c@${key.encryptionId}`, encryptionId: key.encryptionId }, expirationMonth: 4, expirationYear: 2029, nameOnCard: 'Roni Costa' },
    })),
  });

  it('asks the frame to seal with the key and sets the new-card payment it answers, with billing, save choice and return URL', async () => {
    const p = ports();
    const sealer = frame();
    const card: CardPayment = { kind: 'sealed-card', sealer, expirationMonth: 4, expirationYear: 2029, billingAddress: { addressId: 'addr-1' }, saveCard: true, returnUrl: 'http://shop.test/checkout/payment' };
    expect(await prepareCardPayment(p, card)).toEqual(ready);
    expect(sealer.seal).toHaveBeenCalledWith(KEY);
    expect(p.encryptor.encryptCard).not.toHaveBeenCalled();
    expect(p.checkout.setPayment).toHaveBeenCalledWith({
      kind: 'new-card',
      card: { encryptedCardNumber: 'n@pxp-1', encryptedSecurityCode: 'c@pxp-1', encryptionId: 'pxp-1' },
      expirationMonth: 4,
      expirationYear: 2029,
      nameOnCard: 'Roni Costa',
      billingAddress: { addressId: 'addr-1' },
      saveCard: true,
      returnUrl: 'http://shop.test/checkout/payment',
    });
  });

  it('asks the frame again with a fresh key when the key rotated', async () => {
    const p = ports([refused('CHECKOUT.ENCRYPTION_KEY_EXPIRED'), ready]);
    const sealer = frame();
    expect(await prepareCardPayment(p, { kind: 'sealed-card', sealer, expirationMonth: 4, expirationYear: 2029 })).toEqual(ready);
    expect(vi.mocked(sealer.seal).mock.calls).toEqual([[KEY], [FRESH]]);
    expect(p.checkout.setPayment).toHaveBeenLastCalledWith({ kind: 'new-card', card: { encryptedCardNumber: 'n@pxp-2', encryptedSecurityCode: 'c@pxp-2', encryptionId: 'pxp-2' }, expirationMonth: 4, expirationYear: 2029, nameOnCard: 'Roni Costa' });
  });

  it('a frame that refuses is CHECKOUT.CARD_INVALID (reason ENCRYPTION, the frame’s code) and nothing is sent', async () => {
    const p = ports();
    const sealer: CardSealer = { seal: vi.fn(async () => ({ ok: false as const, error: { code: 'CARD_ENCRYPTION.INPUT_INVALID' as const, message: 'The card fields do not pass their checks' } })) };
    expect(await prepareCardPayment(p, { kind: 'sealed-card', sealer, expirationMonth: 4, expirationYear: 2029 })).toEqual({
      ok: false,
      error: { code: 'CHECKOUT.CARD_INVALID', message: 'The card fields do not pass their checks', details: { reason: 'ENCRYPTION', code: 'CARD_ENCRYPTION.INPUT_INVALID' } },
    });
    expect(p.checkout.setPayment).not.toHaveBeenCalled();
  });
});

describe('encryptCardPayment', () => {
  it('calls for the key only when there is something to encrypt', async () => {
    const key = vi.fn(async () => KEY);
    const { encryptor } = ports();
    expect(await encryptCardPayment(cards.savedCard, key, encryptor)).toEqual({ ok: true, value: { kind: 'saved-card', savedPaymentId: 'pay-visa-1111' } });
    expect(key).not.toHaveBeenCalled();
    await encryptCardPayment(cards.newCard, key, encryptor);
    expect(key).toHaveBeenCalledTimes(1);
  });
});

describe('payWithNewCard', () => {
  it('is prepareCardPayment of a new card', async () => {
    const p = ports([refused('CHECKOUT.ENCRYPTION_KEY_EXPIRED'), ready]);
    const { kind: _kind, ...form } = cards.newCard;
    expect(await payWithNewCard(p, form)).toEqual(ready);
    expect(p.checkout.setPayment).toHaveBeenCalledTimes(2);
  });
});

describe('prepareCardPayment of a saved card whose security code is sealed in the card frame (decision 0436)', () => {
  /** A security-code frame that seals the code it holds for the key it is given, or refuses. */
  const codeFrame = (refuses = false): SecurityCodeSealer & { seal: ReturnType<typeof vi.fn> } => ({
    seal: vi.fn(async (key: PaymentEncryptionKey) =>
      refuses ? { ok: false as const, error: { code: 'CARD_ENCRYPTION.INPUT_INVALID' as const, message: 'The security code does not pass its check' } } : { ok: true as const, value: { encrypted: `f@${key.encryptionId}`, encryptionId: key.encryptionId } }),
  });

  it('asks the frame to seal the code with the key (a fresh one after a rotation) and never the encryptor', async () => {
    const p = ports([refused('CHECKOUT.ENCRYPTION_KEY_EXPIRED'), ready]);
    const codeSealer = codeFrame();
    expect(await prepareCardPayment(p, { ...cards.unverifiedSavedCard, codeSealer, returnUrl: 'http://shop.test/checkout/payment' })).toEqual(ready);
    expect(codeSealer.seal).toHaveBeenLastCalledWith(FRESH);
    expect(p.encryptor.encryptSecurityCode).not.toHaveBeenCalled();
    expect(p.checkout.setPayment).toHaveBeenLastCalledWith({ kind: 'saved-card', savedPaymentId: 'pay-amex-0005', securityCode: { encrypted: 'f@pxp-2', encryptionId: 'pxp-2' }, returnUrl: 'http://shop.test/checkout/payment' });
  });

  it('a code the frame refuses is CHECKOUT.CARD_INVALID (reason ENCRYPTION, the frame’s code) and nothing is sent', async () => {
    const p = ports();
    expect(await prepareCardPayment(p, { ...cards.unverifiedSavedCard, codeSealer: codeFrame(true) })).toEqual({
      ok: false,
      error: { code: 'CHECKOUT.CARD_INVALID', message: 'The security code does not pass its check', details: { reason: 'ENCRYPTION', code: 'CARD_ENCRYPTION.INPUT_INVALID' } },
    });
    expect(p.checkout.setPayment).not.toHaveBeenCalled();
  });
});
