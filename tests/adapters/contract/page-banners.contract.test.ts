import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveTextBannerModel, PageBannerGateway, rotationalBannerModel, simpleBannerModel } from '@vitrine/core';
import { BACKENDS, type ContractBackend } from './support/backends.js';

/**
 * Contract: PageBannerGateway, run against the sandbox (KyPageBannerGateway over real HTTP) and the
 * in-memory back end (shopping.md §7 "Content"; shell-and-account.md §3; decision 0410).
 */
describe.each(BACKENDS)('page banners contract (%s)', (_name, start) => {
  let backend: ContractBackend;
  beforeAll(async () => {
    backend = await start();
  });
  afterAll(async () => backend?.close());

  it('gives the home page a live-text banner with a running countdown and a rotational banner of three slides', async () => {
    const result = await backend.client().get(PageBannerGateway).getPageBanners('home');
    if (!result.ok) throw new Error(result.error.message);
    const [live, rotational] = result.value.banners;
    if (live?.type !== 'componentLiveTextBanner' || rotational?.type !== 'componentRotationalBanner') throw new Error('unexpected banner types');
    const model = liveTextBannerModel(live.fields, Date.now());
    expect(model).toMatchObject({ preHeadline: 'The Holiday Edit', headline: 'Gifts for everyone on your list', detailsLabel: 'Offer details' });
    expect(model.ctas.map((c) => c.href)).toEqual(['/collections', '/promotions']);
    expect(model.countdown?.ended).toBe(false);
    const slides = rotationalBannerModel(rotational.fields).slides;
    expect(slides.map((s) => s.href)).toEqual(['/search?q=jacket', '/search?q=hoodie', '/search?q=bag']);
    expect(slides[0]!.alternate).toEqual({ image: '/api/images/luma/w/j/wj04-red_main.jpg', media: '(min-width: 768px)' });
  });

  it("gives the women category its simple banner and a category without one 'Contentful entry not found: {slug}'", async () => {
    const women = await backend.client().get(PageBannerGateway).getPageBanners('category-women');
    if (!women.ok || women.value.banners[0]?.type !== 'componentSimpleBanner') throw new Error('expected a simple banner');
    expect(simpleBannerModel(women.value.banners[0].fields)).toMatchObject({ href: '/search?q=jacket', alt: 'New in: women’s jackets and coats', external: false });
    const none = await backend.client().get(PageBannerGateway).getPageBanners('category-nope');
    expect(none).toMatchObject({ ok: false, error: { code: 'CONTENT.ENTRY_NOT_FOUND', message: 'Contentful entry not found: category-nope' } });
  });
});
