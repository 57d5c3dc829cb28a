import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredContentEntriesDto } from '@vitrine/contract';
import { SandboxHarness } from './sandbox-harness.js';

const PROMO = 'content_type=globalPromoContainer&include=2&environment=master';
type Promo = { type: string; fields: Record<string, unknown> };
const promosOf = (body: StoredContentEntriesDto) => (body.items[0]!.fields['promos'] as Promo[]);

describe('the content store (shopping.md §7 "Content"; decision 0300)', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open({ faults: true });
  });
  afterAll(async () => h?.close());

  it('answers the global promo container with a live-text banner in the site language', async () => {
    const us = await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/an-us/entries?${PROMO}`);
    expect(us.status).toBe(200);
    const live = promosOf(us.body)[0]!;
    expect(live.type).toBe('componentLiveTextBanner');
    expect(live.fields).toMatchObject({ preHeadlineText: 'Winter Sale', headlineText: 'Up to 40% off outerwear', showCountdownTimer: true, descriptionCtaVerbage: 'Details' });
    expect(Date.parse(String(live.fields['endDate']))).toBeGreaterThan(Date.now());
    const de = await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/an-de/entries?${PROMO}`);
    expect(promosOf(de.body)[0]!.fields['headlineText']).toBe('Bis zu 40 % auf Jacken und Mäntel');
    const fr = await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/an-ca/entries?${PROMO}`, undefined, { 'x-vitrine-language': 'fr' });
    expect(promosOf(fr.body)[0]!.fields['preHeadlineText']).toBe('Soldes d’hiver');
  });

  it("gives 404 'Contentful entry not found: {slug}' for an unknown slug", async () => {
    const res = await h.json('GET', `/api/content/v1/an-us/entries?${PROMO}&slug=nope`);
    expect([res.status, res.body.message]).toEqual([404, 'Contentful entry not found: nope']);
  });

  it('keeps the direct provider up when the content service answers 502 MOCKED_CONTENTFUL_DOWN_ERROR', async () => {
    await h.json('POST', '/api/__sandbox/faults', { path: '/content/v1/an-us/entries', status: 502, code: 'MOCKED_CONTENTFUL_DOWN_ERROR', count: 1 });
    const down = await h.json('GET', `/api/content/v1/an-us/entries?${PROMO}`);
    expect([down.status, down.body.code]).toEqual([502, 'MOCKED_CONTENTFUL_DOWN_ERROR']);
    const direct = await h.json<StoredContentEntriesDto>('GET', `/api/content/direct/v1/an-us/entries?${PROMO}`);
    expect(promosOf(direct.body)[0]!.fields['headlineText']).toBe('Up to 40% off outerwear');
  });

  it('changes an entry through PUT /__sandbox/content and serves the change', async () => {
    const before = await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/an-uk/entries?${PROMO}`);
    const promos = promosOf(before.body);
    const changed = [{ ...promos[0]!, fields: { ...promos[0]!.fields, headlineText: 'Boxing Day: 50% off knitwear' } }];
    const put = await h.json('PUT', '/api/__sandbox/content/an-uk/globalPromoContainer/global-promo', { language: 'en', fields: { promos: changed } });
    expect(put.status).toBe(200);
    const after = await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/an-uk/entries?${PROMO}`);
    expect(promosOf(after.body)[0]!.fields['headlineText']).toBe('Boxing Day: 50% off knitwear');
    expect(after.body.items[0]!.id).toBe(before.body.items[0]!.id);
    expect((await h.json('PUT', '/api/__sandbox/content/an-uk/helpPage/x', { language: 'en', fields: {} })).status).toBe(400);
  });
});
