import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipSegments, gzipWithGlue } from '../../sandbox/src/static/gzip-segments.js';

/**
 * A kept page compressed once, answered with a new nonce per answer (decision 0448): every answer
 * gunzips to exactly the page's parts joined with that answer's glue, whatever the parts look like.
 */
describe('gzip segments', () => {
  const joined = (parts: readonly Buffer[], glue: Buffer) => Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [glue, part])));
  const glueOf = (nonce = randomBytes(16).toString('base64')) => Buffer.from(`nonce="${nonce}"`);
  const gunzipWeb = async (bytes: Buffer) => Buffer.from(await new Response(new Blob([new Uint8Array(bytes)]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer());

  const page = (scripts: number) => {
    const html = ['<!doctype html><html><head><title>Hoodies – Vitrine</title></head><body>'];
    for (let i = 0; i < scripts; i += 1) html.push(`<div class="tile">${'Zip hoodie, organic cotton. '.repeat(40)}${i}</div><script nonce="RENDERED==">window.__v${i}=${i}</script>`);
    html.push('</body></html>');
    return html.join('\n').split('nonce="RENDERED=="').map((part) => Buffer.from(part));
  };

  it('gunzips, in zlib and in the web DecompressionStream, to the parts joined with each answer’s own nonce', async () => {
    const parts = page(6);
    expect(parts).toHaveLength(7);
    const segments = gzipSegments(parts);
    for (const glue of [glueOf(), glueOf(), glueOf('ünïcödé+/==')]) {
      const answer = gzipWithGlue(segments, glue);
      expect(answer.subarray(0, 3)).toEqual(Buffer.from([0x1f, 0x8b, 0x08]));
      expect(gunzipSync(answer).equals(joined(parts, glue))).toBe(true);
      expect((await gunzipWeb(answer)).equals(joined(parts, glue))).toBe(true);
    }
  });

  it('keeps the page compressed: an answer is a small fraction of the page', () => {
    const parts = page(12);
    const answer = gzipWithGlue(gzipSegments(parts), glueOf());
    const plain = joined(parts, glueOf());
    expect(answer.length).toBeLessThan(plain.length / 5);
  });

  it('handles a page without a nonce, empty parts (adjacent nonces, a nonce at either end) and an empty page', () => {
    const cases: Buffer[][] = [
      [Buffer.from('<html>no scripts</html>')],
      [Buffer.alloc(0), Buffer.from('<script '), Buffer.alloc(0), Buffer.from('></script>'), Buffer.alloc(0)],
      [Buffer.alloc(0)],
    ];
    for (const parts of cases) {
      const glue = glueOf();
      expect(gunzipSync(gzipWithGlue(gzipSegments(parts), glue)).equals(joined(parts, glue))).toBe(true);
    }
  });

  it('stores glue longer than one stored block (65,535 bytes) in several blocks', () => {
    const parts = [Buffer.from('<a '), Buffer.from(' b>')];
    const glue = Buffer.from('x'.repeat(70_000));
    const answer = gzipWithGlue(gzipSegments(parts), glue);
    expect(gunzipSync(answer).equals(joined(parts, glue))).toBe(true);
  });

  it('writes the CRC-32 and the length of the uncompressed answer in the trailer (RFC 1952)', () => {
    const parts = page(3);
    const glue = glueOf();
    const answer = gzipWithGlue(gzipSegments(parts), glue);
    const plain = joined(parts, glue);
    expect(answer.readUInt32LE(answer.length - 4)).toBe(plain.length);
    const corrupt = Buffer.from(answer);
    corrupt.writeUInt32LE((answer.readUInt32LE(answer.length - 8) ^ 1) >>> 0, answer.length - 8);
    expect(() => gunzipSync(corrupt)).toThrow(/incorrect data check/);
  });
});
