import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductsResponseDto, TileDto } from '@vitrine/contract';
import { SandboxHarness } from './sandbox-harness.js';

/** Category tiles refined to a sub-brand (shopping.md §1 "refinements on facets.subBrands"; decision 0344). */
describe('POST /catalog-search-service/v0/{siteId}/tiles/{category} with sub-brand refinements', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());

  const tiles = (site: string, category: string, body: unknown) => h.json('POST', `/api/catalog-search-service/v0/${site}/tiles/${category}`, body);
  const subBrandsOf = async (site: string, pool: string, ids: string[]) => {
    const res = await h.json('GET', `/api/catalog/v0/${site}/pools/${pool}/products?product-id=${ids.join(',')}`);
    return (res.body as ProductsResponseDto).products.map((p) => p.product.subBrand);
  };

  it('keeps only the products of the sub-brand, case-insensitively, with their own total', async () => {
    const all = await tiles('fp-us', 'women', { pageSize: 120, page: 1 });
    const refined = await tiles('fp-us', 'women', { pageSize: 120, page: 1, refinements: { subBrands: ['FPMovement'] } });
    expect(refined.status).toBe(200);
    const ids = refined.body.records.map((t: TileDto) => t.productId) as string[];
    expect(ids.length).toBeGreaterThan(0);
    expect(refined.body.totalRecords).toBe(ids.length);
    expect(refined.body.totalRecords).toBeLessThan(all.body.totalRecords);
    expect(new Set(await subBrandsOf('fp-us', 'US_DIRECT', ids))).toEqual(new Set(['fpmovement']));
  });

  it('pages a refined listing like an unrefined one', async () => {
    const first = await tiles('an-us', 'home', { pageSize: 2, page: 1, refinements: { subBrands: ['anthroliving'] } });
    const second = await tiles('an-us', 'home', { pageSize: 2, page: 2, refinements: { subBrands: ['anthroliving'] } });
    expect(first.body.records).toHaveLength(2);
    expect(second.body.totalRecords).toBe(first.body.totalRecords);
    const ids = [...first.body.records, ...second.body.records].map((t: TileDto) => t.productId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists nothing for a sub-brand with no products in the category, and an empty list does not refine', async () => {
    const none = await tiles('an-us', 'home', { refinements: { subBrands: ['fpmovement'] } });
    expect([none.status, none.body.totalRecords, none.body.records]).toEqual([200, 0, []]);
    const unrefined = await tiles('an-us', 'home', { refinements: { subBrands: [] } });
    expect(unrefined.body.totalRecords).toBe((await tiles('an-us', 'home', {})).body.totalRecords);
  });

  it('answers 400 INVALID_REQUEST for refinements other than subBrands', async () => {
    const bad = await tiles('an-us', 'home', { refinements: { colors: ['red'] } });
    expect([bad.status, bad.body.code]).toEqual([400, 'INVALID_REQUEST']);
  });
});
