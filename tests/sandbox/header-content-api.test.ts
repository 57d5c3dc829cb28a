import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HeaderContainerFieldsDto, type StoredContentEntriesDto } from '@vitrine/contract';
import { SITES } from '../../sandbox/src/sites/sites.js';
import { HEADER_TEXTS } from '../../sandbox/src/seed/header-content.data.js';
import { SandboxHarness } from './sandbox-harness.js';

const HEADER = 'content_type=headerContainer&include=0&environment=master&limit=1';

const fieldsOf = (body: StoredContentEntriesDto) => HeaderContainerFieldsDto.parse(body.items[0]!.fields);

describe('the header container in the content store (shell-and-account.md §2 "Page shell"; decision 0366)', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open({ faults: true });
  });
  afterAll(async () => h?.close());

  it('answers an-us in English: utility links to store routes, brand links, the other brand for the US and the free-shipping message in dollars', async () => {
    const res = await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/an-us/entries?${HEADER}`);
    expect(res.status).toBe(200);
    expect(res.body.items[0]).toMatchObject({ id: 'header-an-us-en', contentType: 'headerContainer', slug: 'header', language: 'en' });
    const fields = fieldsOf(res.body);
    expect(fields.utilityLinks!.map((l) => [l.linkTitle, l.linkPath])).toEqual([
      ['Find a store', '/stores'],
      ['Shipping', '/help/shipping'],
      ['Returns', '/help/returns'],
      ['Order status', '/order-inquiry'],
      ['Gift card balance', '#giftcard-balance'],
      ['Rewards', '/account/loyalty'],
    ]);
    expect(fields.brandUtilityLinks!.map((l) => l.linkPath)).toEqual(['#request-catalog', '/brands']);
    expect(fields.alsoVisitLinks).toEqual([
      { name: 'also-visit-fp', linkTitle: 'Vitrine Studio', linkPath: 'https://studio.vitrine.example/', openInNewWindow: false, brand: 'fp', siteId: 'fp-us' },
    ]);
    expect(fields.lowerPromo).toEqual({
      message: '**Free standard shipping** on orders over $150',
      link: { name: 'free-shipping-details', linkTitle: 'See details', linkPath: '/help/shipping', openInNewWindow: false },
    });
  });

  it('answers each site in its language, the amount in its currency and the other brand on the same region and language', async () => {
    const fr = fieldsOf((await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/an-fr/entries?${HEADER}`)).body);
    expect(fr.utilityLinks![0]!.linkTitle).toBe(HEADER_TEXTS.fr!.storeLocator);
    expect(fr.lowerPromo!.message).toMatch(/^\*\*Livraison standard offerte\*\* dès 150\s€ d’achat$/);
    expect(fr.alsoVisitLinks![0]).toMatchObject({ linkPath: 'https://studio.vitrine.example/fr-fr/', siteId: 'fp-fr' });
    const caFr = fieldsOf((await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/an-ca/entries?${HEADER}`, undefined, { 'x-vitrine-language': 'fr' })).body);
    expect(caFr.alsoVisitLinks![0]!.linkPath).toBe('https://studio.vitrine.example/fr-ca/');
    expect(caFr.lowerPromo!.message).toContain('150\u00a0$');
    const fpUk = fieldsOf((await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/fp-uk/entries?${HEADER}`)).body);
    expect(fpUk.alsoVisitLinks![0]).toMatchObject({ linkTitle: 'Vitrine', linkPath: 'https://www.vitrine.example/en-gb/', brand: 'an', siteId: 'an-uk' });
    expect(fpUk.brandUtilityLinks!.map((l) => l.linkPath)).toEqual(['/sellers', '/brands']);
    expect(fpUk.lowerPromo!.message).toContain('£150');
    const cn = fieldsOf((await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/an-cn/entries?${HEADER}`)).body);
    expect(cn.utilityLinks![0]!.linkTitle).toBe('查找门店');
  });

  it('seeds one entry per site and language, each valid against the contract', async () => {
    for (const site of SITES) {
      for (const language of site.languages) {
        const res = await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/${site.siteId}/entries?${HEADER}`, undefined, { 'x-vitrine-language': language });
        expect(res.body.items.map((e) => [e.id, e.language])).toEqual([[`header-${site.siteId}-${language}`, language]]);
        expect(HeaderContainerFieldsDto.safeParse(res.body.items[0]!.fields).success).toBe(true);
      }
    }
  });

  it('serves it from the direct provider while the content service answers 502, and lets a test change it', async () => {
    await h.json('POST', '/api/__sandbox/faults', { path: '/content/v1/an-it/entries', status: 502, code: 'MOCKED_CONTENTFUL_DOWN_ERROR', count: 1 });
    expect((await h.json('GET', `/api/content/v1/an-it/entries?${HEADER}`)).status).toBe(502);
    const direct = await h.json<StoredContentEntriesDto>('GET', `/api/content/direct/v1/an-it/entries?${HEADER}`);
    expect(fieldsOf(direct.body).utilityLinks![0]!.linkTitle).toBe('Trova un negozio');
    const put = await h.json('PUT', '/api/__sandbox/content/an-it/headerContainer/header', { language: 'it', fields: { utilityLinks: [] } });
    expect(put.status).toBe(200);
    const after = await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/an-it/entries?${HEADER}`);
    expect([after.body.items[0]!.id, after.body.items[0]!.fields]).toEqual(['header-an-it-it', { utilityLinks: [] }]);
  });
});
