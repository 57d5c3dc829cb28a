import type { AttentiveConfig, DatetimeOptions, MobileNavPromo } from '@vitrine/core';
import type { AttentiveConfigFieldsDto, DatetimeOptionsFieldsDto, MobileNavPromoFieldsDto, StoredContentEntryDto } from '@vitrine/contract';
import { headerLinkOf } from './header-content.normalizer.js';

// Hand-written checks of the contract's shapes: the contract's zod schemas stay out of the client's
// chunks (the sandbox and the contract tests parse with them).
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const isSize = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;
/** An image-service path of the storefront's origin ('/api/images/…'); '//host' and absolute URLs are not (the CSP serves images from 'self'). */
const isImagePath = (value: string) => value.startsWith('/') && !value.startsWith('//');

function imageOf(raw: unknown): MobileNavPromo['image'] {
  if (!isRecord(raw)) return null;
  const path = text(raw['url']);
  const { width, height } = raw;
  if (!isImagePath(path) || !isSize(width) || !isSize(height)) return null;
  return { path, alt: text(raw['altText']), width, height };
}

/**
 * A componentSupernavAdditionalMobilePromo entry (decision 0413; fields: the contract's
 * MobileNavPromoFieldsDto) as the domain's MobileNavPromo, or null without a headline or a
 * well-formed call to action (the link checks of {@link headerLinkOf}: no `javascript:` nor
 * protocol-relative URL reaches a link). An image that is not a same-origin path with a positive
 * whole width and height (px) is left out (null).
 */
export function mobileNavPromoOf(entry: StoredContentEntryDto): MobileNavPromo | null {
  const fields = entry.fields as Partial<Record<keyof MobileNavPromoFieldsDto, unknown>>;
  const headline = text(fields.headlineText);
  const cta = headerLinkOf(fields.ctaLink);
  if (!headline || !cta) return null;
  return { entryId: entry.id, preHeadline: text(fields.preHeadlineText), headline, image: imageOf(fields.image), cta };
}

/**
 * An attentiveConfig entry (decision 0414; fields: the contract's AttentiveConfigFieldsDto) as the
 * domain's AttentiveConfig: `enabled` only when the entry says true; the keyword and the short code
 * (3 to 8 digits) kept only as a pair, else both null; a blank creative id null; a missing legal text ''.
 */
export function attentiveConfigOf(entry: StoredContentEntryDto): AttentiveConfig {
  const fields = entry.fields as Partial<Record<keyof AttentiveConfigFieldsDto, unknown>>;
  const keyword = text(fields.keyword);
  const shortCode = text(fields.shortCode);
  const pair = keyword !== '' && /^\d{3,8}$/.test(shortCode);
  return {
    entryId: entry.id,
    enabled: fields.enabled === true,
    creativeId: text(fields.creativeId) || null,
    keyword: pair ? keyword : null,
    shortCode: pair ? shortCode : null,
    legalText: typeof fields.legalText === 'string' ? fields.legalText : '',
  };
}

const DATE_STYLES: readonly DatetimeOptions['dateStyle'][] = ['short', 'medium', 'long', 'full'];

/** True when Intl knows the IANA time zone `zone`. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A datetimeOptions entry (decision 0415; fields: the contract's DatetimeOptionsFieldsDto) as the
 * domain's DatetimeOptions: an unknown date style 'medium', an hour cycle other than h12/h23 null, a
 * time zone Intl does not know null.
 */
export function datetimeOptionsOf(entry: StoredContentEntryDto): DatetimeOptions {
  const fields = entry.fields as Partial<Record<keyof DatetimeOptionsFieldsDto, unknown>>;
  const dateStyle = DATE_STYLES.find((style) => style === fields.dateStyle) ?? 'medium';
  const hourCycle = fields.hourCycle === 'h12' || fields.hourCycle === 'h23' ? fields.hourCycle : null;
  const zone = text(fields.timeZone);
  return { entryId: entry.id, dateStyle, hourCycle, timeZone: zone && isTimeZone(zone) ? zone : null };
}
