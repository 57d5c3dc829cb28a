import { describe, expect, it } from 'vitest';
import { readAuthCookie } from '../../../adapters/src/browser/auth-cookie.js';
import { InMemoryCookieJar } from '../../../adapters/src/in-memory/index.js';

describe('readAuthCookie', () => {
  it('reads scope and expiry from the vitrine_auth cookie', () => {
    const jar = new InMemoryCookieJar({ initial: { vitrine_auth: JSON.stringify({ scope: 'GUEST', expiresAt: 1_800_000_000_000 }) } });
    expect(readAuthCookie(jar)).toEqual({ scope: 'GUEST', expiresAt: 1_800_000_000_000 });
  });

  it.each([undefined, 'not json', JSON.stringify({ scope: 'ADMIN', expiresAt: 1 }), JSON.stringify({ scope: 'GUEST' }), 'null'])('gives undefined for %j', (value) => {
    const jar = new InMemoryCookieJar({ initial: value === undefined ? {} : { vitrine_auth: value } });
    expect(readAuthCookie(jar)).toBeUndefined();
  });
});
