/**
 * The PXP public key the card number is encrypted with (shell-and-account.md §7 "GET
 * /catalog/v0/{siteId}/configuration/pxp-public-key returns publicEncryptionKey.pem and
 * encryptionId"; decision 0106).
 */
export interface PaymentEncryptionKey {
  /** SPKI PEM, '-----BEGIN PUBLIC KEY-----…'. */
  readonly pem: string;
  /** Sent back with every ciphertext so the server picks the right private key. */
  readonly encryptionId: string;
  /** Epoch ms after which the server stops accepting it; null when the server did not say. */
  readonly expiresAt: number | null;
}

/**
 * True when a cached key should be fetched again before use: its expiry is known and less than
 * `marginMs` (default 60 000 ms) away from `now` (epoch ms). Pure.
 */
export function isPaymentKeyStale(key: PaymentEncryptionKey, now: number, marginMs = 60_000): boolean {
  return key.expiresAt !== null && key.expiresAt - marginMs <= now;
}
