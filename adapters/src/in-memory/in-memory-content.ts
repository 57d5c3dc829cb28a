import type { ContentGateway, GlobalPromoContainer, HeaderContent, HeaderLink, LiveTextBannerEntry } from '@vitrine/core';

/** The in-memory global promo's live-text banner: the sandbox's en banner (decision 0300), ending 10 days after `now` (epoch ms). */
export function sampleLiveTextPromo(now: number): { readonly id: string; readonly type: 'componentLiveTextBanner'; readonly fields: LiveTextBannerEntry } {
  return {
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
  };
}

/** The in-memory global promo: its live-text banner ({@link sampleLiveTextPromo}), ending 10 days after `now` (epoch ms). */
export function sampleGlobalPromo(now: number): GlobalPromoContainer {
  return { entryId: 'global-promo-an-us-en', updatedAt: new Date(now).toISOString(), promos: [sampleLiveTextPromo(now)] };
}

const inStore = (name: string, label: string, href: string): HeaderLink => ({ name, label, href, external: false, newWindow: false });

/** The in-memory header container: the sandbox's an-us entry in English (decision 0366). */
export function sampleHeaderContent(): HeaderContent {
  return {
    entryId: 'header-an-us-en',
    utilityLinks: [
      inStore('store-locator', 'Find a store', '/stores'),
      inStore('shipping', 'Shipping', '/help/shipping'),
      inStore('returns', 'Returns', '/help/returns'),
      inStore('order-status', 'Order status', '/order-inquiry'),
      inStore('gift-card-balance', 'Gift card balance', '#giftcard-balance'),
      inStore('rewards', 'Rewards', '/account/loyalty'),
    ],
    brandUtilityLinks: [inStore('request-catalog', 'Request a catalog', '#request-catalog'), inStore('our-brands', 'Our brands', '/brands')],
    alsoVisitLinks: [{ name: 'also-visit-fp', label: 'Vitrine Studio', href: 'https://studio.vitrine.example/', external: true, newWindow: false }],
    lowerPromo: { message: '**Free standard shipping** on orders over $150', link: inStore('free-shipping-details', 'See details', '/help/shipping') },
  };
}

/** ContentGateway in memory: one global promo container and one header container (or none), replaceable by a test. */
export class InMemoryContent implements ContentGateway {
  constructor(
    private promo: GlobalPromoContainer | null = sampleGlobalPromo(Date.now()),
    private header: HeaderContent | null = sampleHeaderContent(),
  ) {}

  /** Replaces the global promo container (a test's changed entry). */
  set(promo: GlobalPromoContainer | null): void {
    this.promo = promo;
  }

  /** Replaces the header container (a test's changed or missing entry). */
  setHeader(header: HeaderContent | null): void {
    this.header = header;
  }

  async getGlobalPromo(): Promise<GlobalPromoContainer | null> {
    return this.promo;
  }

  async getHeaderContent(): Promise<HeaderContent | null> {
    return this.header;
  }
}
