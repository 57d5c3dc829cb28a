import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sitesOf, type SiteContext } from '@vitrine/core';
import { KySearchGateway } from '../../../adapters/src/http/ky-search-gateway.js';
import { KySuggestionsGateway } from '../../../adapters/src/http/ky-suggestions-gateway.js';
import { aFrenchSite, aSite } from '../../mothers/site.mother.js';
import { startTestSandbox } from '../../support/sandbox.js';
import { armFault, clearFaults, contractClient } from './support/contract-harness.js';

/**
 * Contract: KySearchGateway and KySuggestionsGateway over real HTTP against a real sandbox
 * (shopping.md §4 "Search", §7 "Search", §8 "Search failure", §9; docs/api.md; decisions 0080-0082).
 */

let sandbox: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  sandbox = await startTestSandbox({ faults: true });
});
afterAll(async () => sandbox?.close());
afterEach(async () => clearFaults(sandbox.url));

function gateways(site: SiteContext = aSite(), refinements?: Record<string, string[]>) {
  const client = contractClient(sandbox.url, { site });
  return {
    search: new KySearchGateway(client.http, site),
    suggestions: new KySuggestionsGateway(client.http, site, refinements ? { refinements } : {}),
    logger: client.logger,
  };
}

const contains = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

describe('KySearchGateway (contract)', () => {
  it('finds products by keyword, names matching first, as tiles with Money in minor units', async () => {
    const { search } = gateways();
    const page = await search.search(' hoodie ', 1, 60);
    expect(page.category).toEqual({ slug: 'search', displayName: 'hoodie' });
    expect(page.totalRecords).toBe(page.tiles.length);
    const nameMatches = page.tiles.map((t) => contains(t.displayName, 'hoodie'));
    expect(nameMatches[0]).toBe(true);
    expect(nameMatches.slice(nameMatches.indexOf(false)).every((m) => !m)).toBe(true);
    const tile = page.tiles[0]!;
    expect(tile.price.saleLow.currency).toBe('USD');
    expect(Number.isInteger(tile.price.saleLow.amount)).toBe(true);
    expect(tile.pdpURL.startsWith(`/shop/${tile.productSlug}`)).toBe(true);
  });

  it('pages the same ranked list', async () => {
    const { search } = gateways();
    const all = await search.search('tank', 1, 60);
    const second = await search.search('tank', 2, 4);
    expect(second.tiles.map((t) => t.productId)).toEqual(all.tiles.slice(4, 8).map((t) => t.productId));
    expect([second.page, second.pageSize, second.totalRecords]).toEqual([2, 4, all.totalRecords]);
  });

  it("searches in the site's language and currency", async () => {
    const page = await gateways(aFrenchSite()).search.search('friteuse', 1, 10);
    expect(page.tiles.length).toBeGreaterThan(0);
    expect(page.tiles.every((t) => contains(t.displayName, 'friteuse') && t.price.saleLow.currency === 'EUR')).toBe(true);
  });

  it('throws the HttpError of a failed search (shopping.md §8)', async () => {
    await armFault(sandbox.url, { path: '/catalog-search-service/v0/an-us/products/searches', method: 'POST', status: 503, code: 'SEARCH_DOWN' });
    await expect(gateways().search.search('hoodie', 1, 3)).rejects.toMatchObject({ name: 'HttpError', status: 503, code: 'SEARCH_DOWN' });
  });
});

describe('KySuggestionsGateway (contract)', () => {
  it('suggests up to 5 terms containing the query and 3 products of the first term', async () => {
    const { search, suggestions } = gateways();
    const result = await suggestions.suggest('hoo');
    expect(result.terms.length).toBeGreaterThan(0);
    expect(result.terms.length).toBeLessThanOrEqual(5);
    expect(result.terms.every((t) => contains(t, 'hoo'))).toBe(true);
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.length).toBeLessThanOrEqual(3);
    const firstTermPage = await search.search(result.terms[0]!, 1, 3);
    expect(result.products).toEqual(firstTermPage.tiles);
  });

  it('suggests nothing, with no products, for a query nothing contains or a blank one', async () => {
    const { suggestions } = gateways();
    await expect(suggestions.suggest('qqqzzz')).resolves.toEqual({ terms: [], products: [] });
    await expect(suggestions.suggest('  ')).resolves.toEqual({ terms: [], products: [] });
  });

  it('narrows terms and products with refinements (the POST form)', async () => {
    const home = await gateways(aSite(), { subBrands: ['anthroliving'] }).suggestions.suggest('air');
    const movement = await gateways(aSite(), { subBrands: ['fpmovement'] }).suggestions.suggest('air');
    expect(home.terms.length).toBeGreaterThan(0);
    expect(home.products.length).toBeGreaterThan(0);
    expect(movement.terms.filter((t) => home.terms.includes(t))).toEqual([]);
  });

  it("answers for the site's brand: no home goods on an fp site", async () => {
    const fpUs = sitesOf('fp').find((s) => s.siteId === 'fp-us')!;
    const an = await gateways().suggestions.suggest('air fr');
    const fp = await gateways(fpUs).suggestions.suggest('air fr');
    expect(an.terms.length).toBeGreaterThan(0);
    expect(fp).toEqual({ terms: [], products: [] });
  });

  it('throws on a failed terms call or a dropped products call (the UI logs and clears)', async () => {
    await armFault(sandbox.url, { path: '/catalog-search-service/v0/an-us/products/sayt/', method: 'GET', status: 500, code: 'SAYT_DOWN' });
    await expect(gateways().suggestions.suggest('hoo')).rejects.toMatchObject({ name: 'HttpError', status: 500, code: 'SAYT_DOWN' });
    await armFault(sandbox.url, { path: '/catalog-search-service/v0/an-us/products/searches', method: 'POST', drop: true });
    await expect(gateways().suggestions.suggest('hoo')).rejects.toMatchObject({ name: 'HttpError', kind: 'network' });
  });
});
