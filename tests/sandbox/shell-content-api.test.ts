import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttentiveConfigFieldsDto, DatetimeOptionsFieldsDto, MobileNavPromoFieldsDto, type StoredContentEntriesDto } from '@vitrine/contract';
import { SandboxHarness } from './sandbox-harness.js';

const PROMO = 'content_type=componentSupernavAdditionalMobilePromo&include=0&environment=master&limit=1';
const ATTENTIVE = 'content_type=attentiveConfig&include=0&environment=master&limit=1';
const DATETIME = 'content_type=datetimeOptions&include=0&environment=master&limit=1';

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

  it('answers the attentive config: enabled with a creative id and short code where the site has SMS opt-in, disabled elsewhere, in the request language', async () => {
    const us = AttentiveConfigFieldsDto.parse((await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/an-us/entries?${ATTENTIVE}`)).body.items[0]!.fields);
    expect([us.enabled, us.creativeId, us.keyword, us.shortCode]).toEqual([true, 'an-us-sms-modal', 'VITRINE', '28445']);
    expect(us.legalText).toMatch(/Reply \*\*HELP\*\*/);
    const uk = AttentiveConfigFieldsDto.parse((await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/an-uk/entries?${ATTENTIVE}`)).body.items[0]!.fields);
    expect([uk.enabled, uk.shortCode]).toEqual([true, '60777']);
    const fr = AttentiveConfigFieldsDto.parse((await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/an-fr/entries?${ATTENTIVE}`)).body.items[0]!.fields);
    expect([fr.enabled, fr.creativeId, fr.shortCode]).toEqual([false, undefined, undefined]);
    expect(fr.legalText).toMatch(/^La fréquence des messages varie\./);
  });

  it('answers the date display options per site and language: the country’s time zone, its date style and clock', async () => {
    const read = async (siteId: string, headers: Record<string, string> = {}) =>
      DatetimeOptionsFieldsDto.parse((await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/${siteId}/entries?${DATETIME}`, undefined, headers)).body.items[0]!.fields);
    expect(await read('an-us')).toEqual({ dateStyle: 'medium', hourCycle: 'h12', timeZone: 'America/New_York' });
    expect(await read('an-uk')).toEqual({ dateStyle: 'long', hourCycle: 'h23', timeZone: 'Europe/London' });
    expect(await read('an-de')).toEqual({ dateStyle: 'long', hourCycle: 'h23', timeZone: 'Europe/Berlin' });
  });
});
