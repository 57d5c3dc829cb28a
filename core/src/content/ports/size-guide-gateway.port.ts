import { token } from '../../shared/token.js';
import type { SizeGuideChart, SizeGuideConfiguration } from '../domain/size-guide.js';

/**
 * Port: the size guide entries of the content API (shopping.md §7 "Content": GET
 * /content/v1/{siteId}/entries by content type sizeGuideConfiguration and sizeGuideVendor; a 502
 * falls back to the direct content provider, shopping.md §8; decision 0422).
 */
export interface SizeGuideGateway {
  /**
   * The site's sizeGuideConfiguration entry (rules with malformed parts left out), or null when the
   * site has none. Throws the transport error when both the content API and its fallback fail.
   */
  getSizeGuideConfiguration(): Promise<SizeGuideConfiguration | null>;
  /**
   * The sizeGuideVendor entry `slug` in the request language (English when the language has none),
   * rows with malformed ranges left out; null when there is no such entry (404 'Contentful entry not
   * found: {slug}'). Throws other transport errors when both the content API and its fallback fail.
   */
  getSizeGuideVendor(slug: string): Promise<SizeGuideChart | null>;
}
export const SizeGuideGateway = token<SizeGuideGateway>('SizeGuideGateway');
