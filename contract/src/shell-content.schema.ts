import { z } from 'zod';

/**
 * The fields of a componentSupernavAdditionalMobilePromo entry (shopping.md §7 "Content"; decision
 * 0413), in the entry's language: the promo shown inside the mobile navigation drawer. `image.url`
 * is an image-service path without a width (the client asks for the spec's widths), `width` and
 * `height` its intrinsic size in px; `ctaLink` uses the header link shape (a storefront path or an
 * absolute http(s) URL).
 */
export const MobileNavPromoFieldsDto = z.object({
  preHeadlineText: z.string().optional(),
  headlineText: z.string().min(1),
  image: z.object({ url: z.string().min(1), altText: z.string(), width: z.number().int().positive(), height: z.number().int().positive() }).optional(),
  ctaLink: z.object({ name: z.string().min(1), linkTitle: z.string().min(1), linkPath: z.string().min(1), openInNewWindow: z.boolean() }),
});
export type MobileNavPromoFieldsDto = z.infer<typeof MobileNavPromoFieldsDto>;

/**
 * The fields of an attentiveConfig entry (shell-and-account.md §7 "attentive config"; decision
 * 0414), in the entry's language: whether the site offers SMS sign-up through the provider, the
 * provider's creative id (sent as smsSignUpSourceId), the keyword and digits-only short code a
 * shopper may text instead, and the programme's legal text in markdown.
 */
export const AttentiveConfigFieldsDto = z.object({
  enabled: z.boolean(),
  creativeId: z.string().optional(),
  keyword: z.string().optional(),
  shortCode: z.string().regex(/^\d{3,8}$/).optional(),
  legalText: z.string(),
});
export type AttentiveConfigFieldsDto = z.infer<typeof AttentiveConfigFieldsDto>;

/**
 * The fields of a datetimeOptions entry (shell-and-account.md §7; decision 0415): the Intl date
 * style of order dates and delivery estimates, the hour cycle of times, and the site's IANA time zone.
 */
export const DatetimeOptionsFieldsDto = z.object({
  dateStyle: z.enum(['short', 'medium', 'long', 'full']),
  hourCycle: z.enum(['h12', 'h23']),
  timeZone: z.string().min(1),
});
export type DatetimeOptionsFieldsDto = z.infer<typeof DatetimeOptionsFieldsDto>;
