import { describe, expect, it } from 'vitest';
import { LocalizedTextGateway, Logger, ProductCatalog, SizeGuideGateway } from '@vitrine/core';
import { InMemoryCatalog, InMemoryLocalizedTexts, InMemorySizeGuides, MemoryLogger } from '@vitrine/adapters/in-memory';
import { createServices, provide, valuesModule } from '../../../../ui/src/di/container';
import { makeProductLoader } from '../../../../ui/src/features/product/product.loader';
import { expectedProductPath, isProductPathMismatch } from '../../../../ui/src/features/product/product-path';
import { aProduct } from '../../../mothers/index';

const mto = aProduct({ kind: 'mto', productSlug: 'custom-sofa', productId: 'S1' });
const regular = aProduct();

async function load(url: string, slug: string, sizeGuides = new InMemorySizeGuides(), logger = new MemoryLogger(), texts = new InMemoryLocalizedTexts()): Promise<unknown> {
  const services = createServices(
    valuesModule([
      provide(ProductCatalog, new InMemoryCatalog([regular, mto])),
      provide(SizeGuideGateway, sizeGuides),
      provide(LocalizedTextGateway, texts),
      provide(Logger, logger),
    ]),
  );
  const loader = makeProductLoader(services);
  try {
    return await loader({ request: new Request(url), params: { slug }, context: {} } as never);
  } catch (thrown) {
    return thrown;
  }
}

describe('product path rules (shopping.md §2)', () => {
  it('builds /shop/{slug} for regular and /shop/mto/{slug} for made-to-order products', () => {
    expect(expectedProductPath(regular)).toBe('/shop/chaz-kangeroo-hoodie');
    expect(expectedProductPath(mto)).toBe('/shop/mto/custom-sofa');
  });

  it('compares only the product part of the path, so a context path in front does not matter', () => {
    expect(isProductPathMismatch('/fr-fr/shop/chaz-kangeroo-hoodie', regular)).toBe(false);
    expect(isProductPathMismatch('/shop/mto/chaz-kangeroo-hoodie', regular)).toBe(true);
    expect(isProductPathMismatch('/shop/custom-sofa', mto)).toBe(true);
  });
});

describe('product loader', () => {
  it('returns the product when the path is the expected one', async () => {
    expect(await load('http://localhost/shop/mto/custom-sofa?color=BLACK', 'custom-sofa')).toEqual({ product: mto, sizeGuide: 'luma-mens-tops', labels: {} });
  });

  it('names the size chart of the product’s category, and none without a matching rule (decision 0422)', async () => {
    const gear = new InMemorySizeGuides({ rules: [{ categoryPrefix: 'gear', vendor: 'gear-chart' }] });
    expect(await load('http://localhost/shop/chaz-kangeroo-hoodie', 'chaz-kangeroo-hoodie', gear)).toEqual({ product: regular, sizeGuide: null, labels: {} });
  });

  it('leaves the size guide out when its configuration cannot be loaded, and logs a warning', async () => {
    const failing = new InMemorySizeGuides();
    failing.fail(new Error('502 Bad Gateway'));
    const logger = new MemoryLogger();
    expect(await load('http://localhost/shop/chaz-kangeroo-hoodie', 'chaz-kangeroo-hoodie', failing, logger)).toEqual({ product: regular, sizeGuide: null, labels: {} });
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'warn', message: 'Size guide configuration could not be loaded' }));
  });

  it('reads the localizedText overrides of the page’s labels, and none when they cannot be loaded (decision 0423)', async () => {
    const texts = new InMemoryLocalizedTexts({ 'pdp-size-guide-label': 'Size chart', 'home-hero': 'Not asked for' });
    expect(await load('http://localhost/shop/chaz-kangeroo-hoodie', 'chaz-kangeroo-hoodie', undefined, undefined, texts)).toMatchObject({ labels: { 'pdp-size-guide-label': 'Size chart' } });
    const failing = new InMemoryLocalizedTexts();
    failing.fail(new Error('502 Bad Gateway'));
    const logger = new MemoryLogger();
    expect(await load('http://localhost/shop/chaz-kangeroo-hoodie', 'chaz-kangeroo-hoodie', undefined, logger, failing)).toMatchObject({ labels: {} });
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'warn', message: 'Localized texts could not be loaded' }));
  });

  it('hard-redirects a made-to-order product opened at /shop/{slug}, keeping the query', async () => {
    const thrown = (await load('http://localhost/shop/custom-sofa?color=BLACK&size=M', 'custom-sofa')) as Response;
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('Location')).toBe('/shop/mto/custom-sofa?color=BLACK&size=M');
    expect(thrown.headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it('hard-redirects a regular product opened at /shop/mto/{slug}', async () => {
    const thrown = (await load('http://localhost/shop/mto/chaz-kangeroo-hoodie', 'chaz-kangeroo-hoodie')) as Response;
    expect(thrown.headers.get('Location')).toBe('/shop/chaz-kangeroo-hoodie');
  });

  it('answers 404 for an unknown slug', async () => {
    const thrown = (await load('http://localhost/shop/nope', 'nope')) as { init?: { status?: number } };
    expect(thrown.init?.status).toBe(404);
  });
});
