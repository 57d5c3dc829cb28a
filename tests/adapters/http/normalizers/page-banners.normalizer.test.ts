import { describe, expect, it } from 'vitest';
import { pageBannerEntryOf, pageBannersOf, safeColor, safeHref } from '../../../../adapters/src/http/normalizers/page-banners.normalizer.js';

describe('page banners normalizer (shell-and-account.md §3; decision 0410)', () => {
  it('keeps storefront paths and http(s) URLs and drops script and protocol-relative links', () => {
    expect([safeHref('/women'), safeHref('https://x.example/a'), safeHref('javascript:alert(1)'), safeHref('//evil.example'), safeHref(3)]).toEqual([
      '/women',
      'https://x.example/a',
      null,
      null,
      null,
    ]);
    expect([safeColor('#3d1f2b'), safeColor('red;background:url(x)'), safeColor(null)]).toEqual(['#3d1f2b', null, null]);
  });

  it('reads each linked banner by its content type, anything else is unsupported', () => {
    const live = pageBannerEntryOf(
      { id: 'a', type: 'componentLiveTextBanner', fields: { headlineText: ' Sale ', ctaLinks: [{ linkTitle: 'Go', linkPath: 'javascript:x' }, { linkTitle: '' }, 'x'], showCountdownTimer: true, endDate: 5, bannerWrapperBackgroundColor: '#fff' } },
      0,
    );
    expect(live).toMatchObject({
      id: 'a',
      type: 'componentLiveTextBanner',
      fields: { headlineText: 'Sale', ctaLinks: [{ linkTitle: 'Go', linkPath: '', openInNewWindow: false, name: '' }], showCountdownTimer: true, endDate: 5, bannerWrapperBackgroundColor: '#fff', promoDesc: '', fontColorScheme: null },
    });
    expect(pageBannerEntryOf({ type: 'componentLiveTextBanner', fields: { endDate: {} } }, 1)).toMatchObject({ id: 'banner-1', fields: { endDate: null, ctaLinks: [] } });
    const rotational = pageBannerEntryOf({ id: 'r', type: 'componentRotationalBanner', fields: { banners: [{ fields: { bannerImage: '/i.jpg', url: '/m' } }, { bannerImage: '/j.jpg', externalLink: 'https://x.example' }, 7] } }, 2);
    expect(rotational).toMatchObject({
      type: 'componentRotationalBanner',
      fields: { arrowColorScheme: null, banners: [{ bannerImage: '/i.jpg', url: '/m', externalLink: null }, { bannerImage: '/j.jpg', externalLink: 'https://x.example' }] },
    });
    expect(pageBannerEntryOf({ id: 'r', type: 'componentRotationalBanner', fields: {} }, 0)).toMatchObject({ fields: { banners: [] } });
    expect(pageBannerEntryOf({ id: 's', type: 'componentSimpleBanner', fields: { bannerImage: 'javascript:x' } }, 0)).toMatchObject({ fields: { bannerImage: '', alternateBannerImage: null } });
    expect(pageBannerEntryOf({ id: 'v', type: 'componentVideoBanner', fields: {} }, 0)).toEqual({ id: 'v', type: 'unsupported', contentType: 'componentVideoBanner' });
    expect(pageBannerEntryOf('nonsense', 4)).toEqual({ id: 'banner-4', type: 'unsupported', contentType: '' });
  });

  it('reads a container entry', () => {
    const page = pageBannersOf({ id: 'e', contentType: 'pageBannerContainer', slug: 'home', language: 'en', updatedAt: 't', fields: {} });
    expect(page).toEqual({ entryId: 'e', slug: 'home', updatedAt: 't', banners: [] });
  });
});
