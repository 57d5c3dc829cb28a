import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MobileNavPromoFieldsDto, type StoredContentEntriesDto } from '@vitrine/contract';
import { SandboxHarness } from './sandbox-harness.js';

const PROMO = 'content_type=componentSupernavAdditionalMobilePromo&include=0&environment=master&limit=1';

describe('the shell’s configuration entries in the content store (shopping.md §7 "Content"; decision 0413)', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());

  it('answers the mobile navigation promo per site in the request language, with a same-origin photo and its size', async () => {
    const en = await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/an-us/entries?${PROMO}`);
    expect(en.status).toBe(200);
    const promo = MobileNavPromoFieldsDto.parse(en.body.items[0]!.fields);
    expect([promo.headlineText, promo.ctaLink.linkTitle, promo.ctaLink.linkPath]).toEqual(['Layers for cold mornings', 'Shop jackets', '/search?q=jacket']);
    expect(promo.image).toEqual({ url: '/api/images/luma/w/j/wj02-gray_main.jpg', altText: 'A woman in a grey yoga jacket', width: 1274, height: 1580 });
    expect((await h.raw('GET', `${promo.image!.url}?w=360`)).status).toBe(200);

    const de = MobileNavPromoFieldsDto.parse((await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/an-de/entries?${PROMO}`)).body.items[0]!.fields);
    expect([de.headlineText, de.ctaLink.linkTitle]).toEqual(['Schichten für kalte Morgen', 'Jacken entdecken']);
  });

  it('serves it from the direct content provider as well (the 502 fallback)', async () => {
    const res = await h.json<StoredContentEntriesDto>('GET', `/api/content/direct/v1/fp-it/entries?${PROMO}`);
    expect(res.status).toBe(200);
    expect(MobileNavPromoFieldsDto.parse(res.body.items[0]!.fields).headlineText).toBe('Strati per le mattine fredde');
  });
});
