// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://www.shop.example.com/fr-fr/shop/hoodie" }
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CookieJarDocument, cookieDomainCandidates, cookiePathCandidates } from '../../../adapters/src/browser/cookie-jar-document.js';

function clearAll(): void {
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    const name = pair.split('=')[0]!;
    for (const domain of ['', '; domain=shop.example.com', '; domain=example.com', '; domain=www.shop.example.com']) {
      for (const path of ['/', '/fr-fr', '/fr-fr/shop', '/fr-fr/shop/hoodie']) document.cookie = `${name}=; max-age=0; path=${path}${domain}`;
    }
  }
}

afterEach(() => {
  clearAll();
  vi.restoreAllMocks();
});

describe('CookieJarDocument', () => {
  it('writes and reads cookies, encoding values', () => {
    const jar = new CookieJarDocument();
    jar.set('vitrine_site', 'an-fr');
    jar.set('vitrine_pref', '{"a":"b c;d"}');
    expect(jar.get('vitrine_site')).toBe('an-fr');
    expect(jar.get('vitrine_pref')).toBe('{"a":"b c;d"}');
    expect(jar.get('missing')).toBeUndefined();
    expect(jar.getAll()).toEqual({ vitrine_site: 'an-fr', vitrine_pref: '{"a":"b c;d"}' });
  });

  it('reads document.cookie once per turn, and again after a write of its own or in the next turn', async () => {
    const getter = vi.spyOn(Document.prototype, 'cookie', 'get');
    const jar = new CookieJarDocument();
    document.cookie = 'vitrine_a=1';
    expect(jar.get('vitrine_a')).toBe('1');
    const reads = getter.mock.calls.length;
    expect(jar.get('vitrine_b')).toBeUndefined();
    expect(jar.get('constructor')).toBeUndefined();
    expect(getter).toHaveBeenCalledTimes(reads);
    jar.set('vitrine_b', '2');
    expect(jar.get('vitrine_b')).toBe('2');
    document.cookie = 'vitrine_c=3';
    await Promise.resolve();
    expect(jar.getAll()).toEqual({ vitrine_a: '1', vitrine_b: '2', vitrine_c: '3' });
  });

  it('writes Max-Age in seconds, path / and SameSite Lax by default; None forces Secure', () => {
    const setter = vi.spyOn(Document.prototype, 'cookie', 'set');
    const jar = new CookieJarDocument();
    jar.set('vitrine_currency', 'EUR', { maxAgeSeconds: 15_552_000 });
    jar.set('vitrine_x', '1', { sameSite: 'None', domain: 'shop.example.com', path: '/fr-fr' });
    expect(setter.mock.calls.map((c) => c[0])).toEqual([
      'vitrine_currency=EUR; path=/; sameSite=Lax; max-age=15552000',
      'vitrine_x=1; path=/fr-fr; sameSite=None; domain=shop.example.com; secure',
    ]);
  });

  it('removes a cookie, and a max-age of 0 deletes at once', () => {
    const jar = new CookieJarDocument();
    jar.set('vitrine_a', '1');
    jar.set('vitrine_b', '2');
    jar.remove('vitrine_a');
    jar.set('vitrine_b', '2', { maxAgeSeconds: 0 });
    expect(jar.getAll()).toEqual({});
  });

  it('clears third-party cookies on any domain and path, keeping vitrine_ ones and the keep-list', () => {
    document.cookie = '_ga=GA1.2.3; path=/; domain=example.com';
    document.cookie = '_fbp=fb.1; path=/fr-fr';
    document.cookie = 'ads=x; path=/fr-fr/shop; domain=shop.example.com';
    document.cookie = 'OptanonConsent=groups; path=/';
    document.cookie = 'vitrine_site=an-fr; path=/';
    const jar = new CookieJarDocument({ keep: ['OptanonConsent'] });
    expect(jar.clearThirdPartyCookies().sort()).toEqual(['_fbp', '_ga', 'ads']);
    expect(jar.getAll()).toEqual({ OptanonConsent: 'groups', vitrine_site: 'an-fr' });
    expect(jar.clearThirdPartyCookies()).toEqual([]);
  });
});

describe('cookie clean-up candidates', () => {
  it('lists host-only, the host and each parent domain with two labels or more', () => {
    expect(cookieDomainCandidates('www.shop.example.com')).toEqual([undefined, 'www.shop.example.com', 'shop.example.com', 'example.com']);
    expect(cookieDomainCandidates('localhost')).toEqual([undefined]);
    expect(cookieDomainCandidates('127.0.0.1')).toEqual([undefined]);
    expect(cookieDomainCandidates('[::1]')).toEqual([undefined]);
  });

  it('lists / and every prefix of the path', () => {
    expect(cookiePathCandidates('/fr-fr/shop/hoodie')).toEqual(['/', '/fr-fr', '/fr-fr/shop', '/fr-fr/shop/hoodie']);
    expect(cookiePathCandidates('/')).toEqual(['/']);
  });
});
