import { describe, expect, it } from 'vitest';
import { cspNonce, NONCE_BYTES, NoncePool } from '../../sandbox/src/api/csp-nonce.js';

/** CSP nonces from pooled CSPRNG bytes (decision 0458): 16 bytes each, base64, never handed out twice. */
describe('CSP nonce pool', () => {
  const BASE64_16 = /^[A-Za-z0-9+/]{22}==$/;

  it('hands out 16-byte base64 nonces, distinct over many draws', () => {
    const drawn = Array.from({ length: 20_000 }, () => cspNonce());
    for (const nonce of drawn.slice(0, 300)) {
      expect(nonce).toMatch(BASE64_16);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(NONCE_BYTES);
    }
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('fills its buffer once per poolBytes / 16 nonces and cuts each nonce from bytes not used before', () => {
    let fills = 0;
    // A counting fill: every byte of a filling is its filling's number and its place, so a reused byte would repeat a nonce.
    const pool = new NoncePool(64, (buffer) => {
      fills += 1;
      for (let i = 0; i < buffer.length; i += 1) buffer[i] = (fills * 64 + i) % 256;
    });
    expect(fills).toBe(0);
    const first = Array.from({ length: 4 }, () => pool.next());
    expect(fills).toBe(1);
    expect(first.map((n) => [...Buffer.from(n, 'base64')])).toEqual([0, 1, 2, 3].map((k) => Array.from({ length: 16 }, (_, i) => (64 + k * 16 + i) % 256)));
    const second = pool.next();
    expect(fills).toBe(2);
    expect([...Buffer.from(second, 'base64')]).toEqual(Array.from({ length: 16 }, (_, i) => (128 + i) % 256));
    expect(new Set([...first, second]).size).toBe(5);
  });

  it('refuses a buffer size that is not a positive multiple of 16 bytes', () => {
    for (const size of [0, -16, 15, 4097, 1.5]) expect(() => new NoncePool(size)).toThrow(RangeError);
  });
});
