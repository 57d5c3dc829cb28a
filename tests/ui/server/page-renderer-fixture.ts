import { CartGateway, Clock, ContentGateway, CookieJar, Logger, NavigationGateway, ProductCatalog, ProductSearch, SearchSuggestions, SiteConfigurationGateway } from '@vitrine/core';
import { InMemoryCart, InMemoryCatalog, InMemoryContent, InMemoryCookieJar, InMemoryNavigation, InMemorySearch, InMemorySiteConfiguration, MemoryLogger, sampleGlobalPromo } from '@vitrine/adapters/in-memory';
import { createServices, provide, valuesModule } from '../../../ui/src/di/container';
import { createPageRenderer } from '../../../ui/src/server/entry-server';
import { parseCookieHeader } from '../../../ui/src/server/server-services';
import type { ViteManifest } from '../../../ui/src/server/assets';
import { aNavForest, aProduct, anotherProduct, aSiteConfiguration } from '../../mothers/index';

/** The server renderer over in-memory fakes, shared by the server-rendering tests (decision 0150). */

/** A client build manifest with the entry and the routes these tests render. */
export const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-abc.js', css: ['assets/index-abc.css'], isEntry: true },
  'src/features/product/product.route.tsx': { file: 'assets/product.route-abc.js', css: ['assets/product-abc.css'] },
  'src/features/category/category.route.tsx': { file: 'assets/category.route-abc.js' },
};

/** The in-memory ports of one request's container (no HTTP), the request's cookies among them when given. */
function fakes(products: ReturnType<typeof aProduct>[], cookieHeader?: string, extra: readonly ReturnType<typeof provide>[] = []) {
  const config = aSiteConfiguration();
  return valuesModule([
    ...(cookieHeader === undefined ? [] : [provide(CookieJar, new InMemoryCookieJar({ initial: parseCookieHeader(cookieHeader) }))]),
    provide(ProductCatalog, new InMemoryCatalog(products)),
    provide(CartGateway, new InMemoryCart({ products, maxQuantity: config.maxQuantity })),
    provide(NavigationGateway, new InMemoryNavigation(aNavForest())),
    provide(ProductSearch, new InMemorySearch(products)),
    provide(SearchSuggestions, new InMemorySearch(products)),
    provide(Logger, new MemoryLogger()),
    provide(SiteConfigurationGateway, new InMemorySiteConfiguration(config)),
    ...extra,
  ]);
}

/** The renderer over in-memory fakes (no HTTP), one container per request as in production. */
export function renderer(products = [aProduct(), anotherProduct()], stylesheetText?: (href: string) => string | undefined) {
  return createPageRenderer({
    manifest,
    ...(stylesheetText ? { stylesheetText } : {}),
    apiBaseUrl: 'http://api.invalid/api',
    services: () => createServices(fakes(products)),
  });
}

/** A page request to the renderer ('http://shop.test' + path). */
export const page = (path: string, init?: RequestInit) => new Request(`http://shop.test${path}`, init);

/** {@link renderer} whose containers also hold the request's cookies (a CookieJar over its Cookie header, as serverServices binds). */
export function rendererWithCookies(products = [aProduct(), anotherProduct()]) {
  return createPageRenderer({
    manifest,
    apiBaseUrl: 'http://api.invalid/api',
    services: ({ cookieHeader }) => createServices(fakes(products, cookieHeader ?? '')),
  });
}

/**
 * {@link renderer} whose containers also answer the content API with the in-memory global promo
 * (a live-text banner) and header content (utility bar, lower promo message), at a fixed clock.
 */
export function rendererWithHeaderContent(now: number, stylesheetText?: (href: string) => string | undefined) {
  const products = [aProduct(), anotherProduct()];
  return createPageRenderer({
    manifest,
    ...(stylesheetText ? { stylesheetText } : {}),
    apiBaseUrl: 'http://api.invalid/api',
    services: () => createServices(fakes(products, undefined, [provide(ContentGateway, new InMemoryContent(sampleGlobalPromo(now))), provide(Clock, { now: () => now })])),
  });
}
