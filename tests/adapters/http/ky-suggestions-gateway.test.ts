import { describe, expect, it, vi } from 'vitest';
import { KySuggestionsGateway } from '../../../adapters/src/http/ky-suggestions-gateway.js';
import { aTileDto } from '../../mothers/dto/tile.dto.mother.js';
import { aSite } from '../../mothers/site.mother.js';
import { aTile } from '../../mothers/tile.mother.js';
import { clientHarness } from '../support/client-harness.js';
import { apiError, hang, json, networkFailure } from '../support/fetch-stub.js';

const SAYT = '/api/catalog-search-service/v0/an-us/products/sayt/';
const SEARCHES = '/api/catalog-search-service/v0/an-us/products/searches';
const searchResponse = (records = [aTileDto()]) => json(200, { query: 'x', records, totalRecords: records.length, page: 1, pageSize: 3 });
const tileDto = (n: number) => aTileDto({ productId: `P${n}`, productSlug: `p-${n}`, displayName: `Hoodie ${n}` });

describe('KySuggestionsGateway', () => {
  it('gets the terms by GET with the trimmed query, then posts the first term for 3 products with the pool header', async () => {
    const h = clientHarness();
    h.stub.on('GET', SAYT, json(200, { result: { searchTerms: ['Hoodies & Sweatshirts', 'Hero Hoodie'] } }));
    h.stub.on('POST', SEARCHES, searchResponse());
    const result = await new KySuggestionsGateway(h.http, aSite()).suggest('  hoo ');
    expect(result).toEqual({ terms: ['Hoodies & Sweatshirts', 'Hero Hoodie'], products: [aTile()] });
    const [sayt, search] = h.stub.calls;
    expect(sayt!.url.searchParams.get('query')).toBe('hoo');
    expect(search!.body).toEqual({ query: 'Hoodies & Sweatshirts', pageSize: 3, page: 1 });
    expect(search!.headers.get('x-vitrine-inventory-pool')).toBe('US_DIRECT');
  });

  it('hands the terms to onTerms between the two calls, and not for a blank query (decision 0479)', async () => {
    const h = clientHarness();
    h.stub.on('GET', SAYT, json(200, { result: { searchTerms: ['Hero Hoodie', 'hero hoodie', 'Hoodies & Sweatshirts'] } }));
    h.stub.on('POST', SEARCHES, searchResponse());
    const seen: { terms: readonly string[]; callsSoFar: number }[] = [];
    const gateway = new KySuggestionsGateway(h.http, aSite());
    await gateway.suggest('hoo', undefined, (terms) => seen.push({ terms, callsSoFar: h.stub.calls.length }));
    await gateway.suggest('  ', undefined, (terms) => seen.push({ terms, callsSoFar: h.stub.calls.length }));
    expect(seen).toEqual([{ terms: ['Hero Hoodie', 'Hoodies & Sweatshirts'], callsSoFar: 1 }]);
  });

  it('keeps at most 5 distinct terms and 3 products (shopping.md §9)', async () => {
    const h = clientHarness();
    h.stub.on('GET', SAYT, json(200, { result: { searchTerms: ['a1', 'A1', 'a2', ' ', 'a3', 'a4', 'a5', 'a6'] } }));
    h.stub.on('POST', SEARCHES, searchResponse([1, 2, 3, 4].map(tileDto)));
    const result = await new KySuggestionsGateway(h.http, aSite()).suggest('a');
    expect(result.terms).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
    expect(result.products.map((p) => p.productId)).toEqual(['P1', 'P2', 'P3']);
  });

  it('makes no products call when there is no term, and no call at all for a blank query', async () => {
    const h = clientHarness();
    h.stub.on('GET', SAYT, json(200, { result: { searchTerms: [] } }));
    await expect(new KySuggestionsGateway(h.http, aSite()).suggest('zzz')).resolves.toEqual({ terms: [], products: [] });
    expect(h.stub.calls.map((c) => c.method)).toEqual(['GET']);
    await expect(new KySuggestionsGateway(h.http, aSite()).suggest('   ')).resolves.toEqual({ terms: [], products: [] });
    expect(h.stub.calls).toHaveLength(1);
  });

  it('asks by POST with the refinements, and sends them with the products call too', async () => {
    const h = clientHarness();
    const refinements = { subBrands: ['fpmovement'] };
    h.stub.on('POST', SAYT, json(200, { result: { searchTerms: ['Tanks'] } }));
    h.stub.on('POST', SEARCHES, searchResponse());
    await new KySuggestionsGateway(h.http, aSite(), { refinements }).suggest('tan');
    expect(h.stub.callsTo('POST', SAYT)[0]!.body).toEqual({ query: 'tan', refinements });
    expect(h.stub.callsTo('POST', SEARCHES)[0]!.body).toEqual({ query: 'Tanks', pageSize: 3, page: 1, refinements });
    expect(h.stub.callsTo('GET', SAYT)).toHaveLength(0);
  });

  it('throws the HttpError of a failing terms or products call (the caller logs and clears)', async () => {
    const failingTerms = clientHarness();
    failingTerms.stub.on('GET', SAYT, apiError(503, 'UNAVAILABLE'));
    await expect(new KySuggestionsGateway(failingTerms.http, aSite()).suggest('hoo')).rejects.toMatchObject({ name: 'HttpError', status: 503, code: 'UNAVAILABLE' });
    expect(failingTerms.stub.callsTo('POST', SEARCHES)).toHaveLength(0);

    const failingProducts = clientHarness();
    failingProducts.stub.on('GET', SAYT, json(200, { result: { searchTerms: ['Hoodie'] } }));
    failingProducts.stub.on('POST', SEARCHES, networkFailure());
    await expect(new KySuggestionsGateway(failingProducts.http, aSite()).suggest('hoo')).rejects.toMatchObject({ name: 'HttpError', kind: 'network' });
  });

  it('aborts a running call through the caller signal (core searchAsYouType drops stale text, decision 0133)', async () => {
    const h = clientHarness();
    h.stub.on('GET', SAYT, hang);
    const controller = new AbortController();
    const pending = new KySuggestionsGateway(h.http, aSite()).suggest('hoo', controller.signal);
    await vi.waitFor(() => expect(h.stub.calls).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'HttpError', kind: 'aborted' });
    expect(h.stub.callsTo('POST', SEARCHES)).toHaveLength(0);
  });
});
