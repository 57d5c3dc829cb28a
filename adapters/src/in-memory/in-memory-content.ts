import type { ContentGateway, GlobalPromoContainer } from '@vitrine/core';

/** The in-memory global promo: the sandbox's en live-text banner (decision 0300), ending 10 days after `now` (epoch ms). */
export function sampleGlobalPromo(now: number): GlobalPromoContainer {
  return {
    entryId: 'global-promo-an-us-en',
    updatedAt: new Date(now).toISOString(),
    promos: [
      {
        id: 'live-text-an-us-en',
        type: 'componentLiveTextBanner',
        fields: {
          preHeadlineText: 'Winter Sale',
          headlineText: 'Up to 40% off outerwear',
          ctaLinks: [
            { linkTitle: 'Shop women', linkPath: '/search?q=jacket', openInNewWindow: false, name: 'shop-women' },
            { linkTitle: 'Shop men', linkPath: '/search?q=coat', openInNewWindow: false, name: 'shop-men' },
          ],
          promoDesc: '**Offer ends at midnight.** Discount applies to selected *jackets and coats*; no code needed.',
          descriptionCtaVerbage: 'Details',
          showCountdownTimer: true,
          endDate: new Date(now + 10 * 86_400_000).toISOString(),
          bannerWrapperBackgroundColor: '#1f2a44',
          detailsBackgroundColor: '#f4f1ea',
          linkHoverColor: '#f2c14e',
          bannerBackgroundImage: null,
          backgroundImageType: 'cover',
          fontColorScheme: 'light',
        },
      },
    ],
  };
}

/** ContentGateway in memory: one global promo container (or none), replaceable by a test with {@link set}. */
export class InMemoryContent implements ContentGateway {
  constructor(private promo: GlobalPromoContainer | null = sampleGlobalPromo(Date.now())) {}

  /** Replaces the global promo container (a test's changed entry). */
  set(promo: GlobalPromoContainer | null): void {
    this.promo = promo;
  }

  async getGlobalPromo(): Promise<GlobalPromoContainer | null> {
    return this.promo;
  }
}
