import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxHarness } from './sandbox-harness.js';

/** The card frame's own policy and the CORS of scripts for its opaque origin (decision 0460). */
describe('the card frame page’s headers', () => {
  let h: SandboxHarness;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-card-frame-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Vitrine</title><div id="root"></div>');
    fs.writeFileSync(path.join(dir, 'assets', 'card-frame-abc123.js'), 'console.log("frame")');
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.css'), 'body{}');
    h = await SandboxHarness.open({ staticDir: dir });
  });
  afterAll(async () => {
    await h?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('/card-frame: scripts of this origin and with the nonce only, no card provider, sandboxed, framed by this origin only', async () => {
    const res = await h.raw('GET', '/card-frame?locale=fr-CA');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'self'(;|$)/);
    expect(csp).toMatch(/style-src 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(csp).toMatch(/form-action 'none'/);
    expect(csp).toMatch(/sandbox allow-scripts allow-forms/);
    expect(csp).not.toContain('js.stripe.com');
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('other pages keep the storefront’s policy with the card provider', async () => {
    const res = await h.raw('GET', '/checkout/payment');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'self' https:\/\/js\.stripe\.com/);
    expect(res.headers.get('content-security-policy')).not.toContain('sandbox');
  });

  it('scripts under /assets allow any origin (the frame’s is opaque); other files do not', async () => {
    expect((await h.raw('GET', '/assets/card-frame-abc123.js')).headers.get('access-control-allow-origin')).toBe('*');
    expect((await h.raw('GET', '/assets/index-abc123.css')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await h.raw('GET', '/')).headers.get('access-control-allow-origin')).toBeNull();
  });
});
