import { domainError, err, ok, type CardEncryptionError, type CardEncryptor, type EncryptedCard, type PaymentEncryptionKey, type PaymentKeyGateway, type Result } from '@vitrine/core';

/**
 * PaymentKeyGateway and CardEncryptor in memory (shell-and-account.md §7; docs/checkout-api.md):
 * a fixed fake key that can be rotated, and an encryptor whose "ciphertext" is base64 of a marker
 * plus the digits, so InMemoryCheckout can read the test card back while no request or state holds
 * the number in clear. For tests, stories and offline demos only.
 */

const PREFIX = 'fake-pxp:';

/** ASCII only (digits and key ids); btoa/atob exist in browsers and Node ≥ 16. */
const base64 = (text: string): string => btoa(text);
const unbase64 = (text: string): string => atob(text);

/** Reads a {@link FakeCardEncryptor} ciphertext back: `{ encryptionId, plain }`, or null for anything else. */
export function decodeFakeCipher(cipher: string): { encryptionId: string; plain: string } | null {
  try {
    const text = unbase64(cipher);
    if (!text.startsWith(PREFIX)) return null;
    const [encryptionId, plain] = text.slice(PREFIX.length).split('|');
    return encryptionId !== undefined && plain !== undefined ? { encryptionId, plain } : null;
  } catch {
    return null;
  }
}

/** A fake PEM (not a real key: only the fake encryptor accepts it). */
export const FAKE_PEM = '-----BEGIN PUBLIC KEY-----\nRkFLRS1WSVRSSU5FLUtFWQ==\n-----END PUBLIC KEY-----\n';

/** PaymentKeyGateway in memory: one current key; `rotate()` issues a new encryptionId; `calls` counts fetches. */
export class InMemoryPaymentKey implements PaymentKeyGateway {
  private generation = 1;
  calls = 0;

  /** The encryption ids that are accepted (the current one and the one before it). */
  get acceptedIds(): readonly string[] {
    return [this.id(this.generation), ...(this.generation > 1 ? [this.id(this.generation - 1)] : [])];
  }

  private id(generation: number): string {
    return `pxp-fake-${generation}`;
  }

  async getKey(): Promise<PaymentEncryptionKey> {
    this.calls += 1;
    return { pem: FAKE_PEM, encryptionId: this.id(this.generation), expiresAt: null };
  }

  /** Replaces the key; the previous one stays accepted, older ones are refused. */
  rotate(): void {
    this.generation += 1;
  }
}

/** CardEncryptor in memory: same input checks and results as JsEncryptCardEncryptor, reversible by decodeFakeCipher. */
export class FakeCardEncryptor implements CardEncryptor {
  private static cipher(key: PaymentEncryptionKey, plain: string): string {
    return base64(`${PREFIX}${key.encryptionId}|${plain}`);
  }

  async encryptCard(input: { readonly cardNumber: string; readonly securityCode?: string }, key: PaymentEncryptionKey): Promise<Result<EncryptedCard, CardEncryptionError>> {
    const number = input.cardNumber.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(number)) return err(domainError('CARD_ENCRYPTION.INPUT_INVALID', 'A card number has 12 to 19 digits', { field: 'cardNumber' }));
    const code = input.securityCode?.trim();
    if (code !== undefined && !/^\d{3,4}$/.test(code)) return err(domainError('CARD_ENCRYPTION.INPUT_INVALID', 'A security code has 3 or 4 digits', { field: 'securityCode' }));
    if (!key.pem.includes('PUBLIC KEY')) return err(domainError('CARD_ENCRYPTION.KEY_INVALID', 'The payment key is not a PEM public key'));
    return ok({ encryptedCardNumber: FakeCardEncryptor.cipher(key, number), encryptedSecurityCode: code === undefined ? null : FakeCardEncryptor.cipher(key, code), encryptionId: key.encryptionId });
  }

  async encryptSecurityCode(securityCode: string, key: PaymentEncryptionKey): Promise<Result<{ readonly encrypted: string; readonly encryptionId: string }, CardEncryptionError>> {
    const code = securityCode.trim();
    if (!/^\d{3,4}$/.test(code)) return err(domainError('CARD_ENCRYPTION.INPUT_INVALID', 'A security code has 3 or 4 digits', { field: 'securityCode' }));
    return ok({ encrypted: FakeCardEncryptor.cipher(key, code), encryptionId: key.encryptionId });
  }
}
