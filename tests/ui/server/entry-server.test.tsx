// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageStatus, scriptJson, scriptJsonParse } from '../../../ui/src/server/entry-server';
import { aProduct } from '../../mothers/index';
import { page, renderer } from './page-renderer-fixture';


describe('createPageRenderer (decisions 0150-0154)', { timeout: 60_000 }, () => {
  it('renders a product page: status 200, the whole document with lang, title, canonical, h1, price and hydration data', async () => {
    const product = aProduct();
    const response = await renderer()(page(`/shop/${product.productSlug}`));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-US" data-brand="an">/);
    expect(html).toContain(`<title>${product.displayName} | Vitrine</title>`);
    expect(html).toContain(`<link rel="canonical" href="http://shop.test/shop/${product.productSlug}"/>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${product.displayName}</h1>`));
    expect(html).toContain('$');
    expect(html).toContain('href="/assets/product-abc.css"');
    // The entry starts after the first paint from the bootstrap script, its modules preloaded then (decision 0280).
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('var e="/assets/index-abc.js"');
    expect(html).toContain('window.__staticRouterHydrationData=JSON.parse("');
    expect(html).toContain('window.__VITRINE_SSR__=');
    // The matched routes' ids, root first: the browser loads their modules by id (decision 0468).
    expect(html).toContain('"matches":["root","0-0","features/product/product.route#3"]');
  });

  it('inlines the stylesheets it knows into <head> and tells the boot script, which marks them as loaded (decision 0280)', async () => {
    const css: Record<string, string> = { '/assets/product-abc.css': '.title{color:#123}' };
    const html = await (await renderer(undefined, (href) => css[href])(page(`/shop/${aProduct().productSlug}`))).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style data-precedence="default" data-href="[^"]*\/assets\/product-abc.css[^"]*">[^<]*\.title\{color:#123\}/);
    expect(html).not.toContain('<link rel="stylesheet" href="/assets/product-abc.css"');
    expect(html).toContain('c=["/assets/product-abc.css"]');
  });

  it('puts the response’s CSP nonce on every inline script it writes (decision 0291)', async () => {
    const html = await (await renderer()(page(`/shop/${aProduct().productSlug}`), { nonce: 'n0nce123' })).text();
    const scripts = html.match(/<script(?![^>]*type="application\/ld\+json")[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain('nonce="n0nce123"');
  });

  it('preloads the LCP image (the first gallery image) with its srcset, sizes and high priority', async () => {
    const html = await (await renderer()(page(`/shop/${aProduct().productSlug}`))).text();
    expect(html).toMatch(/<link rel="preload" as="image"[^>]*imageSrcSet="[^"]*w=540 540w/);
    expect(html).toMatch(/<img[^>]*loading="eager"[^>]*fetchPriority="high"/);
  });

  it('answers 451 for a product removed for legal reasons, with its h1', async () => {
    const removed = aProduct({ removeForLegalReasons: true });
    const response = await renderer([removed])(page(`/shop/${removed.productSlug}`));
    expect(response.status).toBe(451);
    expect(await response.text()).toMatch(new RegExp(`<h1[^>]*>${removed.displayName}</h1>`));
  });

  it('answers 404 and noindex for an unknown category and for a deeper unknown path', async () => {
    for (const path of ['/no-such-category', '/no/such/page']) {
      const response = await renderer()(page(path));
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toMatch(/<h1[^>]*>/);
    }
  });

  it('redirects a path with double slashes (301) and a product on the wrong path to its canonical path', async () => {
    const product = aProduct();
    const doubled = await renderer()(page(`/shop//${product.productSlug}?x=1`));
    expect(doubled.status).toBe(301);
    expect(doubled.headers.get('location')).toBe(`/shop/${product.productSlug}?x=1`);
    const mto = await renderer()(page(`/shop/mto/${product.productSlug}`));
    expect(mto.status).toBe(302);
    expect(mto.headers.get('location')).toBe(`/shop/${product.productSlug}`);
  });

  it('renders a session route (the cart) as its loading state, noindex, without running its loader', async () => {
    const response = await renderer()(page('/cart'));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('gives every indexable page a meta description: the product copy, the category by name, the site elsewhere (decision 0171)', async () => {
    const category = await (await renderer()(page('/mens-hoodies-sweatshirts'))).text();
    expect(category).toContain('<meta name="description" content="Shop Hoodies &amp; Sweatshirts at Vitrine: every style with its colors, sizes and prices."/>');
    const home = await (await renderer()(page('/'))).text();
    expect(home).toContain('<meta name="description" content="Shop Vitrine online: clothing, accessories and home goods, with free returns."/>');
    const product = await (await renderer()(page(`/shop/${aProduct().productSlug}`))).text();
    expect(product).toMatch(/<meta name="description" content="[^"]+"\/>/);
  });

  it('renders the site of the context path in its locale', async () => {
    const html = await (await renderer()(page('/fr-ca/no-such-category'))).text();
    expect(html).toMatch(/<html lang="fr-CA"/);
  });
});

describe('scriptJson', () => {
  it('cannot close the script it is embedded in', () => {
    expect(scriptJson({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(scriptJson({ text: '</script>' }))).toEqual({ text: '</script>' });
  });
});

describe('scriptJsonParse', () => {
  it('is a JSON.parse expression giving the value back, and cannot close its script', () => {
    const value = { text: '</script><script>alert(1)</script>', quote: '"\'\\', lines: 'a\u2028b\u2029c', nested: [1, null, { ok: true }] };
    const expression = scriptJsonParse(value);
    expect(expression).toMatch(/^JSON\.parse\(".*"\)$/s);
    expect(expression).not.toContain('</script>');
    expect(new Function(`return ${expression}`)()).toEqual(value);
  });
});

describe('pageStatus', () => {
  it("is the router's status, else the deepest handle's, else 200", () => {
    const match = (handle: unknown) => ({ route: { handle } }) as never;
    expect(pageStatus({ statusCode: 451, matches: [] } as never)).toBe(451);
    expect(pageStatus({ statusCode: 200, matches: [match({}), match({ status: 404 })] } as never)).toBe(404);
    expect(pageStatus({ statusCode: 200, matches: [match(undefined)] } as never)).toBe(200);
  });
});
