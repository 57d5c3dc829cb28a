import { describe, expect, it, vi } from 'vitest';
import { InMemorySearch, productTileOf } from '../../../adapters/src/in-memory/index.js';
import { anotherProduct, aProduct } from '../../mothers/product.mother.js';

/** Three products: the hoodie, the Teton hoodie, and a sweatshirt listed under "Hoodies & Sweatshirts" with wool in its description. */
function products() {
  const sweatshirt = aProduct({
    productId: 'MH04',
    productSlug: 'frankie-sweatshirt',
    displayName: 'Frankie Sweatshirt',
    description: '<p>A <b>brushed</b> wool blend for cold mornings.</p>',
    highlights: ['Organic Cotton'],
  });
  return [aProduct(), anotherProduct(), sweatshirt];
}

describe('InMemorySearch', () => {
  it('ranks name matches first, then category/facet matches, then description matches', async () => {
    const search = new InMemorySearch(products());
    const page = await search.search(' hoodie ', 1, 24);
    expect(page.category).toEqual({ slug: 'search', displayName: 'hoodie' });
    expect(page.tiles.map((t) => t.productId)).toEqual(['MH01', 'MH02', 'MH04']);
    expect((await search.search('wool', 1, 24)).tiles.map((t) => t.productId)).toEqual(['MH04']);
    expect((await search.search('teton hood', 1, 24)).tiles.map((t) => t.productId)).toEqual(['MH02']);
    expect((await search.search('teapot', 1, 24)).totalRecords).toBe(0);
    expect((await search.search('  ', 1, 24)).totalRecords).toBe(0);
  });

  it('pages the matches as tiles', async () => {
    const page = await new InMemorySearch(products()).search('hoodie', 2, 2);
    expect(page).toMatchObject({ page: 2, pageSize: 2, totalRecords: 3 });
    expect(page.tiles).toEqual([productTileOf(products()[2]!)]);
  });

  it('suggests up to 5 terms containing the query, starting ones first, and 3 products of the first term', async () => {
    const search = new InMemorySearch(products());
    const result = await search.suggest('hoo');
    expect(result.terms).toEqual(['Hoodies & Sweatshirts', 'Chaz Kangeroo Hoodie', 'Teton Pullover Hoodie']);
    // The first term is a category: its three products, in catalogue order.
    expect(result.products.map((p) => p.productId)).toEqual(['MH01', 'MH02', 'MH04']);
    expect((await search.suggest('gray')).terms).toEqual(['Gray']);
    await expect(search.suggest('zzz')).resolves.toEqual({ terms: [], products: [] });
    await expect(search.suggest(' ')).resolves.toEqual({ terms: [], products: [] });
    expect(search.calls).toEqual(['suggest hoo', 'suggest gray', 'suggest zzz', 'suggest  ']);
  });

  it('hands the terms to onTerms before answering (decision 0479)', async () => {
    const onTerms = vi.fn();
    const result = await new InMemorySearch(products()).suggest('hoo', undefined, onTerms);
    expect(onTerms).toHaveBeenCalledExactlyOnceWith(result.terms);
  });

  it('throws the given failure until cleared', async () => {
    const search = new InMemorySearch(products());
    search.failWith(new Error('down'));
    await expect(search.suggest('hoo')).rejects.toThrow('down');
    await expect(search.search('hoo', 1, 3)).rejects.toThrow('down');
    search.failWith(null);
    await expect(search.suggest('hoo')).resolves.toMatchObject({ terms: ['Hoodies & Sweatshirts', 'Chaz Kangeroo Hoodie', 'Teton Pullover Hoodie'] });
  });

  it('rejects a suggestion call whose signal is already aborted', async () => {
    const search = new InMemorySearch([]);
    const controller = new AbortController();
    controller.abort();
    await expect(search.suggest('hoo', controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
