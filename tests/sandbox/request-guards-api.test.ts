import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../sandbox/src/api/app.js';
import { SandboxHarness } from './sandbox-harness.js';

/** Origin checks on state-changing requests and the body size limit (decision 0293). */

const TOKENS = '/api/auth/v0/an-us/tokens';
const HOST = 'http://localhost';

describe('request guards', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());

  it('refuses a cross-site browser request that changes something (403 ORIGIN_NOT_ALLOWED)', async () => {
    const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site', origin: HOST }, { origin: 'null' }];
    for (const headers of crossSite) {
      const res = await h.json('POST', TOKENS, { grantType: 'guest' }, headers);
      expect([res.status, res.body.code]).toEqual([403, 'ORIGIN_NOT_ALLOWED']);
    }
  });

  it('lets the storefront itself, typed URLs, non-browser clients and cross-site reads through', async () => {
    const sameSite: Record<string, string>[] = [{ origin: HOST }, { 'sec-fetch-site': 'same-origin', origin: HOST }, { 'sec-fetch-site': 'none' }, {}];
    for (const headers of sameSite) {
      expect((await h.json('POST', TOKENS, { grantType: 'guest' }, headers)).status).toBe(200);
    }
    expect((await h.json('GET', '/api/catalog/v0/an-us/configuration', undefined, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(200);
  });

  it('refuses a body over the limit with 413 PAYLOAD_TOO_LARGE and reads one under it', async () => {
    const big = await h.json('POST', TOKENS, { grantType: 'guest', padding: 'x'.repeat(MAX_BODY_BYTES) });
    expect([big.status, big.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect((await h.json('POST', TOKENS, { grantType: 'guest', padding: 'x'.repeat(1000) })).status).not.toBe(413);
  });
});
