import { describe, expect, it } from 'vitest';
import { KySearchGateway } from '../../../adapters/src/http/ky-search-gateway.js';
import { aTileDto } from '../../mothers/dto/tile.dto.mother.js';
import { aSite } from '../../mothers/site.mother.js';
import { aTile } from '../../mothers/tile.mother.js';
import { clientHarness } from '../support/client-harness.js';
import { apiError, json, networkFailure } from '../support/fetch-stub.js';

const SEARCHES = '/api/catalog-search-service/v0/an-us/products/searches';

describe('KySearchGateway', () => {
  it('posts the trimmed query with page, page size and the pool header, and returns tiles', async () => {
    const h = clientHarness();
    h.stub.on('POST', SEARCHES, json(200, { query: 'hoodie', records: [aTileDto()], totalRecords: 1, page: 1, pageSize: 3 }));
    const page = await new KySearchGateway(h.http, aSite()).search('  hoodie ', 1, 3);
    expect(page).toEqual({ category: { slug: 'search', displayName: 'hoodie' }, tiles: [aTile()], page: 1, pageSize: 3, totalRecords: 1 });
    expect(h.stub.calls[0]!.body).toEqual({ query: 'hoodie', pageSize: 3, page: 1 });
    expect(h.stub.calls[0]!.headers.get('x-vitrine-inventory-pool')).toBe('US_DIRECT');
  });

  it('answers an empty page without a call for a blank query', async () => {
    const h = clientHarness();
    await expect(new KySearchGateway(h.http, aSite()).search('   ', 1, 3)).resolves.toMatchObject({ tiles: [], totalRecords: 0 });
    expect(h.stub.calls).toHaveLength(0);
  });

  it('asks for the page and page size given and reads the paging the server answers', async () => {
    const h = clientHarness();
    const records = [aTileDto(), aTileDto({ productId: 'MH02', productSlug: 'teton-pullover-hoodie', displayName: 'Teton Pullover Hoodie' })];
    h.stub.on('POST', SEARCHES, json(200, { query: 'hoodie', records, totalRecords: 26, page: 3, pageSize: 2 }));
    const page = await new KySearchGateway(h.http, aSite()).search('hoodie', 3, 2);
    expect(h.stub.calls[0]!.body).toEqual({ query: 'hoodie', pageSize: 2, page: 3 });
    expect(page.tiles.map((t) => t.productId)).toEqual(['MH01', 'MH02']);
    expect([page.page, page.pageSize, page.totalRecords]).toEqual([3, 2, 26]);
  });

  it("sends the client's headers, credentials and a JSON body, and encodes the site id in the path", async () => {
    const h = clientHarness();
    const site = aSite({ siteId: 'an us' });
    h.stub.on('POST', '/api/catalog-search-service/v0/an%20us/products/searches', json(200, { query: 'x', records: [], totalRecords: 0, page: 1, pageSize: 24 }));
    await expect(new KySearchGateway(h.http, site).search('x', 1, 24)).resolves.toMatchObject({ tiles: [], totalRecords: 0 });
    const call = h.stub.calls[0]!;
    expect(call.credentials).toBe('include');
    expect([call.headers.get('x-vitrine-locale'), call.headers.get('x-vitrine-currency'), call.headers.get('content-type')]).toEqual([site.locale, site.currency, 'application/json']);
  });

  it('does not retry the POST after a network error', async () => {
    const h = clientHarness();
    h.stub.on('POST', SEARCHES, networkFailure());
    await expect(new KySearchGateway(h.http, aSite()).search('hoodie', 1, 3)).rejects.toMatchObject({ name: 'HttpError', kind: 'network', status: 0 });
    expect(h.stub.calls).toHaveLength(1);
  });

  it('lets failures through as HttpError', async () => {
    const h = clientHarness();
    h.stub.on('POST', SEARCHES, apiError(500, 'INTERNAL'));
    await expect(new KySearchGateway(h.http, aSite()).search('x', 1, 3)).rejects.toMatchObject({ name: 'HttpError', status: 500 });
  });
});
