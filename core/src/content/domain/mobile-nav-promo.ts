import type { HeaderLink } from '../ports/content-gateway.port.js';

/**
 * The promo of the mobile navigation drawer (shopping.md §7 "Content": content type
 * componentSupernavAdditionalMobilePromo; decision 0413), in the request language, its parts
 * already checked by the adapter: a safe link and a well-formed image or none.
 */
export interface MobileNavPromo {
  /** Content entry id. */
  readonly entryId: string;
  /** Short kicker above the headline ('New season'); '' when none. */
  readonly preHeadline: string;
  readonly headline: string;
  /**
   * The promo photo: an image-service path without a width (the UI asks for the spec's widths),
   * its alt text ('' for a decorative image) and its intrinsic size in px; null when none.
   */
  readonly image: { readonly path: string; readonly alt: string; readonly width: number; readonly height: number } | null;
  /** The call to action: a storefront path or an absolute http(s) URL (`external`). */
  readonly cta: HeaderLink;
}
