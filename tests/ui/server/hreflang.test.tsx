// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sitesOf } from '@vitrine/core';
import { aProduct } from '../../mothers/index';
import { page, renderer } from './page-renderer-fixture';

describe('hreflang alternates in the server-rendered HTML (decision 0342)', { timeout: 60_000 }, () => {
  it('links a product page to the same path on every site of the brand, with x-default on en-US', async () => {
    const product = aProduct();
    const html = await (await renderer()(page(`/shop/${product.productSlug}`))).text();
    expect(html).toContain(`<link rel="alternate" hrefLang="fr-FR" href="http://shop.test/fr-fr/shop/${product.productSlug}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="de-DE" href="http://shop.test/de-de/shop/${product.productSlug}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="http://shop.test/shop/${product.productSlug}"/>`);
    expect(html.match(/rel="alternate" hrefLang=/g)).toHaveLength(sitesOf('an').length + 1);
  });

  it('keeps ?page= on a listing’s alternates', async () => {
    const html = await (await renderer()(page('/?page=2'))).text();
    expect(html).toContain('<link rel="alternate" hrefLang="it-IT" href="http://shop.test/it-it/?page=2"/>');
  });
});

describe('hreflang alternates of a page served on some sites only (decision 0344)', { timeout: 60_000 }, () => {
  it('lists the sites a sub-brand home is enabled on, never a site where its path is a 404', async () => {
    const html = await (await renderer()(page('/anthroliving'))).text();
    expect(html).toContain('<link rel="alternate" hrefLang="en-US" href="http://shop.test/anthroliving"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="fr-CA" href="http://shop.test/fr-ca/anthroliving"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="http://shop.test/anthroliving"/>');
    expect(html).not.toContain('hrefLang="de-DE"');
    expect(html.match(/rel="alternate" hrefLang=/g)).toHaveLength(4);
  });
});
