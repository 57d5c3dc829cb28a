import { describe, expect, it, vi } from 'vitest';
import { saveNewCard, verifySavedCard, type CardEncryptor, type PaymentEncryptionKey, type PaymentKeyGateway, type Result, type SavedPayment, type SavedPaymentError } from '@vitrine/core';

/** Use cases "save a card" and "verify a saved card" (shell-and-account.md §3 "Payment", §7; decision 0183). */

const KEY: PaymentEncryptionKey = { pem: '-----BEGIN PUBLIC KEY-----', encryptionId: 'pxp-1', expiresAt: null };
const FRESH: PaymentEncryptionKey = { ...KEY, encryptionId: 'pxp-2' };
const SAVED: SavedPayment = {
  id: 'pay-1',
  paymentType: 'CREDIT_CARD',
  visible: true,
  card: { cardType: 'VISA', lastFourDigits: '1111', expirationMonth: 4, expirationYear: 2031, nameOnCard: 'Roni Costa', needsVerification: false, billingAddress: null },
};
const okSaved: Result<SavedPayment, SavedPaymentError> = { ok: true, value: SAVED };
const refused = (code: string): Result<SavedPayment, SavedPaymentError> => ({ ok: false, error: { code, message: code } as SavedPaymentError });
const CARD = { cardNumber: '4111 1111 1111 1111', expirationMonth: 4, expirationYear: 2031, nameOnCard: 'Roni Costa', billing: { addressId: 'addr-1' } } as const;

function ports(answers: Result<SavedPayment, SavedPaymentError>[] = [okSaved], encryptorFails = false) {
  const keys: PaymentKeyGateway = { getKey: vi.fn(async (options?: { readonly fresh?: boolean }) => (options?.fresh ? FRESH : KEY)) };
  const failure = { ok: false as const, error: { code: 'CARD_ENCRYPTION.INPUT_INVALID' as const, message: 'bad input' } };
  const encryptor: CardEncryptor = {
    encryptCard: vi.fn(async (_input: { readonly cardNumber: string }, key: PaymentEncryptionKey) =>
      encryptorFails ? failure : { ok: true as const, value: { encryptedCardNumber: `n@${key.encryptionId}`, encryptedSecurityCode: null, encryptionId: key.encryptionId } }),
    encryptSecurityCode: vi.fn(async (_code: string, key: PaymentEncryptionKey) => (encryptorFails ? failure : { ok: true as const, value: { encrypted: `c@${key.encryptionId}`, encryptionId: key.encryptionId } })),
  };
  const queue = [...answers];
  const next = async (..._args: unknown[]) => (queue.length > 1 ? queue.shift()! : queue[0]!);
  return { keys, encryptor, payments: { addCard: vi.fn(next), verify: vi.fn(next) } };
}

describe('saveNewCard', () => {
  it('encrypts the number with the PXP key and sends only the ciphertext, visible by default', async () => {
    const p = ports();
    expect(await saveNewCard(p, CARD)).toEqual(okSaved);
    expect(p.encryptor.encryptCard).toHaveBeenCalledWith({ cardNumber: '4111 1111 1111 1111' }, KEY);
    expect(p.payments.addCard).toHaveBeenCalledWith({
      encryptedCardNumber: 'n@pxp-1',
      encryptionId: 'pxp-1',
      expirationMonth: 4,
      expirationYear: 2031,
      nameOnCard: 'Roni Costa',
      billing: { addressId: 'addr-1' },
      visible: true,
    });
    expect(JSON.stringify(p.payments.addCard.mock.calls)).not.toContain('4111');
  });

  it('keeps visible false when asked', async () => {
    const p = ports();
    await saveNewCard(p, { ...CARD, visible: false });
    expect(p.payments.addCard.mock.calls[0]![0]).toMatchObject({ visible: false });
  });

  it('retries once with a fresh key on PAYMENT.ENCRYPTION_KEY_EXPIRED, and returns a second expiry as it is', async () => {
    const once = ports([refused('PAYMENT.ENCRYPTION_KEY_EXPIRED'), okSaved]);
    expect(await saveNewCard(once, CARD)).toEqual(okSaved);
    expect(once.keys.getKey).toHaveBeenLastCalledWith({ fresh: true });
    expect(once.payments.addCard.mock.calls[1]![0]).toMatchObject({ encryptionId: 'pxp-2' });
    const twice = ports([refused('PAYMENT.ENCRYPTION_KEY_EXPIRED')]);
    expect(await saveNewCard(twice, CARD)).toEqual(refused('PAYMENT.ENCRYPTION_KEY_EXPIRED'));
    expect(twice.payments.addCard).toHaveBeenCalledTimes(2);
  });

  it('returns other refusals without a retry', async () => {
    const p = ports([refused('PAYMENT.CARD_EXPIRED')]);
    expect(await saveNewCard(p, CARD)).toEqual(refused('PAYMENT.CARD_EXPIRED'));
    expect(p.payments.addCard).toHaveBeenCalledTimes(1);
  });

  it('answers PAYMENT.CARD_INVALID (reason ENCRYPTION) and sends nothing when the encryptor refuses', async () => {
    const p = ports([okSaved], true);
    const result = await saveNewCard(p, CARD);
    expect(result).toEqual({ ok: false, error: { code: 'PAYMENT.CARD_INVALID', message: 'bad input', details: { reason: 'ENCRYPTION', code: 'CARD_ENCRYPTION.INPUT_INVALID' } } });
    expect(p.payments.addCard).not.toHaveBeenCalled();
  });
});

describe('verifySavedCard', () => {
  it('encrypts the security code and verifies the card', async () => {
    const p = ports();
    expect(await verifySavedCard(p, 'pay-1', '123')).toEqual(okSaved);
    expect(p.encryptor.encryptSecurityCode).toHaveBeenCalledWith('123', KEY);
    expect(p.payments.verify).toHaveBeenCalledWith('pay-1', { encrypted: 'c@pxp-1', encryptionId: 'pxp-1' });
  });

  it('refuses without a call when the encryptor refuses', async () => {
    const p = ports([okSaved], true);
    expect((await verifySavedCard(p, 'pay-1', '1')).ok).toBe(false);
    expect(p.payments.verify).not.toHaveBeenCalled();
  });
});
