import { randomFillSync } from 'node:crypto';

/** The random bytes of one CSP nonce (decision 0291): 16, so 24 characters of base64. */
export const NONCE_BYTES = 16;

/** How many random bytes the process-wide pool draws at once: 256 nonces. */
export const NONCE_POOL_BYTES = 4096;

/**
 * CSP nonces cut from a buffer of CSPRNG bytes (decision 0458): one `randomFillSync` call per
 * `poolBytes / 16` nonces instead of one per response. Each nonce is the next 16 unused bytes, base64;
 * no byte is handed out twice, and the buffer is filled again (with fresh random bytes) once used up.
 */
export class NoncePool {
  private readonly buffer: Buffer;
  private offset: number;

  /**
   * `poolBytes`: the buffer's size in bytes, a positive multiple of {@link NONCE_BYTES} (else a
   * RangeError); `fill`: what fills it with random bytes (node's CSPRNG; tests count the refills).
   */
  constructor(
    poolBytes: number = NONCE_POOL_BYTES,
    private readonly fill: (buffer: Buffer) => void = (buffer) => void randomFillSync(buffer),
  ) {
    if (!Number.isInteger(poolBytes) || poolBytes <= 0 || poolBytes % NONCE_BYTES !== 0) throw new RangeError(`poolBytes must be a positive multiple of ${NONCE_BYTES}, not ${poolBytes}`);
    this.buffer = Buffer.alloc(poolBytes);
    this.offset = poolBytes;
  }

  /** The next nonce: 16 random bytes never handed out before, base64 (24 characters). Never throws. */
  next(): string {
    if (this.offset === this.buffer.length) {
      this.fill(this.buffer);
      this.offset = 0;
    }
    const nonce = this.buffer.toString('base64', this.offset, this.offset + NONCE_BYTES);
    this.offset += NONCE_BYTES;
    return nonce;
  }
}

const shared = new NoncePool();

/** A fresh CSP nonce from the process-wide {@link NoncePool}: 16 random bytes, base64. Used by every response's CSP. */
export const cspNonce = (): string => shared.next();
