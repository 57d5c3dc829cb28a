import { contentEntryNotFoundMessage, domainError, err, ok, type PageBannerGateway, type PageBanners, type PageBannersError, type Result, type SimpleBannerEntry } from '@vitrine/core';

const slide = (name: string, url: string, image: string, alternate: string, alt: string): SimpleBannerEntry => ({
  url,
  externalLink: null,
  bannerName: name,
  bannerImage: `/api/images/luma/${image}`,
  alternateBannerImage: `/api/images/luma/${alternate}`,
  linkAltText: alt,
});

/** The in-memory home banners: the sandbox's an-us entry in English (decision 0410), the offer ending 14 days after `now` (epoch ms). */
export function sampleHomeBanners(now: number): PageBanners {
  return {
    entryId: 'home-an-us-en',
    slug: 'home',
    updatedAt: new Date(now).toISOString(),
    banners: [
      {
        id: 'home-live-text-an-us-en',
        type: 'componentLiveTextBanner',
        fields: {
          preHeadlineText: 'The Holiday Edit',
          headlineText: 'Gifts for everyone on your list',
          ctaLinks: [
            { linkTitle: 'Shop collections', linkPath: '/collections', openInNewWindow: false, name: 'shop-collections' },
            { linkTitle: 'Shop sale', linkPath: '/promotions', openInNewWindow: false, name: 'shop-sale' },
          ],
          promoDesc: '**Free gift wrap** on every order until the offer ends.',
          descriptionCtaVerbage: 'Offer details',
          showCountdownTimer: true,
          endDate: new Date(now + 14 * 86_400_000).toISOString(),
          bannerWrapperBackgroundColor: '#3d1f2b',
          detailsBackgroundColor: '#fbf3ee',
          linkHoverColor: '#f6c9a8',
          bannerBackgroundImage: null,
          backgroundImageType: 'repeat',
          fontColorScheme: 'light',
        },
      },
      {
        id: 'home-rotational-an-us-en',
        type: 'componentRotationalBanner',
        fields: {
          arrowColorScheme: 'dark',
          banners: [
            slide('home-women', '/search?q=jacket', 'w/j/wj01-red_main.jpg', 'w/j/wj04-red_main.jpg', 'Women’s jackets in new winter colours'),
            slide('home-men', '/search?q=hoodie', 'm/h/mh01-gray_main.jpg', 'm/h/mh01-orange_main.jpg', 'Men’s hoodies and fleeces for cold mornings'),
            slide('home-gear', '/search?q=bag', 'm/b/mb01-blue-0.jpg', 'l/u/luma-yoga-kit-2.jpg', 'Bags and gear for every commute'),
          ],
        },
      },
    ],
  };
}

/** The in-memory banner of the women category (decision 0410). */
export function sampleCategoryBanners(now: number): PageBanners {
  return {
    entryId: 'category-women-an-us-en',
    slug: 'category-women',
    updatedAt: new Date(now).toISOString(),
    banners: [{ id: 'category-women-an-us-en-banner', type: 'componentSimpleBanner', fields: slide('category-women', '/search?q=jacket', 'w/j/wj01-red_main.jpg', 'w/j/wj04-red_main.jpg', 'New in: women’s jackets and coats') }],
  };
}

/** PageBannerGateway in memory (decision 0410): banner lists by slug, replaceable by a test; an unknown slug is CONTENT.ENTRY_NOT_FOUND. */
export class InMemoryPageBanners implements PageBannerGateway {
  private readonly pages = new Map<string, PageBanners>();

  constructor(pages: readonly PageBanners[] = [sampleHomeBanners(Date.now()), sampleCategoryBanners(Date.now())]) {
    for (const page of pages) this.pages.set(page.slug, page);
  }

  /** Replaces (or with null removes) the banner list of `slug` (a test's changed entry). */
  set(slug: string, page: PageBanners | null): void {
    if (page) this.pages.set(slug, page);
    else this.pages.delete(slug);
  }

  async getPageBanners(slug: string): Promise<Result<PageBanners, PageBannersError>> {
    const page = this.pages.get(slug);
    return page ? ok(page) : err(domainError('CONTENT.ENTRY_NOT_FOUND', contentEntryNotFoundMessage(slug), { slug }));
  }
}
