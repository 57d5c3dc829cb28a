import { gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { compressJson, JSON_COMPRESSION_THRESHOLD_BYTES } from '../../sandbox/src/api/json-compression.js';

/** The API's JSON compression (decision 0458): one zlib call per answer, small answers plain, Vary kept right. */
describe('JSON compression', () => {
  const big = { items: Array.from({ length: 40 }, (_, i) => ({ itemId: `line-${i}`, displayName: `Product ${i}`, quantity: i })) };
  const small = { meta: { totalQuantity: 3 } };
  const app = new Hono();
  // As the sandbox app mounts them: the general compress middleware around the JSON one.
  app.use('*', compress());
  app.use('*', compressJson());
  app.get('/big', (c) => {
    c.header('Vary', 'Origin');
    c.header('ETag', '"v1"');
    c.header('Set-Cookie', 'a=1');
    c.header('Set-Cookie', 'b=2', { append: true });
    return c.json(big);
  });
  app.get('/small', (c) => c.json(small));
  app.get('/no-transform', (c) => {
    c.header('Cache-Control', 'no-transform');
    return c.json(big);
  });
  app.get('/html', (c) => c.html(`<p>${'page '.repeat(400)}</p>`));
  const get = (path: string, acceptEncoding?: string, method = 'GET') => app.request(path, { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a JSON answer of at least the threshold gzip, or deflate, with Vary: Accept-Encoding, a weak ETag and its length', async () => {
    expect(JSON.stringify(big).length).toBeGreaterThanOrEqual(JSON_COMPRESSION_THRESHOLD_BYTES);
    const gzip = await get('/big', 'gzip, deflate, br');
    const gzipped = Buffer.from(await gzip.arrayBuffer());
    expect([gzip.headers.get('content-encoding'), gzip.headers.get('vary'), gzip.headers.get('etag')]).toEqual(['gzip', 'Origin, Accept-Encoding', 'W/"v1"']);
    expect(gzip.headers.get('content-length')).toBe(String(gzipped.length));
    expect(gzipped.length).toBeLessThan(JSON.stringify(big).length / 2);
    expect(JSON.parse(gunzipSync(gzipped).toString())).toEqual(big);
    expect(gzip.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    const deflate = await get('/big', 'deflate');
    expect(deflate.headers.get('content-encoding')).toBe('deflate');
    expect(JSON.parse(inflateSync(Buffer.from(await deflate.arrayBuffer())).toString())).toEqual(big);
  });

  it('sends it plain to a client that accepts no compression, still varying on Accept-Encoding', async () => {
    for (const accepted of [undefined, 'identity', 'br']) {
      const res = await get('/big', accepted);
      expect([res.headers.get('content-encoding'), res.headers.get('vary')]).toEqual([null, 'Origin, Accept-Encoding']);
      expect(await res.json()).toEqual(big);
    }
  });

  it('sends a small JSON answer plain with its length and no Vary', async () => {
    const res = await get('/small', 'gzip, deflate');
    const text = await res.text();
    expect([res.headers.get('content-encoding'), res.headers.get('vary'), res.headers.get('content-length')]).toEqual([null, null, String(Buffer.byteLength(text))]);
    expect(JSON.parse(text)).toEqual(small);
  });

  it('leaves no-transform answers, HEAD and other content types to the general compress middleware', async () => {
    const kept = await get('/no-transform', 'gzip');
    expect([kept.headers.get('content-encoding'), kept.headers.get('content-length')]).toEqual([null, null]);
    expect(await kept.json()).toEqual(big);
    const head = await get('/big', 'gzip', 'HEAD');
    expect(head.headers.get('content-encoding')).toBeNull();
    const html = await get('/html', 'gzip');
    expect([html.headers.get('content-encoding'), html.headers.get('content-length')]).toEqual(['gzip', null]);
  });
});
