import crypto from 'node:crypto';
import forge from 'node-forge';
import type { PxpPublicKeyDto } from '@vitrine/contract';
import { ApiError } from '../api/api-error.js';
import type { Db } from '../db/db.js';

/**
 * PXP key pairs for client-side card encryption (shell-and-account.md §7 pxp-public-key; decision
 * 0106). A 2048-bit RSA pair is generated when no key is current, is current for
 * {@link KEY_CURRENT_MS} and is still accepted for {@link KEY_GRACE_MS} after that, so a shopper who
 * fetched the key just before a rotation can still pay. Private keys never leave the database.
 */

/** How long a key is handed out (ms): 24 hours. */
export const KEY_CURRENT_MS = 24 * 60 * 60 * 1000;
/** How long a replaced key is still accepted (ms): 1 hour. */
export const KEY_GRACE_MS = 60 * 60 * 1000;

interface KeyRow {
  encryption_id: string;
  public_pem: string;
  private_pem: string;
  current_until: Date;
  accepted_until: Date;
}

/** One generation at a time per database handle (parallel first requests share it). */
const generating = new WeakMap<Db, Promise<KeyRow>>();
/** Parsed private keys by encryption id (parsing a PEM costs ~10 ms). */
const parsed = new Map<string, forge.pki.rsa.PrivateKey>();

const day = (now: number) => new Date(now).toISOString().slice(0, 10).replace(/-/g, '');

async function generateKey(db: Db, now: number): Promise<KeyRow> {
  const { publicKey, privateKey } = await new Promise<{ publicKey: string; privateKey: string }>((resolve, reject) =>
    crypto.generateKeyPair(
      'rsa',
      { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } },
      (error, pub, priv) => (error ? reject(error) : resolve({ publicKey: pub, privateKey: priv })),
    ),
  );
  const row: KeyRow = {
    encryption_id: `pxp-${day(now)}-${crypto.randomBytes(4).toString('hex')}`,
    public_pem: publicKey,
    private_pem: privateKey,
    current_until: new Date(now + KEY_CURRENT_MS),
    accepted_until: new Date(now + KEY_CURRENT_MS + KEY_GRACE_MS),
  };
  await db.query(
    'insert into payment_key (encryption_id, public_pem, private_pem, created_at, current_until, accepted_until) values ($1, $2, $3, $4, $5, $6)',
    [row.encryption_id, row.public_pem, row.private_pem, new Date(now), row.current_until, row.accepted_until],
  );
  return row;
}

/**
 * The key to hand out at `now` (epoch ms), generating one when none is current (~0.1-1 s).
 * Resolves with GET /catalog/v0/{siteId}/configuration/pxp-public-key's answer.
 */
export async function currentPublicKey(db: Db, now: number): Promise<PxpPublicKeyDto> {
  const [current] = await db.query<KeyRow>('select * from payment_key where current_until > $1 order by current_until desc limit 1', [new Date(now)]);
  let row = current;
  if (!row) {
    let pending = generating.get(db);
    if (!pending) {
      pending = generateKey(db, now).finally(() => generating.delete(db));
      generating.set(db, pending);
    }
    row = await pending;
  }
  return { publicEncryptionKey: { pem: row.public_pem }, encryptionId: row.encryption_id, expiresAt: new Date(row.current_until).getTime() };
}

/**
 * Decrypts a base64 RSA PKCS#1 v1.5 ciphertext made with the key `encryptionId` (jsencrypt's
 * `encrypt`) with node-forge (Node 20 refuses PKCS#1 v1.5 privateDecrypt). Throws 400
 * ENCRYPTION_KEY_EXPIRED when the id is unknown or no longer accepted at `now`, 400
 * DECRYPTION_FAILED when the text is not such a ciphertext. The plain text is returned to the
 * caller only; nothing is logged.
 */
export async function decryptWithKey(db: Db, encryptionId: unknown, ciphertext: unknown, now: number): Promise<string> {
  if (typeof encryptionId !== 'string' || encryptionId === '') throw new ApiError(400, 'ENCRYPTION_KEY_EXPIRED', 'The encryption key is unknown: fetch the key again', { encryptionId: null });
  let key = parsed.get(encryptionId);
  const [row] = await db.query<KeyRow>('select * from payment_key where encryption_id = $1 and accepted_until > $2', [encryptionId, new Date(now)]);
  if (!row) throw new ApiError(400, 'ENCRYPTION_KEY_EXPIRED', 'The encryption key has expired: fetch the key again', { encryptionId });
  if (!key) {
    key = forge.pki.privateKeyFromPem(row.private_pem) as forge.pki.rsa.PrivateKey;
    parsed.set(encryptionId, key);
  }
  if (typeof ciphertext !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(ciphertext)) throw new ApiError(400, 'DECRYPTION_FAILED', 'The encrypted value could not be read');
  try {
    return key.decrypt(forge.util.decode64(ciphertext), 'RSAES-PKCS1-V1_5');
  } catch {
    throw new ApiError(400, 'DECRYPTION_FAILED', 'The encrypted value could not be read');
  }
}
