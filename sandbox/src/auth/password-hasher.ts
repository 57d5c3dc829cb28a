import crypto from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

/**
 * Password hashing (decision 0070): argon2id from `hash-wasm` (WebAssembly, no native build),
 * OWASP's minimum cost m = 19 MiB, t = 2, p = 1, 16-byte salt, 32-byte hash, stored as the PHC
 * string (`$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`). About 60-120 ms per hash or check on
 * this 2-core machine.
 */

/** argon2id cost: memory in KiB, iterations, lanes. */
export const ARGON2_COST = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

/** The password every seeded demo account has (docs/identity.md "Demo accounts"). */
export const DEMO_PASSWORD = 'Vitrine-demo-1';

/**
 * Hashes a password with a salt (16 random bytes unless given). Resolves with the PHC string.
 * Never rejects for any string input.
 */
export async function hashPassword(password: string, salt: Uint8Array = crypto.randomBytes(16)): Promise<string> {
  return argon2id({ password, salt, ...ARGON2_COST, outputType: 'encoded' });
}

/**
 * Checks a password against a stored PHC string (constant-time comparison inside hash-wasm).
 * Resolves false for a wrong password and for a malformed stored hash.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash: stored });
  } catch {
    return false;
  }
}

let demoHash: Promise<string> | undefined;

/**
 * The hash of {@link DEMO_PASSWORD} that every seeded account stores: computed once per process
 * with a salt derived from a fixed label, so a seed costs one hash instead of one per customer and
 * two seeds of the same input are identical (decision 0070). Accounts created or reset at run time
 * get their own random salt.
 */
export function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD, crypto.createHash('sha256').update('vitrine-demo-accounts').digest().subarray(0, 16));
  return demoHash;
}

/** The password rule, as the WEAK_PASSWORD message states it. */
export const PASSWORD_RULE = 'Passwords need at least 8 characters, with at least one letter and one digit';

/**
 * The password rule of account creation and resets (decision 0071): at least 8 characters (code
 * points), at most 128, at least one letter and one digit. Returns true when the password passes.
 */
export function isStrongPassword(password: unknown): password is string {
  if (typeof password !== 'string') return false;
  const length = [...password].length;
  return length >= 8 && length <= 128 && /\p{L}/u.test(password) && /\p{Nd}/u.test(password);
}
