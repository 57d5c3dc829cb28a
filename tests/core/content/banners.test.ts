import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  globalPromoModel,
  GLOBAL_PROMO_TYPES,
  INVALID_GLOBAL_PROMO_MESSAGE,
  liveTextBannerModel,
  parseEndDate,
  rotationalBannerModel,
  simpleBannerModel,
  type LiveTextBannerEntry,
  type SimpleBannerEntry,
} from '@vitrine/core';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const live: LiveTextBannerEntry = {
  preHeadlineText: 'Today only',
  headlineText: '20% off',
  ctaLinks: [
    { linkTitle: 'Shop', linkPath: '/sale', openInNewWindow: false, name: 'shop' },
    { linkTitle: 'Broken', linkPath: '', openInNewWindow: true, name: 'x' },
  ],
  promoDesc: '**Terms** apply',
  descriptionCtaVerbage: 'Details',
  showCountdownTimer: true,
  endDate: '2026-11-23T10:00:01Z',
  bannerWrapperBackgroundColor: '#000',
  detailsBackgroundColor: '#111',
  linkHoverColor: '#222',
  bannerBackgroundImage: '/bg.png',
  backgroundImageType: 'repeat',
  fontColorScheme: 'light',
};
const simple: SimpleBannerEntry = { url: '/new', externalLink: null, bannerName: 'New', bannerImage: '/b.jpg', alternateBannerImage: '/b-wide.jpg', linkAltText: 'New in' };

describe('parseEndDate', () => {
  it('reads ISO text and epoch ms', () => {
    expect(parseEndDate('2026-11-22T10:00:00Z')).toBe(NOW);
    expect(parseEndDate(NOW)).toBe(NOW);
  });
  it('gives null for missing or bad values', () => {
    expect(parseEndDate(null)).toBeNull();
    expect(parseEndDate('')).toBeNull();
    expect(parseEndDate('soon')).toBeNull();
    expect(parseEndDate(Number.NaN)).toBeNull();
  });
});

describe('liveTextBannerModel (shell §3)', () => {
  it('builds the model with a countdown while the end is ahead', () => {
    const m = liveTextBannerModel(live, NOW);
    expect(m.ctas).toEqual([{ title: 'Shop', href: '/sale', newWindow: false, name: 'shop' }]);
    expect(m.countdown).toMatchObject({ days: '01', hours: '00', minutes: '00', seconds: '01' });
    expect(m.details).toBe('**Terms** apply');
    expect(m.background).toEqual({ image: '/bg.png', type: 'repeat' });
    expect(m.colors).toEqual({ wrapper: '#000', details: '#111', linkHover: '#222' });
  });
  it('has no countdown when off, ended or without an end date', () => {
    expect(liveTextBannerModel({ ...live, showCountdownTimer: false }, NOW).countdown).toBeNull();
    expect(liveTextBannerModel({ ...live, endDate: NOW }, NOW).countdown).toBeNull();
    expect(liveTextBannerModel({ ...live, endDate: null }, NOW).countdown).toBeNull();
  });
  it('defaults the background type to cover and drops empty details and images', () => {
    expect(liveTextBannerModel({ ...live, backgroundImageType: 'tile' }, NOW).background?.type).toBe('cover');
    expect(liveTextBannerModel({ ...live, bannerBackgroundImage: null, promoDesc: ' ' }, NOW)).toMatchObject({ background: null, details: null });
  });
});

describe('simpleBannerModel (shell §3: alternate image at min-width 768 px)', () => {
  it('uses the alternate image from 768 px', () => {
    expect(simpleBannerModel(simple)).toEqual({ kind: 'simple', name: 'New', href: '/new', external: false, image: '/b.jpg', alt: 'New in', alternate: { image: '/b-wide.jpg', media: '(min-width: 768px)' } });
  });
  it('prefers the external link and may link nowhere', () => {
    expect(simpleBannerModel({ ...simple, externalLink: 'https://x.test' })).toMatchObject({ href: 'https://x.test', external: true });
    expect(simpleBannerModel({ ...simple, url: null, alternateBannerImage: null })).toMatchObject({ href: null, alternate: null });
  });
});

describe('rotationalBannerModel', () => {
  it('keeps banners with an image', () => {
    const m = rotationalBannerModel({ banners: [simple, { ...simple, bannerImage: '' }], arrowColorScheme: 'dark' });
    expect(m.slides).toHaveLength(1);
    expect(m.arrowColorScheme).toBe('dark');
  });
});

describe('globalPromoModel (shell §8 "Unable to render Global Promo")', () => {
  it('renders each known type', () => {
    expect(globalPromoModel({ type: GLOBAL_PROMO_TYPES.liveText, fields: live }, NOW)).toMatchObject({ ok: true, value: { kind: 'live-text' } });
    expect(globalPromoModel({ type: GLOBAL_PROMO_TYPES.simple, fields: simple }, NOW)).toMatchObject({ ok: true, value: { kind: 'simple' } });
    expect(globalPromoModel({ type: GLOBAL_PROMO_TYPES.rotational, fields: { banners: [], arrowColorScheme: null } }, NOW)).toMatchObject({ ok: true, value: { kind: 'rotational' } });
    expect(globalPromoModel({ type: GLOBAL_PROMO_TYPES.threshold, fields: { minThreshold: 0 } }, NOW)).toMatchObject({ ok: true, value: { kind: 'threshold' } });
  });
  it('fails with the spec text for an invalid type or shape', () => {
    for (const bad of [{ type: 'componentVideo', fields: {} }, { type: GLOBAL_PROMO_TYPES.simple }, null, 'x']) {
      const r = globalPromoModel(bad, NOW);
      expect(r.ok).toBe(false);
      expect(!r.ok && [r.error.code, r.error.message]).toEqual(['CONTENT.INVALID_BANNER_TYPE', INVALID_GLOBAL_PROMO_MESSAGE]);
    }
  });
  it('property: any type outside the four known ones is rejected with the spec text', () => {
    const known = Object.values(GLOBAL_PROMO_TYPES) as string[];
    fc.assert(
      fc.property(fc.string(), (type) => {
        const r = globalPromoModel({ type, fields: simple }, NOW);
        expect(r.ok).toBe(known.includes(type));
      }),
    );
  });
});
