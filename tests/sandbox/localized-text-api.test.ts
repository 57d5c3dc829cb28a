import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredContentEntriesDto } from '@vitrine/contract';
import { SandboxHarness } from './sandbox-harness.js';

const BASE = 'content_type=localizedText&limit=1000&select=fields.slug,fields.displayText';

describe('localizedText in the content store (shopping.md §7 "Content"; decision 0423)', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());

  it('answers the slugs in a list with only slug and displayText, per site', async () => {
    const uk = await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/an-uk/entries?${BASE}&fields.slug[in]=pdp-size-guide-label,no-such-label`);
    expect(uk.status).toBe(200);
    expect(uk.body.items.map((e) => e.fields)).toEqual([{ slug: 'pdp-size-guide-label', displayText: 'Size chart' }]);
    const us = await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/an-us/entries?${BASE}&fields.slug[in]=pdp-size-guide-label`);
    expect(us.body.items).toEqual([]);
  });

  it('answers by match in the request language', async () => {
    const fr = await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/fp-fr/entries?${BASE}&fields.slug[match]=SIZE-GUIDE`);
    expect(fr.body.items.map((e) => [e.slug, e.fields['displayText']])).toEqual([['pdp-size-guide-label', 'Guide des coupes']]);
  });
});
