import { describe, expect, it } from 'vitest';
import { KyCatalogGateway } from '../../../adapters/src/http/ky-catalog-gateway.js';
import { aProductRecordDto, aProductsResponseDto } from '../../mothers/dto/product.dto.mother.js';
import { aTilesResponseDto } from '../../mothers/dto/tile.dto.mother.js';
import { aProduct } from '../../mothers/product.mother.js';
import { aSite } from '../../mothers/site.mother.js';
import { aTilePage } from '../../mothers/tile.mother.js';
import { clientHarness } from '../support/client-harness.js';
import { apiError, json } from '../support/fetch-stub.js';

const PRODUCTS = '/api/catalog/v0/an-us/pools/US_DIRECT/products';
const TILES = '/api/catalog-search-service/v0/an-us/tiles/mens-hoodies-sweatshirts';

function setup(searchTest?: string) {
  const h = clientHarness();
  const catalog = new KyCatalogGateway(h.http, aSite(), searchTest === undefined ? {} : { searchTest: () => searchTest });
  return { ...h, catalog };
}

describe('KyCatalogGateway.getProductBySlug', () => {
  it('loads the product by slug from the site pool with the countryCode', async () => {
    const { catalog, stub } = setup();
    stub.on('GET', PRODUCTS, json(200, aProductsResponseDto()));
    await expect(catalog.getProductBySlug('chaz-kangeroo-hoodie')).resolves.toEqual({ ok: true, value: aProduct() });
    expect(Object.fromEntries(stub.calls[0]!.url.searchParams)).toEqual({ slug: 'chaz-kangeroo-hoodie', countryCode: 'US' });
  });

  it('gives CATALOG.NOT_FOUND on a 404 and on an empty list', async () => {
    const { catalog, stub } = setup();
    stub.on('GET', PRODUCTS, apiError(404, 'PRODUCT_NOT_FOUND', 'Unknown slug'), json(200, aProductsResponseDto([])));
    const expected = { ok: false, error: { code: 'CATALOG.NOT_FOUND', message: 'No product found for nope' } };
    await expect(catalog.getProductBySlug('nope')).resolves.toMatchObject(expected);
    await expect(catalog.getProductBySlug('nope')).resolves.toMatchObject(expected);
  });

  it('gives CATALOG.INVALID_REQUEST for an empty slug without a call, and for a 400', async () => {
    const { catalog, stub } = setup();
    await expect(catalog.getProductBySlug('  ')).resolves.toMatchObject({ ok: false, error: { code: 'CATALOG.INVALID_REQUEST' } });
    expect(stub.calls).toHaveLength(0);
    stub.on('GET', PRODUCTS, apiError(400, 'INVALID_REQUEST', 'slug or product-id required'));
    await expect(catalog.getProductBySlug('x')).resolves.toMatchObject({ ok: false, error: { code: 'CATALOG.INVALID_REQUEST', message: 'slug or product-id required' } });
  });

  it('rethrows transport faults', async () => {
    const { catalog, stub } = setup();
    stub.on('GET', PRODUCTS, apiError(500, 'INTERNAL'));
    await expect(catalog.getProductBySlug('x')).rejects.toMatchObject({ name: 'HttpError', status: 500 });
  });
});

describe('KyCatalogGateway.getProductBySku (decision 0360)', () => {
  const SKU = '/api/catalog/v0/an-us/pools/US_DIRECT/skus/MH01-M-Blue/product';

  it('loads the owning product, the SKU colour and size, with the countryCode', async () => {
    const { catalog, stub } = setup();
    stub.on('GET', SKU, json(200, { skuId: 'MH01-M-Blue', colorId: 'Blue', sizeId: 'M', product: aProductRecordDto() }));
    await expect(catalog.getProductBySku('MH01-M-Blue')).resolves.toEqual({ ok: true, value: { skuId: 'MH01-M-Blue', colorId: 'Blue', sizeId: 'M', product: aProduct() } });
    expect(Object.fromEntries(stub.calls[0]!.url.searchParams)).toEqual({ countryCode: 'US' });
  });

  it('gives CATALOG.NOT_FOUND on a 404, INVALID_REQUEST for an empty SKU without a call, and rethrows faults', async () => {
    const { catalog, stub } = setup();
    await expect(catalog.getProductBySku('')).resolves.toMatchObject({ ok: false, error: { code: 'CATALOG.INVALID_REQUEST' } });
    expect(stub.calls).toHaveLength(0);
    stub.on('GET', SKU, apiError(404, 'SKU_NOT_FOUND', 'No SKU found for MH01-M-Blue'), apiError(500, 'INTERNAL'));
    await expect(catalog.getProductBySku('MH01-M-Blue')).resolves.toMatchObject({ ok: false, error: { code: 'CATALOG.NOT_FOUND', message: 'No SKU found for MH01-M-Blue' } });
    await expect(catalog.getProductBySku('MH01-M-Blue')).rejects.toMatchObject({ name: 'HttpError', status: 500 });
  });
});

describe('KyCatalogGateway.getProductsByIds', () => {
  it('asks for the ids with the oos-color filter, realtime inventory and countryCode', async () => {
    const { catalog, stub } = setup();
    stub.on('GET', PRODUCTS, json(200, aProductsResponseDto([aProductRecordDto()])));
    await expect(catalog.getProductsByIds(['MH01', 'MH99', 'MH01'])).resolves.toEqual([aProduct()]);
    expect(Object.fromEntries(stub.calls[0]!.url.searchParams)).toEqual({
      'product-id': 'MH01,MH99',
      'exclude-filter': 'oos-color',
      'include-realtime-inventory': 'true',
      countryCode: 'US',
    });
  });

  it('splits more than 100 ids into calls of 100, keeping the order', async () => {
    const { catalog, stub } = setup();
    const ids = Array.from({ length: 150 }, (_, i) => `P${i}`);
    stub.on('GET', PRODUCTS, (request) => {
      const asked = request.url.searchParams.get('product-id')!.split(',');
      return json(200, aProductsResponseDto([aProductRecordDto({ product: { productId: asked[0]! } })]));
    });
    const products = await catalog.getProductsByIds(ids);
    expect(stub.calls.map((c) => c.url.searchParams.get('product-id')!.split(',').length)).toEqual([100, 50]);
    expect(products.map((p) => p.productId)).toEqual(['P0', 'P100']);
  });

  it('makes no call for an empty list', async () => {
    const { catalog, stub } = setup();
    await expect(catalog.getProductsByIds(['', ' '])).resolves.toEqual([]);
    expect(stub.calls).toHaveLength(0);
  });
});

describe('KyCatalogGateway.getCategoryTiles', () => {
  it('posts page and page size with the pool header and search-test', async () => {
    const { catalog, stub } = setup('B');
    stub.on('POST', TILES, json(200, aTilesResponseDto()));
    await expect(catalog.getCategoryTiles('mens-hoodies-sweatshirts', 1, 24)).resolves.toEqual({ ok: true, value: aTilePage() });
    const [call] = stub.calls;
    expect(call!.body).toEqual({ pageSize: 24, page: 1 });
    expect(call!.headers.get('x-vitrine-inventory-pool')).toBe('US_DIRECT');
    expect(call!.url.searchParams.get('search-test')).toBe('B');
  });

  it('leaves search-test out when unknown', async () => {
    const { catalog, stub } = setup();
    stub.on('POST', TILES, json(200, aTilesResponseDto()));
    await catalog.getCategoryTiles('mens-hoodies-sweatshirts', 2, 12);
    expect(stub.calls[0]!.url.search).toBe('');
    expect(stub.calls[0]!.body).toEqual({ pageSize: 12, page: 2 });
  });

  it('sends sub-brand refinements when given (decision 0344)', async () => {
    const { catalog, stub } = setup();
    stub.on('POST', TILES, json(200, aTilesResponseDto()));
    await catalog.getCategoryTiles('mens-hoodies-sweatshirts', 1, 12, { subBrands: ['anthroliving'] });
    expect(stub.calls[0]!.body).toEqual({ pageSize: 12, page: 1, refinements: { subBrands: ['anthroliving'] } });
  });

  it('gives CATALOG.NOT_FOUND for an unknown category and INVALID_REQUEST for a bad page', async () => {
    const { catalog, stub } = setup();
    stub.on('POST', '/api/catalog-search-service/v0/an-us/tiles/nope', apiError(404, 'CATEGORY_NOT_FOUND'));
    await expect(catalog.getCategoryTiles('nope', 1, 24)).resolves.toMatchObject({ ok: false, error: { code: 'CATALOG.NOT_FOUND', message: 'No category found for nope' } });
    await expect(catalog.getCategoryTiles('nope', 0, 24)).resolves.toMatchObject({ ok: false, error: { code: 'CATALOG.INVALID_REQUEST' } });
    await expect(catalog.getCategoryTiles('nope', 1, 1.5)).resolves.toMatchObject({ ok: false, error: { code: 'CATALOG.INVALID_REQUEST' } });
    expect(stub.calls).toHaveLength(1);
  });
});
