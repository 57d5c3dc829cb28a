import { token } from '../../shared/token.js';
import type { LocalizedTexts } from '../domain/localized-text.js';

/**
 * Which localizedText entries to read (shopping.md §7 "Content"): the slugs in a list, or the
 * slugs that match a text (case-insensitive, anywhere in the slug).
 */
export type LocalizedTextQuery = { readonly slugs: readonly string[] } | { readonly match: string };

/**
 * Port: the localizedText entries of the content API (shopping.md §7 "Content": GET
 * /content/v1/{siteId}/entries, content_type=localizedText, slug in list or match, limit 1000
 * (LOCALIZED_TEXT_FETCH_LIMIT, §9), select slug and displayText; a 502 falls back to the direct
 * content provider, §8; decision 0423).
 */
export interface LocalizedTextGateway {
  /**
   * The display texts of the matching entries in the request language (English when the language
   * has none), at most 1000, by slug; an empty object when none matches or the slug list is empty.
   * Entries without a string displayText are left out. Throws the transport error when both the
   * content API and its fallback fail (callers treat that as "no overrides", §8 "translation
   * failures: logged; page continues").
   */
  getLocalizedTexts(query: LocalizedTextQuery): Promise<LocalizedTexts>;
}
export const LocalizedTextGateway = token<LocalizedTextGateway>('LocalizedTextGateway');
