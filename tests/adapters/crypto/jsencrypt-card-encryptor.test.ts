import crypto from 'node:crypto';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { JsEncryptCardEncryptor } from '../../../adapters/src/crypto/jsencrypt-card-encryptor.js';

/** JsEncryptCardEncryptor: RSA PKCS#1 v1.5 + base64 that node-forge (the sandbox's side) decrypts (shell-and-account.md §7). */

const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const key = { pem: publicKey, encryptionId: 'pxp-test-1', expiresAt: null };
const decrypt = (cipher: string) => forge.pki.privateKeyFromPem(privateKey).decrypt(forge.util.decode64(cipher), 'RSAES-PKCS1-V1_5');

describe('JsEncryptCardEncryptor', () => {
  const encryptor = new JsEncryptCardEncryptor();

  it('encrypts the digits of the number and the security code so that node-forge decrypts them', async () => {
    const result = await encryptor.encryptCard({ cardNumber: '4111 1111-1111 1111', securityCode: ' 123 ' }, key);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.encryptionId).toBe('pxp-test-1');
    expect(result.value.encryptedCardNumber).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(forge.util.decode64(result.value.encryptedCardNumber)).toHaveLength(256);
    expect(result.value.encryptedCardNumber).not.toContain('4111');
    expect(decrypt(result.value.encryptedCardNumber)).toBe('4111111111111111');
    expect(decrypt(result.value.encryptedSecurityCode!)).toBe('123');
  });

  it('pads randomly: the same number gives a different ciphertext each time', async () => {
    const a = await encryptor.encryptCard({ cardNumber: '5555555555554444' }, key);
    const b = await encryptor.encryptCard({ cardNumber: '5555555555554444' }, key);
    expect(a.ok && b.ok && a.value.encryptedCardNumber !== b.value.encryptedCardNumber).toBe(true);
    expect(a.ok && a.value.encryptedSecurityCode).toBeNull();
  });

  it('encrypts a security code alone for saved-card verification', async () => {
    const result = await encryptor.encryptSecurityCode('4321', key);
    expect(result.ok && decrypt(result.value.encrypted)).toBe('4321');
  });

  it('refuses bad input and a key that is not a PEM, without encrypting', async () => {
    await expect(encryptor.encryptCard({ cardNumber: '4111' }, key)).resolves.toMatchObject({ ok: false, error: { code: 'CARD_ENCRYPTION.INPUT_INVALID', details: { field: 'cardNumber' } } });
    await expect(encryptor.encryptCard({ cardNumber: '4111 1111 1111 111x' }, key)).resolves.toMatchObject({ ok: false, error: { code: 'CARD_ENCRYPTION.INPUT_INVALID' } });
    await expect(encryptor.encryptCard({ cardNumber: '4111111111111111', securityCode: '12' }, key)).resolves.toMatchObject({ ok: false, error: { details: { field: 'securityCode' } } });
    await expect(encryptor.encryptSecurityCode('12345', key)).resolves.toMatchObject({ ok: false, error: { code: 'CARD_ENCRYPTION.INPUT_INVALID' } });
    await expect(encryptor.encryptCard({ cardNumber: '4111111111111111' }, { ...key, pem: 'not a key' })).resolves.toMatchObject({ ok: false, error: { code: 'CARD_ENCRYPTION.KEY_INVALID' } });
  });

  it('reports a PEM it cannot use as FAILED or KEY_INVALID rather than throwing', async () => {
    const broken = { ...key, pem: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----\n' };
    const result = await encryptor.encryptCard({ cardNumber: '4111111111111111' }, broken);
    expect(result.ok ? 'ok' : result.error.code).toMatch(/^CARD_ENCRYPTION\.(FAILED|KEY_INVALID)$/);
  });
});
