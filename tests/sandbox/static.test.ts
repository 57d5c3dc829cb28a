import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxHarness } from './sandbox-harness.js';

describe('serving the built SPA', () => {
  let h: SandboxHarness;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-static-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Vitrine</title><div id="root"></div>');
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
    fs.writeFileSync(path.join(dir, 'assets', 'route-def456.js'), `export const lines = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `line ${i}`))};`);
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
    fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *');
    h = await SandboxHarness.open({ staticDir: dir });
  });
  afterAll(async () => {
    await h?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves hashed assets with a one-year immutable cache', async () => {
    const res = await h.raw('GET', '/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log("app")');
  });

  it('serves index.html with no-cache for / and as the SPA fallback for deep links', async () => {
    for (const url of ['/', '/shop/augusta-pullover-jacket?color=RED', '/fr-fr/cart', '/index.html']) {
      const res = await h.raw('GET', url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('sends a script of 1 KB or more gzip-compressed once the browser accepts it, with its length (decision 0470)', async () => {
    const plain = fs.readFileSync(path.join(dir, 'assets', 'route-def456.js'));
    for (let i = 0; i < 2; i++) {
      const res = await h.raw('GET', '/assets/route-def456.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect([res.status, res.headers.get('content-encoding'), res.headers.get('vary')]).toEqual([200, 'gzip', 'Accept-Encoding']);
      const body = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get('content-length')).toBe(String(body.byteLength));
      expect(body.byteLength).toBeLessThan(plain.byteLength);
      expect(gunzipSync(body).equals(plain)).toBe(true);
    }
    const identity = await h.raw('GET', '/assets/route-def456.js');
    expect([identity.headers.get('content-encoding'), identity.headers.get('vary'), identity.headers.get('content-length')]).toEqual([null, 'Accept-Encoding', String(plain.byteLength)]);
    expect(await identity.text()).toBe(plain.toString());
  });

  it('serves other root files with a short cache', async () => {
    const res = await h.raw('GET', '/robots.txt');
    expect([res.status, res.headers.get('cache-control')]).toEqual([200, 'public, max-age=3600']);
  });

  it('answers 404 for a missing asset instead of HTML', async () => {
    const res = await h.raw('GET', '/assets/missing-999.js');
    expect(res.status).toBe(404);
  });

  it('never serves a source map, though the build wrote it (decision 0290)', async () => {
    const res = await h.raw('GET', '/assets/index-abc123.js.map');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('sources');
  });

  it('sends the security headers with pages, assets and API answers alike (decision 0290)', async () => {
    for (const url of ['/', '/shop/augusta-pullover-jacket', '/assets/index-abc123.js', '/robots.txt', '/api/no/such/endpoint']) {
      const res = await h.raw('GET', url);
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options'), url).toBe('SAMEORIGIN');
      expect(res.headers.get('content-security-policy'), url).toMatch(/frame-ancestors 'self'.*object-src 'none'|object-src 'none'.*frame-ancestors 'self'/);
      expect(res.headers.get('content-security-policy'), url).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'self' https:\/\/js\.stripe\.com/);
      expect(res.headers.get('content-security-policy'), url).not.toContain('unsafe-inline');
      expect(res.headers.get('permissions-policy'), url).toMatch(/geolocation=\(self\)/);
      expect(res.headers.get('permissions-policy'), url).toMatch(/camera=\(\)/);
      expect(res.headers.get('strict-transport-security'), url).toBeNull();
    }
    const overTls = await h.raw('GET', '/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('never falls back to the SPA for API paths', async () => {
    const res = await h.json('GET', '/api/no/such/endpoint');
    expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('does not serve files outside the static directory', async () => {
    fs.writeFileSync(path.join(path.dirname(dir), 'vitrine-secret.txt'), 'secret');
    for (const url of ['/..%2fvitrine-secret.txt', '/assets/..%2f..%2fvitrine-secret.txt', '/%2e%2e/vitrine-secret.txt']) {
      const res = await h.raw('GET', url);
      expect(await res.text()).not.toContain('secret');
    }
    fs.rmSync(path.join(path.dirname(dir), 'vitrine-secret.txt'), { force: true });
  });
});
