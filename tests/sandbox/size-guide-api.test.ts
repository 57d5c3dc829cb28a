import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SizeGuideConfigurationFieldsDto, SizeGuideVendorFieldsDto, type StoredContentEntriesDto } from '@vitrine/contract';
import { SIZE_GUIDE_CHARTS } from '../../sandbox/src/seed/size-guide.data.js';
import { SandboxHarness } from './sandbox-harness.js';

const CONFIGURATION = 'content_type=sizeGuideConfiguration&include=0&environment=master&limit=1';
const vendor = (slug: string) => `content_type=sizeGuideVendor&slug=${slug}&include=0&environment=master&limit=1`;

describe('size guides in the content store (shopping.md §7 "Content"; decision 0422)', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());

  it('answers the configuration: Luma’s category trees to their charts', async () => {
    const res = await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/an-us/entries?${CONFIGURATION}`);
    expect(res.status).toBe(200);
    const { rules } = SizeGuideConfigurationFieldsDto.parse(res.body.items[0]!.fields);
    expect(rules.map((r) => [r.categoryPrefix, r.vendor])).toEqual([
      ['women-tops', 'luma-womens-tops'],
      ['women-bottoms', 'luma-womens-bottoms'],
      ['men-tops', 'luma-mens-tops'],
      ['men-bottoms', 'luma-mens-bottoms'],
    ]);
    for (const { vendor: slug } of rules) expect(Object.keys(SIZE_GUIDE_CHARTS)).toContain(slug);
  });

  it('answers each chart in the request language with one range per measurement and size', async () => {
    const en = await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/an-us/entries?${vendor('luma-womens-tops')}`);
    const tops = SizeGuideVendorFieldsDto.parse(en.body.items[0]!.fields);
    expect(tops.title).toBe('Women’s tops');
    expect(tops.measurements).toEqual(['bust', 'waist', 'hips']);
    expect(tops.rows.map((r) => r.size)).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    for (const row of tops.rows) expect(row.rangesCm).toHaveLength(3);

    const de = SizeGuideVendorFieldsDto.parse((await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/an-de/entries?${vendor('luma-mens-bottoms')}`)).body.items[0]!.fields);
    expect(de.title).toBe('Herrenhosen und -shorts (Bundweiten)');
    expect(de.intro).toMatch(/^Messen Sie/);
    expect(de.rows.map((r) => r.size)).toEqual(['29', '30', '31', '32', '33', '34', '36']);
  });

  it('says an unknown chart is not found, with the spec’s text', async () => {
    const res = await h.json<{ code: string; message: string }>('GET', `/api/content/v1/an-us/entries?${vendor('no-such-chart')}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Contentful entry not found: no-such-chart');
  });
});
