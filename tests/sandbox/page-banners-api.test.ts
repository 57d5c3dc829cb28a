import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredContentEntriesDto } from '@vitrine/contract';
import { SITES } from '../../sandbox/src/sites/sites.js';
import { SandboxHarness } from './sandbox-harness.js';

const QUERY = 'content_type=pageBannerContainer&include=3&environment=master&limit=1';
type Linked = { id: string; type: string; fields: Record<string, unknown> };
const bannersOf = (body: StoredContentEntriesDto) => body.items[0]!.fields['banners'] as Linked[];

describe('the home and category banners of the content store (shell-and-account.md §3; decision 0410)', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open({ faults: true });
  });
  afterAll(async () => h?.close());

  it('answers the home page with a live-text banner and a rotational banner of three simple banners', async () => {
    const res = await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/an-us/entries?${QUERY}&slug=home`);
    expect(res.status).toBe(200);
    const [live, rotational] = bannersOf(res.body);
    expect(live!.type).toBe('componentLiveTextBanner');
    expect(live!.fields).toMatchObject({ preHeadlineText: 'The Holiday Edit', headlineText: 'Gifts for everyone on your list', showCountdownTimer: true, descriptionCtaVerbage: 'Offer details' });
    expect(Date.parse(String(live!.fields['endDate']))).toBeGreaterThan(Date.now());
    expect(rotational!.type).toBe('componentRotationalBanner');
    const slides = rotational!.fields['banners'] as Linked[];
    expect(slides.map((s) => s.type)).toEqual(['componentSimpleBanner', 'componentSimpleBanner', 'componentSimpleBanner']);
    expect(slides[0]!.fields).toMatchObject({ url: '/search?q=jacket', bannerImage: '/api/images/luma/w/j/wj01-red_main.jpg', alternateBannerImage: '/api/images/luma/w/j/wj04-red_main.jpg' });
  });

  it('has a home entry for every site and language, written in that language', async () => {
    const headlines = new Set<string>();
    for (const site of SITES) {
      for (const language of site.languages) {
        const res = await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/${site.siteId}/entries?${QUERY}&slug=home`, undefined, { 'x-vitrine-language': language });
        expect(res.body.items[0]!.language).toBe(language);
        headlines.add(String(bannersOf(res.body)[0]!.fields['headlineText']));
      }
    }
    expect(headlines).toEqual(new Set(['Gifts for everyone on your list', 'Des cadeaux pour toute votre liste', 'Geschenke für alle auf Ihrer Liste', 'Regalos para todos los de tu lista', 'Regali per tutti quelli della tua lista', '为清单上的每个人挑选礼物']));
  });

  it('answers a top category with its simple banner and a category without one with 404', async () => {
    const women = await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/an-de/entries?${QUERY}&slug=category-women`);
    expect(bannersOf(women.body)).toEqual([
      expect.objectContaining({ type: 'componentSimpleBanner', fields: expect.objectContaining({ linkAltText: 'Neu: Damenjacken und -mäntel', bannerImage: '/api/images/luma/w/j/wj01-red_main.jpg' }) }),
    ]);
    const none = await h.json('GET', `/api/content/v1/an-us/entries?${QUERY}&slug=category-collections`);
    expect([none.status, none.body.message]).toEqual([404, 'Contentful entry not found: category-collections']);
  });

  it('serves the banner images from the image service at a spec width', async () => {
    const image = await h.raw('GET', '/api/images/luma/w/j/wj04-red_main.jpg?w=1314');
    expect(image.status).toBe(200);
  });

  it('changes the home banners through PUT /__sandbox/content', async () => {
    const before = await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/an-uk/entries?${QUERY}&slug=home`);
    const [live, ...rest] = bannersOf(before.body);
    const changed = [{ ...live!, fields: { ...live!.fields, headlineText: 'Boxing Day gifts' } }, ...rest];
    const put = await h.json('PUT', '/api/__sandbox/content/an-uk/pageBannerContainer/home', { language: 'en', fields: { banners: changed } });
    expect(put.status).toBe(200);
    const after = await h.json<StoredContentEntriesDto>('GET', `/api/content/v1/an-uk/entries?${QUERY}&slug=home`);
    expect(bannersOf(after.body)[0]!.fields['headlineText']).toBe('Boxing Day gifts');
  });
});
