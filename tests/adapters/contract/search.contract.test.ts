import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProductCatalog, ProductSearch, SearchSuggestions, sitesOf, type SiteContext } from '@vitrine/core';
import { KySearchGateway } from '../../../adapters/src/http/ky-search-gateway.js';
import { KySuggestionsGateway } from '../../../adapters/src/http/ky-suggestions-gateway.js';
import { aFrenchSite, aSite } from '../../mothers/site.mother.js';
import { startTestSandbox } from '../../support/sandbox.js';
import { BACKENDS, sandboxClient, type ContractBackend } from './support/backends.js';
import { discoverSamples, type CatalogueSamples } from './support/samples.js';
import { armFault, clearFaults, contractClient } from './support/contract-harness.js';

/**
 * Contract: ProductSearch and SearchSuggestions, written once and run against the sandbox (the ky
 * gateways over real HTTP) and the in-memory back end (decision 0147); then the HTTP-only cases
 * against the sandbox (shopping.md §4 "Search", §7 "Search", §8 "Search failure", §9; docs/api.md; decisions 0080-0082).
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

let found: Promise<CatalogueSamples> | undefined;
/** The sandbox's catalogue samples, found once. */
const sandboxSamples = () => (found ??= discoverSamples(sandboxClient(sandbox.url)));

const contains = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

describe.each(BACKENDS)('search contract (%s)', (_name, startBackend) => {
  let backend: ContractBackend;
  beforeAll(async () => {
    backend = await startBackend();
    // Found here, within the hook's time-out, not in the first test that needs them.
    await backend.samples();
  });
  afterAll(async () => backend?.close());

  it('finds products by keyword, names matching first, as tiles with Money in minor units', async () => {
    const { searchWord } = await backend.samples();
    const page = await backend.client().get(ProductSearch).search(` ${searchWord} `, 1, 60);
    expect(page.category).toEqual({ slug: 'search', displayName: searchWord });
    expect(page.tiles.length).toBeGreaterThan(0);
    expect(page.tiles.length).toBe(Math.min(page.totalRecords, 60));
    const nameMatches = page.tiles.map((t) => contains(t.displayName, searchWord));
    expect(nameMatches[0]).toBe(true);
    const firstOther = nameMatches.indexOf(false);
    if (firstOther >= 0) expect(nameMatches.slice(firstOther).every((m) => !m)).toBe(true);
    const tile = page.tiles[0]!;
    expect(tile.price.saleLow.currency).toBe('USD');
    expect(Number.isInteger(tile.price.saleLow.amount)).toBe(true);
    expect(tile.pdpURL.startsWith(`/shop/${tile.productSlug}`)).toBe(true);
  });

  it('pages the same ranked list', async () => {
    const { searchWord } = await backend.samples();
    const search = backend.client().get(ProductSearch);
    const all = await search.search(searchWord, 1, 60);
    const pageSize = Math.max(1, Math.floor(all.tiles.length / 2));
    const second = await search.search(searchWord, 2, pageSize);
    expect(second.tiles.map((t) => t.productId)).toEqual(all.tiles.slice(pageSize, 2 * pageSize).map((t) => t.productId));
    expect([second.page, second.pageSize, second.totalRecords]).toEqual([2, pageSize, all.totalRecords]);
  });

  it('answers up to 3 distinct purchasable popular items for the empty box (decision 0252)', async () => {
    const client = backend.client();
    const popular = await client.get(SearchSuggestions).popular();
    expect(popular.length).toBeGreaterThan(0);
    expect(popular.length).toBeLessThanOrEqual(3);
    expect(new Set(popular.map((t) => t.productId)).size).toBe(popular.length);
    const products = await client.get(ProductCatalog).getProductsByIds(popular.map((t) => t.productId));
    expect(products).toHaveLength(popular.length);
    for (const product of products) expect(product.skus.some((sku) => sku.stockLevel + sku.backorder > 0)).toBe(true);
  });

  it('ignores accents and case in the query: an accented, upper-case spelling finds the same products (decision 0251)', async () => {
    const { searchWord } = await backend.samples();
    const search = backend.client().get(ProductSearch);
    const plain = await search.search(searchWord, 1, 60);
    expect(plain.tiles.length).toBeGreaterThan(0);
    const accented = searchWord.toUpperCase().replace(/[AEIOU]/, (v) => ({ A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú' })[v]!);
    expect(accented).not.toBe(searchWord.toUpperCase());
    expect((await search.search(accented, 1, 60)).tiles.map((t) => t.productId)).toEqual(plain.tiles.map((t) => t.productId));
  });

  it('suggests up to 5 terms containing the query and up to 3 products: the first page of the first term', async () => {
    const { searchWord } = await backend.samples();
    const client = backend.client();
    const prefix = searchWord.slice(0, 3);
    const result = await client.get(SearchSuggestions).suggest(prefix);
    expect(result.terms.length).toBeGreaterThan(0);
    expect(result.terms.length).toBeLessThanOrEqual(5);
    expect(result.terms.every((t) => contains(t, prefix))).toBe(true);
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.length).toBeLessThanOrEqual(3);
    const firstTermPage = await client.get(ProductSearch).search(result.terms[0]!, 1, 3);
    expect(result.products).toEqual(firstTermPage.tiles);
  });

  it('suggests nothing, with no products, for a query nothing contains or a blank one', async () => {
    const suggestions = backend.client().get(SearchSuggestions);
    await expect(suggestions.suggest('qqqzzz')).resolves.toEqual({ terms: [], products: [] });
    await expect(suggestions.suggest('  ')).resolves.toEqual({ terms: [], products: [] });
  });
});

/** Sandbox only: other sites and brands, refinements and transport faults exist only over HTTP. */
describe('KySearchGateway over HTTP (sandbox only)', () => {
  it("searches in the site's language and currency", async () => {
    const { inStock } = await sandboxSamples();
    const french = await sandboxClient(sandbox.url, aFrenchSite()).get(ProductCatalog).getProductBySlug(inStock.product.productSlug);
    const word = french.ok ? (french.value.displayName.toLowerCase().match(/\p{L}{4,}/gu) ?? [])[0] : undefined;
    if (!word) throw new Error('The product has no French name to search for');
    const page = await gateways(aFrenchSite()).search.search(word, 1, 10);
    expect(page.tiles.length).toBeGreaterThan(0);
    expect(page.tiles.every((t) => t.price.saleLow.currency === 'EUR')).toBe(true);
    expect(contains(page.tiles[0]!.displayName, word)).toBe(true);
  });

  it('throws the HttpError of a failed search (shopping.md §8)', async () => {
    await armFault(sandbox.url, { path: '/catalog-search-service/v0/an-us/products/searches', method: 'POST', status: 503, code: 'SEARCH_DOWN' });
    await expect(gateways().search.search('hoodie', 1, 3)).rejects.toMatchObject({ name: 'HttpError', status: 503, code: 'SEARCH_DOWN' });
  });
});

describe('KySuggestionsGateway over HTTP (sandbox only)', () => {
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
    const prefix = (await sandboxSamples()).searchWord.slice(0, 3);
    await expect(gateways().suggestions.suggest(prefix)).rejects.toMatchObject({ name: 'HttpError', status: 500, code: 'SAYT_DOWN' });
    await armFault(sandbox.url, { path: '/catalog-search-service/v0/an-us/products/searches', method: 'POST', drop: true });
    await expect(gateways().suggestions.suggest(prefix)).rejects.toMatchObject({ name: 'HttpError', kind: 'network' });
  });
});
