import { gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { STATIC_COMPRESSION_THRESHOLD_BYTES, StaticFileBytes, type StaticFileVersion } from '../../sandbox/src/static/static-file-bytes.js';

const SCRIPT = Buffer.from(`export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `word ${i}`))};`);
const JS = 'text/javascript; charset=utf-8';

/** A reader over named buffers that counts its reads. */
function reader(files: Record<string, Buffer>) {
  const reads: string[] = [];
  const read = async (file: string) => {
    reads.push(file);
    const bytes = files[file];
    if (!bytes) throw Object.assign(new Error(`ENOENT: ${file}`), { code: 'ENOENT' });
    return Buffer.from(bytes);
  };
  return { read, reads };
}

const version = (file: string, size: number, mtimeMs = 1): StaticFileVersion => ({ file, size, mtimeMs });

describe('StaticFileBytes: built files read and compressed once (decision 0470)', () => {
  it('reads a file once and compresses it once per encoding, for every later answer', async () => {
    const { read, reads } = reader({ '/a.js': SCRIPT });
    const bytes = new StaticFileBytes(read);
    const first = await bytes.answer(version('/a.js', SCRIPT.byteLength), JS, 'gzip');
    const again = await bytes.answer(version('/a.js', SCRIPT.byteLength), JS, 'gzip');
    expect(first).toMatchObject({ encoding: 'gzip', varies: true });
    expect(again.body).toBe(first.body);
    expect(gunzipSync(first.body).equals(SCRIPT)).toBe(true);
    const deflated = await bytes.answer(version('/a.js', SCRIPT.byteLength), JS, 'deflate');
    expect(inflateSync(deflated.body).equals(SCRIPT)).toBe(true);
    expect(reads).toEqual(['/a.js']);
  });

  it('answers plain, still varying by Accept-Encoding, to a client that accepts no compression', async () => {
    const { read } = reader({ '/a.js': SCRIPT });
    const bytes = new StaticFileBytes(read);
    for (const encoding of [null, undefined]) {
      const answer = await bytes.answer(version('/a.js', SCRIPT.byteLength), JS, encoding);
      expect([answer.encoding, answer.varies, Buffer.from(answer.body).equals(SCRIPT)]).toEqual([null, true, true]);
    }
  });

  it('never compresses a file under the threshold nor a type the compress middleware leaves alone', async () => {
    const small = Buffer.from('x'.repeat(STATIC_COMPRESSION_THRESHOLD_BYTES - 1));
    const image = Buffer.alloc(4096, 7);
    const { read } = reader({ '/small.js': small, '/a.avif': image });
    const bytes = new StaticFileBytes(read);
    expect(await bytes.answer(version('/small.js', small.byteLength), JS, 'gzip')).toMatchObject({ encoding: null, varies: false });
    const picture = await bytes.answer(version('/a.avif', image.byteLength), 'image/avif', 'gzip');
    expect([picture.encoding, picture.varies, picture.body.byteLength]).toEqual([null, false, 4096]);
  });

  it('reads a file again once its size or modification time changed (a rebuild)', async () => {
    const files = { '/a.js': SCRIPT };
    const { read, reads } = reader(files);
    const bytes = new StaticFileBytes(read);
    await bytes.answer(version('/a.js', SCRIPT.byteLength, 1), JS, 'gzip');
    const rebuilt = Buffer.concat([SCRIPT, Buffer.from('\n// rebuilt')]);
    files['/a.js'] = rebuilt;
    const answer = await bytes.answer(version('/a.js', rebuilt.byteLength, 2), JS, 'gzip');
    expect(gunzipSync(answer.body).equals(rebuilt)).toBe(true);
    expect(reads).toEqual(['/a.js', '/a.js']);
  });

  it('past its byte limit, answers the same bytes without keeping them', async () => {
    const { read, reads } = reader({ '/a.js': SCRIPT, '/b.js': SCRIPT });
    const bytes = new StaticFileBytes(read, SCRIPT.byteLength + 200);
    await bytes.answer(version('/a.js', SCRIPT.byteLength), JS, null);
    const b1 = await bytes.answer(version('/b.js', SCRIPT.byteLength), JS, 'gzip');
    const b2 = await bytes.answer(version('/b.js', SCRIPT.byteLength), JS, 'gzip');
    expect(gunzipSync(b2.body).equals(SCRIPT)).toBe(true);
    expect(b2.body).not.toBe(b1.body);
    await bytes.answer(version('/a.js', SCRIPT.byteLength), JS, null);
    expect(reads).toEqual(['/a.js', '/b.js', '/b.js']);
  });

  it('keeps one entry when two first requests for a file read it at once', async () => {
    const { read, reads } = reader({ '/a.js': SCRIPT });
    const bytes = new StaticFileBytes(read);
    const [a, b] = await Promise.all([bytes.answer(version('/a.js', SCRIPT.byteLength), JS, null), bytes.answer(version('/a.js', SCRIPT.byteLength), JS, null)]);
    expect(Buffer.from(a.body).equals(SCRIPT) && Buffer.from(b.body).equals(SCRIPT)).toBe(true);
    const later = await bytes.answer(version('/a.js', SCRIPT.byteLength), JS, null);
    expect(later.body).toBe(a.body);
    expect(reads).toEqual(['/a.js', '/a.js']);
  });

  it('passes on the file system’s error', async () => {
    const { read } = reader({});
    await expect(new StaticFileBytes(read).answer(version('/gone.js', 10), JS, 'gzip')).rejects.toThrow('ENOENT');
  });
});
