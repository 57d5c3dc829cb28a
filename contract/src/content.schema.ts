import { z } from 'zod';

/**
 * The content store's entries (shopping.md §7 "Content"; shell-and-account.md §3; decision 0300):
 * GET /content/v1/{siteId}/entries?content_type=globalPromoContainer (and the direct provider's
 * GET /content/direct/v1/{siteId}/entries, the fallback on a 502).
 */
export const StoredContentEntryDto = z.object({
  id: z.string(),
  contentType: z.string(),
  slug: z.string(),
  language: z.string(),
  updatedAt: z.string(),
  fields: z.record(z.string(), z.unknown()),
});
export type StoredContentEntryDto = z.infer<typeof StoredContentEntryDto>;

/** Response of the content store's entries routes. */
export const StoredContentEntriesDto = z.object({ items: z.array(StoredContentEntryDto), total: z.number().int() });
export type StoredContentEntriesDto = z.infer<typeof StoredContentEntriesDto>;

/** Body of the test-only PUT /__sandbox/content/{siteId}/{contentType}/{slug}: the new fields for a language. */
export const ContentEntryChangeDto = z.object({
  language: z.string().min(2, { error: 'language is required' }),
  fields: z.record(z.string(), z.unknown()),
});
export type ContentEntryChangeDto = z.infer<typeof ContentEntryChangeDto>;

/**
 * One link of a headerContainer entry (decision 0366): the CTA link fields of shell-and-account.md
 * §3 (linkTitle, linkPath, openInNewWindow, name). linkPath is a storefront path ('/stores',
 * '#giftcard-balance') or, for the 'also visit' links, an absolute http(s) URL of the other brand's
 * site; `brand` and `siteId` name that site.
 */
export const HeaderLinkDto = z.object({
  name: z.string().min(1),
  linkTitle: z.string().min(1),
  linkPath: z.string().min(1),
  openInNewWindow: z.boolean().optional(),
  brand: z.string().optional(),
  siteId: z.string().optional(),
});
export type HeaderLinkDto = z.infer<typeof HeaderLinkDto>;

/**
 * The fields of a headerContainer entry (content_type=headerContainer, slug 'header'; shell-and-account.md
 * §2 "Page shell"; decision 0366): the utility bar's links, the brand utility links, the 'also
 * visit' links and the lower promo message (markdown with an optional link). Every part is optional;
 * the client leaves out a link that does not match {@link HeaderLinkDto}.
 */
export const HeaderContainerFieldsDto = z.object({
  utilityLinks: z.array(HeaderLinkDto).optional(),
  brandUtilityLinks: z.array(HeaderLinkDto).optional(),
  alsoVisitLinks: z.array(HeaderLinkDto).optional(),
  lowerPromo: z.object({ message: z.string().min(1), link: HeaderLinkDto.nullable().optional() }).nullable().optional(),
});
export type HeaderContainerFieldsDto = z.infer<typeof HeaderContainerFieldsDto>;
