import { describe, expect, it } from 'vitest';
import { KySearchGateway } from '../../../adapters/src/http/ky-search-gateway.js';
import { aTileDto } from '../../mothers/dto/tile.dto.mother.js';
import { aSite } from '../../mothers/site.mother.js';
import { aTile } from '../../mothers/tile.mother.js';
import { clientHarness } from '../support/client-harness.js';
import { apiError, json } from '../support/fetch-stub.js';

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

  it('lets failures through as HttpError', async () => {
    const h = clientHarness();
    h.stub.on('POST', SEARCHES, apiError(500, 'INTERNAL'));
    await expect(new KySearchGateway(h.http, aSite()).search('x', 1, 3)).rejects.toMatchObject({ name: 'HttpError', status: 500 });
  });
});
