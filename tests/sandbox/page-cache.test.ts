import { describe, expect, it } from 'vitest';
import { anonymousCookieKey, cachedPageRenderer, PAGE_CACHE_HEADER, pageCacheKey } from '../../sandbox/src/static/page-cache.js';

/** The page cache of anonymous shoppers' server-rendered pages (decision 0253). */
describe('cachedPageRenderer', () => {
  const guest = `vitrine_token=abc; vitrine_auth=${encodeURIComponent(JSON.stringify({ scope: 'GUEST', expiresAt: 1 }))}`;
  const otherGuest = `vitrine_token=xyz; vitrine_auth=${encodeURIComponent(JSON.stringify({ scope: 'GUEST', expiresAt: 2 }))}`;
  const member = `vitrine_token=def; vitrine_auth=${encodeURIComponent(JSON.stringify({ scope: 'REGISTERED', expiresAt: 1, firstName: 'Roni' }))}`;

  function setup(answer: (n: number, request: Request) => Response = (n) => new Response(`<html>page ${n}</html>`, { status: 200, headers: { 'Content-Type': 'text/html' } })) {
    let renders = 0;
    let version = 1;
    let now = 0;
    const render = cachedPageRenderer(async (request) => answer(++renders, request), { ttlMs: 1000, version: async () => version, clock: () => now });
    const get = async (path: string, cookie = '', ua = 'Chrome') => {
      const response = await render(new Request(`http://store.test${path}`, { headers: { cookie, 'user-agent': ua } }));
      return { status: response.status, how: response.headers.get(PAGE_CACHE_HEADER), html: await response.text(), type: response.headers.get('content-type') };
    };
    const settle = () => new Promise((r) => setTimeout(r, 10));
    return { get, settle, renders: () => renders, bump: () => (version += 1), advance: (ms: number) => (now += ms) };
  }

  it('serves one rendering to every anonymous shopper of a URL, guests and cookie-less alike', async () => {
    const t = setup();
    expect(await t.get('/shop/a')).toMatchObject({ how: 'miss', html: '<html>page 1</html>', type: 'text/html' });
    await t.settle();
    expect(await t.get('/shop/a', guest)).toMatchObject({ how: 'hit', html: '<html>page 1</html>', type: 'text/html' });
    expect(await t.get('/shop/a', otherGuest)).toMatchObject({ how: 'hit', html: '<html>page 1</html>' });
    expect(t.renders()).toBe(1);
  });

  it('gives a kept page each answer’s own CSP nonce (decision 0291)', async () => {
    const render = cachedPageRenderer(
      async (_request, context) => new Response(`<html><script nonce="${context?.nonce}">boot()</script><script nonce="${context?.nonce}">$RC()</script></html>`, { status: 200 }),
      { ttlMs: 1000, version: async () => 1, clock: () => 0 },
    );
    const get = async (nonce: string) => (await render(new Request('http://store.test/'), { nonce })).text();
    expect(await get('first1')).toBe('<html><script nonce="first1">boot()</script><script nonce="first1">$RC()</script></html>');
    await new Promise((r) => setTimeout(r, 10));
    expect(await get('second2')).toBe('<html><script nonce="second2">boot()</script><script nonce="second2">$RC()</script></html>');
  });

  it('keys by URL (site and locale are in the path), query, user agent and other cookies', async () => {
    const t = setup();
    await t.get('/shop/a');
    await t.settle();
    expect((await t.get('/fr-fr/shop/a')).how).toBe('miss');
    expect((await t.get('/shop/a?color=GREEN')).how).toBe('miss');
    expect((await t.get('/shop/a', '', 'Googlebot')).how).toBe('miss');
    expect((await t.get('/shop/a', 'experiment=1')).how).toBe('miss');
    expect(t.renders()).toBe(5);
  });

  it('never keeps a signed-in shopper’s page', async () => {
    const t = setup();
    expect((await t.get('/shop/a', member)).how).toBe('bypass');
    await t.settle();
    expect((await t.get('/shop/a', member)).how).toBe('bypass');
    expect(anonymousCookieKey('vitrine_auth=not-json')).toBeNull();
    expect(t.renders()).toBe(2);
  });

  it('renders afresh once the catalogue version moves or the TTL has passed', async () => {
    const t = setup();
    await t.get('/shop/a');
    await t.settle();
    t.bump();
    expect(await t.get('/shop/a')).toMatchObject({ how: 'miss', html: '<html>page 2</html>' });
    await t.settle();
    t.advance(1001);
    expect(await t.get('/shop/a')).toMatchObject({ how: 'miss', html: '<html>page 3</html>' });
  });

  it('keeps no page that is not a plain 200 (not found, legal removal, errors, Set-Cookie)', async () => {
    const t = setup((n, request) => {
      const path = new URL(request.url).pathname;
      if (path === '/missing') return new Response('nf', { status: 404 });
      if (path === '/legal') return new Response('gone', { status: 451 });
      return new Response(`cookie ${n}`, { status: 200, headers: { 'Set-Cookie': 'a=1' } });
    });
    for (const path of ['/missing', '/legal', '/cookie']) {
      expect((await t.get(path)).how).toBe('bypass');
      await t.settle();
      expect((await t.get(path)).how).toBe('bypass');
    }
  });
});

describe('cachedPageRenderer with the renderer’s variants (decision 0464)', () => {
  it('keys by the variant the renderer names, so every browser shares one rendering and crawlers get their own', async () => {
    let renders = 0;
    const renderer = Object.assign(async () => new Response(`<html>page ${++renders}</html>`, { status: 200 }), {
      variantOf: (request: Request) => (request.headers.get('user-agent')?.includes('bot') ? 'crawler' : 'browser'),
    });
    const render = cachedPageRenderer(renderer, { version: async () => 1 });
    const get = async (userAgent: string) => {
      const response = await render(new Request('http://store.test/shop/a', { headers: { 'user-agent': userAgent } }));
      const answer = { how: response.headers.get(PAGE_CACHE_HEADER), html: await response.text() };
      await new Promise((r) => setTimeout(r, 10));
      return answer;
    };
    expect(await get('Chrome/131')).toEqual({ how: 'miss', html: '<html>page 1</html>' });
    expect(await get('Firefox/133')).toEqual({ how: 'hit', html: '<html>page 1</html>' });
    expect(await get('Googlebot/2.1')).toEqual({ how: 'miss', html: '<html>page 2</html>' });
    expect(await get('bingbot/2.0')).toEqual({ how: 'hit', html: '<html>page 2</html>' });
    expect(render.keyOf(new Request('http://store.test/shop/a', { headers: { 'user-agent': 'Safari/17' } }))).toBe(pageCacheKey(new Request('http://store.test/shop/a'), () => 'browser'));
  });
});

describe('cachedPageRenderer under concurrent shoppers', () => {
  it('renders a page once for shoppers who ask for it at the same time', async () => {
    let renders = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const render = cachedPageRenderer(
      async () => {
        renders += 1;
        await gate;
        return new Response('<html>slow</html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
      },
      { version: async () => 1 },
    );
    const asks = Array.from({ length: 5 }, () => render(new Request('http://store.test/', { headers: { 'user-agent': 'Chrome' } })));
    await new Promise((r) => setTimeout(r, 10));
    release();
    const answers = await Promise.all(asks);
    expect(renders).toBe(1);
    expect(await Promise.all(answers.map((a) => a.text()))).toEqual(Array(5).fill('<html>slow</html>'));
    expect(answers.map((a) => a.headers.get(PAGE_CACHE_HEADER)).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'miss']);
  });
});
