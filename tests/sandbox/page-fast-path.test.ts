import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, inflateSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HSTS } from '../../sandbox/src/api/security-headers.js';
import { PAGE_CACHE_HEADER, type CachedPageRenderer } from '../../sandbox/src/static/page-cache.js';
import { cachedPageFastPath } from '../../sandbox/src/static/page-fast-path.js';
import { inStockSku } from './checkout-test-support.js';
import { SandboxHarness } from './sandbox-harness.js';

/**
 * Kept anonymous pages answered ahead of the middleware chain (decision 0446): the same headers as
 * the chain gives them, a fresh CSP nonce in header and page alike, and never a page older than the
 * last catalogue write.
 */
describe('cached page fast path', () => {
  let h: SandboxHarness;
  let staticDir: string;
  let renders = 0;
  let sku: { skuId: string; poolId: string };
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-fast-path-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<html>spa</html>');
    h = await SandboxHarness.open({
      staticDir,
      // A page showing one SKU's stock, read from the database at render time, with an inline script carrying the nonce.
      renderPage: async (_request, context) => {
        renders += 1;
        const [row] = await h.db.query<{ stock_level: number }>('select stock_level from sku_inventory where sku_id = $1 and pool_id = $2', [sku.skuId, sku.poolId]);
        const html = `<html><p>stock ${row!.stock_level}</p><script nonce="${context?.nonce}">boot()</script></html>${'.'.repeat(2000)}`;
        return new Response(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Cookie' } });
      },
    });
    sku = await inStockSku(h.db, 'luma');
  });
  afterAll(async () => {
    await h?.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const settle = () => new Promise((r) => setTimeout(r, 20));
  const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await h.app.request(url, { headers });
    return { response, html: await response.text() };
  };
  const withoutNonce = (headers: Headers) => [...headers].filter(([name]) => name !== 'content-length').map(([name, value]) => [name, name === 'content-security-policy' ? value.replace(/'nonce-[^']+'/g, "'nonce-*'") : value]);

  it('answers a kept page with the headers the chain gave it and a new nonce in its policy and its scripts', async () => {
    const first = await get('/shop/fast');
    expect(first.response.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    await settle();
    const second = await get('/shop/fast');
    const third = await get('/shop/fast');
    expect(renders).toBe(1);
    for (const answer of [second, third]) {
      expect(answer.response.status).toBe(200);
      expect(answer.response.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
      const nonce = nonceOf(answer.response.headers.get('content-security-policy'));
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(answer.html).toBe(first.html.replace(`nonce="${nonceOf(first.response.headers.get('content-security-policy'))}"`, `nonce="${nonce}"`));
    }
    expect(nonceOf(second.response.headers.get('content-security-policy'))).not.toBe(nonceOf(third.response.headers.get('content-security-policy')));
    expect(withoutNonce(second.response.headers)).toEqual(withoutNonce(first.response.headers).map(([name, value]) => [name, name === PAGE_CACHE_HEADER.toLowerCase() ? 'hit' : value]));
    expect(second.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(second.response.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS for a request that came over TLS, and compresses for a client that asks for it', async () => {
    await get('/shop/tls');
    await settle();
    const overTls = await get('/shop/tls', { 'x-forwarded-proto': 'https' });
    expect(overTls.response.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(overTls.response.headers.get('strict-transport-security')).toBe(HSTS);
    const gzipped = await h.app.request('/shop/tls', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const html = gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString();
    expect(html).toContain(`nonce="${nonceOf(gzipped.headers.get('content-security-policy'))}"`);
  });

  it('answers gzip and deflate clients as the chain does: the same headers, the same page with a new nonce, compressed', async () => {
    const unzip = async (response: Response) => gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const first = await h.app.request('/shop/zipped', { headers: browser });
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    const firstHtml = await unzip(first);
    await settle();
    const kept = await h.app.request('/shop/zipped', { headers: browser });
    expect(kept.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(kept.headers.get('content-encoding')).toBe('gzip');
    const nonce = nonceOf(kept.headers.get('content-security-policy'));
    expect(await unzip(kept)).toBe(firstHtml.replace(`nonce="${nonceOf(first.headers.get('content-security-policy'))}"`, `nonce="${nonce}"`));
    expect(withoutNonce(kept.headers)).toEqual(withoutNonce(first.headers).map(([name, value]) => [name, name === PAGE_CACHE_HEADER.toLowerCase() ? 'hit' : value]));
    const plain = await get('/shop/zipped');
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect(plain.html).toContain('<p>stock ');
    const deflated = await h.app.request('/shop/zipped', { headers: { 'accept-encoding': 'deflate' } });
    expect(deflated.headers.get('content-encoding')).toBe('deflate');
    expect(inflateSync(Buffer.from(await deflated.arrayBuffer())).toString()).toContain('<p>stock ');
    expect(renders).toBeGreaterThan(0);
  });

  it('answers gzip clients from the page compressed once: each answer gunzips to the plain page with its own nonce (decision 0448)', async () => {
    const gzip = { 'accept-encoding': 'gzip, deflate' };
    const plain = await get('/shop/once');
    await settle();
    const plainNonce = nonceOf(plain.response.headers.get('content-security-policy'))!;
    const answers = await Promise.all(Array.from({ length: 3 }, () => h.app.request('/shop/once', { headers: gzip })));
    const nonces = new Set<string>();
    for (const answer of answers) {
      expect(answer.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
      expect(answer.headers.get('content-encoding')).toBe('gzip');
      expect(answer.headers.get('vary')).toBe(plain.response.headers.get('vary'));
      expect(answer.headers.get('etag')).toBe(plain.response.headers.get('etag'));
      const nonce = nonceOf(answer.headers.get('content-security-policy'))!;
      nonces.add(nonce);
      const bytes = Buffer.from(await answer.arrayBuffer());
      expect(gunzipSync(bytes).equals(Buffer.from(plain.html.replace(`nonce="${plainNonce}"`, `nonce="${nonce}"`)))).toBe(true);
    }
    expect(nonces.size).toBe(3);
    expect(renders).toBeGreaterThan(0);
  });

  it('gives a real browser (Chromium over HTTP) the same page through the gzip fast path as uncompressed, its scripts allowed by the policy', async () => {
    const server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage();
      // The page's inline script calls boot(), which it does not define: its ReferenceError proves the script ran.
      const violations: string[] = [];
      const ran: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      page.on('pageerror', (error) => ran.push(error.message));
      const first = await page.goto(`${origin}/shop/browser`);
      expect(first?.headers()[PAGE_CACHE_HEADER.toLowerCase()]).toBe('miss');
      await settle();
      // The browser's own fetch asks for gzip and decompresses it; the test asks for the plain page.
      const seen = await page.evaluate(async () => {
        const response = await fetch(location.href);
        return { text: await response.text(), encoding: response.headers.get('content-encoding'), how: response.headers.get('x-vitrine-page-cache'), csp: response.headers.get('content-security-policy') };
      });
      expect(seen.how).toBe('hit');
      expect(seen.encoding).toBe('gzip');
      const nonce = nonceOf(seen.csp)!;
      const plain = await get('/shop/browser');
      expect(seen.text).toBe(plain.html.replace(`nonce="${nonceOf(plain.response.headers.get('content-security-policy'))}"`, `nonce="${nonce}"`));
      ran.length = 0;
      const kept = await page.goto(`${origin}/shop/browser`);
      expect(kept?.headers()['content-encoding']).toBe('gzip');
      expect(kept?.headers()[PAGE_CACHE_HEADER.toLowerCase()]).toBe('hit');
      expect(await page.content()).toContain('<p>stock ');
      await expect.poll(() => ran).toEqual([expect.stringMatching(/boot is not defined/)]);
      expect(violations).toEqual([]);
    } finally {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 60_000);

  it('never answers a page older than the last catalogue write: a stock change renders it again', async () => {
    const before = await get('/shop/stock');
    await settle();
    expect((await get('/shop/stock')).response.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    const [row] = await h.db.query<{ stock_level: number }>('select stock_level from sku_inventory where sku_id = $1 and pool_id = $2', [sku.skuId, sku.poolId]);
    expect(before.html).toContain(`stock ${row!.stock_level}<`);
    await h.db.query('update sku_inventory set stock_level = stock_level - 1 where sku_id = $1 and pool_id = $2', [sku.skuId, sku.poolId]);
    const after = await get('/shop/stock');
    expect(after.response.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect(after.html).toContain(`stock ${row!.stock_level - 1}<`);
  });

  it('leaves signed-in shoppers’ pages and the API to the chain', async () => {
    const member = `vitrine_token=def; vitrine_auth=${encodeURIComponent(JSON.stringify({ scope: 'REGISTERED', expiresAt: 1 }))}`;
    await get('/shop/member');
    await settle();
    expect((await get('/shop/member', { cookie: member })).response.headers.get(PAGE_CACHE_HEADER)).toBe('bypass');
    const api = await h.app.request('/api/catalog/v0/an-us/configuration');
    expect(api.status).toBe(200);
    expect(api.headers.get(PAGE_CACHE_HEADER)).toBeNull();
  });

  it('computes no page key for the built files, which are never pages (decision 0470)', async () => {
    const keyOf = vi.fn(() => null);
    const pages = Object.assign(async () => new Response('page'), { hit: () => null, keyOf }) as unknown as CachedPageRenderer;
    const app = new Hono().use('*', cachedPageFastPath(pages, '/api')).get('*', (c) => c.text('from the chain'));
    const asset = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect([asset.status, await asset.text(), keyOf.mock.calls.length]).toEqual([200, 'from the chain', 0]);
    await app.request('/shop/fast', { headers: { 'accept-encoding': 'gzip' } });
    expect(keyOf).toHaveBeenCalledTimes(1);
  });
});
