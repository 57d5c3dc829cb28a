import { describe, expect, it, vi } from 'vitest';
import { saveNewCard, verifySavedCard, type CardSealer, type PaymentEncryptionKey, type PaymentKeyGateway, type Result, type SavedPayment, type SavedPaymentError, type SecurityCodeSealer } from '@vitrine/core';

/** Use cases "save a card" and "verify a saved card" (shell-and-account.md §3 "Payment", §7; decisions 0183, 0435). */

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

/** A card frame's sealer in miniature: it "encrypts" with the key it is given, or refuses. */
function sealer(refuses = false): CardSealer & { seal: ReturnType<typeof vi.fn> } {
  return {
    seal: vi.fn(async (key: PaymentEncryptionKey) =>
      refuses
        ? { ok: false as const, error: { code: 'CARD_ENCRYPTION.INPUT_INVALID' as const, message: 'The card fields do not pass their checks' } }
        : { ok: true as const, value: { card: { encryptedCardNumber: `n@${key.encryptionId}`, encryptedSecurityCode: `c@${key.encryptionId}`, encryptionId: key.encryptionId }, expirationMonth: 4, expirationYear: 2031, nameOnCard: 'Roni Costa' } }),
  };
}
const card = (refuses = false) => ({ sealer: sealer(refuses), billing: { addressId: 'addr-1' } }) as const;

function ports(answers: Result<SavedPayment, SavedPaymentError>[] = [okSaved]) {
  const keys: PaymentKeyGateway = { getKey: vi.fn(async (options?: { readonly fresh?: boolean }) => (options?.fresh ? FRESH : KEY)) };
  const queue = [...answers];
  const next = async (..._args: unknown[]) => (queue.length > 1 ? queue.shift()! : queue[0]!);
  return { keys, payments: { addCard: vi.fn(next), verify: vi.fn(next) } };
}

/** The card frame's security-code mode in miniature: it "encrypts" the code it holds with the key it is given, or refuses. */
function codeSealer(refuses = false): SecurityCodeSealer & { seal: ReturnType<typeof vi.fn> } {
  return {
    seal: vi.fn(async (key: PaymentEncryptionKey) =>
      refuses ? { ok: false as const, error: { code: 'CARD_ENCRYPTION.INPUT_INVALID' as const, message: 'The security code does not pass its check' } } : { ok: true as const, value: { encrypted: `c@${key.encryptionId}`, encryptionId: key.encryptionId } }),
  };
}

describe('saveNewCard', () => {
  it('has the card sealed with the PXP key and sends the sealed card (ciphertexts, expiry, name), visible by default', async () => {
    const p = ports();
    const held = card();
    expect(await saveNewCard(p, held)).toEqual(okSaved);
    expect(held.sealer.seal).toHaveBeenCalledWith(KEY);
    expect(p.payments.addCard).toHaveBeenCalledWith({
      encryptedCardNumber: 'n@pxp-1',
      encryptedSecurityCode: 'c@pxp-1',
      encryptionId: 'pxp-1',
      expirationMonth: 4,
      expirationYear: 2031,
      nameOnCard: 'Roni Costa',
      billing: { addressId: 'addr-1' },
      visible: true,
    });
  });

  it('keeps visible false when asked', async () => {
    const p = ports();
    await saveNewCard(p, { ...card(), visible: false });
    expect(p.payments.addCard.mock.calls[0]![0]).toMatchObject({ visible: false });
  });

  it('retries once with a fresh key (sealed again) on PAYMENT.ENCRYPTION_KEY_EXPIRED, and returns a second expiry as it is', async () => {
    const once = ports([refused('PAYMENT.ENCRYPTION_KEY_EXPIRED'), okSaved]);
    const held = card();
    expect(await saveNewCard(once, held)).toEqual(okSaved);
    expect(once.keys.getKey).toHaveBeenLastCalledWith({ fresh: true });
    expect(held.sealer.seal).toHaveBeenLastCalledWith(FRESH);
    expect(once.payments.addCard.mock.calls[1]![0]).toMatchObject({ encryptionId: 'pxp-2', encryptedCardNumber: 'n@pxp-2' });
    const twice = ports([refused('PAYMENT.ENCRYPTION_KEY_EXPIRED')]);
    expect(await saveNewCard(twice, card())).toEqual(refused('PAYMENT.ENCRYPTION_KEY_EXPIRED'));
    expect(twice.payments.addCard).toHaveBeenCalledTimes(2);
  });

  it('returns other refusals without a retry', async () => {
    const p = ports([refused('PAYMENT.CARD_EXPIRED')]);
    expect(await saveNewCard(p, card())).toEqual(refused('PAYMENT.CARD_EXPIRED'));
    expect(p.payments.addCard).toHaveBeenCalledTimes(1);
  });

  it('answers PAYMENT.CARD_INVALID (reason ENCRYPTION, the sealer\'s code) and sends nothing when the sealer refuses', async () => {
    const p = ports();
    const result = await saveNewCard(p, card(true));
    expect(result).toEqual({ ok: false, error: { code: 'PAYMENT.CARD_INVALID', message: 'The card fields do not pass their checks', details: { reason: 'ENCRYPTION', code: 'CARD_ENCRYPTION.INPUT_INVALID' } } });
    expect(p.payments.addCard).not.toHaveBeenCalled();
  });
});

describe('verifySavedCard', () => {
  it('has the security code sealed with the PXP key and verifies the card with the ciphertext', async () => {
    const p = ports();
    const held = codeSealer();
    expect(await verifySavedCard(p, 'pay-1', held)).toEqual(okSaved);
    expect(held.seal).toHaveBeenCalledWith(KEY);
    expect(p.payments.verify).toHaveBeenCalledWith('pay-1', { encrypted: 'c@pxp-1', encryptionId: 'pxp-1' });
  });

  it('seals again with a fresh key once on PAYMENT.ENCRYPTION_KEY_EXPIRED', async () => {
    const p = ports([refused('PAYMENT.ENCRYPTION_KEY_EXPIRED'), okSaved]);
    const held = codeSealer();
    expect(await verifySavedCard(p, 'pay-1', held)).toEqual(okSaved);
    expect(held.seal).toHaveBeenLastCalledWith(FRESH);
    expect(p.payments.verify).toHaveBeenLastCalledWith('pay-1', { encrypted: 'c@pxp-2', encryptionId: 'pxp-2' });
  });

  it('answers PAYMENT.CARD_INVALID (reason ENCRYPTION, the sealer\'s code) and sends nothing when the sealer refuses', async () => {
    const p = ports();
    expect(await verifySavedCard(p, 'pay-1', codeSealer(true))).toEqual({
      ok: false,
      error: { code: 'PAYMENT.CARD_INVALID', message: 'The security code does not pass its check', details: { reason: 'ENCRYPTION', code: 'CARD_ENCRYPTION.INPUT_INVALID' } },
    });
    expect(p.payments.verify).not.toHaveBeenCalled();
  });
});
