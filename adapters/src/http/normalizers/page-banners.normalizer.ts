import { GLOBAL_PROMO_TYPES, type CtaLink, type LiveTextBannerEntry, type PageBannerEntry, type PageBanners, type RotationalBannerEntry, type SimpleBannerEntry } from '@vitrine/core';
import type { StoredContentEntryDto } from '@vitrine/contract';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const textOrNull = (value: unknown): string | null => text(value) || null;

/**
 * A link target the storefront may render: a storefront path ('/women', '/search?q=coat', not the
 * protocol-relative '//host') or an absolute http(s) URL; anything else ('javascript:…') is null.
 */
export function safeHref(value: unknown): string | null {
  const href = text(value);
  if ((href.startsWith('/') && !href.startsWith('//')) || /^https?:\/\//i.test(href)) return href;
  return null;
}

/** A colour the banner's custom properties accept: #rgb, #rrggbb or #rrggbbaa; anything else is null (no CSS injection through content). */
export function safeColor(value: unknown): string | null {
  const color = text(value);
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(color) ? color : null;
}

function ctaOf(raw: unknown): CtaLink | null {
  if (!isRecord(raw)) return null;
  const linkTitle = text(raw['linkTitle']);
  if (!linkTitle) return null;
  return { linkTitle, linkPath: safeHref(raw['linkPath']) ?? '', openInNewWindow: raw['openInNewWindow'] === true, name: text(raw['name']) };
}

/** The live-text banner fields of shell-and-account.md §3 from a content entry's fields; missing texts are '', missing options null. */
export function liveTextBannerEntryOf(fields: Record<string, unknown>): LiveTextBannerEntry {
  const endDate = fields['endDate'];
  return {
    preHeadlineText: text(fields['preHeadlineText']),
    headlineText: text(fields['headlineText']),
    ctaLinks: (Array.isArray(fields['ctaLinks']) ? fields['ctaLinks'] : []).map(ctaOf).filter((c): c is CtaLink => c !== null),
    promoDesc: typeof fields['promoDesc'] === 'string' ? fields['promoDesc'] : '',
    descriptionCtaVerbage: text(fields['descriptionCtaVerbage']),
    showCountdownTimer: fields['showCountdownTimer'] === true,
    endDate: typeof endDate === 'string' || typeof endDate === 'number' ? endDate : null,
    bannerWrapperBackgroundColor: safeColor(fields['bannerWrapperBackgroundColor']),
    detailsBackgroundColor: safeColor(fields['detailsBackgroundColor']),
    linkHoverColor: safeColor(fields['linkHoverColor']),
    bannerBackgroundImage: safeHref(fields['bannerBackgroundImage']),
    backgroundImageType: textOrNull(fields['backgroundImageType']),
    fontColorScheme: textOrNull(fields['fontColorScheme']),
  };
}

/** The simple banner fields of shell-and-account.md §3; a link or image that is not a storefront path or http(s) URL is dropped. */
export function simpleBannerEntryOf(fields: Record<string, unknown>): SimpleBannerEntry {
  return {
    url: safeHref(fields['url']),
    externalLink: /^https?:\/\//i.test(text(fields['externalLink'])) ? text(fields['externalLink']) : null,
    bannerName: text(fields['bannerName']),
    bannerImage: safeHref(fields['bannerImage']) ?? '',
    alternateBannerImage: safeHref(fields['alternateBannerImage']),
    linkAltText: text(fields['linkAltText']),
  };
}

/** The rotational banner fields of shell-and-account.md §3: its linked simple banners (`{ fields }` or the fields themselves) and arrow colour scheme. */
export function rotationalBannerEntryOf(fields: Record<string, unknown>): RotationalBannerEntry {
  const banners = Array.isArray(fields['banners']) ? fields['banners'] : [];
  return {
    banners: banners.flatMap((b) => {
      const inner = isRecord(b) && isRecord(b['fields']) ? b['fields'] : b;
      return isRecord(inner) ? [simpleBannerEntryOf(inner)] : [];
    }),
    arrowColorScheme: textOrNull(fields['arrowColorScheme']),
  };
}

/**
 * One linked banner `{ id, type, fields }` of a pageBannerContainer (decision 0410) as a domain
 * entry, by its content type (GLOBAL_PROMO_TYPES: componentLiveTextBanner, componentSimpleBanner,
 * componentRotationalBanner); any other type, or one without fields, is 'unsupported'.
 */
export function pageBannerEntryOf(raw: unknown, index: number): PageBannerEntry {
  const id = isRecord(raw) && text(raw['id']) ? text(raw['id']) : `banner-${index}`;
  const type = isRecord(raw) ? text(raw['type']) : '';
  const fields = isRecord(raw) ? raw['fields'] : undefined;
  if (isRecord(fields)) {
    if (type === GLOBAL_PROMO_TYPES.liveText) return { id, type, fields: liveTextBannerEntryOf(fields) };
    if (type === GLOBAL_PROMO_TYPES.simple) return { id, type, fields: simpleBannerEntryOf(fields) };
    if (type === GLOBAL_PROMO_TYPES.rotational) return { id, type, fields: rotationalBannerEntryOf(fields) };
  }
  return { id, type: 'unsupported', contentType: type };
}

/** A pageBannerContainer entry (decision 0410) as the domain's PageBanners. */
export function pageBannersOf(entry: StoredContentEntryDto): PageBanners {
  const banners = entry.fields['banners'];
  return { entryId: entry.id, slug: entry.slug, updatedAt: entry.updatedAt, banners: (Array.isArray(banners) ? banners : []).map(pageBannerEntryOf) };
}
