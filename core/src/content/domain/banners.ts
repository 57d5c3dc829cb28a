import { domainError, type DomainError } from '../../shared/domain-error.js';
import { isNonEmptyString, isRecord } from '../../shared/guards.js';
import { err, ok, type Result } from '../../shared/result.js';
import { countdown, type Countdown } from './countdown.js';
import type { ThresholdBannerEntry } from '../../cart/domain/threshold-banner.js';

/**
 * Banner models of the global promo container (shell-and-account.md §3 banner entries, §8
 * "Invalid banner type"; shopping.md §9 secondary image breakpoint; decision 0030).
 */

/** A call to action of a live-text banner. */
export interface CtaLink {
  readonly linkTitle: string;
  readonly linkPath: string;
  readonly openInNewWindow: boolean;
  readonly name: string;
}

/** The live-text banner entry (shell-and-account.md §3), as the content normalizer gives it. */
export interface LiveTextBannerEntry {
  readonly preHeadlineText: string;
  readonly headlineText: string;
  readonly ctaLinks: readonly CtaLink[];
  /** Markdown. */
  readonly promoDesc: string;
  readonly descriptionCtaVerbage: string;
  readonly showCountdownTimer: boolean;
  /** ISO 8601 text or epoch ms; null when none. */
  readonly endDate: string | number | null;
  readonly bannerWrapperBackgroundColor: string | null;
  readonly detailsBackgroundColor: string | null;
  readonly linkHoverColor: string | null;
  readonly bannerBackgroundImage: string | null;
  /** 'repeat' or 'cover'; anything else is treated as 'cover'. */
  readonly backgroundImageType: string | null;
  readonly fontColorScheme: string | null;
}

/** The simple banner entry (shell-and-account.md §3). */
export interface SimpleBannerEntry {
  readonly url: string | null;
  readonly externalLink: string | null;
  readonly bannerName: string;
  readonly bannerImage: string;
  /** Used at min-width 768 px. */
  readonly alternateBannerImage: string | null;
  readonly linkAltText: string;
}

/** The rotational banner entry (shell-and-account.md §3). */
export interface RotationalBannerEntry {
  readonly banners: readonly SimpleBannerEntry[];
  readonly arrowColorScheme: string | null;
}

/** Secondary banner image breakpoint (px, min-width; shell-and-account.md §9). */
export const SECONDARY_BANNER_IMAGE_MIN_WIDTH_PX = 768;

/** The spec's text for an invalid banner type (shell-and-account.md §8), verbatim. */
export const INVALID_GLOBAL_PROMO_MESSAGE = 'Unable to render Global Promo';

/** Parses an end date (ISO text or epoch ms) to epoch ms; null when missing or unparseable. */
export function parseEndDate(endDate: string | number | null): number | null {
  if (typeof endDate === 'number') return Number.isFinite(endDate) ? endDate : null;
  if (!isNonEmptyString(endDate)) return null;
  const ms = Date.parse(endDate);
  return Number.isNaN(ms) ? null : ms;
}

/** The live-text banner as the UI renders it. */
export interface LiveTextBannerModel {
  readonly kind: 'live-text';
  readonly preHeadline: string;
  readonly headline: string;
  readonly ctas: readonly { readonly title: string; readonly href: string; readonly newWindow: boolean; readonly name: string }[];
  /** Markdown of the details panel; null when there are no details. */
  readonly details: string | null;
  readonly detailsLabel: string;
  /** The countdown when the timer is on and the end is still ahead; else null. */
  readonly countdown: Countdown | null;
  readonly colors: { readonly wrapper: string | null; readonly details: string | null; readonly linkHover: string | null };
  readonly background: { readonly image: string; readonly type: 'repeat' | 'cover' } | null;
  readonly fontColorScheme: string | null;
}

/**
 * Builds the live-text banner model at `now` (epoch ms): CTAs without a path are dropped; the
 * countdown shows only with showCountdownTimer and a parseable endDate still ahead of `now`.
 */
export function liveTextBannerModel(entry: LiveTextBannerEntry, now: number): LiveTextBannerModel {
  const end = parseEndDate(entry.endDate);
  const image = entry.bannerBackgroundImage;
  return {
    kind: 'live-text',
    preHeadline: entry.preHeadlineText,
    headline: entry.headlineText,
    ctas: entry.ctaLinks
      .filter((c) => isNonEmptyString(c.linkPath))
      .map((c) => ({ title: c.linkTitle, href: c.linkPath, newWindow: c.openInNewWindow, name: c.name })),
    details: isNonEmptyString(entry.promoDesc) ? entry.promoDesc : null,
    detailsLabel: entry.descriptionCtaVerbage,
    countdown: entry.showCountdownTimer && end !== null && end > now ? countdown(end, now) : null,
    colors: { wrapper: entry.bannerWrapperBackgroundColor, details: entry.detailsBackgroundColor, linkHover: entry.linkHoverColor },
    background: isNonEmptyString(image) ? { image, type: entry.backgroundImageType === 'repeat' ? 'repeat' : 'cover' } : null,
    fontColorScheme: entry.fontColorScheme,
  };
}

/** The simple banner as the UI renders it: a link (or none), an image and its ≥768 px alternate. */
export interface SimpleBannerModel {
  readonly kind: 'simple';
  readonly name: string;
  /** Target of the banner link; null when the banner links nowhere. */
  readonly href: string | null;
  /** True when href is the externalLink (open as a hard link). */
  readonly external: boolean;
  readonly image: string;
  readonly alt: string;
  /** The alternate image and its media query, or null. */
  readonly alternate: { readonly image: string; readonly media: string } | null;
}

/**
 * Builds the simple banner model: externalLink wins over url; the alternate image applies from
 * min-width 768 px. Never fails.
 */
export function simpleBannerModel(entry: SimpleBannerEntry): SimpleBannerModel {
  const external = isNonEmptyString(entry.externalLink);
  const href = external ? entry.externalLink : isNonEmptyString(entry.url) ? entry.url : null;
  return {
    kind: 'simple',
    name: entry.bannerName,
    href,
    external,
    image: entry.bannerImage,
    alt: entry.linkAltText,
    alternate: isNonEmptyString(entry.alternateBannerImage)
      ? { image: entry.alternateBannerImage, media: `(min-width: ${SECONDARY_BANNER_IMAGE_MIN_WIDTH_PX}px)` }
      : null,
  };
}

/** The rotational banner: its slides (simple banners with an image) and the arrow colour scheme. */
export interface RotationalBannerModel {
  readonly kind: 'rotational';
  readonly slides: readonly SimpleBannerModel[];
  readonly arrowColorScheme: string | null;
}

/** Builds the rotational banner model; banners without an image are dropped. */
export function rotationalBannerModel(entry: RotationalBannerEntry): RotationalBannerModel {
  return {
    kind: 'rotational',
    slides: entry.banners.filter((b) => isNonEmptyString(b.bannerImage)).map(simpleBannerModel),
    arrowColorScheme: entry.arrowColorScheme,
  };
}

/** The content types the global promo container renders (decision 0030). */
export const GLOBAL_PROMO_TYPES = {
  liveText: 'componentLiveTextBanner',
  threshold: 'componentCartThresholdBanner',
  simple: 'componentSimpleBanner',
  rotational: 'componentRotationalBanner',
} as const;

/** One entry of the global promo container: its content type and fields. */
export type GlobalPromoEntry =
  | { readonly type: typeof GLOBAL_PROMO_TYPES.liveText; readonly fields: LiveTextBannerEntry }
  | { readonly type: typeof GLOBAL_PROMO_TYPES.threshold; readonly fields: ThresholdBannerEntry }
  | { readonly type: typeof GLOBAL_PROMO_TYPES.simple; readonly fields: SimpleBannerEntry }
  | { readonly type: typeof GLOBAL_PROMO_TYPES.rotational; readonly fields: RotationalBannerEntry };

/** What the global promo renders; the threshold banner needs the cart, so its entry is passed through. */
export type GlobalPromoModel =
  | LiveTextBannerModel
  | SimpleBannerModel
  | RotationalBannerModel
  | { readonly kind: 'threshold'; readonly entry: ThresholdBannerEntry };

export type GlobalPromoError = DomainError<'CONTENT.INVALID_BANNER_TYPE'>;

/**
 * Picks the model for a global promo entry by its content type. An entry that is not an object
 * with a known type gives CONTENT.INVALID_BANNER_TYPE with the message 'Unable to render Global
 * Promo' (shell-and-account.md §8: the caller logs it and renders an empty element).
 */
export function globalPromoModel(entry: unknown, now: number): Result<GlobalPromoModel, GlobalPromoError> {
  const type = isRecord(entry) ? entry['type'] : undefined;
  const fields = isRecord(entry) ? entry['fields'] : undefined;
  if (!isRecord(fields)) return err(domainError('CONTENT.INVALID_BANNER_TYPE', INVALID_GLOBAL_PROMO_MESSAGE, { type }));
  switch (type) {
    case GLOBAL_PROMO_TYPES.liveText:
      return ok(liveTextBannerModel(fields as unknown as LiveTextBannerEntry, now));
    case GLOBAL_PROMO_TYPES.threshold:
      return ok({ kind: 'threshold', entry: fields as unknown as ThresholdBannerEntry });
    case GLOBAL_PROMO_TYPES.simple:
      return ok(simpleBannerModel(fields as unknown as SimpleBannerEntry));
    case GLOBAL_PROMO_TYPES.rotational:
      return ok(rotationalBannerModel(fields as unknown as RotationalBannerEntry));
    default:
      return err(domainError('CONTENT.INVALID_BANNER_TYPE', INVALID_GLOBAL_PROMO_MESSAGE, { type }));
  }
}
