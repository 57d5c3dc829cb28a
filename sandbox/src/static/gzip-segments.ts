import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A kept page compressed once for gzip answers that differ only in their CSP nonce (decision 0448):
 * each static part of the page (the bytes between two nonces) as its own raw DEFLATE stream ended
 * with a sync flush, so the parts can be strung together with the per-answer nonce between them.
 */
export interface GzipSegments {
  /** The page's uncompressed parts, as cut at the nonce (the CRC-32 of each answer is computed over them). */
  readonly parts: readonly Buffer[];
  /** Each part as raw DEFLATE blocks (RFC 1951) without a final block, byte-aligned by a sync flush. */
  readonly deflated: readonly Buffer[];
  /** The uncompressed length of all parts together, bytes. */
  readonly partsLength: number;
}

/** RFC 1952 §2.3 member header: ID1 ID2, CM = 8 (deflate), no flags, no modification time, no extra flags, OS = 255 (unknown). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** An empty final block with fixed Huffman codes (RFC 1951 §3.2.6: BFINAL 1, BTYPE 01, end-of-block code 0000000): the end of the DEFLATE stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
/** Largest LEN of one stored block (RFC 1951 §3.2.4), bytes. */
const STORED_MAX = 0xffff;

/**
 * Compresses a page's parts once (decision 0448). `parts` are the page's UTF-8 bytes cut where the
 * CSP nonce glue stands (as the page cache keeps them, decision 0291); each is deflated on its own
 * (zlib's default level, as the compress middleware's CompressionStream) and ended with Z_SYNC_FLUSH,
 * so no back-reference crosses into another part and each ends on a byte boundary. Costs one
 * compression of the page (a few ms for 100 KB); pure, throws only what zlib throws.
 */
export function gzipSegments(parts: readonly Buffer[]): GzipSegments {
  const deflated = parts.map((part) => (part.length === 0 ? Buffer.alloc(0) : deflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH })));
  return { parts, deflated, partsLength: parts.reduce((sum, part) => sum + part.length, 0) };
}

/** `bytes` as non-final stored blocks (RFC 1951 §3.2.4), starting on a byte boundary: a 5-byte header per 65,535 bytes. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += STORED_MAX) {
    const chunk = bytes.subarray(start, start + STORED_MAX);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

/**
 * One gzip answer (RFC 1952) of the page `segments` were made from, with `glue` (the answer's
 * `nonce="…"`, UTF-8) between each two parts: gunzipped, it is byte for byte the page's parts joined
 * with `glue`. Costs one CRC-32 pass over the page (zlib.crc32) and one copy of the compressed bytes;
 * nothing is compressed per answer (the glue goes in as a stored block). Result: the whole gzip
 * member as one Buffer. Pure; never throws.
 */
export function gzipWithGlue(segments: GzipSegments, glue: Buffer): Buffer {
  const { parts, deflated } = segments;
  const chunks: Buffer[] = [GZIP_HEADER];
  const gluedBlocks = storedBlocks(glue);
  let crc = 0;
  for (let i = 0; i < parts.length; i += 1) {
    if (i > 0) {
      chunks.push(...gluedBlocks);
      crc = crc32(glue, crc);
    }
    chunks.push(deflated[i]!);
    crc = crc32(parts[i]!, crc);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((segments.partsLength + glue.length * Math.max(parts.length - 1, 0)) % 2 ** 32, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}
