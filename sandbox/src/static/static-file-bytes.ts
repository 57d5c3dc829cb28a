import { constants, deflateSync, gzipSync } from 'node:zlib';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import type { Encoding } from '../api/accept-encoding.js';

/** Files smaller than this many bytes go out plain: the compress middleware's own threshold. */
export const STATIC_COMPRESSION_THRESHOLD_BYTES = 1024;

/** At most this many bytes (plain and compressed together) are kept in memory; later files are read per request. */
export const STATIC_BYTES_LIMIT = 64 * 1024 * 1024;

/** What a built file's answer carries: its body, the encoding it is in (null: plain) and whether it varies by Accept-Encoding. */
export interface StaticFileAnswer {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly encoding: Encoding | null;
  readonly varies: boolean;
}

/** A file as the server found it: its path and the size (bytes) and modification time (ms) it was stat'ed with. */
export interface StaticFileVersion {
  readonly file: string;
  readonly size: number;
  readonly mtimeMs: number;
}

interface Entry {
  readonly version: string;
  readonly plain: Buffer<ArrayBuffer>;
  readonly encoded: Partial<Record<Encoding, Buffer<ArrayBuffer>>>;
}

/**
 * The built client's files, read once and compressed once per encoding (decision 0470), instead of
 * a disk read and a CompressionStream per request: a page load asks for about a hundred scripts,
 * and compressing each per answer cost the server about 0.8 s of CPU in one profiled page load,
 * on the machine that runs the browser too. An entry is keyed by path, size and modification time, so a rebuilt
 * file is read again. Compressible types (the compress middleware's list) of at least
 * {@link STATIC_COMPRESSION_THRESHOLD_BYTES} are compressed at zlib's best level (once, so the
 * smallest bytes); others go out as they are. Past {@link STATIC_BYTES_LIMIT} bytes kept, files
 * are answered the same way but not kept. `read` throws what the file system throws (the caller
 * answers 404 or 500).
 */
export class StaticFileBytes {
  private readonly entries = new Map<string, Entry>();
  private keptBytes = 0;

  constructor(
    private readonly read: (file: string) => Promise<Buffer<ArrayBuffer>>,
    private readonly limitBytes: number = STATIC_BYTES_LIMIT,
  ) {}

  /**
   * The answer for `found` of type `contentType` to a client that accepts `encoding` (as
   * `encodingFor` chose from its Accept-Encoding: null or undefined for plain).
   */
  async answer(found: StaticFileVersion, contentType: string, encoding: Encoding | null | undefined): Promise<StaticFileAnswer> {
    const version = `${found.size}:${found.mtimeMs}`;
    let entry = this.entries.get(found.file);
    if (entry?.version !== version) {
      const plain = await this.read(found.file);
      // Another request for the file may have read it meanwhile: keep one entry, counted once.
      const current = this.entries.get(found.file);
      if (current?.version === version) entry = current;
      else {
        if (current) this.forget(found.file, current);
        entry = { version, plain, encoded: {} };
        if (this.keptBytes + plain.byteLength <= this.limitBytes) {
          this.entries.set(found.file, entry);
          this.keptBytes += plain.byteLength;
        }
      }
    }
    const varies = entry.plain.byteLength >= STATIC_COMPRESSION_THRESHOLD_BYTES && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);
    if (!varies || !encoding) return { body: entry.plain, encoding: null, varies };
    let encoded = entry.encoded[encoding];
    if (!encoded) {
      encoded = encoding === 'gzip' ? gzipSync(entry.plain, { level: constants.Z_BEST_COMPRESSION }) : deflateSync(entry.plain, { level: constants.Z_BEST_COMPRESSION });
      if (this.entries.get(found.file) === entry && this.keptBytes + encoded.byteLength <= this.limitBytes) {
        entry.encoded[encoding] = encoded;
        this.keptBytes += encoded.byteLength;
      }
    }
    return { body: encoded, encoding, varies };
  }

  private forget(file: string, entry: Entry): void {
    this.entries.delete(file);
    this.keptBytes -= entry.plain.byteLength + Object.values(entry.encoded).reduce((sum, b) => sum + b.byteLength, 0);
  }
}
