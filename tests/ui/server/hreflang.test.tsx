// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sitesOf } from '@vitrine/core';
import { CartGateway, Logger, NavigationGateway, ProductCatalog, ProductSearch, SearchSuggestions, SiteConfigurationGateway } from '@vitrine/core';
import { InMemoryCart, InMemoryCatalog, InMemoryNavigation, InMemorySearch, InMemorySiteConfiguration, MemoryLogger } from '@vitrine/adapters/in-memory';
import { createServices, provide, valuesModule } from '../../../ui/src/di/container';
import { createPageRenderer } from '../../../ui/src/server/entry-server';
import type { ViteManifest } from '../../../ui/src/server/assets';
import { aNavForest, aProduct, anotherProduct, aSiteConfiguration } from '../../mothers/index';

/** A client build manifest with the entry and the routes these tests render. */
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-abc.js', css: ['assets/index-abc.css'], isEntry: true },
  'src/features/product/product.route.tsx': { file: 'assets/product.route-abc.js', css: ['assets/product-abc.css'] },
  'src/features/category/category.route.tsx': { file: 'assets/category.route-abc.js' },
};

/** The renderer over in-memory fakes (no HTTP), one container per request as in production. */
function renderer(products = [aProduct(), anotherProduct()], stylesheetText?: (href: string) => string | undefined) {
  const config = aSiteConfiguration();
  return createPageRenderer({
    manifest,
    ...(stylesheetText ? { stylesheetText } : {}),
    apiBaseUrl: 'http://api.invalid/api',
    services: () =>
      createServices(
        valuesModule([
          provide(ProductCatalog, new InMemoryCatalog(products)),
          provide(CartGateway, new InMemoryCart({ products, maxQuantity: config.maxQuantity })),
          provide(NavigationGateway, new InMemoryNavigation(aNavForest())),
          provide(ProductSearch, new InMemorySearch(products)),
          provide(SearchSuggestions, new InMemorySearch(products)),
          provide(Logger, new MemoryLogger()),
          provide(SiteConfigurationGateway, new InMemorySiteConfiguration(config)),
        ]),
      ),
  });
}

const page = (path: string) => new Request(`http://shop.test${path}`);

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
