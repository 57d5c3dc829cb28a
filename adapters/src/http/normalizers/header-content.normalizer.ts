import type { HeaderContent, HeaderLink } from '@vitrine/core';
import type { HeaderContainerFieldsDto, HeaderLinkDto, StoredContentEntryDto } from '@vitrine/contract';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** True for an absolute http(s) URL: a link to another site. */
const isAbsoluteUrl = (href: string) => /^https?:\/\//i.test(href);

/**
 * A storefront path ('/stores', '/help/shipping?x=1', '#giftcard-balance'); '//host' is not one
 * (a protocol-relative URL would leave the site while looking like a path).
 */
const isStorePath = (href: string) => (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#');

/**
 * One headerContainer link ({@link HeaderLinkDto}, decision 0366) as a domain HeaderLink, or null
 * when it is not well formed: a missing name or title, or a linkPath that is neither a storefront
 * path nor an absolute http(s) URL (so `javascript:` and protocol-relative URLs never reach a link).
 */
export function headerLinkOf(raw: unknown): HeaderLink | null {
  if (!isRecord(raw)) return null;
  const { name, linkTitle, linkPath, openInNewWindow } = raw as Partial<Record<keyof HeaderLinkDto, unknown>>;
  if (!isText(name) || !isText(linkTitle) || !isText(linkPath)) return null;
  const href = linkPath.trim();
  const external = isAbsoluteUrl(href);
  if (!external && !isStorePath(href)) return null;
  return { name, label: linkTitle.trim(), href, external, newWindow: openInNewWindow === true };
}

const linksOf = (raw: unknown): HeaderLink[] => (Array.isArray(raw) ? raw.map(headerLinkOf).filter((l): l is HeaderLink => l !== null) : []);

/**
 * A headerContainer entry (decision 0366) as the domain's HeaderContent: each link group with its
 * malformed links left out (a missing group is empty), the lower promo message null when missing or
 * blank, its link null when missing or malformed.
 */
export function headerContentOf(entry: StoredContentEntryDto): HeaderContent {
  const fields = entry.fields as Partial<Record<keyof HeaderContainerFieldsDto, unknown>>;
  const promo = isRecord(fields.lowerPromo) ? fields.lowerPromo : null;
  return {
    entryId: entry.id,
    utilityLinks: linksOf(fields.utilityLinks),
    brandUtilityLinks: linksOf(fields.brandUtilityLinks),
    alsoVisitLinks: linksOf(fields.alsoVisitLinks),
    lowerPromo: promo && isText(promo['message']) ? { message: promo['message'], link: headerLinkOf(promo['link']) } : null,
  };
}
