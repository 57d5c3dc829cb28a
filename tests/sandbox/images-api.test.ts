import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENCODER_QUALITY, IMAGE_WIDTHS, negotiateFormat, safeRelativePath, snapWidth } from '../../sandbox/src/images/image-service.js';
import { SandboxHarness } from './sandbox-harness.js';

const LUMA = '/api/images/luma/w/j/wj03-red_main.jpg';
const SPREE = '/api/images/spree/automatic-espresso-machine-matte-black.webp';

describe('image service', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());

  const get = (url: string, accept?: string) => h.raw('GET', url, { headers: accept ? { accept } : {} });

  it('snaps widths up to the spec’s widths, the largest above it', () => {
    expect(IMAGE_WIDTHS).toEqual([100, 360, 540, 640, 720, 960, 1080, 1314]);
    expect([1, 100, 101, 500, 640, 641, 1200, 1314, 5000].map(snapWidth)).toEqual([100, 100, 360, 540, 640, 720, 1314, 1314, 1314]);
  });

  it('negotiates AVIF, then WebP, then JPEG', () => {
    expect(negotiateFormat('image/avif,image/webp,*/*')).toBe('avif');
    expect(negotiateFormat('image/webp,*/*')).toBe('webp');
    expect(negotiateFormat('*/*')).toBe('jpeg');
    expect(negotiateFormat(undefined)).toBe('jpeg');
  });

  it('serves a resized AVIF with immutable caching and Vary: Accept', async () => {
    const res = await get(`${LUMA}?w=300`, 'image/avif,image/webp,*/*');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/avif');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toMatch(/Accept/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(['heif', 360]);
  });

  it('serves WebP and JPEG by Accept, the default width without w, the largest width above it', async () => {
    const webp = await get(`${LUMA}?w=100`, 'image/webp');
    const webpMeta = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
    expect([webp.headers.get('content-type'), webpMeta.format, webpMeta.width]).toEqual(['image/webp', 'webp', 100]);
    const jpeg = await get(LUMA);
    const jpegMeta = await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata();
    expect([jpeg.headers.get('content-type'), jpegMeta.format, jpegMeta.width]).toEqual(['image/jpeg', 'jpeg', 640]);
    const huge = await get(`${LUMA}?w=4000`, 'image/webp');
    expect(huge.headers.get('x-vitrine-image-width')).toBe('1314');
  });

  it('encodes AVIF and WebP at their equivalents of JPEG quality 80, so neither is heavier than the JPEG (decision 0281)', async () => {
    expect(ENCODER_QUALITY).toEqual({ jpeg: 80, webp: 80, avif: 50 });
    const size = async (accept: string) => (await (await get(`${LUMA}?w=540`, accept)).arrayBuffer()).byteLength;
    const [avif, webp, jpeg] = [await size('image/avif'), await size('image/webp'), await size('image/jpeg')];
    expect(avif).toBeLessThan(jpeg);
    expect(webp).toBeLessThan(jpeg);
  });

  it('never enlarges: the subset keeps photos at most 720 px wide (decision 0120)', async () => {
    const res = await get(`${SPREE}?w=1314`, 'image/webp');
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(720);
  });

  it('caches each width and format on disk and serves the cached file the second time', async () => {
    const url = `${LUMA}?w=720`;
    const first = await get(url, 'image/webp');
    const second = await get(url, 'image/webp');
    expect([first.headers.get('x-vitrine-image-cache'), second.headers.get('x-vitrine-image-cache')]).toEqual(['miss', 'hit']);
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
    expect(fs.existsSync(path.join(h.imageCacheDir, 'luma', 'w/j/wj03-red_main.jpg.720.q80.webp'))).toBe(true);
  });

  it.each([
    '/api/images/luma/..%2f..%2fREADME.md',
    '/api/images/luma/%2e%2e/%2e%2e/README.md',
    '/api/images/luma/..%5c..%5cREADME.md',
    '/api/images/spree/%2fetc%2fpasswd',
    '/api/images/luma/m/h/.hidden.jpg',
    '/api/images/luma/m/h/a%00b.jpg',
    '/api/images/luma/m/h/mh01-black_main.jpg%2f..%2f..%2f..%2f..%2fREADME.md',
  ])('cannot escape the image roots: %s', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('NOT_FOUND');
  });

  it('answers 404 for unknown files and sources, 400 for a bad width', async () => {
    expect((await get('/api/images/luma/x/y/nothing.jpg')).status).toBe(404);
    expect((await get('/api/images/elsewhere/a.jpg')).status).toBe(404);
    const bad = await get(`${LUMA}?w=abc`);
    expect([bad.status, (await bad.json()).code]).toEqual([400, 'INVALID_REQUEST']);
  });

  it('accepts only plain relative paths', () => {
    expect(safeRelativePath('m/h/mh01-black_main.jpg')).toBe('m/h/mh01-black_main.jpg');
    expect(safeRelativePath('..%2Fsecret')).toBeNull();
    expect(safeRelativePath('%E0%A4%A')).toBeNull();
    expect(safeRelativePath('')).toBeNull();
  });
});
