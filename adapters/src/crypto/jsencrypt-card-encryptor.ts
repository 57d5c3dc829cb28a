import { domainError, err, ok, type CardEncryptionError, type CardEncryptor, type EncryptedCard, type PaymentEncryptionKey, type Result } from '@vitrine/core';

type JsEncryptInstance = { setPublicKey(pem: string): void; encrypt(text: string): string | false };
type JsEncryptClass = new () => JsEncryptInstance;

let loading: Promise<JsEncryptClass> | null = null;
const loadJsEncrypt = (): Promise<JsEncryptClass> => (loading ??= import('jsencrypt').then((m) => (m.JSEncrypt ?? m.default) as unknown as JsEncryptClass));

const CARD_NUMBER = /^\d{12,19}$/;
const SECURITY_CODE = /^\d{3,4}$/;
const PEM = /^-----BEGIN (RSA )?PUBLIC KEY-----[\s\S]+-----END (RSA )?PUBLIC KEY-----\s*$/;

const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

/**
 * CardEncryptor on jsencrypt 3.5.4 (shell-and-account.md §7 "The card number is encrypted
 * client-side with RSA using the fetched key, and the gateway becomes PXP"; decision 0106): RSA
 * PKCS#1 v1.5 with the PXP public key, base64 — what the sandbox decrypts with node-forge.
 * jsencrypt is imported on first use, so it lands in the payment step's chunk only. Inputs are
 * never logged or kept.
 */
export class JsEncryptCardEncryptor implements CardEncryptor {
  private async encryptor(key: PaymentEncryptionKey): Promise<Result<JsEncryptInstance, CardEncryptionError>> {
    if (!PEM.test(key.pem.trim())) return err(domainError('CARD_ENCRYPTION.KEY_INVALID', 'The payment key is not a PEM public key'));
    const JSEncrypt = await loadJsEncrypt();
    const instance = new JSEncrypt();
    try {
      instance.setPublicKey(key.pem);
    } catch {
      return err(domainError('CARD_ENCRYPTION.KEY_INVALID', 'The payment key could not be read'));
    }
    return ok(instance);
  }

  private static run(instance: JsEncryptInstance, text: string): Result<string, CardEncryptionError> {
    let cipher: string | false;
    try {
      cipher = instance.encrypt(text);
    } catch {
      cipher = false;
    }
    return cipher ? ok(cipher) : err(domainError('CARD_ENCRYPTION.FAILED', 'The card could not be encrypted'));
  }

  async encryptCard(input: { readonly cardNumber: string; readonly securityCode?: string }, key: PaymentEncryptionKey): Promise<Result<EncryptedCard, CardEncryptionError>> {
    const number = digitsOf(input.cardNumber);
    const code = input.securityCode === undefined ? null : input.securityCode.trim();
    if (!CARD_NUMBER.test(number)) return err(domainError('CARD_ENCRYPTION.INPUT_INVALID', 'A card number has 12 to 19 digits', { field: 'cardNumber' }));
    if (code !== null && !SECURITY_CODE.test(code)) return err(domainError('CARD_ENCRYPTION.INPUT_INVALID', 'A security code has 3 or 4 digits', { field: 'securityCode' }));
    const instance = await this.encryptor(key);
    if (!instance.ok) return instance;
    const encryptedNumber = JsEncryptCardEncryptor.run(instance.value, number);
    if (!encryptedNumber.ok) return encryptedNumber;
    let encryptedSecurityCode: string | null = null;
    if (code !== null) {
      const encrypted = JsEncryptCardEncryptor.run(instance.value, code);
      if (!encrypted.ok) return encrypted;
      encryptedSecurityCode = encrypted.value;
    }
    return ok({ encryptedCardNumber: encryptedNumber.value, encryptedSecurityCode, encryptionId: key.encryptionId });
  }

  async encryptSecurityCode(securityCode: string, key: PaymentEncryptionKey): Promise<Result<{ readonly encrypted: string; readonly encryptionId: string }, CardEncryptionError>> {
    const code = securityCode.trim();
    if (!SECURITY_CODE.test(code)) return err(domainError('CARD_ENCRYPTION.INPUT_INVALID', 'A security code has 3 or 4 digits', { field: 'securityCode' }));
    const instance = await this.encryptor(key);
    if (!instance.ok) return instance;
    const encrypted = JsEncryptCardEncryptor.run(instance.value, code);
    return encrypted.ok ? ok({ encrypted: encrypted.value, encryptionId: key.encryptionId }) : encrypted;
  }
}
