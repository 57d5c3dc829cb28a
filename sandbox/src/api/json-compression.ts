import { deflateSync, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { encodingFor } from './accept-encoding.js';

/** JSON answers smaller than this many bytes go out uncompressed: the compression costs more than the bytes it saves. */
export const JSON_COMPRESSION_THRESHOLD_BYTES = 1024;

/** The zlib level of JSON answers: 1, the fastest; JSON's repeated keys compress well even so. */
export const JSON_COMPRESSION_LEVEL = 1;

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*(?:\*|accept-encoding)\s*(?:,|$)/i;

/**
 * Hono middleware compressing the API's JSON answers in one synchronous zlib call (decision 0458)
 * instead of a CompressionStream per answer: an `application/json` answer of at least
 * `thresholdBytes` (default {@link JSON_COMPRESSION_THRESHOLD_BYTES}) is sent gzip or deflate, as
 * the request's Accept-Encoding chooses (gzip first), at zlib level `level` (default
 * {@link JSON_COMPRESSION_LEVEL}), with `Vary: Accept-Encoding` and a weakened ETag; a smaller one
 * goes out plain with its Content-Length and no Vary (it never varies). Every answer it handles
 * carries Content-Length, so the general compress middleware around it leaves it alone. Answers
 * to HEAD, 206 answers, answers already encoded or marked `no-transform` and other content types
 * pass through unchanged. Throws only what the handlers below it throw.
 */
export function compressJson(options: { thresholdBytes?: number; level?: number } = {}): MiddlewareHandler {
  const threshold = options.thresholdBytes ?? JSON_COMPRESSION_THRESHOLD_BYTES;
  const level = options.level ?? JSON_COMPRESSION_LEVEL;
  return async (c, next) => {
    await next();
    const res = c.res;
    if (
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      res.body === null ||
      res.headers.has('content-encoding') ||
      res.headers.has('transfer-encoding') ||
      !/^application\/json\b/i.test(res.headers.get('content-type') ?? '') ||
      NO_TRANSFORM.test(res.headers.get('cache-control') ?? '')
    ) {
      return;
    }
    const plain = new Uint8Array(await res.arrayBuffer());
    // The headers are set on the answer being replaced: Hono copies its headers onto the new one.
    const headers = res.headers;
    const encoding = plain.byteLength < threshold ? null : encodingFor(c.req.header('accept-encoding') ?? null);
    if (plain.byteLength >= threshold) {
      const vary = headers.get('vary');
      if (!vary || !VARY_ACCEPT_ENCODING.test(vary)) headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    let body: Uint8Array = plain;
    if (encoding) {
      body = encoding === 'gzip' ? gzipSync(plain, { level }) : deflateSync(plain, { level });
      headers.set('content-encoding', encoding);
      const etag = headers.get('etag');
      if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
    }
    headers.set('content-length', String(body.byteLength));
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}
